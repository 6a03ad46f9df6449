/**
 * Stellar chain support: the wallet provider interface, a keypair implementation, and the spoke adapter.
 *
 * @example Make a keypair wallet
 * ```ts
 * import assert from "node:assert/strict";
 * import { Keypair } from "@stellar/stellar-sdk";
 * import { createKeypairStellarWallet } from "./mod.ts";
 * assert.ok(createKeypairStellarWallet(Keypair.random()).ok);
 * ```
 * @module
 */
export { getAddressBCSBytes, getTsWalletBytes } from "./address_bytes.ts";
export type { StellarSignOptions, StellarWalletProvider } from "./wallet.ts";
export { createKeypairStellarWallet } from "./wallet_private_key.ts";
export type { Keypair } from "@stellar/stellar-sdk";
export {
  createStellarSpokeAdapter,
  type StellarSpokeAdapter,
  type StellarSpokeAdapterOptions,
  type StellarSpokeChainConfig,
} from "./adapter.ts";
export type { StellarTrustlineChainConfig } from "./trustline.ts";
export {
  buildPriorityStellarTransaction,
  type PriorityStellarTx,
  type PriorityStellarTxParams,
  type StellarOperation,
} from "./priority_tx.ts";
export { type SignAndSendStellarOptions, signAndSendTransaction } from "./sign_and_send.ts";
export type { SorobanRpcOptions } from "./soroban_rpc.ts";
