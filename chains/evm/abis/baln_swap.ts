/**
 * ABI of the hub BALN swap contract (`hub.addresses.balnSwap`): BALN in, SODA out at a rate set by the lock-up
 * period, optionally staked as xSODA.
 *
 * Provenance: the contract's public interface as called by the reference client (`BalnSwapService.encodeSwap`
 * in icon-project/sodax-sdks `packages/sdk/src/migration/BalnSwapService.ts`, ABI `balnSwap.abi.ts` as stored in
 * icon-project/sodax-frontend `packages/sdk/src/abis/balnSwap.abi.ts`); only the signature is taken. Exact
 * signature: `swap(uint256 amount, uint256 lockupPeriod, address to, bool stakeSoda)` — selector `0xa9d6c6f6`.
 *
 * @example Check the selector
 * ```ts
 * import assert from "node:assert/strict";
 * import { toFunctionSelector } from "viem";
 * import { balnSwapAbi } from "./baln_swap.ts";
 * assert.ok(toFunctionSelector(balnSwapAbi[0]) === "0xa9d6c6f6");
 * ```
 * @module
 */

/** `swap(uint256,uint256,address,bool)`. */
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
] as const;
