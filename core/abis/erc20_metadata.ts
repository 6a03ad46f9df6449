/**
 * ERC-20 metadata ABI (`name`, `symbol`, `decimals`), as EIP-20 defines the optional getters.
 *
 * - `name() view returns (string)` — selector `0x06fdde03`
 * - `symbol() view returns (string)` — selector `0x95d89b41`
 * - `decimals() view returns (uint8)` — selector `0x313ce567`
 *
 * @example Check the selectors
 * ```ts
 * import assert from "node:assert/strict";
 * import { toFunctionSelector } from "viem";
 * import { erc20MetadataAbi } from "./erc20_metadata.ts";
 * assert.deepEqual(erc20MetadataAbi.map((f) => toFunctionSelector(f)), ["0x06fdde03", "0x95d89b41", "0x313ce567"]);
 * ```
 * @module
 */

/** `name()`, `symbol()`, `decimals()`. */
export const erc20MetadataAbi = [
  {
    type: "function",
    name: "name",
    stateMutability: "view",
    inputs: [],
    outputs: [{ name: "", type: "string" }],
  },
  {
    type: "function",
    name: "symbol",
    stateMutability: "view",
    inputs: [],
    outputs: [{ name: "", type: "string" }],
  },
  {
    type: "function",
    name: "decimals",
    stateMutability: "view",
    inputs: [],
    outputs: [{ name: "", type: "uint8" }],
  },
] as const;
