/**
 * Pure builders of the call lists that change an existing CL position (PancakeSwap Infinity), run by the hub
 * wallet that owns it, with the encodings of `@pancakeswap/infinity-sdk` 1.0.11 that the platform SDK's
 * `ClService` calls:
 *
 * - increase (`encodeCLPositionManagerIncreaseLiquidityCalldata`): `modifyLiquidities(abi.encode(bytes
 *   [CL_INCREASE_LIQUIDITY, SETTLE_PAIR(, SWEEP)], [abi.encode(uint256 tokenId, uint256 liquidity, uint128
 *   amount0Max, uint128 amount1Max, bytes 0x), abi.encode(currency0, currency1)(, abi.encode(currency0,
 *   recipient))]), deadline)`; SWEEP (returning unspent native value) only when currency0 is native, which is then
 *   paid with the call value. The platform relies on the unlimited Permit2 approvals of its mint; our mint approves
 *   exact amounts, so the increase first approves `amount0Max` / `amount1Max` the same way
 *   ({@link permit2ApprovalCalls}).
 * - decrease (`encodeCLPositionManagerDecreaseLiquidityCalldata` without a wrap address): `modifyLiquidities(
 *   abi.encode(bytes [CL_DECREASE_LIQUIDITY, CLOSE_CURRENCY, CLOSE_CURRENCY], [abi.encode(uint256 tokenId, uint256
 *   liquidity, uint128 amount0Min, uint128 amount1Min, bytes 0x), abi.encode(currency0), abi.encode(currency1)]),
 *   deadline)`: both currencies (and the accrued fees) go to the caller, the hub wallet.
 * - claim rewards (`ClService.executeClaimRewards`): the decrease with liquidity 0 and minima 0, which makes the
 *   pool's hook account and pay the position's rewards without changing it.
 *
 * @example A claim is a zero decrease
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildClaimRewardsCalls } from "./build_liquidity_calls.ts";
 * const a = "0x1111111111111111111111111111111111111111" as const;
 * const [call] = buildClaimRewardsCalls({ tokenId: 1n, currency0: a, currency1: a, deadline: 1n }, a);
 * assert.ok(call.data.startsWith("0xdd46508f") && call.value === 0n);
 * ```
 * @module
 */
import { type Address, encodeAbiParameters } from "viem";
import { CL_ACTIONS } from "../../core/abis/cl_position_manager.ts";
import type { ContractCall } from "../../chains/hub/contract_calls.ts";
import {
  type ClPoolKey,
  encodeClPayload,
  isNative,
  modifyLiquiditiesCall,
  permit2ApprovalCalls,
} from "./build_calls.ts";

/** An increase of an existing position. */
export interface ClIncreaseLiquidity {
  /** The position's pool (its currencies are settled). */
  poolKey: ClPoolKey;
  /** The position. */
  tokenId: bigint;
  /** Liquidity to add. */
  liquidity: bigint;
  /** Most currency0 to pay (uint128). */
  amount0Max: bigint;
  /** Most currency1 to pay (uint128). */
  amount1Max: bigint;
  /** Receiver of unspent native value (the hub wallet). */
  recipient: Address;
  /** Unix seconds: the position manager's deadline and the Permit2 allowance expiration. */
  deadline: bigint;
}

/** A decrease of an existing position. */
export interface ClDecreaseLiquidity {
  /** The position. */
  tokenId: bigint;
  /** Liquidity to remove (0: only collect fees and rewards). */
  liquidity: bigint;
  /** Least currency0 to receive (uint128). */
  amount0Min: bigint;
  /** Least currency1 to receive (uint128). */
  amount1Min: bigint;
  /** The position's currency0. */
  currency0: Address;
  /** The position's currency1. */
  currency1: Address;
  /** Unix seconds. */
  deadline: bigint;
}

const word = (type: "address", value: Address) => encodeAbiParameters([{ type }], [value]);

