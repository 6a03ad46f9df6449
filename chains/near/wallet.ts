/**
 * The NEAR wallet provider interface: the shape of the NEAR wallet selector's `signAndSendTransaction` (function-call
 * actions to one receiver). `createPrivateKeyNearWallet` (`chains/near/wallet_private_key.ts`) implements it over a local
 * key with near-api-js.
 *
 * @example A stub provider
 * ```ts
 * import assert from "node:assert/strict";
 * import type { NearWalletProvider } from "./wallet.ts";
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

import type { NearTransactionRequest } from "../spoke/raw_requests.ts";

export type { NearFunctionCall, NearTransactionRequest } from "../spoke/raw_requests.ts";

/** A NEAR wallet (wallet selector or a local key). Rejects when the user declines. */
export interface NearWalletProvider {
  /** The account id. */
  getWalletAddress(): Promise<string>;
  /** Signs and sends a transaction; resolves to its hash (base58). */
  signAndSendTransaction(request: NearTransactionRequest): Promise<{ transactionHash: string }>;
}
