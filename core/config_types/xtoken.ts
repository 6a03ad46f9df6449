/**
 * Token and polling types shared by the chain and feature configuration.
 *
 * @example A token
 * ```ts
 * import assert from "node:assert/strict";
 * import type { XToken } from "./xtoken.ts";
 * const t: XToken = {
 *   symbol: "USDC", name: "USDC", decimals: 6, address: "0x29219dd400f2Bf60E5a23d13Be72B486D4038894",
 *   chainKey: "sonic", hubAsset: "0x29219dd400f2Bf60E5a23d13Be72B486D4038894",
 *   vault: "0xAbbb91c0617090F0028BDC27597Cd0D038F3A833",
 * };
 * assert.ok(t.decimals === 6);
 * ```
 * @module
 */
import type { SpokeChainKey } from "../chains/chain_keys.ts";

/** A token on one chain, with its hub (EVM) equivalent and vault. */
export interface XToken {
  /** Ticker, such as `USDC`. */
  symbol: string;
  /** Display name. The packaged data has no names: packaged tokens use the symbol. */
  name: string;
  /** Decimals of the token on its own chain. */
  decimals: number;
  /** Address on its own chain (format of that chain's family). */
  address: string;
  /** The chain the token lives on. */
  chainKey: SpokeChainKey;
  /** Hub (EVM) address of the token's hub asset. */
  hubAsset: string;
  /** Hub vault the hub asset belongs to. */
  vault: string;
}

/** How a chain is polled for transaction receipts. */
export interface PollingConfig {
  /** Interval between polls in ms. */
  pollingIntervalMs: number;
  /** Overall bound of one wait in ms (bounds on-chain verification, docs/rules/swaps.md#per-attempt-timeout). */
  maxTimeoutMs: number;
}
