/**
 * The NEAR wallet provider interface: the shape of the NEAR wallet selector's `signAndSendTransaction` (function-call
 * actions to one receiver). `createPrivateKeyNearWallet` (`chains/near/wallet_keypair.ts`) implements it over a local
 * key with near-api-js.
 *
 * @example A stub provider
 * ```ts
 * import assert from "node:assert/strict";
 * import type { NearWalletProvider } from "./near.ts";
 * const wallet: NearWalletProvider = {
 *   getWalletAddress: () => Promise.resolve("alice.near"),
 *   signAndSendTransaction: () => Promise.resolve({ transactionHash: "8x" }),
 * };
 * const r = await wallet.signAndSendTransaction({
 *   receiverId: "asset-manager.near",
 *   actions: [{ methodName: "ft_transfer_call", args: {}, gas: 30_000_000_000_000n, deposit: 1n }],
 * });
 * assert.ok(r.transactionHash === "8x");
 * ```
 * @module
 */

/** A NEAR `FunctionCall` action. */
export interface NearFunctionCall {
  /** The method called. */
  methodName: string;
  /** JSON arguments. */
  args: Record<string, unknown>;
  /** Gas attached (units). */
  gas: bigint;
  /** Deposit attached (yoctoNEAR). */
  deposit: bigint;
}

/** A NEAR transaction of function calls to one receiver. */
export interface NearTransactionRequest {
  /** The contract account. */
  receiverId: string;
  /** The calls, in order. */
  actions: readonly NearFunctionCall[];
}

/** A NEAR wallet (wallet selector or a local key). Rejects when the user declines. */
export interface NearWalletProvider {
  /** The account id. */
  getWalletAddress(): Promise<string>;
  /** Signs and sends a transaction; resolves to its hash (base58). */
  signAndSendTransaction(request: NearTransactionRequest): Promise<{ transactionHash: string }>;
}
