/**
 * Staking reads: staked SODA's `getUnstakeRequests(user)` (seeded per user) and `getParameters()`, and the
 * staking router's `estimateXSodaAmount` (1:1, like every simulated ERC-4626 vault, see `SIM_VAULT_TOTAL`) and
 * `estimateInstantUnstake` (the amount less {@link SIM_INSTANT_UNSTAKE_FEE_BPS}).
 * @module
 */
import { type Address, decodeFunctionData, encodeAbiParameters, getAddress, toFunctionSelector } from "viem";
import { stakedSodaAbi, stakingRouterAbi } from "../../../core/abis/staking.ts";
import type { ReadHandlers } from "./types.ts";
import { decodeOrRevert, pick, uintWord } from "./_util.ts";

const DAY = 86_400n;

/** The simulated penalty parameters: 30-day unstaking period, 7-day minimum, 50% maximum penalty. */
export const SIM_STAKING_CONFIG: {
  readonly unstakingPeriod: bigint;
  readonly minUnstakingPeriod: bigint;
  readonly maxPenalty: bigint;
} = { unstakingPeriod: 30n * DAY, minUnstakingPeriod: 7n * DAY, maxPenalty: 50n };

/** The start time of every user's newest simulated request (unix seconds, 2025-06-15T16:53:20Z). */
export const SIM_STAKING_EPOCH = 1_750_006_400n;

/** What the simulated instant unstake keeps: 100 basis points (1%) of the amount. */
export const SIM_INSTANT_UNSTAKE_FEE_BPS = 100n;

/**
 * The simulated unstake requests of `user`: 1..3 of them (`keccak256("{user}:unstake:count") mod 3` + 1), ids
 * `base * 10 + i` with `base` seeded, amounts of 1..999 whole SODA (1e18) seeded per request, and start times
 * {@link SIM_STAKING_EPOCH} less 12 days per older request; each pays out to `user`.
 */
export function simUnstakeRequests(user: Address): {
  id: bigint;
  request: { amount: bigint; startTime: bigint; to: Address };
}[] {
  const u = user.toLowerCase();
  const count = Number(pick(`${u}:unstake:count`, 3n)) + 1;
  const base = pick(`${u}:unstake:id`, 100_000n) + 1n;
  return Array.from({ length: count }, (_, i) => ({
    id: base * 10n + BigInt(i),
    request: {
      amount: (pick(`${u}:unstake:${i}:amount`, 999n) + 1n) * 10n ** 18n,
      startTime: SIM_STAKING_EPOCH - BigInt(i) * 12n * DAY,
      to: getAddress(user),
    },
  }));
}

/**
 * `getUnstakeRequests` (on the hub from the positions store, `ctx.positions`, which follows delivered unstakes,
 * claims and cancellations), `getParameters`, `estimateXSodaAmount`, `estimateInstantUnstake`.
 */
export const stakingReads: ReadHandlers = {
  [toFunctionSelector(stakedSodaAbi[3])]: (ctx, _to, data) => {
    const { args } = decodeOrRevert(() => decodeFunctionData({ abi: stakedSodaAbi, data }));
    const user = args[0] as Address;
    const open = ctx.positions?.staking.openRequests(user).map(({ id, ...request }) => ({ id, request }));
    return encodeAbiParameters(stakedSodaAbi[3].outputs, [open ?? simUnstakeRequests(user)]);
  },
  [toFunctionSelector(stakedSodaAbi[4])]: () =>
    encodeAbiParameters(stakedSodaAbi[4].outputs, [
      SIM_STAKING_CONFIG.unstakingPeriod,
      SIM_STAKING_CONFIG.minUnstakingPeriod,
      SIM_STAKING_CONFIG.maxPenalty,
    ]),
  [toFunctionSelector(stakingRouterAbi[2])]: (_ctx, _to, data) => {
    const { args } = decodeOrRevert(() => decodeFunctionData({ abi: stakingRouterAbi, data }));
    const amount = args[0] as bigint;
    return encodeAbiParameters(stakingRouterAbi[2].outputs, [amount, amount]);
  },
  [toFunctionSelector(stakingRouterAbi[3])]: (_ctx, _to, data) => {
    const { args } = decodeOrRevert(() => decodeFunctionData({ abi: stakingRouterAbi, data }));
    const amount = args[0] as bigint;
    return uintWord(amount * (10_000n - SIM_INSTANT_UNSTAKE_FEE_BPS) / 10_000n);
  },
};
