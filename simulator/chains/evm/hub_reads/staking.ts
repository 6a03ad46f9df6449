/**
 * Staking reads: staked SODA's `getUnstakeRequests(user)` (seeded per user) and `getParameters()`, and the
 * staking router's `estimateXSodaAmount` (1:1, like every simulated ERC-4626 vault, see `SIM_VAULT_TOTAL`) and
 * `estimateInstantUnstake` (the amount less {@link SIM_INSTANT_UNSTAKE_FEE_BPS}).
 * @module
 */
import { type Address, decodeFunctionData, encodeAbiParameters, toFunctionSelector } from "viem";
import { stakedSodaAbi, stakingRouterAbi } from "../../../../core/abis/staking.ts";
import type { ReadHandlers } from "./types.ts";
import { decodeOrRevert, uintWord } from "./_util.ts";
import {
  SIM_INSTANT_UNSTAKE_FEE_BPS,
  SIM_STAKING_CONFIG,
  simUnstakeRequests,
} from "../../../state/seed/staking.ts";

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
