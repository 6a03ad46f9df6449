/**
 * The simulator's swaps API v2 sub-app and its pluggable parts (rate, tokens, intent builder, allowances).
 *
 * @example Create the app and list tokens
 * ```ts
 * import assert from "node:assert/strict";
 * import { createManualClock } from "../state/clock.ts";
 * import { Ledger } from "../state/ledger.ts";
 * import { createSwapsApp } from "./mod.ts";
 * const { app } = createSwapsApp({ ledger: new Ledger({ clock: createManualClock() }) });
 * const { tokens } = await (await app.request("/tokens")).json();
 * assert.ok(Array.isArray(tokens["0x2105.base"]));
 * ```
 * @module
 */
export {
  createSwapsApp,
  QUOTE_VALIDITY_MS,
  type SwapsApp,
  type SwapsAppOptions,
  type SwapsAppStats,
} from "./swaps_app.ts";
export {
  computeSwapsQuote,
  DEFAULT_QUOTE_SPREAD_BPS,
  defaultSwapsQuote,
  type SwapsQuoteFunction,
  type SwapsQuoteInput,
  type SwapsQuoteRequest,
} from "./quote.ts";
export {
  createDefaultIntentTxBuilder,
  type DefaultIntentTxBuilderOptions,
  simHubWallet,
  type SwapsIntentTx,
  type SwapsIntentTxBuilder,
  type SwapsIntentTxRequest,
} from "./intent_tx.ts";
export {
  type ApproveRequest,
  type ApproveTools,
  type ApproveToolsOptions,
  createApproveTools,
  type SwapsAllowanceQuery,
  type SwapsAllowanceReader,
  unlimitedAllowance,
} from "./approve_tx.ts";
export { DEFAULT_SWAPS_TOKENS, type SimSwapToken, type SwapsTokenList } from "./tokens.ts";
