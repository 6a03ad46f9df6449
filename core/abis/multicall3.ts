/**
 * Multicall3 (`0xcA11bde05977b3631167028862bE2a173976CA11`, the same address on every EVM chain): the one batch
 * function the platform SDK's reads go through (viem's `publicClient.multicall`).
 *
 * - `aggregate3((address target, bool allowFailure, bytes callData)[] calls) returns ((bool success, bytes
 *   returnData)[])` — selector `0x82ad56cb`. Deployed `payable`; declared `view` here because it is only ever
 *   sent as an `eth_call` (the selector does not depend on it).
 *
 * @example The selector and the canonical address
 * ```ts
 * import assert from "node:assert/strict";
 * import { toFunctionSelector } from "viem";
 * import { MULTICALL3_ADDRESS, multicall3Abi } from "./multicall3.ts";
 * assert.equal(toFunctionSelector(multicall3Abi[0]), "0x82ad56cb");
 * assert.equal(MULTICALL3_ADDRESS, "0xcA11bde05977b3631167028862bE2a173976CA11");
 * ```
 * @module
 */

/** Multicall3's deployment address, the same on every EVM chain (viem's `chain.contracts.multicall3`). */
export const MULTICALL3_ADDRESS = "0xcA11bde05977b3631167028862bE2a173976CA11" as const;

/** `aggregate3`. */
export const multicall3Abi = [
  {
    type: "function",
    name: "aggregate3",
    stateMutability: "view",
    inputs: [{
      name: "calls",
      type: "tuple[]",
      components: [
        { name: "target", type: "address" },
        { name: "allowFailure", type: "bool" },
        { name: "callData", type: "bytes" },
      ],
    }],
    outputs: [{
      name: "returnData",
      type: "tuple[]",
      components: [{ name: "success", type: "bool" }, { name: "returnData", type: "bytes" }],
    }],
  },
] as const;
