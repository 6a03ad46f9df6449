/**
 * The swaps service and its types.
 * @module
 */
export { type DetailedStatusOptions, type SolvedIntentPacketRequest, SwapsService } from "./swaps_service.ts";
export type { SwapsDeps } from "./_deps.ts";
export { DEFAULT_QUOTE_TIMEOUT_MS, type SwapQuoteOptions, type SwapQuoteRequest } from "./get_quote.ts";
export { DEFAULT_SWAP_TIMEOUT_MS } from "./swap.ts";
export { DEFAULT_DETAILED_STATUS_BUDGET_MS } from "./status.ts";
export type { IntentStatusError } from "./get_status.ts";
export type {
  IntentDeliveryInfo,
  SwapArgs,
  SwapExtras,
  SwapParams,
  SwapProgressEvent,
  SwapResult,
  SwapWalletProvider,
} from "./types.ts";
