/**
 * The Sui spoke (`sui`): its adapter, wallet interface and keypair wallet. Import this entry only where Sui is
 * used; the root entry loads the adapter lazily through spoke routing.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "../../core/config/mod.ts";
 * import { createKeypairSuiWallet, createSuiSpokeAdapter } from "./mod.ts";
 * assert.equal(createSuiSpokeAdapter(DEFAULT_CLIENT_CONFIG.chains["sui"]).chainKey, "sui");
 * assert.ok(createKeypairSuiWallet(new Uint8Array(32).fill(9)).ok);
 * ```
 * @module
 */
export { splitAddress, type SuiSplitAddress } from "./split_address.ts";
export {
  createSuiSpokeAdapter,
  type SuiSpokeAdapter,
  type SuiSpokeAdapterOptions,
  type SuiSpokeChainConfig,
} from "./adapter.ts";
export { createKeypairSuiWallet } from "./wallet_private_key.ts";
export {
  buildSuiSpokeTransaction,
  type SuiGasSpec,
  type SuiObjectRef,
  type SuiSharedRef,
  type SuiSpokeCall,
} from "./spoke_tx.ts";
export { DEFAULT_SUI_GAS_BUDGET, SUI_COIN_TYPE } from "./sui_write.ts";
export {
  fetchAssetManagerAddress,
  fetchLatestAssetManagerPackageId,
  getAssetManagerAddress,
  type SuiAssetManagerConfig,
  type SuiReadOptions,
} from "./asset_manager_address.ts";
export { getCoin, getCoins, getNativeCoin, type SuiCoin, type SuiCoinPage } from "./coins.ts";
export type * from "./wallet.ts";
export type { SuiEndpointConfig } from "./sui_client.ts";
export type { SuiTokenReads } from "./token_reads.ts";
export type { Signer } from "@mysten/sui/cryptography";
export type { Transaction, TransactionObjectArgument } from "@mysten/sui/transactions";
export type { SuiRpcClientOptions } from "./sui_client.ts";
