/**
 * The Near spoke (`near`): its adapter and wallet interface. Import this entry only where Near is used; the
 * root entry loads it lazily through spoke routing.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "../../core/config/mod.ts";
 * import { createNearSpokeAdapter } from "./mod.ts";
 * assert.equal(createNearSpokeAdapter(DEFAULT_CLIENT_CONFIG.chains["near"]).chainKey, "near");
 * ```
 * @module
 */
export { createNearSpokeAdapter, type NearSpokeAdapter, type NearSpokeAdapterOptions } from "./adapter.ts";
export type * from "../wallets/near.ts";
