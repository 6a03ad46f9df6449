/**
 * ABI fragment of the hub bnUSD token (a GHO-style facilitated stablecoin): `getFacilitatorBucket(facilitator)`
 * returns the facilitator's `(capacity, level)`, the cap on what it may mint and what it has minted. The money
 * market's facilitator is the bnUSD aToken (`moneyMarket.bnUSDAToken`); the platform's
 * `UiPoolDataProviderService.getBnusdFacilitatorBucket` reads the same (docs/wire_inventory.md).
 *
 * @example Encode the read
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeFunctionData } from "viem";
 * import { bnusdAbi } from "./bnusd.ts";
 * const data = encodeFunctionData({
 *   abi: bnusdAbi, functionName: "getFacilitatorBucket", args: ["0x0000000000000000000000000000000000000001"],
 * });
 * assert.equal(data.length, 2 + 8 + 64);
 * ```
 * @module
 */

/** `getFacilitatorBucket(address facilitator) view returns (uint256 capacity, uint256 level)`. */
export const bnusdAbi = [
  {
    type: "function",
    name: "getFacilitatorBucket",
    stateMutability: "view",
    inputs: [{ name: "facilitator", type: "address" }],
    outputs: [{ name: "capacity", type: "uint256" }, { name: "level", type: "uint256" }],
  },
] as const;
