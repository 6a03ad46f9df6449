/**
 * The Bitcoin family as the registry sees it: chain type `BITCOIN`, its adapter loaded on first use (with its SDK)
 * by a dynamic import, so an app that never routes a Bitcoin chain never loads it.
 *
 * @example The family's declaration
 * ```ts
 * import assert from "node:assert/strict";
 * import { bitcoinFamily } from "./family.ts";
 * assert.equal(bitcoinFamily.chainType, "BITCOIN");
 * ```
 * @module
 */
import type { SpokeAdapter } from "../spoke/spoke_adapter.ts";
import type { SpokeFamily } from "../spoke/spoke_family.ts";

/** The Bitcoin family: `load` imports `./adapter.ts` and builds one chain's adapter. */
export const bitcoinFamily: SpokeFamily<"BITCOIN"> = {
  chainType: "BITCOIN",
  load: async (config, options) =>
    (await import("./adapter.ts")).createBitcoinSpokeAdapter(config, options) as SpokeAdapter,
};
