/**
 * The Solana family as the registry sees it: chain type `SOLANA`, its adapter loaded on first use (with its SDK)
 * by a dynamic import, so an app that never routes a Solana chain never loads it.
 *
 * @example The family's declaration
 * ```ts
 * import assert from "node:assert/strict";
 * import { solanaFamily } from "./family.ts";
 * assert.equal(solanaFamily.chainType, "SOLANA");
 * ```
 * @module
 */
import type { SpokeAdapter } from "../spoke/spoke_adapter.ts";
import type { SpokeFamily } from "../spoke/spoke_family.ts";

/** The Solana family: `load` imports `./adapter.ts` and builds one chain's adapter. */
export const solanaFamily: SpokeFamily<"SOLANA"> = {
  chainType: "SOLANA",
  load: async (config, options) =>
    (await import("./adapter.ts")).createSolanaSpokeAdapter(config, options) as SpokeAdapter,
};
