/**
 * Stellar chain support: the wallet provider interface and a keypair implementation.
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
export type { StellarSignOptions, StellarWalletProvider } from "../wallets/stellar.ts";
export { createKeypairStellarWallet } from "./wallet_keypair.ts";
export type { Keypair } from "@stellar/stellar-sdk";
