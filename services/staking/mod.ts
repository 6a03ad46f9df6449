/**
 * The staking service: stake SODA, unstake xSODA (delayed or instant), claim or cancel unstake requests, and
 * read holdings, pending requests with their penalty, the staking parameters and the router's estimates.
 *
 * @example Encode an unstake offline
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildUnstakeCalls } from "./mod.ts";
 * const a = "0x1111111111111111111111111111111111111111" as const;
 * const calls = buildUnstakeCalls({ shares: 1n, assets: 1n, hubWallet: a }, { xSoda: a, stakedSoda: a });
 * assert.ok(calls[0].data.startsWith("0xba087652"));
 * ```
 * @module
 */
export { type StakingInfo, type StakingSender, StakingService } from "./service.ts";
export {
  buildCancelUnstakeCalls,
  buildClaimCalls,
  buildInstantUnstakeCalls,
  buildStakeCalls,
  buildUnstakeCalls,
} from "./build_calls.ts";
export {
  STAKING_ALLOWANCE_ACTIONS,
  type StakingAllowanceAction,
  type StakingAllowanceParams,
} from "./allowance.ts";
export { type StakingConfig, type UnstakePenalty, unstakePenalty } from "./penalty.ts";
export type { StakeRatio, UnstakeRequest, UnstakingInfo } from "./reads.ts";
export {
  type CancelUnstakeParams,
  DEFAULT_INSTANT_UNSTAKE_SLIPPAGE_BPS,
  type InstantUnstakeParams,
} from "./unstake_actions.ts";
export type {
  UnstakeRequestWithPenalty,
  UnstakingInfoWithPenalty,
  UnstakingPenaltyParams,
} from "./unstaking_with_penalty.ts";
