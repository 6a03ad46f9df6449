/**
 * NEAR account ids: named accounts (`alice.near`, 2 to 64 characters of `a-z 0-9 - _ .`) and implicit accounts
 * (64 lower-case hex digits, or `0x` + 40 hex for Ethereum-implicit ones); encoded in intents as the UTF-8 bytes
 * of the id (docs/wire_inventory.md#address-encoding).
 *
 * @example Validate and encode
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeNearAddress, isValidNearAddress } from "./near.ts";
 * assert.ok(isValidNearAddress("alice.near") && isValidNearAddress("a".repeat(64)));
 * const r = encodeNearAddress("alice.near");
 * assert.ok(r.ok && r.value === "0x616c6963652e6e656172");
 * ```
 * @module
 */
import type { Hex } from "viem";
import type { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { invalidAddress } from "./_errors.ts";
import { utf8Hex } from "./_utf8.ts";

const NAMED_RE = /^(([a-z\d]+[-_])*[a-z\d]+\.)*([a-z\d]+[-_])*[a-z\d]+$/;
const ETH_IMPLICIT_RE = /^0x[0-9a-f]{40}$/;

/**
 * Whether `address` is a valid NEAR account id (named or implicit).
 *
 * @param address the candidate (any value; never throws)
 * @returns true when well-formed
 * @example Upper case and doubled separators are refused
 * ```ts
 * import assert from "node:assert/strict";
 * import { isValidNearAddress } from "./near.ts";
 * assert.ok(!isValidNearAddress("Alice.near") && !isValidNearAddress("a..near") && !isValidNearAddress("a"));
 * ```
 */
export function isValidNearAddress(address: unknown): boolean {
  if (typeof address !== "string" || address.length < 2 || address.length > 64) return false;
  return NAMED_RE.test(address) || ETH_IMPLICIT_RE.test(address);
}

/**
 * Encodes a NEAR account id as its UTF-8 bytes.
 *
 * @param address the account id
 * @returns the bytes, or `INVALID_ADDRESS`
 * @example A bad id
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeNearAddress } from "./near.ts";
 * assert.ok(!encodeNearAddress("no spaces.near").ok);
 * ```
 */
export function encodeNearAddress(address: string): Result<Hex, ClientError> {
  if (!isValidNearAddress(address)) {
    return err(invalidAddress("NEAR", address, "named or implicit account id"));
  }
  return ok(utf8Hex(address));
}
