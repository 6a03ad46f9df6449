/**
 * The Bitcoin spoke (`bitcoin`): its adapter and wallet interface. Import this entry only where Bitcoin is used; the
 * root entry loads it lazily through spoke routing.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "../../core/config/mod.ts";
 * import { createBitcoinSpokeAdapter } from "./mod.ts";
 * assert.equal(createBitcoinSpokeAdapter(DEFAULT_CLIENT_CONFIG.chains["bitcoin"]).chainKey, "bitcoin");
 * ```
 * @module
 */
export {
  type BitcoinSpokeAdapter,
  type BitcoinSpokeAdapterOptions,
  createBitcoinSpokeAdapter,
} from "./adapter.ts";
export type * from "../wallets/bitcoin.ts";
