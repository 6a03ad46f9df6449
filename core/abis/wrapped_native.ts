/**
 * ABI of the hub's wrapped native token (wS, `hub.wrappedNativeToken`): `deposit()` wraps the value sent.
 *
 * Provenance: the WETH9 interface (`function deposit() public payable`), selector `0xd0e30db0`.
 *
 * @example Check the selector
 * ```ts
 * import assert from "node:assert/strict";
 * import { toFunctionSelector } from "viem";
 * import { wrappedNativeAbi } from "./wrapped_native.ts";
 * assert.ok(toFunctionSelector(wrappedNativeAbi[0]) === "0xd0e30db0");
 * ```
 * @module
 */

/** `deposit()`, payable. */
export const wrappedNativeAbi = [
  { type: "function", name: "deposit", stateMutability: "payable", inputs: [], outputs: [] },
] as const;
