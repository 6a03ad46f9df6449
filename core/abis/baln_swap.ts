/**
 * ABI of the hub BALN swap contract (`hub.addresses.balnSwap`): BALN in, SODA out at a rate set by the lock-up
 * period, optionally staked as xSODA; then the lock's management (claim, stake, unstake) and its read.
 *
 * Provenance: the contract's public interface as called by the reference client (`BalnSwapService.encodeSwap`
 * in icon-project/sodax-sdks `packages/sdk/src/migration/BalnSwapService.ts`, ABI `balnSwap.abi.ts` as stored in
 * icon-project/sodax-frontend `packages/sdk/src/abis/balnSwap.abi.ts`); only the signature is taken. Exact
 * signature: `swap(uint256 amount, uint256 lockupPeriod, address to, bool stakeSoda)` — selector `0xa9d6c6f6`.
 *
 * Lock management, signatures from the same `balnSwap.abi.ts` and their use from `BalnSwapService` (`encodeClaim`,
 * `encodeClaimUnstaked`, `encodeStake`, `encodeUnstake`, `encodeCancelUnstake`, `getDetailedUserLocks`):
 * `claim(uint256 lockId)` `0x379607f5`, `claimUnstaked(uint256 lockId)` `0x9af40f0c`, `stake(uint256 lockId)`
 * `0xa694fc3a`, `unstake(uint256 lockId)` `0x2e17de78`, `cancelUnstake(uint256 lockId)` `0x2b187b2b`, and the view
 * `getDetailedUserLocks(address user)` (`0x093a68c2`) returning `DetailedLock[]` = `(uint256 balnAmount, uint256 sodaAmount,
 * uint256 unlockTime, uint256 xSodaAmount, uint256 unstakingId, (uint256 amount, uint256 startTime, address to)
 * unstakeRequest, uint256 stakedSodaAmount)[]`.
 *
 * @example Check the selector
 * ```ts
 * import assert from "node:assert/strict";
 * import { toFunctionSelector } from "viem";
 * import { balnSwapAbi } from "./baln_swap.ts";
 * assert.ok(toFunctionSelector(balnSwapAbi[0]) === "0xa9d6c6f6");
assert.ok(toFunctionSelector(balnSwapAbi[6]) === "0x093a68c2");
 * ```
 * @module
 */

/**
 * `swap(uint256,uint256,address,bool)` (index 0), the lock writes `claim`, `claimUnstaked`, `stake`, `unstake`,
 * `cancelUnstake` (each `(uint256 lockId)`), and the view `getDetailedUserLocks(address)`.
 */
export const balnSwapAbi = [
  {
    type: "function",
    name: "swap",
    stateMutability: "nonpayable",
    inputs: [
      { name: "amount", type: "uint256" },
      { name: "lockupPeriod", type: "uint256" },
      { name: "to", type: "address" },
      { name: "stakeSoda", type: "bool" },
    ],
    outputs: [],
  },
  {
    type: "function",
    name: "claim",
    stateMutability: "nonpayable",
    inputs: [{ name: "lockId", type: "uint256" }],
    outputs: [],
  },
  {
    type: "function",
    name: "claimUnstaked",
    stateMutability: "nonpayable",
    inputs: [{ name: "lockId", type: "uint256" }],
    outputs: [],
  },
  {
    type: "function",
    name: "stake",
    stateMutability: "nonpayable",
    inputs: [{ name: "lockId", type: "uint256" }],
    outputs: [],
  },
  {
    type: "function",
    name: "unstake",
    stateMutability: "nonpayable",
    inputs: [{ name: "lockId", type: "uint256" }],
    outputs: [],
  },
  {
    type: "function",
    name: "cancelUnstake",
    stateMutability: "nonpayable",
    inputs: [{ name: "lockId", type: "uint256" }],
    outputs: [],
  },
  {
    type: "function",
    name: "getDetailedUserLocks",
    stateMutability: "view",
    inputs: [{ name: "user", type: "address" }],
    outputs: [
      {
        name: "",
        type: "tuple[]",
        components: [
          { name: "balnAmount", type: "uint256" },
          { name: "sodaAmount", type: "uint256" },
          { name: "unlockTime", type: "uint256" },
          { name: "xSodaAmount", type: "uint256" },
          { name: "unstakingId", type: "uint256" },
          {
            name: "unstakeRequest",
            type: "tuple",
            components: [
              { name: "amount", type: "uint256" },
              { name: "startTime", type: "uint256" },
              { name: "to", type: "address" },
            ],
          },
          { name: "stakedSodaAmount", type: "uint256" },
        ],
      },
    ],
  },
] as const;
