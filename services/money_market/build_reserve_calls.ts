/**
 * Pure builders of the two money-market hub call lists that move no token, run by the user's hub wallet (the pool's
 * `msg.sender`, so both act on the hub wallet's own positions):
 *
 * - collateral switch: `pool.setUserUseReserveAsCollateral(reserve, useAsCollateral)`;
 * - repay with aTokens: `pool.repayWithATokens(reserve, amount18, 2)` (variable rate), burning the hub wallet's
 *   aTokens of `reserve` against its own debt there (`maxUint256`: as much as the aTokens cover).
 *
 * @example One call each
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildRepayWithATokensCalls, buildSetCollateralCalls } from "./build_reserve_calls.ts";
 * const pool = "0x1111111111111111111111111111111111111111" as const;
 * const reserve = "0x2222222222222222222222222222222222222222" as const;
 * assert.ok(buildSetCollateralCalls({ reserve, useAsCollateral: false }, pool)[0].data.startsWith("0x5a3b74b9"));
 * assert.ok(buildRepayWithATokensCalls({ reserve, amount18: 1n }, pool)[0].data.startsWith("0x2dad97d4"));
 * ```
 * @module
 */
import { type Address, encodeFunctionData } from "viem";
import { AAVE_VARIABLE_RATE_MODE } from "../../core/abis/aave_pool.ts";
import { aavePoolReserveAbi } from "../../core/abis/aave_pool_reserve.ts";
import type { ContractCall } from "../../chains/hub/contract_calls.ts";

/**
 * The collateral switch.
 *
 * @param p the reserve (hub vault) and the flag
 * @param lendingPool the pool
 * @returns the call list
 */
export function buildSetCollateralCalls(
  p: { reserve: Address; useAsCollateral: boolean },
  lendingPool: Address,
): ContractCall[] {
  return [{
    address: lendingPool,
    value: 0n,
    data: encodeFunctionData({
      abi: aavePoolReserveAbi,
      functionName: "setUserUseReserveAsCollateral",
      args: [p.reserve, p.useAsCollateral],
    }),
  }];
}

/**
 * The repayment with aTokens.
 *
 * @param p the reserve (hub vault) and the amount in its 18 decimals
 * @param lendingPool the pool
 * @returns the call list
 */
export function buildRepayWithATokensCalls(
  p: { reserve: Address; amount18: bigint },
  lendingPool: Address,
): ContractCall[] {
  return [{
    address: lendingPool,
    value: 0n,
    data: encodeFunctionData({
      abi: aavePoolReserveAbi,
      functionName: "repayWithATokens",
      args: [p.reserve, p.amount18, AAVE_VARIABLE_RATE_MODE],
    }),
  }];
}
