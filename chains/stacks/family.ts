/**
 * The Stacks family as the registry sees it: chain type `STACKS`, its adapter loaded on first use (with its SDK)
 * by a dynamic import, so an app that never routes a Stacks chain never loads it.
 *
 * @example The family's declaration
 * ```ts
 * import assert from "node:assert/strict";
 * import { stacksFamily } from "./family.ts";
 * assert.equal(stacksFamily.chainType, "STACKS");
 * ```
 * @module
 */
import type { SpokeAdapter } from "../spoke/spoke_adapter.ts";
import type { SpokeFamily } from "../spoke/spoke_family.ts";

/** The Stacks family: `load` imports `./adapter.ts` and builds one chain's adapter. */
export const stacksFamily: SpokeFamily<"STACKS"> = {
  chainType: "STACKS",
  load: async (config, options) =>
    (await import("./adapter.ts")).createStacksSpokeAdapter(config, options) as SpokeAdapter,
};
