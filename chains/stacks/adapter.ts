/**
 * `createStacksSpokeAdapter`: the {@link SpokeAdapter} of Stacks (`stacks`). Placeholder until the family lands:
 * every operation fails `UNSUPPORTED_CHAIN_OPERATION`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "../../core/config/mod.ts";
 * import { createStacksSpokeAdapter } from "./adapter.ts";
 * const adapter = createStacksSpokeAdapter(DEFAULT_CLIENT_CONFIG.chains["stacks"]);
 * assert.equal(adapter.chainKey, "stacks");
 * ```
 * @module
 */
import type { StacksChainConfig } from "../../core/config/mod.ts";
import { isValidStacksAddress } from "../_address/mod.ts";
import type { SpokeAdapterOptions } from "../_spoke/adapter_options.ts";
import { createUnsupportedSpokeAdapter } from "../_spoke/unsupported_adapter.ts";
import type { SpokeAdapter } from "../spoke.ts";
import type { StacksWalletProvider } from "../wallets/stacks.ts";

/** Options of the Stacks adapter: the shared injection points. */
export type StacksSpokeAdapterOptions = SpokeAdapterOptions;

/** A Stacks {@link SpokeAdapter}. */
export type StacksSpokeAdapter = SpokeAdapter<StacksWalletProvider>;

/**
 * Creates the Stacks adapter (no I/O).
 *
 * @param _config the chain configuration
 * @param _options injection points
 * @returns the adapter
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "../../core/config/mod.ts";
 * import { createStacksSpokeAdapter } from "./adapter.ts";
 * assert.equal(createStacksSpokeAdapter(DEFAULT_CLIENT_CONFIG.chains["stacks"]).family, "STACKS");
 * ```
 */
export function createStacksSpokeAdapter(
  _config: StacksChainConfig,
  _options: StacksSpokeAdapterOptions = {},
): StacksSpokeAdapter {
  return createUnsupportedSpokeAdapter(
    "stacks",
    "STACKS",
    (a) => isValidStacksAddress(a),
    "Stacks spoke adapter",
  );
}
