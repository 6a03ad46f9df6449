/**
 * The `ISwapsApiV2` contract (docs/rules/wire_client.md#swaps-api-v2) and the parameter and result types of
 * its methods.
 *
 * @example Type a stub implementation's quote
 * ```ts
 * import assert from "node:assert/strict";
 * import type { SwapsQuoteResponse } from "./types.ts";
 * const q: SwapsQuoteResponse = { quotedAmount: 990n };
 * assert.ok(q.quotedAmount === 990n);
 * ```
 * @module
 */
import type {
  SwapsAllowanceParams,
  SwapsAllowanceResponse,
  SwapsApproveResponse,
  SwapsCreateIntentParams,
  SwapsCreateIntentResponse,
  SwapsQuoteParams,
  SwapsQuoteResponse,
  SwapsSubmitTxParams,
  SwapsSubmitTxResponse,
  SwapsSubmitTxStatusQuery,
  SwapsSubmitTxStatusResponse,
  SwapsTokensResponse,
} from "../core/schemas/swaps_v2.ts";

export type {
  ChainTx,
  QuoteType,
  SubmitTxStatus,
  SwapIntent,
  SwapsAllowanceParams,
  SwapsAllowanceResponse,
  SwapsApproveResponse,
  SwapsCreateIntentParams,
  SwapsCreateIntentResponse,
  SwapsPartnerFee,
  SwapsQuoteParams,
  SwapsQuoteResponse,
  SwapsSubmitTxParams,
  SwapsSubmitTxResponse,
  SwapsSubmitTxStatusQuery,
  SwapsSubmitTxStatusResponse,
  SwapsTokensResponse,
  SwapToken,
} from "../core/schemas/swaps_v2.ts";

/**
 * The swaps API v2. Every method throws `SwapsApiError` on failure; retry classes are given per method
 * (`read`/`compute` retried on transient failures, `mutation` only on the key-verification 503).
 */
export interface ISwapsApiV2 {
  /** `GET /swaps/tokens` (read): swap tokens by chain key. */
  getTokens(): Promise<SwapsTokensResponse>;
  /** `POST /swaps/quote` (compute): the quoted amount; `partnerFee` is sent. */
  getQuote(params: SwapsQuoteParams): Promise<SwapsQuoteResponse>;
  /** `POST /swaps/intent` (mutation): the unsigned intent tx and the intent; `partnerFee` is sent. */
  createIntent(params: SwapsCreateIntentParams): Promise<SwapsCreateIntentResponse>;
  /** `POST /swaps/allowance` (compute): whether the allowance suffices; `partnerFee` is accepted, not sent. */
  checkAllowance(params: SwapsAllowanceParams): Promise<SwapsAllowanceResponse>;
  /** `POST /swaps/approve` (mutation): the unsigned approval tx; `partnerFee` is accepted, not sent. */
  approve(params: SwapsAllowanceParams): Promise<SwapsApproveResponse>;
  /** `POST /swaps/submit-tx` (mutation): hands a source tx hash to the backend relay. */
  submitTx(params: SwapsSubmitTxParams): Promise<SwapsSubmitTxResponse>;
  /** `GET /swaps/submit-tx/status` (read, a poll): the backend relay job's status. */
  getSubmitTxStatus(params: SwapsSubmitTxStatusQuery): Promise<SwapsSubmitTxStatusResponse>;
}
