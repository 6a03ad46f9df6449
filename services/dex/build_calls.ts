/**
 * Pure builders of the dex (PancakeSwap Infinity concentrated liquidity) hub call lists, run by the user's hub
 * wallet, which must already hold the pool currencies (deposit them first, e.g. with a bridge or money-market
 * withdraw to the hub).
 *
 * - add liquidity: for each non-native currency `currency.approve(permit2, max)` and
 *   `permit2.approve(currency, positionManager, max, deadline)`, then `positionManager.modifyLiquidities(
 *   abi.encode(bytes [CL_MINT_POSITION, SETTLE_PAIR], [mintParams, abi.encode(currency0, currency1)]), deadline)`
 *   with `mintParams = abi.encode(PoolKey, tickLower, tickUpper, liquidity, amount0Max, amount1Max, owner, 0x)`;
 *   a native currency is paid with the call value instead.
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
} from "../../chains/evm/abis/cl_position_manager.ts";
import { erc20Abi } from "../../chains/evm/abis/erc20.ts";
import { permit2Abi } from "../../chains/evm/abis/permit2.ts";
import type { ContractCall } from "../../chains/evm/contract_calls.ts";

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

const modify = (positionManager: Address, payload: Hex, deadline: bigint, value = 0n): ContractCall => ({
  address: positionManager,
  value,
  data: encodeFunctionData({
    abi: clPositionManagerAbi,
    functionName: "modifyLiquidities",
    args: [payload, deadline],
  }),
});

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
    if (currency.toLowerCase() === NATIVE) {
      value += max;
      continue;
    }
    calls.push(
      {
        address: currency,
        value: 0n,
        data: encodeFunctionData({ abi: erc20Abi, functionName: "approve", args: [contracts.permit2, max] }),
      },
      {
        address: contracts.permit2,
        value: 0n,
        data: encodeFunctionData({
          abi: permit2Abi,
          functionName: "approve",
          args: [
            currency,
            contracts.clPositionManager,
            max > maxUint160 ? maxUint160 : max,
            Number(p.deadline),
          ],
        }),
      },
    );
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
  const payload = encodeClPayload([CL_ACTIONS.CL_MINT_POSITION, CL_ACTIONS.SETTLE_PAIR], [mint, settle]);
  calls.push(modify(contracts.clPositionManager, payload, p.deadline, value));
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
  return [modify(clPositionManager, payload, p.deadline)];
}