/**
 * The increase-liquidity call list: Permit2 approvals of the ERC-20 currencies, then `modifyLiquidities`.
 *
 * @param p see {@link ClIncreaseLiquidity}
 * @param contracts the position manager and Permit2
 * @returns the calls
 * @example Two ERC-20 currencies: four approvals and the modify call
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildIncreaseLiquidityCalls } from "./build_liquidity_calls.ts";
 * const a = "0x1111111111111111111111111111111111111111" as const;
 * const calls = buildIncreaseLiquidityCalls({
 *   poolKey: { currency0: a, currency1: a, hooks: a, poolManager: a, fee: 3000, parameters: `0x${"0".repeat(58)}a0000` },
 *   tokenId: 1n, liquidity: 1n, amount0Max: 1n, amount1Max: 1n, recipient: a, deadline: 1n,
 * }, { clPositionManager: a, permit2: a });
 * assert.equal(calls.length, 5);
 * ```
 */
export function buildIncreaseLiquidityCalls(
  p: ClIncreaseLiquidity,
  contracts: { clPositionManager: Address; permit2: Address },
): ContractCall[] {
  const { currency0, currency1 } = p.poolKey;
  const calls: ContractCall[] = [];
  let value = 0n;
  for (const [currency, max] of [[currency0, p.amount0Max], [currency1, p.amount1Max]] as const) {
    if (isNative(currency)) value += max;
    else {calls.push(
        ...permit2ApprovalCalls(currency, max, contracts.clPositionManager, contracts.permit2, p.deadline),
      );}
  }
  const increase = encodeAbiParameters(
    [{ type: "uint256" }, { type: "uint256" }, { type: "uint128" }, { type: "uint128" }, { type: "bytes" }],
    [p.tokenId, p.liquidity, p.amount0Max, p.amount1Max, "0x"],
  );
  const settle = encodeAbiParameters([{ type: "address" }, { type: "address" }], [currency0, currency1]);
  const actions: number[] = [CL_ACTIONS.CL_INCREASE_LIQUIDITY, CL_ACTIONS.SETTLE_PAIR];
  const params = [increase, settle];
  if (isNative(currency0)) {
    actions.push(CL_ACTIONS.SWEEP);
    params.push(encodeAbiParameters([{ type: "address" }, { type: "address" }], [currency0, p.recipient]));
  }
  calls.push(
    modifyLiquiditiesCall(contracts.clPositionManager, encodeClPayload(actions, params), p.deadline, value),
  );
  return calls;
}

/**
 * The decrease-liquidity call list: one `modifyLiquidities` (DECREASE, CLOSE_CURRENCY x2).
 *
 * @param p see {@link ClDecreaseLiquidity}
 * @param clPositionManager the position manager
 * @returns the call
 * @example One call, no value
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildDecreaseLiquidityCalls } from "./build_liquidity_calls.ts";
 * const a = "0x1111111111111111111111111111111111111111" as const;
 * const calls = buildDecreaseLiquidityCalls({
 *   tokenId: 1n, liquidity: 5n, amount0Min: 0n, amount1Min: 0n, currency0: a, currency1: a, deadline: 1n,
 * }, a);
 * assert.ok(calls.length === 1 && calls[0].value === 0n);
 * ```
 */
export function buildDecreaseLiquidityCalls(
  p: ClDecreaseLiquidity,
  clPositionManager: Address,
): ContractCall[] {
  const decrease = encodeAbiParameters(
    [{ type: "uint256" }, { type: "uint256" }, { type: "uint128" }, { type: "uint128" }, { type: "bytes" }],
    [p.tokenId, p.liquidity, p.amount0Min, p.amount1Min, "0x"],
  );
  const payload = encodeClPayload(
    [CL_ACTIONS.CL_DECREASE_LIQUIDITY, CL_ACTIONS.CLOSE_CURRENCY, CL_ACTIONS.CLOSE_CURRENCY],
    [decrease, word("address", p.currency0), word("address", p.currency1)],
  );
  return [modifyLiquiditiesCall(clPositionManager, payload, p.deadline)];
}

/**
 * The claim-rewards call list: {@link buildDecreaseLiquidityCalls} with liquidity and minima 0.
 *
 * @param p the position, its currencies, the deadline
 * @param clPositionManager the position manager
 * @returns the call
 */
export function buildClaimRewardsCalls(
  p: { tokenId: bigint; currency0: Address; currency1: Address; deadline: bigint },
  clPositionManager: Address,
): ContractCall[] {
  return buildDecreaseLiquidityCalls(
    { ...p, liquidity: 0n, amount0Min: 0n, amount1Min: 0n },
    clPositionManager,
  );
}
