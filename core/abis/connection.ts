/**
 * ABI of the spoke `connection` contract's `sendMessage`: a message to the hub with no tokens moved.
 *
 * Provenance: docs/wire_inventory.md#spoke-deposit (the cancel path): `sendMessage(uint256 dstChainId, bytes
 * dstAddress, bytes payload)`, selector `0x6ea9cec9`. `dstChainId` is the hub's relay chain id, `dstAddress`
 * the user's hub wallet (20 bytes), `payload` the hub call list that wallet runs.
 *
 * @example Check the selector
 * ```ts
 * import assert from "node:assert/strict";
 * import { toFunctionSelector } from "viem";
 * import { connectionAbi } from "./connection.ts";
 * assert.ok(toFunctionSelector(connectionAbi[0]) === "0x6ea9cec9");
 * ```
 * @module
 */

/** The connection ABI subset (only `sendMessage`). */
export const connectionAbi = [
  {
    type: "function",
    name: "sendMessage",
    stateMutability: "nonpayable",
    inputs: [
      { name: "dstChainId", type: "uint256" },
      { name: "dstAddress", type: "bytes" },
      { name: "payload", type: "bytes" },
    ],
    outputs: [],
  },
] as const;
