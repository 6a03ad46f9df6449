/**
 * Hedera is an EVM chain here (its JSON-RPC relay serves `eth_*`), so its wallet provider is the EVM one.
 *
 * @example Any EVM wallet serves Hedera
 * ```ts
 * import assert from "node:assert/strict";
 * import { createPrivateKeyEvmWallet } from "./wallet_private_key.ts";
 * import type { HederaWalletProvider } from "./hedera_wallet.ts";
 * const w = createPrivateKeyEvmWallet({ privateKey: `0x${"01".repeat(32)}`, rpcUrl: "http://localhost:7546" });
 * if (w.ok) {
 *   const hedera: HederaWalletProvider = w.value;
 *   assert.ok((await hedera.getAddress()).startsWith("0x"));
 * }
 * ```
 * @module
 */
import type { EvmWalletProvider } from "./wallet.ts";

/** The wallet provider of Hedera: an {@link EvmWalletProvider}. */
export type HederaWalletProvider = EvmWalletProvider;
