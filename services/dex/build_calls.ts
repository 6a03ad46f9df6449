/**
 * Pure builders of the dex (PancakeSwap Infinity concentrated liquidity) hub call lists, run by the user's hub
 * wallet, which must already hold the pool currencies (deposit them first, e.g. with a bridge or money-market
 * withdraw to the hub).
 *
 * - add liquidity: for each non-native currency `currency.approve(permit2, max)` and
 *   `permit2.approve(currency, positionManager, max, deadline)`, then `positionManager.modifyLiquidities(
 *   abi.encode(bytes [CL_MINT_POSITION, SETTLE_PAIR], [mintParams, abi.encode(currency0, currency1)]), deadline)`
 *   with `mintParams = abi.encode(PoolKey, tickLower, tickUpper, liquidity, amount0Max, amount1Max, owner, 0x)`;
 *   a native currency is paid with the call value instead, and SWEEP `(currency0, owner)` returns what the mint did
 *   not use (as `@pancakeswap/infinity-sdk` `encodeCLPositionManagerMintCalldata` does).
 * - remove liquidity: `modifyLiquidities(abi.encode(bytes [CL_DECREASE_LIQUIDITY, TAKE_PAIR], [abi.encode(tokenId,
 *   liquidity, amount0Min, amount1Min, 0x), abi.encode(currency0, currency1, recipient)]), deadline)`.
 *
 * @example The payload starts with the two action bytes
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeClPayload } from "./build_calls.ts";
 * const p = encodeClPayload([0x01, 0x11], ["0x", "0x"]);
 * assert.ok(p.length > 2);
 * ```
 * @module
 */
import { type Address, encodeAbiParameters, encodeFunctionData, type Hex, maxUint160, toHex } from "viem";
import {
  CL_ACTIONS,
  clPositionManagerAbi,
  POOL_KEY_COMPONENTS,
} from "../../core/abis/cl_position_manager.ts";
import { erc20Abi } from "../../core/abis/erc20.ts";
import { permit2Abi } from "../../core/abis/permit2.ts";
import type { ContractCall } from "../../chains/hub/contract_calls.ts";

/** A pool key with hex-typed fields. */
export interface ClPoolKey {
  /** Lower-sorted currency (zero address: native). */
  currency0: Address;
  /** Higher-sorted currency. */
  currency1: Address;
  /** Hook contract. */
  hooks: Address;
  /** CL pool manager. */
  poolManager: Address;
  /** Fee tier (hundredths of a bip). */
  fee: number;
  /** Tick spacing and hook bitmap, as bytes32. */
  parameters: Hex;
}

const NATIVE = "0x0000000000000000000000000000000000000000";

/**
 * `abi.encode(bytes actions, bytes[] params)`.
 *
 * @param actions one action code per params entry
 * @param params the encoded parameters of each action
 * @returns the `modifyLiquidities` payload
 */
export function encodeClPayload(actions: readonly number[], params: readonly Hex[]): Hex {
  const bytes = toHex(new Uint8Array(actions));
  return encodeAbiParameters([{ type: "bytes" }, { type: "bytes[]" }], [bytes, params]);
}

/**
 * `positionManager.modifyLiquidities(payload, deadline)` with `value` (native currency paid).
 *
 * @param positionManager the CL position manager
 * @param payload `abi.encode(bytes actions, bytes[] params)`
 * @param deadline unix seconds
 * @param value native coin sent @default 0n
 * @returns the call
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { modifyLiquiditiesCall } from "./build_calls.ts";
 * const a = "0x1111111111111111111111111111111111111111" as const;
 * assert.ok(modifyLiquiditiesCall(a, "0x", 1n).data.startsWith("0xdd46508f"));
 * ```
 */
export function modifyLiquiditiesCall(
  positionManager: Address,
  payload: Hex,
  deadline: bigint,
  value = 0n,
): ContractCall {
  return {
    address: positionManager,
    value,
    data: encodeFunctionData({
      abi: clPositionManagerAbi,
      functionName: "modifyLiquidities",
      args: [payload, deadline],
    }),
  };
}

/**
 * Whether `currency` is the native coin (the zero address).
 *
 * @param currency a pool currency
 * @returns true for the zero address
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { isNative } from "./build_calls.ts";
 * assert.ok(isNative("0x0000000000000000000000000000000000000000"));
 * ```
 */
export function isNative(currency: string): boolean {
  return currency.toLowerCase() === NATIVE;
}

