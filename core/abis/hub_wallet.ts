/**
 * ABIs that derive a user's hub wallet (docs/wire_inventory.md#hub-wallet): the hub wallet factory's
 * `getDeployedAddress(uint256 chainId, bytes user)` (selector `0x18d02486`) for spoke users and the wallet
 * router's `getDeployedAddress(address user)` (selector `0x98a80467`) for hub users.
 *
 * @example Check both selectors
 * ```ts
 * import assert from "node:assert/strict";
 * import { toFunctionSelector } from "viem";
 * import { hubWalletFactoryAbi, walletRouterAbi } from "./hub_wallet.ts";
 * assert.ok(toFunctionSelector(hubWalletFactoryAbi[0]) === "0x18d02486");
 * assert.ok(toFunctionSelector(walletRouterAbi[0]) === "0x98a80467");
 * ```
 * @module
 */

/** The hub wallet factory ABI subset. */
export const hubWalletFactoryAbi = [
  {
    type: "function",
    name: "getDeployedAddress",
    stateMutability: "view",
    inputs: [
      { name: "chainId", type: "uint256" },
      { name: "user", type: "bytes" },
    ],
    outputs: [{ name: "", type: "address" }],
  },
] as const;

/** The wallet router ABI subset (hub-native users). */
export const walletRouterAbi = [
  {
    type: "function",
    name: "getDeployedAddress",
    stateMutability: "view",
    inputs: [{ name: "user", type: "address" }],
    outputs: [{ name: "", type: "address" }],
  },
] as const;
