/**
 * The simulator's EVM JSON-RPC: `createEvmRpcApp`, the transaction decoder and the hub-wallet derivation it
 * answers with.
 *
 * @example Serve two chains
 * ```ts
 * import assert from "node:assert/strict";
 * import { createEvmRpcApp } from "./mod.ts";
 * const app = createEvmRpcApp({
 *   chains: { "0x2105.base": { chainId: 8453 }, sonic: { chainId: 146 } },
 *   now: Date.now,
 * });
 * const res = await app.request("/rpc/sonic", {
 *   method: "POST",
 *   body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "net_version" }),
 * });
 * assert.ok((await res.json()).result === "146");
 * ```
 * @module
 */
export { type DecodedSpokeTx, decodeSpokeTx } from "./decode_spoke_tx.ts";
export { deriveSimHubWallet, deriveSimRouterWallet } from "../../hub_abi/hub_wallet.ts";
export { type EvmChainsSnapshot, EvmChainStore } from "./chain_store.ts";
export { createEvmRpcApp, MAX_RPC_BATCH, MAX_RPC_BODY_BYTES } from "./rpc_app.ts";
export type {
  BridgeTransferRecord,
  EvmRpcAppOptions,
  EvmRpcChain,
  SpokeDepositRecord,
  SpokeTxRecord,
} from "./types.ts";
