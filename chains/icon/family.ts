/**
 * The ICON family as the registry sees it: chain type `ICON`, its adapter loaded on first use (with its SDK)
 * by a dynamic import, so an app that never routes a ICON chain never loads it. ICON has no SDK, but its adapter (intents, hub calls, token reads) is code only an ICON page runs.
 *
 * @example The family's declaration
 * ```ts
 * import assert from "node:assert/strict";
 * import { iconFamily } from "./family.ts";
 * assert.equal(iconFamily.chainType, "ICON");
 * ```
 * @module
 */
import type { SpokeAdapter } from "../spoke/spoke_adapter.ts";
import type { SpokeFamily } from "../spoke/spoke_family.ts";

/** The ICON family: `load` imports `./adapter.ts` and builds one chain's adapter. */
export const iconFamily: SpokeFamily<"ICON"> = {
  chainType: "ICON",
  load: async (config, options) =>
    (await import("./adapter.ts")).createIconSpokeAdapter(config, { fetch: options.fetch }) as SpokeAdapter,
};
