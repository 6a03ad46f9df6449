/**
 * Standalone swaps API v2 wire client (docs/rules/wire_client.md#swaps-api-v2): usable without the library's
 * entry object. Its methods throw {@link SwapsApiError}; every response is validated and turned into domain
 * values (bigints, byte arrays).
 *
 * @example Create an intent against a stub fetch
 * ```ts
 * import assert from "node:assert/strict";
 * import { SwapsApiClient } from "./mod.ts";
 *
 * const fetch = (input: string | URL | Request, init?: RequestInit) => {
 *   const url = String(input);
 *   assert.ok(new Headers(init?.headers).get("x-api-key") === "my-key");
 *   if (url.endsWith("/swaps/intent")) {
 *     return Promise.resolve(Response.json({
 *       tx: { chainType: "EVM", from: "0x01", to: "0x02", value: "1000", data: "0xabcd" },
 *       intent: {
 *         intentId: "1", creator: "0x03", inputToken: "0x04", outputToken: "0x05", inputAmount: "1000",
 *         minOutputAmount: "990", deadline: "0", allowPartialFill: false, srcChain: "30", dstChain: "146",
 *         srcAddress: "0x01", dstAddress: "0x06", solver: "0x00", data: "0x",
 *       },
 *     }));
 *   }
 *   return Promise.resolve(Response.json({ message: "not found" }, { status: 404 }));
 * };
 *
 * const api = new SwapsApiClient({ baseUrl: "https://api.example/v1", apiKey: "my-key", fetch });
 * const { tx, intent } = await api.createIntent({
 *   tokenSrc: "0xa", tokenDst: "0xb", tokenSrcChainKey: "0x2105.base", tokenDstChainKey: "sonic",
 *   amount: 1000n, quoteType: "exact_input", srcAddress: "0x01", dstAddress: "0x06",
 *   minOutputAmount: 990n, deadline: 0n, allowPartialFill: false,
 *   partnerFee: { address: "0x07", percentage: 100 },
 * });
 * assert.ok(tx.chainType === "EVM" && tx.value === 1000n && intent.srcChain === 30n);
 * ```
 * @module
 */
export { SwapsApiClient } from "./client.ts";
export {
  isSwapsApiError,
  SWAPS_API_ERROR_CODES,
  SwapsApiError,
  type SwapsApiErrorCode,
  type SwapsApiErrorContext,
  type SwapsApiErrorOptions,
} from "./errors.ts";
export { DEFAULT_SWAPS_API_TIMEOUT, type SwapsApiClientOptions } from "./options.ts";
export type {
  ChainTx,
  ISwapsApiV2,
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
} from "./types.ts";
export { API_KEY_VERIFICATION_UNAVAILABLE_MESSAGE } from "../core/http/key_verification.ts";
export { SWAPS_V2_PATHS } from "../core/schemas/swaps_v2.ts";
export type { RetryPolicyOverrides } from "../core/http/retry_policy.ts";
export type { FetchLike } from "../core/http/types.ts";
export {
  type EvmChainTx,
  GENERIC_TX_CHAIN_TYPES,
  type GenericChainTx,
  type GenericTxChainType,
  type InjectiveChainTx,
  QUOTE_TYPES,
  type SwapIntentFields,
  type SwapsAllowanceFields,
  type SwapsCreateIntentResponseFields,
  type SwapsIntentFields,
  type SwapsQuoteFields,
  type SwapsQuoteResponseFields,
  type SwapsRelayData,
  type SwapsSubmitTxFields,
} from "../core/schemas/swaps_v2.ts";
