/**
 * Sui addresses: `0x` + 64 hex digits; encoded in intents as the 32 BCS address bytes
 * (docs/wire_inventory.md#address-encoding).
 *
 * @example Encode
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeSuiAddress } from "./sui.ts";
 * const r = encodeSuiAddress(`0x${"AB".repeat(32)}`);
 * assert.ok(r.ok && r.value === `0x${"ab".repeat(32)}`);
 * ```
 * @module
 */
import type { Hex } from "viem";
import type { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { invalidAddress } from "./_errors.ts";

const SUI_RE = /^0x[0-9a-fA-F]{64}$/;

/**
 * Whether `address` is `0x` followed by 64 hex digits.
 *
 * @param address the candidate (any value; never throws)
 * @returns true when well-formed
 * @example Short forms are not accepted
 * ```ts
 * import assert from "node:assert/strict";
 * import { isValidSuiAddress } from "./sui.ts";
 * assert.ok(!isValidSuiAddress("0x2") && isValidSuiAddress(`0x${"0".repeat(64)}`));
 * ```
 */
export function isValidSuiAddress(address: unknown): boolean {
  return typeof address === "string" && SUI_RE.test(address);
}

/**
 * Encodes a Sui address as its 32 bytes (BCS of an address is the raw bytes).
 *
 * @param address `0x` + 64 hex
 * @returns the lower-case bytes, or `INVALID_ADDRESS`
 * @example A bad address
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeSuiAddress } from "./sui.ts";
 * assert.ok(!encodeSuiAddress("0x12").ok);
 * ```
 */
export function encodeSuiAddress(address: string): Result<Hex, ClientError> {
  if (!isValidSuiAddress(address)) return err(invalidAddress("SUI", address, "0x + 64 hex digits"));
  return ok(address.toLowerCase() as Hex);
}
