/**
 * Staking constants the package root exports: kept in a file with no imports, so the root can export them without
 * making the staking service's code part of every app (the service itself loads on first use).
 *
 * @example The default instant-unstake slippage is 1%
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_INSTANT_UNSTAKE_SLIPPAGE_BPS, STAKING_ALLOWANCE_ACTIONS } from "./constants.ts";
 * assert.equal(DEFAULT_INSTANT_UNSTAKE_SLIPPAGE_BPS, 100);
 * assert.ok(STAKING_ALLOWANCE_ACTIONS.includes("stake"));
 * ```
 * @module
 */

/** The staking writes that may need an allowance. */
export type StakingAllowanceAction = "stake" | "unstake" | "instantUnstake";

/** Every {@link StakingAllowanceAction}. */
export const STAKING_ALLOWANCE_ACTIONS: readonly StakingAllowanceAction[] = [
  "stake",
  "unstake",
  "instantUnstake",
];

/** Slippage applied to the router's estimate when no `minAmount` is given: 100 basis points (1%). */
export const DEFAULT_INSTANT_UNSTAKE_SLIPPAGE_BPS = 100;
