/**
 * The Stellar family as the registry sees it: chain type `STELLAR`, its adapter loaded on first use (with its SDK)
 * by a dynamic import, so an app that never routes a Stellar chain never loads it.
 *
 * @example The family's declaration
 * ```ts
 * import assert from "node:assert/strict";
 * import { stellarFamily } from "./family.ts";
 * assert.equal(stellarFamily.chainType, "STELLAR");
 * ```
 * @module
 */
import type { SpokeAdapter } from "../spoke/spoke_adapter.ts";
import type { SpokeFamily } from "../spoke/spoke_family.ts";

/** The Stellar family: `load` imports `./adapter.ts` and builds one chain's adapter. */
export const stellarFamily: SpokeFamily<"STELLAR"> = {
  chainType: "STELLAR",
  load: async (config, options) =>
    (await import("./adapter.ts")).createStellarSpokeAdapter(config, options) as SpokeAdapter,
};
