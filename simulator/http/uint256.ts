/**
 * Decimal integers from requests, checked by length before any conversion: `BigInt` of an N-digit decimal
 * string costs more than linear time (about 40 ms for 10^5 digits and 120 ms for 10^6 here), so a route that
 * converts first can be made to block the event loop. Every amount and id on the platform's wire is a uint256
 * (at most 78 decimal digits); the library's wire check of canonical decimals is
 * `core/schemas/uint256_decimal.ts`.
 *
 * @example A 20-million-digit amount is refused without converting it
 * ```ts
 * import assert from "node:assert/strict";
 * import { MAX_UINT256, uint256FromDecimal } from "./uint256.ts";
 * assert.equal(uint256FromDecimal("9".repeat(20_000_000)), undefined);
 * assert.equal(uint256FromDecimal(MAX_UINT256.toString()), MAX_UINT256);
 * assert.equal(uint256FromDecimal((MAX_UINT256 + 1n).toString()), undefined);
 * ```
 * @module
 */

import { UINT256_MAX_DIGITS } from "../../core/schemas/uint256_decimal.ts";

/** The largest uint256, `2^256 - 1`. */
export const MAX_UINT256: bigint = 2n ** 256n - 1n;

/** Decimal digits of {@link MAX_UINT256} (the library's `UINT256_MAX_DIGITS`). */
export const UINT256_DIGITS: number = UINT256_MAX_DIGITS;

const DECIMAL = /^[0-9]+$/;

/**
 * Whether a string of decimal digits is at most `maxDigits` long once its leading zeros are dropped (a pure
 * length test: nothing is converted).
 *
 * @param raw a string of decimal digits
 * @param maxDigits the most significant digits allowed
 * @returns whether it is short enough to convert
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { decimalFits } from "./uint256.ts";
 * assert.ok(decimalFits("000123", 3) && !decimalFits("1234", 3));
 * ```
 */
export function decimalFits(raw: string, maxDigits: number): boolean {
  if (raw.length <= maxDigits) return true;
  let zeros = 0;
  while (zeros < raw.length && raw.charCodeAt(zeros) === 48) zeros++;
  return raw.length - zeros <= maxDigits;
}

/**
 * A decimal string as a bigint when it is a uint256, checked by length before it is converted.
 *
 * @param raw the string from a request
 * @param max the largest value accepted. @default MAX_UINT256
 * @returns the value, or `undefined` when it is not decimal digits or above `max`
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { uint256FromDecimal } from "./uint256.ts";
 * assert.equal(uint256FromDecimal("42"), 42n);
 * assert.equal(uint256FromDecimal("1e3"), undefined);
 * assert.equal(uint256FromDecimal("1001", 1000n), undefined);
 * ```
 */
export function uint256FromDecimal(raw: string, max: bigint = MAX_UINT256): bigint | undefined {
  if (!DECIMAL.test(raw) || !decimalFits(raw, max.toString().length)) return undefined;
  const value = BigInt(raw);
  return value <= max ? value : undefined;
}
