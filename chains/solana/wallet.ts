/**
 * The Solana wallet provider the Solana spoke signs with. The adapter builds, serializes and sends the
 * transaction itself, so a wallet only signs (browser wallets' `signTransaction`, a hardware bridge, or a local
 * keypair: see `createKeypairSolanaWallet`).
 *
 * @example A provider backed by a keypair
 * ```ts
 * import assert from "node:assert/strict";
 * import { Keypair } from "@solana/web3.js";
 * import type { SolanaWalletProvider } from "./wallet.ts";
 * import { createKeypairSolanaWallet } from "./wallet_private_key.ts";
 * const r = createKeypairSolanaWallet(Keypair.generate());
 * if (r.ok) {
 *   const wallet: SolanaWalletProvider = r.value;
 *   assert.ok((await wallet.getPublicKey()).length >= 32);
 * }
 * ```
 * @module
 */
import type { Transaction, VersionedTransaction } from "@solana/web3.js";

/**
 * A Solana wallet. Implementations reject (any error) when the user declines or signing fails; the adapter maps
 * that to `WALLET_ERROR`.
 */
export interface SolanaWalletProvider {
  /** The wallet's public key (base58); it pays the fee and signs the deposit. */
  getPublicKey(): Promise<string>;
  /**
   * Signs a transaction (legacy or versioned) with the wallet's key, keeping other signatures.
   *
   * @param tx the unsigned transaction (fee payer and recent blockhash set)
   * @returns the same transaction, signed
   */
  signTransaction<T extends Transaction | VersionedTransaction>(tx: T): Promise<T>;
}
