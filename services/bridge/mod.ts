/**
 * The bridge service and its types.
 *
 * @example List bridgeable tokens
 * ```ts
 * import assert from "node:assert/strict";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import { getBridgeableTokens } from "./mod.ts";
 * const r = getBridgeableTokens(new ConfigService(), "0x2105.base", "0x38.bsc", "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913");
 * assert.ok(r.ok && r.value.length === 1);
 * ```
 * @module
 */
export { BridgeService } from "./bridge_service.ts";
export { DEFAULT_BRIDGE_TIMEOUT_MS } from "./bridge.ts";
export type { BridgeAllowanceArgs, BridgeAllowanceExtras, BridgeApproval } from "./allowance.ts";
export type { BridgeableAmountOptions, BridgeLimit } from "./bridgeable_amount.ts";
export {
  type BridgeResumePhase,
  type BridgeResumeToken,
  parseBridgeResumeToken,
  serializeBridgeResumeToken,
} from "./resume_token.ts";
export type { BridgeResumeOptions, BridgeResumeResult } from "./resume.ts";
export { getBridgeableTokens, isBridgeable } from "./bridgeable_tokens.ts";
export type { BridgeTrackEvent, BridgeTrackOptions, BridgeTrackResult, BridgeTrackTarget } from "./track.ts";
export type {
  BridgeArgs,
  BridgeExtras,
  BridgeParams,
  BridgeProgressEvent,
  BridgeRoute,
  BridgeTxHashPair,
  BridgeWalletProvider,
  RawBridgeDeposit,
} from "./types.ts";
