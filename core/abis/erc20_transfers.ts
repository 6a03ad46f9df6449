/**
 * ERC-20 ABI subset for moving tokens inside a hub call list: `transfer`, `transferFrom`, and the `decimals` read.
 *
 * Provenance: EIP-20 (`https://eips.ethereum.org/EIPS/eip-20`). Exact signatures:
 * - `transfer(address to, uint256 amount) returns (bool)` — selector `0xa9059cbb`
 * - `transferFrom(address from, address to, uint256 amount) returns (bool)` — selector `0x23b872dd`
 * - `decimals() view returns (uint8)` — selector `0x313ce567`
 *
 * @example Check the transfer selector
 * ```ts
 * import assert from "node:assert/strict";
 * import { toFunctionSelector } from "viem";
 * import { erc20TransfersAbi } from "./erc20_transfers.ts";
 * assert.ok(toFunctionSelector(erc20TransfersAbi[0]) === "0xa9059cbb");
 * ```
 * @module
 */

/** `transfer`, `transferFrom`, `decimals`. */
export const erc20TransfersAbi = [
  {
    type: "function",
    name: "transfer",
    stateMutability: "nonpayable",
    inputs: [
      { name: "to", type: "address" },
      { name: "amount", type: "uint256" },
    ],
    outputs: [{ name: "", type: "bool" }],
  },
  {
    type: "function",
    name: "transferFrom",
    stateMutability: "nonpayable",
    inputs: [
      { name: "from", type: "address" },
      { name: "to", type: "address" },
      { name: "amount", type: "uint256" },
    ],
    outputs: [{ name: "", type: "bool" }],
  },
  {
    type: "function",
    name: "decimals",
    stateMutability: "view",
    inputs: [],
    outputs: [{ name: "", type: "uint8" }],
  },
] as const;
