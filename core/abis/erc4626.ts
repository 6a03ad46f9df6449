/**
 * ERC-4626 tokenized vault ABI subset (xSODA and the leverage-yield vaults on the hub).
 *
 * Provenance: EIP-4626 (`https://eips.ethereum.org/EIPS/eip-4626`). Exact signatures:
 * - `deposit(uint256 assets, address receiver) returns (uint256 shares)` — selector `0x6e553f65`
 * - `withdraw(uint256 assets, address receiver, address owner) returns (uint256 shares)` — selector `0xb460af94`
 * - `redeem(uint256 shares, address receiver, address owner) returns (uint256 assets)` — selector `0xba087652`
 * - `convertToAssets(uint256 shares) view returns (uint256)` — selector `0x07a2d13a`
 * - `totalAssets() view returns (uint256)` — selector `0x01e1d114`
 * - `totalSupply() view returns (uint256)` — selector `0x18160ddd` (ERC-20, which ERC-4626 extends)
 * - `asset() view returns (address)` — selector `0x38d52e0f`
 *
 * @example Check the deposit selector
 * ```ts
 * import assert from "node:assert/strict";
 * import { toFunctionSelector } from "viem";
 * import { erc4626Abi } from "./erc4626.ts";
 * assert.ok(toFunctionSelector(erc4626Abi[0]) === "0x6e553f65");
 * ```
 * @module
 */

/** The ERC-4626 functions the staking and leverage-yield services use. */
export const erc4626Abi = [
  {
    type: "function",
    name: "deposit",
    stateMutability: "nonpayable",
    inputs: [
      { name: "assets", type: "uint256" },
      { name: "receiver", type: "address" },
    ],
    outputs: [{ name: "shares", type: "uint256" }],
  },
  {
    type: "function",
    name: "withdraw",
    stateMutability: "nonpayable",
    inputs: [
      { name: "assets", type: "uint256" },
      { name: "receiver", type: "address" },
      { name: "owner", type: "address" },
    ],
    outputs: [{ name: "shares", type: "uint256" }],
  },
  {
    type: "function",
    name: "redeem",
    stateMutability: "nonpayable",
    inputs: [
      { name: "shares", type: "uint256" },
      { name: "receiver", type: "address" },
      { name: "owner", type: "address" },
    ],
    outputs: [{ name: "assets", type: "uint256" }],
  },
  {
    type: "function",
    name: "convertToAssets",
    stateMutability: "view",
    inputs: [{ name: "shares", type: "uint256" }],
    outputs: [{ name: "", type: "uint256" }],
  },
  {
    type: "function",
    name: "totalAssets",
    stateMutability: "view",
    inputs: [],
    outputs: [{ name: "", type: "uint256" }],
  },
  {
    type: "function",
    name: "totalSupply",
    stateMutability: "view",
    inputs: [],
    outputs: [{ name: "", type: "uint256" }],
  },
  {
    type: "function",
    name: "asset",
    stateMutability: "view",
    inputs: [],
    outputs: [{ name: "", type: "address" }],
  },
] as const;
