/**
 * The Stacks wallet provider interface: a wallet signs **and broadcasts** a contract call, as browser wallets'
 * `stx_callContract` (Leather, Xverse) do. `createPrivateKeyStacksWallet` (`chains/stacks/wallet_private_key.ts`)
 * implements it over a local key with `@stacks/transactions`; the Stacks adapter builds the calls
 * (`chains/stacks/contract_calls.ts`).
 *
 * @example A stub provider
 * ```ts
 * import assert from "node:assert/strict";
 * import type { StacksWalletProvider } from "./wallet.ts";
 * const wallet: StacksWalletProvider = {
 *   getWalletAddress: () => Promise.resolve("SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7"),
 *   callContract: () => Promise.resolve({ txid: `0x${"ab".repeat(32)}` }),
 * };
 * const r = await wallet.callContract({
 *   contractAddress: "SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7", contractName: "asset-manager",
 *   functionName: "transfer", functionArgs: [],
 * });
 * assert.ok(r.txid.length === 66);
 * ```
 * @module
 */

import type { StacksContractCallRequest } from "../spoke/raw_requests.ts";

export type { StacksContractCallRequest } from "../spoke/raw_requests.ts";

/** A Stacks wallet (Leather, Xverse, or a local key). Rejects when the user declines. */
export interface StacksWalletProvider {
  /** The wallet's address (`SP...`). */
  getWalletAddress(): Promise<string>;
  /** Signs and broadcasts a contract call; resolves to the txid (64 hex digits, `0x` optional). */
  callContract(request: StacksContractCallRequest): Promise<{ txid: string }>;
}
