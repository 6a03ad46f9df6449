/**
 * ABI of the asset manager's `transfer(address token, bytes to, uint256 amount, bytes data)` (selector
 * `0xc6b4180b`, payable). On a spoke it deposits `amount` of `token` to the hub account `to` and runs the hub
 * call list `data` there (docs/wire_inventory.md#spoke-deposit); on the hub it sends a hub asset back to its
 * spoke (our bridge design).
 *
 * @example Check the selector
 * ```ts
 * import assert from "node:assert/strict";
 * import { toFunctionSelector } from "viem";
 * import { assetManagerAbi } from "./asset_manager.ts";
 * assert.ok(toFunctionSelector(assetManagerAbi[0]) === "0xc6b4180b");
 * ```
 * @module
 */

/** The asset manager ABI subset (only `transfer`). */
export const assetManagerAbi = [
  {
    type: "function",
    name: "transfer",
    stateMutability: "payable",
    inputs: [
      { name: "token", type: "address" },
      { name: "to", type: "bytes" },
      { name: "amount", type: "uint256" },
      { name: "data", type: "bytes" },
    ],
    outputs: [],
  },
] as const;
