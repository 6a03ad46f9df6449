/**
 * The Sui family as the registry sees it: chain type `SUI`, its adapter loaded on first use (with its SDK)
 * by a dynamic import, so an app that never routes a Sui chain never loads it.
 *
 * @example The family's declaration
 * ```ts
 * import assert from "node:assert/strict";
 * import { suiFamily } from "./family.ts";
 * assert.equal(suiFamily.chainType, "SUI");
 * ```
 * @module
 */
import type { SpokeAdapter } from "../spoke/spoke_adapter.ts";
import type { SpokeFamily } from "../spoke/spoke_family.ts";

/** The Sui family: `load` imports `./adapter.ts` and builds one chain's adapter. */
export const suiFamily: SpokeFamily<"SUI"> = {
  chainType: "SUI",
  load: async (config, options) =>
    (await import("./adapter.ts")).createSuiSpokeAdapter(config, options) as SpokeAdapter,
};
