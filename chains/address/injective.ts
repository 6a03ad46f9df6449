/**
 * Injective addresses: bech32 with prefix `inj` over 20 (account) or 32 (contract) bytes; encoded in intents as the
 * UTF-8 bytes of the address string (docs/wire_inventory.md#address-encoding).
 *
 * @example Validate and encode
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeInjectiveAddress, isValidInjectiveAddress } from "./injective.ts";
 * const a = "inj1qqqsyqcyq5rqwzqfpg9scrgwpugpzysnflx7rp";
 * assert.ok(isValidInjectiveAddress(a));
 * const r = encodeInjectiveAddress(a);
 * assert.ok(r.ok && r.value.startsWith("0x696e6a31"));
 * ```
 * @module
 */
import type { Hex } from "viem";
import type { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { BECH32_CONST, decodeBech32, wordsToBytes } from "./_bech32.ts";
import { invalidAddress } from "./_errors.ts";
import { utf8Hex } from "./_utf8.ts";

/**
 * Whether `address` is a lower-case bech32 (not bech32m) `inj1...` address of 20 or 32 bytes.
 *
 * @param address the candidate (any value; never throws)
 * @returns true when well-formed
 * @example A wrong checksum
 * ```ts
 * import assert from "node:assert/strict";
 * import { isValidInjectiveAddress } from "./injective.ts";
 * assert.ok(!isValidInjectiveAddress("inj1qqqsyqcyq5rqwzqfpg9scrgwpugpzysnflx7rq"));
 * ```
 */
export function isValidInjectiveAddress(address: unknown): boolean {
  if (typeof address !== "string" || address !== address.toLowerCase()) return false;
  const decoded = decodeBech32(address);
  if (decoded === undefined || decoded.hrp !== "inj" || decoded.constant !== BECH32_CONST) return false;
  const bytes = wordsToBytes(decoded.words);
  return bytes !== undefined && (bytes.length === 20 || bytes.length === 32);
}

/**
 * Encodes an Injective address as its UTF-8 bytes.
 *
 * @param address `inj1...`
 * @returns the bytes, or `INVALID_ADDRESS`
 * @example A cosmos address is refused
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeInjectiveAddress } from "./injective.ts";
 * assert.ok(!encodeInjectiveAddress("cosmos1qqqsyqcyq5rqwzqfpg9scrgwpugpzysnrk363e").ok);
 * ```
 */
export function encodeInjectiveAddress(address: string): Result<Hex, ClientError> {
  if (!isValidInjectiveAddress(address)) return err(invalidAddress("INJECTIVE", address, "bech32 inj1..."));
  return ok(utf8Hex(address));
}
