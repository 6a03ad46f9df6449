/**
 * The read half of the hub vault token ABI that bridge limits use (the platform's `vaultTokenAbi`):
 * `tokenInfo(address)` answers a hub asset's `(decimals, depositFee, withdrawalFee, maxDeposit, isSupported)` in
 * the vault, `getVaultReserves()` the vault's hub assets and the balance it holds of each.
 *
 * @example Encode a tokenInfo read
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeFunctionData } from "viem";
 * import { vaultTokenReadAbi } from "./vault_token.ts";
 * const data = encodeFunctionData({ abi: vaultTokenReadAbi, functionName: "tokenInfo", args: ["0x1111111111111111111111111111111111111111"] });
 * assert.equal(data.length, 2 + 8 + 64);
 * ```
 * @module
 */

/** `tokenInfo(address)` and `getVaultReserves()` of a hub vault token. */
export const vaultTokenReadAbi = [
  {
    type: "function",
    name: "tokenInfo",
    stateMutability: "view",
    inputs: [{ name: "", type: "address" }],
    outputs: [
      { name: "decimals", type: "uint8" },
      { name: "depositFee", type: "uint256" },
      { name: "withdrawalFee", type: "uint256" },
      { name: "maxDeposit", type: "uint256" },
      { name: "isSupported", type: "bool" },
    ],
  },
  {
    type: "function",
    name: "getVaultReserves",
    stateMutability: "view",
    inputs: [],
    outputs: [
      { name: "", type: "address[]" },
      { name: "", type: "uint256[]" },
    ],
  },
] as const;
