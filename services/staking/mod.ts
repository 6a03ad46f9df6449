/**
 * The staking service: stake SODA, unstake xSODA, claim matured requests, read xSODA holdings.
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
export { buildClaimCalls, buildStakeCalls, buildUnstakeCalls } from "./build_calls.ts";
