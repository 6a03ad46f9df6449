/**
 * ABIs of the hub staking contracts: the staking router (SODA vault share -> xSODA) and staked SODA (unstake
 * requests and their claim).
 *
 * Provenance: the hub contracts at `hub.addresses.stakingRouter` and `hub.addresses.stakedSoda`, as called by the
 * reference client (SDKS `packages/sdk/src/staking`); only signatures are taken. Exact signatures:
 * - `stake(uint256 amount, address to, uint256 minReceive)` (staking router) — selector `0x6e9c931c`
 * - `unstake(address account, uint256 value)` (staked SODA) — selector `0xc2a672e0`
 * - `claim(uint256 requestId)` (staked SODA) — selector `0x379607f5`
 *
 * @example Check the claim selector
 * ```ts
 * import assert from "node:assert/strict";
 * import { toFunctionSelector } from "viem";
 * import { stakedSodaAbi } from "./staking.ts";
 * assert.ok(toFunctionSelector(stakedSodaAbi[1]) === "0x379607f5");
 * ```
 * @module
 */

/** The staking router subset. */
export const stakingRouterAbi = [
  {
    type: "function",
    name: "stake",
    stateMutability: "nonpayable",
    inputs: [
      { name: "amount", type: "uint256" },
      { name: "to", type: "address" },
      { name: "minReceive", type: "uint256" },
    ],
    outputs: [],
  },
] as const;

/** The staked SODA subset. */
export const stakedSodaAbi = [
  {
    type: "function",
    name: "unstake",
    stateMutability: "nonpayable",
    inputs: [
      { name: "account", type: "address" },
      { name: "value", type: "uint256" },
    ],
    outputs: [],
  },
  {
    type: "function",
    name: "claim",
    stateMutability: "nonpayable",
    inputs: [{ name: "requestId", type: "uint256" }],
    outputs: [],
  },
] as const;
