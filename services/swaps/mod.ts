/**
 * The swaps service and its types.
 * @module
 */
export {
  type DetailedStatusOptions,
  type SolvedIntentPacketRequest,
  type SwapQuoteResult,
  SwapsService,
} from "./swaps_service.ts";
export type { ServiceDeps } from "../deps/service_deps.ts";
export { DEFAULT_QUOTE_TIMEOUT_MS, type SwapQuoteOptions, type SwapQuoteRequest } from "./get_quote.ts";
export { DEFAULT_SWAP_TIMEOUT_MS } from "./swap.ts";
export type { SwapAllowanceArgs, SwapAllowanceExtras, SwapApproval } from "./allowance.ts";
export {
  DEFAULT_DETAILED_STATUS_BUDGET_MS,
  DEFAULT_TRACK_REQUEST_BUDGET_MS,
  DEFAULT_TRACK_TIMEOUT_MS,
} from "./wait_defaults.ts";
export type { IntentStatusError } from "./status.ts";
export type { SwapTrackEvent, SwapTrackOptions, SwapTrackResult, SwapTrackTarget } from "./track.ts";
export {
  parseSwapResumeToken,
  serializeSwapResumeToken,
  SWAP_RESUME_TOKEN_VERSION,
  type SwapResumePhase,
  type SwapResumeToken,
} from "./resume_token.ts";
export type { SwapResumeOptions, SwapResumeResult } from "./resume.ts";
export type { SwapReconcileOptions, SwapReconcileResult, SwapReconcileState } from "./reconcile.ts";
export {
  nextTrackPollAt,
  TRACK_REFERENCE_INTERVAL_MS,
  type TrackPollContext,
} from "../relay/track_schedule.ts";
export {
  deliveryBounds,
  nextDeliveryPollAt,
  nextTrackDeliveryPollAt,
  TRACK_RELAY_BURST,
  type TrackDeliveryPollInput,
  type TrackHistory,
  type TrackMilestone,
  TrackMilestoneLearner,
  type TrackObservation,
  type TrackState,
} from "../relay/track_schedule.ts";
export type {
  IntentDeliveryInfo,
  LimitOrderArgs,
  SwapArgs,
  SwapExtras,
  SwapParams,
  SwapProgressEvent,
  SwapResult,
  SwapWalletProvider,
} from "./types.ts";
