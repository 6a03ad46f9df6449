/**
 * The EVM wallet provider the adapter signs with (a browser wallet through `createEip1193EvmWallet`, a viem
 * client through `createViemEvmWallet`, or a local key through `createPrivateKeyEvmWallet`).
 *
 * @example A stub provider
 * ```ts
 * import assert from "node:assert/strict";
 * import type { EvmWalletProvider } from "./wallet.ts";
 * const wallet: EvmWalletProvider = {
 *   getAddress: () => Promise.resolve("0x5555555555555555555555555555555555555555"),
 *   sendTransaction: () => Promise.resolve(`0x${"ab".repeat(32)}` as const),
 * };
 * assert.ok((await wallet.getAddress()).startsWith("0x"));
 * ```
 * @module
 */
import type { Address, Hex } from "viem";

/** A transaction for a wallet provider to sign and send. */
export interface EvmTxRequest {
  /** The contract called. */
  to: Address;
  /** Calldata. */
  data: Hex;
  /** Native value. */
  value: bigint;
  /** Expected chain id; the wallet checks it against the RPC. @default the wallet's chain */
  chainId?: number | undefined;
}

/** What the EVM adapter needs from a wallet. Implementations may throw; the adapter wraps throws as `WALLET_ERROR`. */
export interface EvmWalletProvider {
  /** The wallet's address. */
  getAddress(): Promise<Address>;
  /** Signs and sends `tx`, resolving to the tx hash once the node accepted it. */
  sendTransaction(tx: EvmTxRequest): Promise<Hex>;
  /** Signs a personal message (EIP-191). Optional. */
  signMessage?(message: string): Promise<Hex>;
}
