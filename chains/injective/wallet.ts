/**
 * The Injective wallet provider interface. `createPrivateKeyInjectiveWallet` (`chains/injective/mod.ts`, on
 * `@injectivelabs/sdk-ts`) implements it over a local key; browser wallets (Keplr, Leap, MetaMask via Ethermint)
 * wrap to it.
 *
 * @example A stub provider
 * ```ts
 * import assert from "node:assert/strict";
 * import type { InjectiveWalletProvider } from "./wallet.ts";
 * const wallet: InjectiveWalletProvider = {
 *   getWalletAddress: () => Promise.resolve("inj1qqqsyqcyq5rqwzqfpg9scrgwpugpzysnflx7rp"),
 *   execute: () => Promise.resolve({ transactionHash: "AB" }),
 * };
 * const r = await wallet.execute({ contractAddress: "inj1x", msg: { transfer: {} }, funds: [] });
 * assert.ok(r.transactionHash === "AB");
 * ```
 * @module
 */

/** A coin sent with a CosmWasm execute message. */
export interface InjectiveCoin {
  /** Denomination (`inj`, `peggy0x...`, `factory/...`). */
  denom: string;
  /** Amount in base units (decimal string). */
  amount: string;
}

/** A CosmWasm `MsgExecuteContract` to sign and broadcast. */
export interface InjectiveExecuteRequest {
  /** The contract (`inj1...`). */
  contractAddress: string;
  /** The JSON execute message. */
  msg: Record<string, unknown>;
  /** Funds attached. */
  funds: readonly InjectiveCoin[];
}

/** An Injective wallet (Keplr, Leap, MetaMask via Ethermint, or a local key). Rejects when the user declines. */
export interface InjectiveWalletProvider {
  /** The wallet's bech32 address (`inj1...`). */
  getWalletAddress(): Promise<string>;
  /** Signs and broadcasts an execute message; resolves once the node accepted it. */
  execute(request: InjectiveExecuteRequest): Promise<{ transactionHash: string }>;
}
