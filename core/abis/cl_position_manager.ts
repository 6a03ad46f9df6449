/**
 * PancakeSwap Infinity (v4-style) concentrated-liquidity position manager ABI subset, the dex of the hub
 * (`dex.concentratedLiquidityConfig.clPositionManager`), and the action codes of its `modifyLiquidities` payload.
 *
 * Provenance: pancakeswap/infinity-periphery `src/pool-cl/interfaces/ICLPositionManager.sol`,
 * `src/interfaces/IPositionManager.sol` and `src/libraries/Actions.sol`. Exact signatures:
 * - `modifyLiquidities(bytes payload, uint256 deadline)` payable — selector `0xdd46508f`; `payload` is
 *   `abi.encode(bytes actions, bytes[] params)`, one action byte per params entry.
 * - `positions(uint256 tokenId) view returns ((address currency0, address currency1, address hooks,
 *   address poolManager, uint24 fee, bytes32 parameters) poolKey, int24 tickLower, int24 tickUpper,
 *   uint128 liquidity, uint256 feeGrowthInside0LastX128, uint256 feeGrowthInside1LastX128, address _subscriber)` —
 *   selector `0x99fbab88`.
 *
 * Action codes (infinity-periphery `Actions.sol`, the same in `@pancakeswap/infinity-sdk` 1.0.11 `ACTIONS`):
 * CL_INCREASE_LIQUIDITY 0x00, CL_DECREASE_LIQUIDITY 0x01, CL_MINT_POSITION 0x02, CL_BURN_POSITION 0x03,
 * CL_SWAP_EXACT_IN_SINGLE 0x06, SETTLE_ALL 0x0c, SETTLE_PAIR 0x0d, TAKE_ALL 0x0f, TAKE_PAIR 0x11,
 * CLOSE_CURRENCY 0x12 (`address currency`: settle a debt or take a credit of the caller), SWEEP 0x14
 * (`address currency, address to`: send the position manager's leftover balance, e.g. unspent native value).
 *
 * @example Check the positions selector
 * ```ts
 * import assert from "node:assert/strict";
 * import { toFunctionSelector } from "viem";
 * import { clPositionManagerAbi } from "./cl_position_manager.ts";
 * assert.ok(toFunctionSelector(clPositionManagerAbi[1]) === "0x99fbab88");
 * ```
 * @module
 */

/** The `PoolKey` tuple components (`Currency` and contract types are addresses). */
export const POOL_KEY_COMPONENTS = [
  { name: "currency0", type: "address" },
  { name: "currency1", type: "address" },
  { name: "hooks", type: "address" },
  { name: "poolManager", type: "address" },
  { name: "fee", type: "uint24" },
  { name: "parameters", type: "bytes32" },
] as const;

/** `modifyLiquidities` and `positions`. */
export const clPositionManagerAbi = [
  {
    type: "function",
    name: "modifyLiquidities",
    stateMutability: "payable",
    inputs: [
      { name: "payload", type: "bytes" },
      { name: "deadline", type: "uint256" },
    ],
    outputs: [],
  },
  {
    type: "function",
    name: "positions",
    stateMutability: "view",
    inputs: [{ name: "tokenId", type: "uint256" }],
    outputs: [
      { name: "poolKey", type: "tuple", components: POOL_KEY_COMPONENTS },
      { name: "tickLower", type: "int24" },
      { name: "tickUpper", type: "int24" },
      { name: "liquidity", type: "uint128" },
      { name: "feeGrowthInside0LastX128", type: "uint256" },
      { name: "feeGrowthInside1LastX128", type: "uint256" },
      { name: "_subscriber", type: "address" },
    ],
  },
] as const;

/** Action codes of the Infinity periphery (`Actions.sol`) used by the dex service. */
export const CL_ACTIONS = {
  CL_INCREASE_LIQUIDITY: 0x00,
  CL_DECREASE_LIQUIDITY: 0x01,
  CL_MINT_POSITION: 0x02,
  CL_BURN_POSITION: 0x03,
  CL_SWAP_EXACT_IN_SINGLE: 0x06,
  SETTLE_ALL: 0x0c,
  SETTLE_PAIR: 0x0d,
  TAKE_ALL: 0x0f,
  TAKE_PAIR: 0x11,
  CLOSE_CURRENCY: 0x12,
  SWEEP: 0x14,
} as const;
