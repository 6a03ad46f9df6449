/**
 * The Injective family as the registry sees it: chain type `INJECTIVE`, its adapter loaded on first use (with its SDK)
 * by a dynamic import, so an app that never routes a Injective chain never loads it.
 *
 * @example The family's declaration
 * ```ts
 * import assert from "node:assert/strict";
 * import { injectiveFamily } from "./family.ts";
 * assert.equal(injectiveFamily.chainType, "INJECTIVE");
 * ```
 * @module
 */
import type { SpokeAdapter } from "../spoke/spoke_adapter.ts";
import type { SpokeFamily } from "../spoke/spoke_family.ts";

/** The Injective family: `load` imports `./adapter.ts` and builds one chain's adapter. */
export const injectiveFamily: SpokeFamily<"INJECTIVE"> = {
  chainType: "INJECTIVE",
  load: async (config, options) =>
    (await import("./adapter.ts")).createInjectiveSpokeAdapter(config, options) as SpokeAdapter,
};
