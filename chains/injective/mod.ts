/**
 * The Injective spoke (`injective-1`): the adapter, the CosmWasm execute messages that reach the hub, the
 * transaction builder (on `@injectivelabs/sdk-ts`), REST reads, tx verification and a private-key wallet. Import
 * this entry only where Injective is used; the root entry loads the adapter lazily through spoke routing.
 *
 * @example A raw hub-call message
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "../../core/config/mod.ts";
 * import { createInjectiveSpokeAdapter } from "./mod.ts";
 * const adapter = createInjectiveSpokeAdapter(DEFAULT_CLIENT_CONFIG.chains["injective-1"]);
 * const r = await adapter.sendHubCalls!({
 *   srcAddress: "inj1qqqsyqcyq5rqwzqfpg9scrgwpugpzysnflx7rp", hubWallet: `0x${"11".repeat(20)}`, payload: "0x", raw: true,
 * }, undefined);
 * assert.ok(r.ok && r.value.raw && r.value.tx.family === "INJECTIVE");
 * ```
 * @module
 */
export {
  createInjectiveSpokeAdapter,
  type InjectiveSpokeAdapter,
  type InjectiveSpokeAdapterOptions,
  type InjectiveSpokeChainConfig,
} from "./adapter.ts";
export { createInjectiveBridgeDeposit } from "./bridge_deposit.ts";
export { getState, type InjectiveAssetManagerState } from "./get_state.ts";
export {
  buildInjectiveDepositRequest,
  buildInjectiveMessageRequest,
  type InjectiveDepositRequestParams,
  type InjectiveSendMessageMsg,
  type InjectiveTransferMsg,
} from "./execute_msg.ts";
export {
  buildInjectiveSignDoc,
  buildInjectiveUnsignedTx,
  INJECTIVE_GAS_LIMIT,
  INJECTIVE_GAS_PRICE,
  type InjectiveSignerFields,
  toMsgExecuteContract,
} from "./execute_tx.ts";
export {
  DEFAULT_LCD_TIMEOUT_MS,
  lcdAccount,
  lcdBalance,
  lcdBroadcast,
  type LcdOptions,
  lcdTx,
  type LcdTxResponse,
} from "./lcd.ts";
export { sendInjectiveHubCalls } from "./send_hub_calls.ts";
export { createInjectiveSwapIntent, withChainKey } from "./swap_intent.ts";
export {
  createInjectiveTokenReads,
  INJECTIVE_CHAIN_KEY,
  INJECTIVE_NATIVE_TOKEN,
  type InjectiveTokenReads,
  type InjectiveTokenReadsConfig,
  type InjectiveTokenReadsOptions,
  isInjectiveDenom,
} from "./token_reads.ts";
export { isInjectiveTxHash, verifyInjectiveTx, type VerifyInjectiveTxOptions } from "./verify_tx_hash.ts";
export {
  createPrivateKeyInjectiveWallet,
  type PrivateKeyInjectiveWalletOptions,
} from "./wallet_private_key.ts";
export type { InjectiveWriteConfig } from "./_wallet_steps.ts";
export type * from "./wallet.ts";
export type { SpokeInjectiveUnsignedTx } from "../spoke/spoke_adapter.ts";
export type { MsgExecuteContract } from "@injectivelabs/sdk-ts/core/modules";
export type { CreateTransactionResult } from "@injectivelabs/sdk-ts/core/tx";
export type { ZodType } from "zod";
