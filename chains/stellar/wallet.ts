/**
 * The Stellar wallet provider interface the sponsoring service (and any Stellar flow) signs through.
 *
 * @example A provider backed by a keypair
 * ```ts
 * import assert from "node:assert/strict";
 * import { Keypair } from "@stellar/stellar-sdk";
 * import type { StellarWalletProvider } from "./wallet.ts";
 * import { createKeypairStellarWallet } from "./wallet_private_key.ts";
 * const r = createKeypairStellarWallet(Keypair.random());
 * if (r.ok) {
 *   const wallet: StellarWalletProvider = r.value;
 *   assert.ok((await wallet.getPublicKey()).startsWith("G"));
 * }
 * ```
 * @module
 */

/** Options of {@link StellarWalletProvider.signTransaction}. */
export interface StellarSignOptions {
  /** Network passphrase the transaction is signed for (part of the signed hash). */
  networkPassphrase: string;
}

/**
 * A Stellar wallet: a browser extension, a hardware wallet bridge or a local keypair.
 *
 * Implementations reject (any error) when the user declines or signing fails; callers map that to a
 * `WALLET_ERROR`.
 */
export interface StellarWalletProvider {
  /** The wallet's account id (`G...`). */
  getPublicKey(): Promise<string>;
  /**
   * Signs a transaction envelope.
   *
   * @param xdr base64 transaction envelope
   * @param opts the network passphrase
   * @returns the signed base64 envelope (same transaction, one more signature)
   */
  signTransaction(xdr: string, opts: StellarSignOptions): Promise<string>;
}
