/**
 * ERC-20 ABI subset: `approve` (selector `0x095ea7b3`), `allowance`, `balanceOf`.
 *
 * @example Encode an approve
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeFunctionData } from "viem";
 * import { erc20Abi } from "./erc20.ts";
 * const data = encodeFunctionData({
 *   abi: erc20Abi,
 *   functionName: "approve",
 *   args: ["0x1111111111111111111111111111111111111111", 5n],
 * });
 * assert.ok(data.startsWith("0x095ea7b3"));
 * ```
 * @module
 */

/** The ERC-20 functions the client and the simulator use. */
export const erc20Abi = [
  {
    type: "function",
    name: "approve",
    stateMutability: "nonpayable",
    inputs: [
      { name: "spender", type: "address" },
      { name: "amount", type: "uint256" },
    ],
    outputs: [{ name: "", type: "bool" }],
  },
  {
    type: "function",
    name: "allowance",
    stateMutability: "view",
    inputs: [
      { name: "owner", type: "address" },
      { name: "spender", type: "address" },
    ],
    outputs: [{ name: "", type: "uint256" }],
  },
  {
    type: "function",
    name: "balanceOf",
    stateMutability: "view",
    inputs: [{ name: "account", type: "address" }],
    outputs: [{ name: "", type: "uint256" }],
  },
] as const;
