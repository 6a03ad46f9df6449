/**
 * The Sui spoke (`sui`): its adapter and wallet interface. Import this entry only where Sui is used; the
 * root entry loads it lazily through spoke routing.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "../../core/config/mod.ts";
 * import { createSuiSpokeAdapter } from "./mod.ts";
 * assert.equal(createSuiSpokeAdapter(DEFAULT_CLIENT_CONFIG.chains["sui"]).chainKey, "sui");
 * ```
 * @module
 */
export { createSuiSpokeAdapter, type SuiSpokeAdapter, type SuiSpokeAdapterOptions } from "./adapter.ts";
export type * from "../wallets/sui.ts";
