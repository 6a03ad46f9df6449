/**
 * The token list the simulated swaps API serves (`GET /tokens`) and validates token addresses against.
 *
 * @example The default list has Base USDC
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_SWAPS_TOKENS } from "./tokens.ts";
 * assert.ok(DEFAULT_SWAPS_TOKENS["0x2105.base"]?.some((t) => t.symbol === "USDC"));
 * ```
 * @module
 */
import { DEFAULT_CLIENT_CONFIG } from "../../core/config/default_config.ts";

/** A token of the simulated token list (an `XToken` fits; `hubAsset` is needed to build intents). */
export interface SimSwapToken {
  symbol: string;
  name: string;
  decimals: number;
  address: string;
  chainKey: string;
  hubAsset?: string | undefined;
  vault?: string | undefined;
}

/** Swap tokens by chain key. */
export type SwapsTokenList = Readonly<Record<string, readonly SimSwapToken[]>>;

/** The packaged token list, `DEFAULT_CLIENT_CONFIG.swaps.supportedTokens`. */
export const DEFAULT_SWAPS_TOKENS: SwapsTokenList = DEFAULT_CLIENT_CONFIG.swaps.supportedTokens;
