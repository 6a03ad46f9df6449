/**
 * PancakeSwap Infinity concentrated-liquidity pool manager ABI subset: the pool state reads the dex service's
 * `getPoolData` makes against `poolKey.poolManager` (as the platform SDK's `ClService.getPoolData` does).
 *
 * Provenance: `@pancakeswap/infinity-sdk` 1.0.11 `CLPoolManagerAbi` (pancakeswap/infinity-core
 * `src/pool-cl/interfaces/ICLPoolManager.sol`). Exact signatures:
 * - `getSlot0(bytes32 id) view returns (uint160 sqrtPriceX96, int24 tick, uint24 protocolFee, uint24 lpFee)` —
 *   selector `0xc815641c`;
 * - `getLiquidity(bytes32 id) view returns (uint128 liquidity)` — selector `0xfa6793d5` (the one-argument overload;
 *   the five-argument one reads a single position).
 *
 * `id` is the pool id, `keccak256(abi.encode(PoolKey))` (infinity-sdk `getPoolId`, infinity-core `PoolId.sol`).
 *
 * @example Check the selectors
 * ```ts
 * import assert from "node:assert/strict";
 * import { toFunctionSelector } from "viem";
 * import { clPoolManagerAbi } from "./cl_pool_manager.ts";
 * assert.equal(toFunctionSelector(clPoolManagerAbi[0]), "0xc815641c");
 * assert.equal(toFunctionSelector(clPoolManagerAbi[1]), "0xfa6793d5");
 * ```
 * @module
 */

/** `getSlot0(bytes32)` and `getLiquidity(bytes32)`. */
export const clPoolManagerAbi = [
  {
    type: "function",
    name: "getSlot0",
    stateMutability: "view",
    inputs: [{ name: "id", type: "bytes32" }],
    outputs: [
      { name: "sqrtPriceX96", type: "uint160" },
      { name: "tick", type: "int24" },
      { name: "protocolFee", type: "uint24" },
      { name: "lpFee", type: "uint24" },
    ],
  },
  {
    type: "function",
    name: "getLiquidity",
    stateMutability: "view",
    inputs: [{ name: "id", type: "bytes32" }],
    outputs: [{ name: "liquidity", type: "uint128" }],
  },
] as const;
