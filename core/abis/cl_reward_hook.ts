/**
 * The dex's reward hook and the position manager's mint event.
 *
 * Provenance: the platform's SDK (icon-project/sodax-sdks `packages/sdk/src/dex/ConcentratedLiquidityService.ts`
 * `getPoolRewardConfig` writes the hook's `poolRewardConfigs` ABI inline; `getMintPositionEvent` parses
 * `MintPosition` with `CLPositionManagerAbi` of `@pancakeswap/infinity-sdk`, where `ICLPositionManager` declares
 * `event MintPosition(uint256 indexed tokenId)`).
 *
 * - `poolRewardConfigs(bytes32 poolId) view returns (address rewardCurrency, uint256 rewardRatePerSecond, uint256
 *   lastActionTimestamp)` — selector `0x086295e4`
 * - `MintPosition(uint256 indexed tokenId)` — topic `0x2c0223ee...a877964`
 *
 * @example The read's selector and the event's topic
 * ```ts
 * import assert from "node:assert/strict";
 * import { toEventSelector, toFunctionSelector } from "viem";
 * import { clMintPositionEventAbi, clRewardHookAbi } from "./cl_reward_hook.ts";
 * assert.equal(toFunctionSelector(clRewardHookAbi[0]), toFunctionSelector("poolRewardConfigs(bytes32)"));
 * assert.equal(toEventSelector(clMintPositionEventAbi[0]), toEventSelector("MintPosition(uint256)"));
 * ```
 * @module
 */

/** The reward hook's `poolRewardConfigs(poolId)`. */
export const clRewardHookAbi = [
  {
    type: "function",
    name: "poolRewardConfigs",
    stateMutability: "view",
    inputs: [{ name: "poolId", type: "bytes32" }],
    outputs: [
      { name: "rewardCurrency", type: "address" },
      { name: "rewardRatePerSecond", type: "uint256" },
      { name: "lastActionTimestamp", type: "uint256" },
    ],
  },
] as const;

/** `MintPosition(uint256 indexed tokenId)` of the CL position manager. */
export const clMintPositionEventAbi = [
  {
    type: "event",
    name: "MintPosition",
    inputs: [{ name: "tokenId", type: "uint256", indexed: true }],
  },
] as const;
