/**
 * `createNearSpokeAdapter`: the {@link SpokeAdapter} of Near (`near`). Placeholder until the family lands:
 * every operation fails `UNSUPPORTED_CHAIN_OPERATION`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "../../core/config/mod.ts";
 * import { createNearSpokeAdapter } from "./adapter.ts";
 * const adapter = createNearSpokeAdapter(DEFAULT_CLIENT_CONFIG.chains["near"]);
 * assert.equal(adapter.chainKey, "near");
 * ```
 * @module
 */
import type { NearChainConfig } from "../../core/config/mod.ts";
import { isValidNearAddress } from "../_address/mod.ts";
import type { SpokeAdapterOptions } from "../_spoke/adapter_options.ts";
import { createUnsupportedSpokeAdapter } from "../_spoke/unsupported_adapter.ts";
import type { SpokeAdapter } from "../spoke.ts";
import type { NearWalletProvider } from "../wallets/near.ts";

/** Options of the Near adapter: the shared injection points. */
export type NearSpokeAdapterOptions = SpokeAdapterOptions;

/** A Near {@link SpokeAdapter}. */
export type NearSpokeAdapter = SpokeAdapter<NearWalletProvider>;

/**
 * Creates the Near adapter (no I/O).
 *
 * @param _config the chain configuration
 * @param _options injection points
 * @returns the adapter
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "../../core/config/mod.ts";
 * import { createNearSpokeAdapter } from "./adapter.ts";
 * assert.equal(createNearSpokeAdapter(DEFAULT_CLIENT_CONFIG.chains["near"]).family, "NEAR");
 * ```
 */
export function createNearSpokeAdapter(
  _config: NearChainConfig,
  _options: NearSpokeAdapterOptions = {},
): NearSpokeAdapter {
  return createUnsupportedSpokeAdapter("near", "NEAR", (a) => isValidNearAddress(a), "NEAR spoke adapter");
}
