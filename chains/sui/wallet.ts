/**
 * The Sui wallet provider interface. The Sui adapter builds the programmable transaction block itself (with
 * `@mysten/sui`), so a wallet only signs it: wallet-standard `sui:signTransaction`, a hardware bridge, or a local
 * keypair (`createKeypairSuiWallet` in `chains/sui/wallet_private_key.ts`). The adapter executes the signed bytes on
 * its own RPC, so the injected transport, timeouts and `AbortSignal` apply to every request.
 *
 * @example A stub provider
 * ```ts
 * import assert from "node:assert/strict";
 * import type { SuiWalletProvider } from "./wallet.ts";
 * const wallet: SuiWalletProvider = {
 *   getWalletAddress: () => Promise.resolve(`0x${"ab".repeat(32)}`),
 *   signTransaction: ({ transaction }) => Promise.resolve({ bytes: btoa(String.fromCharCode(...transaction)), signature: "AA==" }),
 * };
 * assert.equal((await wallet.signTransaction({ transaction: new Uint8Array([1]) })).bytes, "AQ==");
 * ```
 * @module
 */

/** A Sui transaction to sign. */
export interface SuiTransactionRequest {
  /** The transaction: the BCS bytes of its `TransactionData` (sender, gas and commands set). */
  transaction: Uint8Array;
}

/** A signed Sui transaction (the shape of wallet-standard `sui:signTransaction` and `Signer.signTransaction`). */
export interface SuiSignedTransaction {
  /** The signed `TransactionData` bytes, base64. */
  bytes: string;
  /** The serialized signature (flag ‖ signature ‖ public key), base64. */
  signature: string;
}

/** A Sui wallet. Implementations reject (any error) when the user declines or signing fails. */
export interface SuiWalletProvider {
  /** The wallet's address (`0x` + 64 hex); it sends and pays the gas. */
  getWalletAddress(): Promise<string>;
  /** Signs a transaction whose sender is the wallet's address; never executes it. */
  signTransaction(request: SuiTransactionRequest): Promise<SuiSignedTransaction>;
}
