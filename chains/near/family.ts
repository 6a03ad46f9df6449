/**
 * The NEAR family as the registry sees it: chain type `NEAR`, its adapter loaded on first use (with its SDK)
 * by a dynamic import, so an app that never routes a NEAR chain never loads it.
 *
 * @example The family's declaration
 * ```ts
 * import assert from "node:assert/strict";
 * import { nearFamily } from "./family.ts";
 * assert.equal(nearFamily.chainType, "NEAR");
 * ```
 * @module
 */
import type { SpokeAdapter } from "../spoke/spoke_adapter.ts";
import type { SpokeFamily } from "../spoke/spoke_family.ts";

/** The NEAR family: `load` imports `./adapter.ts` and builds one chain's adapter. */
export const nearFamily: SpokeFamily<"NEAR"> = {
  chainType: "NEAR",
  load: async (config, options) =>
    (await import("./adapter.ts")).createNearSpokeAdapter(config, options) as SpokeAdapter,
};
