/**
 * The Sui wallet provider interface (no implementation: it needs the `@mysten/sui` SDK, not a dependency here).
 *
 * @example A stub provider
 * ```ts
 * import assert from "node:assert/strict";
 * import type { SuiWalletProvider } from "./sui.ts";
 * const wallet: SuiWalletProvider = {
 *   getWalletAddress: () => Promise.resolve(`0x${"ab".repeat(32)}`),
 *   signAndExecuteTransaction: () => Promise.resolve({ digest: "9x" }),
 * };
 * assert.ok((await wallet.signAndExecuteTransaction({ transaction: "AA==" })).digest === "9x");
 * ```
 * @module
 */

/** A Sui transaction to sign and execute. */
export interface SuiTransactionRequest {
  /** The transaction: base64 BCS bytes, or a wallet-native transaction object. */
  transaction: string | Uint8Array | object;
}

/** A Sui wallet (wallet-standard `sui:signAndExecuteTransaction`). Rejects when the user declines. */
export interface SuiWalletProvider {
  /** The wallet's address (`0x` + 64 hex). */
  getWalletAddress(): Promise<string>;
  /** Signs and executes a transaction; resolves to its digest. */
  signAndExecuteTransaction(request: SuiTransactionRequest): Promise<{ digest: string }>;
}