/**
 * The two approvals that let `spender` pull up to `max` of `currency` from the hub wallet through Permit2:
 * `currency.approve(permit2, max)` and `permit2.approve(currency, spender, min(max, 2^160 - 1), deadline)`.
 *
 * @param currency an ERC-20 pool currency
 * @param max the amount
 * @param spender the position manager or the router
 * @param permit2 Permit2
 * @param deadline the Permit2 allowance expiration (unix seconds, uint48)
 * @returns the two calls
 * @example ERC-20 approve first
 * ```ts
 * import assert from "node:assert/strict";
 * import { permit2ApprovalCalls } from "./build_calls.ts";
 * const a = "0x1111111111111111111111111111111111111111" as const;
 * const calls = permit2ApprovalCalls(a, 5n, a, a, 1n);
 * assert.ok(calls[0].data.startsWith("0x095ea7b3") && calls[1].data.startsWith("0x87517c45"));
 * ```
 */
export function permit2ApprovalCalls(
  currency: Address,
  max: bigint,
  spender: Address,
  permit2: Address,
  deadline: bigint,
): ContractCall[] {
  return [
    {
      address: currency,
      value: 0n,
      data: encodeFunctionData({ abi: erc20Abi, functionName: "approve", args: [permit2, max] }),
    },
    {
      address: permit2,
      value: 0n,
      data: encodeFunctionData({
        abi: permit2Abi,
        functionName: "approve",
        args: [currency, spender, max > maxUint160 ? maxUint160 : max, Number(deadline)],
      }),
    },
  ];
}

/**
 * The add-liquidity (mint a position) call list.
 *
 * @param p pool key, ticks, liquidity, maximum amounts, owner (the hub wallet), deadline (unix seconds)
 * @param contracts the position manager and Permit2
 * @returns the calls
 */
export function buildAddLiquidityCalls(
  p: {
    poolKey: ClPoolKey;
    tickLower: number;
    tickUpper: number;
    liquidity: bigint;
    amount0Max: bigint;
    amount1Max: bigint;
    owner: Address;
    deadline: bigint;
  },
  contracts: { clPositionManager: Address; permit2: Address },
): ContractCall[] {
  const calls: ContractCall[] = [];
  let value = 0n;
  for (
    const [currency, max] of [[p.poolKey.currency0, p.amount0Max], [
      p.poolKey.currency1,
      p.amount1Max,
    ]] as const
  ) {
    if (isNative(currency)) value += max;
    else {calls.push(
        ...permit2ApprovalCalls(currency, max, contracts.clPositionManager, contracts.permit2, p.deadline),
      );}
  }
  const mint = encodeAbiParameters(
    [
      { type: "tuple", components: POOL_KEY_COMPONENTS },
      { type: "int24" },
      { type: "int24" },
      { type: "uint256" },
      { type: "uint128" },
      { type: "uint128" },
      { type: "address" },
      { type: "bytes" },
    ],
    [p.poolKey, p.tickLower, p.tickUpper, p.liquidity, p.amount0Max, p.amount1Max, p.owner, "0x"],
  );
  const settle = encodeAbiParameters([{ type: "address" }, { type: "address" }], [
    p.poolKey.currency0,
    p.poolKey.currency1,
  ]);
  const actions: number[] = [CL_ACTIONS.CL_MINT_POSITION, CL_ACTIONS.SETTLE_PAIR];
  const params = [mint, settle];
  if (isNative(p.poolKey.currency0)) {
    actions.push(CL_ACTIONS.SWEEP);
    params.push(
      encodeAbiParameters([{ type: "address" }, { type: "address" }], [p.poolKey.currency0, p.owner]),
    );
  }
  calls.push(
    modifyLiquiditiesCall(contracts.clPositionManager, encodeClPayload(actions, params), p.deadline, value),
  );
  return calls;
}

/**
 * The remove-liquidity (decrease a position) call list.
 *
 * @param p position, liquidity to remove, minimum amounts, the position's currencies, recipient, deadline
 * @param clPositionManager the position manager
 * @returns the calls
 */
export function buildRemoveLiquidityCalls(
  p: {
    tokenId: bigint;
    liquidity: bigint;
    amount0Min: bigint;
    amount1Min: bigint;
    currency0: Address;
    currency1: Address;
    recipient: Address;
    deadline: bigint;
  },
  clPositionManager: Address,
): ContractCall[] {
  const decrease = encodeAbiParameters(
    [{ type: "uint256" }, { type: "uint256" }, { type: "uint128" }, { type: "uint128" }, { type: "bytes" }],
    [p.tokenId, p.liquidity, p.amount0Min, p.amount1Min, "0x"],
  );
  const take = encodeAbiParameters([{ type: "address" }, { type: "address" }, { type: "address" }], [
    p.currency0,
    p.currency1,
    p.recipient,
  ]);
  const payload = encodeClPayload([CL_ACTIONS.CL_DECREASE_LIQUIDITY, CL_ACTIONS.TAKE_PAIR], [decrease, take]);
  return [modifyLiquiditiesCall(clPositionManager, payload, p.deadline)];
}
