/**
 * The Stacks spoke (`stacks`): its adapter, wallet interface and private-key wallet, built on
 * `@stacks/transactions`. Import this entry only where Stacks is used; the root entry loads it lazily through
 * spoke routing.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "../../core/config/mod.ts";
 * import { createStacksSpokeAdapter } from "./mod.ts";
 * assert.equal(createStacksSpokeAdapter(DEFAULT_CLIENT_CONFIG.chains["stacks"]).chainKey, "stacks");
 * ```
 * @module
 */
export {
  createStacksSpokeAdapter,
  type StacksSpokeAdapter,
  type StacksSpokeAdapterOptions,
  type StacksSpokeChainConfig,
} from "./adapter.ts";
export { createPrivateKeyStacksWallet, type PrivateKeyStacksWalletOptions } from "./wallet_private_key.ts";
export { buildStacksDepositCall, buildStacksMessageCall, stacksCallPayload } from "./contract_calls.ts";
export type { StacksDepositCallParams, StacksMessageCallParams } from "./contract_calls.ts";
export { isStacksToken, STACKS_NATIVE_TOKEN } from "./token_reads.ts";
export { readStacksTokenDecimals, STX_DECIMALS } from "./token_decimals.ts";
export { getImplContractAddress, readContract, type StacksReadOnlyCall } from "./read_contract.ts";
export { isStacksTxId } from "./verify_tx_hash.ts";
export type * from "./wallet.ts";
export type { StacksRequestOptions } from "./_rest.ts";
export type { ClarityValue } from "@stacks/transactions";
