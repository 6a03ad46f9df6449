/**
 * `createBitcoinSpokeAdapter`: the {@link SpokeAdapter} of Bitcoin (`bitcoin`). Placeholder until the family lands:
 * every operation fails `UNSUPPORTED_CHAIN_OPERATION`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "../../core/config/mod.ts";
 * import { createBitcoinSpokeAdapter } from "./adapter.ts";
 * const adapter = createBitcoinSpokeAdapter(DEFAULT_CLIENT_CONFIG.chains["bitcoin"]);
 * assert.equal(adapter.chainKey, "bitcoin");
 * ```
 * @module
 */
import type { BitcoinChainConfig } from "../../core/config/mod.ts";
import { isValidBitcoinAddress } from "../_address/mod.ts";
import type { SpokeAdapterOptions } from "../_spoke/adapter_options.ts";
import { createUnsupportedSpokeAdapter } from "../_spoke/unsupported_adapter.ts";
import type { SpokeAdapter } from "../spoke.ts";
import type { BitcoinWalletProvider } from "../wallets/bitcoin.ts";

/** Options of the Bitcoin adapter: the shared injection points. */
export type BitcoinSpokeAdapterOptions = SpokeAdapterOptions;

/** A Bitcoin {@link SpokeAdapter}. */
export type BitcoinSpokeAdapter = SpokeAdapter<BitcoinWalletProvider>;

/**
 * Creates the Bitcoin adapter (no I/O).
 *
 * @param _config the chain configuration
 * @param _options injection points
 * @returns the adapter
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "../../core/config/mod.ts";
 * import { createBitcoinSpokeAdapter } from "./adapter.ts";
 * assert.equal(createBitcoinSpokeAdapter(DEFAULT_CLIENT_CONFIG.chains["bitcoin"]).family, "BITCOIN");
 * ```
 */
export function createBitcoinSpokeAdapter(
  _config: BitcoinChainConfig,
  _options: BitcoinSpokeAdapterOptions = {},
): BitcoinSpokeAdapter {
  return createUnsupportedSpokeAdapter(
    "bitcoin",
    "BITCOIN",
    (a) => isValidBitcoinAddress(a),
    "Bitcoin spoke adapter",
  );
}
