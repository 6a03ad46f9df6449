/**
 * `createSuiSpokeAdapter`: the {@link SpokeAdapter} of Sui (`sui`). Placeholder until the family lands:
 * every operation fails `UNSUPPORTED_CHAIN_OPERATION`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "../../core/config/mod.ts";
 * import { createSuiSpokeAdapter } from "./adapter.ts";
 * const adapter = createSuiSpokeAdapter(DEFAULT_CLIENT_CONFIG.chains["sui"]);
 * assert.equal(adapter.chainKey, "sui");
 * ```
 * @module
 */
import type { SuiChainConfig } from "../../core/config/mod.ts";
import { isValidSuiAddress } from "../_address/mod.ts";
import type { SpokeAdapterOptions } from "../_spoke/adapter_options.ts";
import { createUnsupportedSpokeAdapter } from "../_spoke/unsupported_adapter.ts";
import type { SpokeAdapter } from "../spoke.ts";
import type { SuiWalletProvider } from "../wallets/sui.ts";

/** Options of the Sui adapter: the shared injection points. */
export type SuiSpokeAdapterOptions = SpokeAdapterOptions;

/** A Sui {@link SpokeAdapter}. */
export type SuiSpokeAdapter = SpokeAdapter<SuiWalletProvider>;

/**
 * Creates the Sui adapter (no I/O).
 *
 * @param _config the chain configuration
 * @param _options injection points
 * @returns the adapter
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "../../core/config/mod.ts";
 * import { createSuiSpokeAdapter } from "./adapter.ts";
 * assert.equal(createSuiSpokeAdapter(DEFAULT_CLIENT_CONFIG.chains["sui"]).family, "SUI");
 * ```
 */
export function createSuiSpokeAdapter(
  _config: SuiChainConfig,
  _options: SuiSpokeAdapterOptions = {},
): SuiSpokeAdapter {
  return createUnsupportedSpokeAdapter("sui", "SUI", (a) => isValidSuiAddress(a), "Sui spoke adapter");
}
