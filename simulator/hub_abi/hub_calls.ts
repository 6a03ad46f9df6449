/**
 * The simulator's own codec of hub call lists, `abi.encode((address,uint256,bytes)[])`
 * (docs/wire_inventory.md#spoke-deposit), written out here rather than taken from the library's encoder.
 *
 * @example Round trip
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeHubCalls, encodeHubCalls } from "./hub_calls.ts";
 * const calls = [{ to: "0x1111111111111111111111111111111111111111" as const, value: 2n, data: "0x12" as const }];
 * assert.deepEqual(decodeHubCalls(encodeHubCalls(calls)), calls);
 * ```
 * @module
 */
import { type Address, decodeAbiParameters, encodeAbiParameters, type Hex, parseAbiParameters } from "viem";
import { evenHexBytes } from "./keccak_hex.ts";

const CALLS_PARAMETERS = parseAbiParameters("(address to, uint256 value, bytes data)[] calls");

/** One call a hub wallet makes. */
export interface SimHubCall {
  /** The contract called. */
  to: Address;
  /** Native value sent. */
  value: bigint;
  /** Calldata. */
  data: Hex;
}

/**
 * Decodes a hub call list.
 *
 * @param payload the encoded list
 * @returns the calls, or `undefined` when `payload` is not a call list
 * @example Garbage
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeHubCalls } from "./hub_calls.ts";
 * assert.equal(decodeHubCalls("0x1234"), undefined);
 * ```
 */
export function decodeHubCalls(payload: Hex): SimHubCall[] | undefined {
  try {
    // bytes decoded by @noble/hashes (viem's hex decoder is several times slower); odd-length hex goes as hex
    const [calls] = decodeAbiParameters(CALLS_PARAMETERS, evenHexBytes(payload) ?? payload);
    return calls.map((c) => ({ to: c.to, value: c.value, data: c.data }));
  } catch {
    return undefined;
  }
}

/**
 * Encodes a hub call list.
 *
 * @param calls the calls, in execution order
 * @returns `abi.encode((address,uint256,bytes)[])`
 * @throws viem's encoding error when a field violates its Solidity type
 * @example An empty list is an offset and a zero length
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeHubCalls } from "./hub_calls.ts";
 * assert.equal(encodeHubCalls([]).length, 2 + 128);
 * ```
 */
export function encodeHubCalls(calls: readonly SimHubCall[]): Hex {
  return encodeAbiParameters(CALLS_PARAMETERS, [calls]);
}
