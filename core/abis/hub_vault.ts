/**
 * ABI of the hub vault token our bridge call list uses (a design of this library, not a wire fact): `deposit`
 * swaps a hub asset into the vault share, `withdraw` turns the share into another hub asset of the same vault.
 *
 * @example Encode a deposit
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeFunctionData } from "viem";
 * import { hubVaultAbi } from "./hub_vault.ts";
 * const data = encodeFunctionData({
 *   abi: hubVaultAbi,
 *   functionName: "deposit",
 *   args: ["0x1111111111111111111111111111111111111111", 5n],
 * });
 * assert.ok(data.length === 2 + 8 + 128);
 * ```
 * @module
 */

/** The hub vault ABI subset: `deposit(address token, uint256 amount)`, `withdraw(address token, uint256 amount)`. */
export const hubVaultAbi = [
  {
    type: "function",
    name: "deposit",
    stateMutability: "nonpayable",
    inputs: [
      { name: "token", type: "address" },
      { name: "amount", type: "uint256" },
    ],
    outputs: [],
  },
  {
    type: "function",
    name: "withdraw",
    stateMutability: "nonpayable",
    inputs: [
      { name: "token", type: "address" },
      { name: "amount", type: "uint256" },
    ],
    outputs: [],
  },
] as const;
