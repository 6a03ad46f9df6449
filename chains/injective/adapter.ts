/**
 * `createInjectiveSpokeAdapter`: the {@link SpokeAdapter} of Injective (`injective-1`). Placeholder until the family lands:
 * every operation fails `UNSUPPORTED_CHAIN_OPERATION`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "../../core/config/mod.ts";
 * import { createInjectiveSpokeAdapter } from "./adapter.ts";
 * const adapter = createInjectiveSpokeAdapter(DEFAULT_CLIENT_CONFIG.chains["injective-1"]);
 * assert.equal(adapter.chainKey, "injective-1");
 * ```
 * @module
 */
import type { InjectiveChainConfig } from "../../core/config/mod.ts";
import { isValidInjectiveAddress } from "../_address/mod.ts";
import type { SpokeAdapterOptions } from "../_spoke/adapter_options.ts";
import { createUnsupportedSpokeAdapter } from "../_spoke/unsupported_adapter.ts";
import type { SpokeAdapter } from "../spoke.ts";
import type { InjectiveWalletProvider } from "../wallets/injective.ts";

/** Options of the Injective adapter: the shared injection points. */
export type InjectiveSpokeAdapterOptions = SpokeAdapterOptions;

/** A Injective {@link SpokeAdapter}. */
export type InjectiveSpokeAdapter = SpokeAdapter<InjectiveWalletProvider>;

/**
 * Creates the Injective adapter (no I/O).
 *
 * @param _config the chain configuration
 * @param _options injection points
 * @returns the adapter
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "../../core/config/mod.ts";
 * import { createInjectiveSpokeAdapter } from "./adapter.ts";
 * assert.equal(createInjectiveSpokeAdapter(DEFAULT_CLIENT_CONFIG.chains["injective-1"]).family, "INJECTIVE");
 * ```
 */
export function createInjectiveSpokeAdapter(
  _config: InjectiveChainConfig,
  _options: InjectiveSpokeAdapterOptions = {},
): InjectiveSpokeAdapter {
  return createUnsupportedSpokeAdapter(
    "injective-1",
    "INJECTIVE",
    (a) => isValidInjectiveAddress(a),
    "Injective spoke adapter",
  );
}
