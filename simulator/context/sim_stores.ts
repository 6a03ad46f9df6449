/**
 * `SimStores`: the named sub-app stores of one simulator (`SimContext.stores`): each chain node's (`chains/registry.ts`) and the swaps API's. Every store here has a snapshot
 * part of the same name in `SNAPSHOT_PARTS` (a test enumerates both), so a new store on the context joins
 * snapshots or the test fails.
 *
 * @example The stores of a simulator
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSimulatorApp } from "../app.ts";
 * const sim = createSimulatorApp({ seed: 1 });
 * assert.ok(Object.keys(sim.context.stores).includes("evm"));
 * sim.close();
 * ```
 * @module
 */
import type { ChainStoresOf } from "../chains/registry.ts";
import type { SwapsAppStats } from "../swaps/swaps_app.ts";
import type { SimStore } from "../state/sim_store.ts";

/**
 * The sub-apps' own mutable state, by snapshot part name: the stores of every chain node (see each
 * `chains/<family>/chain.ts`), then the swaps API counters (intents built, approvals, quotes).
 */
export type SimStores = ChainStoresOf & {
  /** Swaps API counters (intents built, approvals, quotes). */
  swaps: SimStore<SwapsAppStats & { quotes: number }>;
};
