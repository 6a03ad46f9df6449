/**
 * The EVM spoke adapter: intent encodings, transaction builders, a wallet provider over viem, hub reads and the
 * `SpokeAdapter` (`@xswap/client/spoke`) implementation.
 *
 * @example Hash the intent-hash test vector of docs/wire_inventory.md#fee-data-and-intent-hash
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodePartnerFeeData, getIntentHash } from "./mod.ts";
 * const hash = getIntentHash({
 *   intentId: 1n,
 *   creator: "0x1111111111111111111111111111111111111111",
 *   inputToken: "0x3333333333333333333333333333333333333333",
 *   outputToken: "0x4444444444444444444444444444444444444444",
 *   inputAmount: 999000n,
 *   minOutputAmount: 500n,
 *   deadline: 1700000300n,
 *   allowPartialFill: false,
 *   srcChain: 23n,
 *   dstChain: 4n,
 *   srcAddress: "0x5555555555555555555555555555555555555555",
 *   dstAddress: "0x6666666666666666666666666666666666666666",
 *   solver: "0x0000000000000000000000000000000000000000",
 *   data: encodePartnerFeeData(1000n, "0x2222222222222222222222222222222222222222"),
 * });
 * assert.ok(hash === "0xdd24a3abbe331f9c301e6ea1a4212cdafac69648d92942de3fe7726aa4bde5f8");
 * ```
 * @module
 */

export {
  assetManagerAbi,
  erc20Abi,
  hubVaultAbi,
  hubWalletFactoryAbi,
  INTENT_COMPONENTS,
  INTENT_PARAMETERS,
  INTENT_STATE_COMPONENTS,
  intentsAbi,
  walletRouterAbi,
} from "../../core/abis/mod.ts";
export {
  createEvmSpokeAdapter,
  type EvmSpokeAdapter,
  type EvmSpokeAdapterOptions,
  type EvmSpokeChainConfig,
} from "./adapter.ts";
export {
  buildEvmBridgeDeposit,
  type BuildEvmBridgeDepositParams,
  type EvmBridgeDeposit,
} from "../hub/bridge_hub_calls.ts";
export { createEvmBridgeDeposit, type EvmBridgeSourceConfig } from "./bridge_deposit.ts";
export {
  ANY_SOLVER,
  buildSwapIntentTx,
  type BuildSwapIntentTxParams,
  type EvmRawTx,
  type RelayData,
  type SwapIntentTx,
} from "./swap_intent.ts";
export { type ContractCall, decodeContractCalls, encodeContractCalls } from "../hub/contract_calls.ts";
export { encodeEvmAddress as encodeAddress } from "../address/encode_address.ts";
export {
  decodePartnerFeeData,
  encodePartnerFeeData,
  INTENT_DATA_TYPE_FEE,
  type PartnerFeeData,
} from "../hub/intent.ts";
export {
  getHubRouterWalletAddress,
  type GetHubRouterWalletAddressParams,
  getHubWalletAddress,
  type GetHubWalletAddressParams,
} from "../hub/hub_provider.ts";
export {
  decodeCreateIntentCalldata,
  decodeIntent,
  encodeCreateIntentCalldata,
  encodeIntent,
  getIntentHash,
  type Intent,
} from "../hub/intent.ts";
export {
  decodeSpokeDepositCalldata,
  encodeSpokeDepositCalldata,
  type SpokeDeposit,
} from "../hub/contract_calls.ts";
export {
  DEFAULT_DEADLINE_OFFSET,
  getSwapDeadline,
  type GetSwapDeadlineOptions,
} from "../hub/swap_deadline.ts";
export { createEvmTokenReads, type EvmTokenReads, type EvmTokenReadsConfig } from "./token_reads.ts";
export { encodeApprove, encodeTransfer, encodeTransferFrom } from "./erc20_calls.ts";
export {
  Erc20,
  type Erc20ApproveParams,
  type Erc20ApproveRawTx,
  type Erc20ApproveResult,
  type Erc20Methods,
} from "./erc20_approve.ts";
export {
  Permit2,
  type Permit2Batch,
  type Permit2Details,
  type Permit2Methods,
  type Permit2RawTx,
  type Permit2Single,
  type Permit2TokenSpenderPair,
  type Permit2TransferDetails,
  type Permit2WriteResult,
} from "./permit2.ts";
export {
  getPermit2Allowance,
  isPermit2AllowanceValid,
  type Permit2Allowance,
  type Permit2ReadClient,
  type Permit2ValidityOptions,
} from "./permit2_reads.ts";
export {
  constructPublicClient,
  type ConstructPublicClientParams,
  type EvmPublicClient,
  getPublicClient,
  type PublicClientOptions,
} from "./public_client.ts";
export { verifyTxHash, waitForReceipt, type WaitForReceiptOptions } from "./verify_tx_hash.ts";
export { type EvmTxRequest, type EvmWalletProvider } from "./wallet.ts";
export { createPrivateKeyEvmWallet, type PrivateKeyEvmWalletOptions } from "./wallet_private_key.ts";
export { createEip1193EvmWallet, type Eip1193Provider } from "./eip1193_wallet.ts";
export {
  type AnyWalletClient,
  createViemEvmWallet,
  UNRECOGNIZED_CHAIN_CODE,
  type ViemEvmWalletOptions,
} from "./viem_wallet.ts";
export {
  type DepositTransfer,
  encodeDepositTransfer,
  encodeSimulateRecvMessage,
  simulateRecvMessageAbi,
  type SimulateRecvMessageArgs,
  SIMULATION_COMPLETED,
} from "../hub/simulate_recv_message.ts";
export {
  simulateRecvMessage,
  type SimulateRecvMessageOptions,
  type SimulateRecvMessageParams,
} from "../hub/simulate_recv_message.ts";
export type { RpcOptions } from "../rpc/rpc_client.ts";
export type { RpcBatchOption } from "../rpc/rpc_transport.ts";
export type { HederaWalletProvider } from "./hedera_wallet.ts";
export type {
  Abi,
  Account,
  Address,
  Chain,
  Client,
  ContractFunctionArgs,
  ContractFunctionName,
  ContractFunctionReturnType,
  Hex,
  PublicClient,
  TransactionReceipt,
  Transport,
} from "viem";
