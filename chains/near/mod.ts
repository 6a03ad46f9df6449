/**
 * The NEAR spoke (`near`): its adapter, the private-key wallet, the call builders and the wallet interface.
 * Import this entry only where NEAR is used; the root entry loads the adapter lazily through spoke routing.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "../../core/config/mod.ts";
 * import { createNearSpokeAdapter } from "./mod.ts";
 * assert.equal(createNearSpokeAdapter(DEFAULT_CLIENT_CONFIG.chains["near"]).chainKey, "near");
 * ```
 * @module
 */
export {
  createNearSpokeAdapter,
  type NearSpokeAdapter,
  type NearSpokeAdapterOptions,
  type NearSpokeChainConfig,
} from "./adapter.ts";
export { createPrivateKeyNearWallet, type PrivateKeyNearWalletOptions } from "./wallet_private_key.ts";
export {
  buildNearDepositCall,
  buildNearMessageCall,
  NEAR_DEFAULT_GAS,
  NEAR_NATIVE_TOKEN,
  type NearDepositCallParams,
  type NearMessageCallParams,
  ONE_YOCTO,
} from "./function_call.ts";
export { isNearTxHash } from "./verify_tx_hash.ts";
export { queryContract, type QueryContractOptions } from "./query_contract.ts";
export { readNearTokenDecimals, type ReadNearTokenDecimalsOptions } from "./token_reads.ts";
export type { NearUnsignedTransaction } from "../spoke/spoke_adapter.ts";
export type * from "./wallet.ts";
export type { NearCallChainConfig } from "./swap_intent.ts";
export type { NearTokenReadsOptions } from "./token_reads.ts";
