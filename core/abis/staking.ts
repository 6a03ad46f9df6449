/**
 * ABIs of the hub staking contracts: the staking router (SODA vault share -> xSODA, instant unstake and the two
 * estimates) and staked SODA (unstake requests: create, cancel, claim, list, and the penalty parameters).
 *
 * Provenance: the hub contracts at `hub.addresses.stakingRouter` and `hub.addresses.stakedSoda`, as called by the
 * reference client (SDKS `packages/sdk/src/staking/StakingLogic.ts`, `StakingService.ts`) with the ABIs of
 * `sodax-frontend` `packages/sdk/src/shared/abis/stakingRouter.abi.ts` and `packages/sdk/src/abis/stakedSoda.abi.ts`;
 * only signatures are taken. Exact signatures:
 * - `stake(uint256 amount, address to, uint128 minReceive)` (router) — selector `0xb456f389` (`minReceive` is a
 *   `uint128` in the contract ABI)
 * - `unstake(uint256 amount, uint256 minAmount, address asset, uint256 chainID, bytes to)` (router, the instant
 *   path) — selector `0x2599d893`
 * - `estimateXSodaAmount(uint256 amount) view returns (uint256, uint256)` (router) — selector `0xc088d5ba`
 * - `estimateInstantUnstake(uint256 amount) view returns (uint256)` (router) — selector `0x6e17e7fb`
 * - `unstake(address account, uint256 value) returns (uint256 requestId)` (staked SODA) — selector `0xc2a672e0`
 * - `claim(uint256 requestId)` (staked SODA) — selector `0x379607f5`
 * - `cancelUnstakeRequest(uint256 requestId)` (staked SODA) — selector `0x540df83c`
 * - `getUnstakeRequests(address user) view returns ((uint256 id, (uint256 amount, uint256 startTime, address to)
 *   request)[])` (staked SODA) — selector `0x91174e41`
 * - `getParameters() view returns (uint256 unstakingPeriod, uint256 minUnstakingPeriod, uint256 maxPenalty)`
 *   (staked SODA; periods in seconds, penalty in percent) — selector `0xa5ea11da`
 *
 * @example Check the claim and cancel selectors
 * ```ts
 * import assert from "node:assert/strict";
 * import { toFunctionSelector } from "viem";
 * import { stakedSodaAbi } from "./staking.ts";
 * assert.ok(toFunctionSelector(stakedSodaAbi[1]) === "0x379607f5");
 * assert.ok(toFunctionSelector(stakedSodaAbi[2]) === "0x540df83c");
 * ```
 * @module
 */

/** The staking router subset: stake, instant unstake and the two estimates. */
export const stakingRouterAbi = [
  {
    type: "function",
    name: "stake",
    stateMutability: "nonpayable",
    inputs: [
      { name: "amount", type: "uint256" },
      { name: "to", type: "address" },
      { name: "minReceive", type: "uint128" },
    ],
    outputs: [],
  },
  {
    type: "function",
    name: "unstake",
    stateMutability: "nonpayable",
    inputs: [
      { name: "amount", type: "uint256" },
      { name: "minAmount", type: "uint256" },
      { name: "asset", type: "address" },
      { name: "chainID", type: "uint256" },
      { name: "to", type: "bytes" },
    ],
    outputs: [],
  },
  {
    type: "function",
    name: "estimateXSodaAmount",
    stateMutability: "view",
    inputs: [{ name: "amount", type: "uint256" }],
    outputs: [
      { name: "xSodaAmount", type: "uint256" },
      { name: "previewDepositAmount", type: "uint256" },
    ],
  },
  {
    type: "function",
    name: "estimateInstantUnstake",
    stateMutability: "view",
    inputs: [{ name: "amount", type: "uint256" }],
    outputs: [{ name: "", type: "uint256" }],
  },
] as const;

/** The staked SODA subset: unstake requests and the penalty parameters. */
export const stakedSodaAbi = [
  {
    type: "function",
    name: "unstake",
    stateMutability: "nonpayable",
    inputs: [
      { name: "account", type: "address" },
      { name: "value", type: "uint256" },
    ],
    outputs: [{ name: "requestId", type: "uint256" }],
  },
  {
    type: "function",
    name: "claim",
    stateMutability: "nonpayable",
    inputs: [{ name: "requestId", type: "uint256" }],
    outputs: [],
  },
  {
    type: "function",
    name: "cancelUnstakeRequest",
    stateMutability: "nonpayable",
    inputs: [{ name: "requestId", type: "uint256" }],
    outputs: [],
  },
  {
    type: "function",
    name: "getUnstakeRequests",
    stateMutability: "view",
    inputs: [{ name: "user", type: "address" }],
    outputs: [
      {
        name: "",
        type: "tuple[]",
        components: [
          { name: "id", type: "uint256" },
          {
            name: "request",
            type: "tuple",
            components: [
              { name: "amount", type: "uint256" },
              { name: "startTime", type: "uint256" },
              { name: "to", type: "address" },
            ],
          },
        ],
      },
    ],
  },
  {
    type: "function",
    name: "getParameters",
    stateMutability: "view",
    inputs: [],
    outputs: [
      { name: "unstakingPeriod", type: "uint256" },
      { name: "minUnstakingPeriod", type: "uint256" },
      { name: "maxPenalty", type: "uint256" },
    ],
  },
] as const;
