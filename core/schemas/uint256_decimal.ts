/**
 * The bound of every amount and id the library reads from a decimal string: a uint256, at most 2^256-1, so at
 * most 78 digits (docs/rules/http.md#amounts). The check reads at most 79 characters and never converts: a
 * hostile 20 MB string of digits is refused at its 79th digit, where `BigInt` of it would block the event loop for
 * seconds.
 *
 * @example Bounds
 * ```ts
 * import assert from "node:assert/strict";
 * import { isUint256Decimal, UINT256_MAX_DECIMAL } from "./uint256_decimal.ts";
 * assert.ok(isUint256Decimal("0") && isUint256Decimal(UINT256_MAX_DECIMAL));
 * assert.ok(!isUint256Decimal((2n ** 256n).toString()) && !isUint256Decimal("01") && !isUint256Decimal("9".repeat(79)));
 * ```
 * @module
 */

/** Digits of 2^256-1: no uint256 has more. */
export const UINT256_MAX_DIGITS = 78;

/** 2^256-1 in decimal (78 digits). */
export const UINT256_MAX_DECIMAL =
  "115792089237316195423570985008687907853269984665640564039457584007913129639935";

/** A canonical decimal integer (no sign, no leading zero), 1 to 78 digits: the length is bounded in the pattern. */
export const UINT256_DECIMAL_PATTERN: RegExp = /^(0|[1-9][0-9]{0,77})$/;

/**
 * Whether `text` is a canonical decimal integer from 0 to 2^256-1. Reads at most 79 characters whatever the
 * length of `text` (the pattern's bounded repeat), and never calls `BigInt`.
 *
 * @param text the string read from the wire
 * @returns whether it is a uint256 in decimal
 * @example A 78-digit value above 2^256-1 is refused without converting it
 * ```ts
 * import assert from "node:assert/strict";
 * import { isUint256Decimal } from "./uint256_decimal.ts";
 * assert.equal(isUint256Decimal("9".repeat(78)), false);
 * ```
 */
export function isUint256Decimal(text: string): boolean {
  return UINT256_DECIMAL_PATTERN.test(text) && withinUint256(text);
}

/**
 * Whether a string that matches {@link UINT256_DECIMAL_PATTERN} is at most 2^256-1: shorter than 78 digits, or
 * 78 digits not above {@link UINT256_MAX_DECIMAL} (equal lengths compare as numbers do, digit by digit).
 *
 * @param canonical a string matching the pattern
 * @returns whether it is at most 2^256-1
 * @example 2^256 is one too many
 * ```ts
 * import assert from "node:assert/strict";
 * import { withinUint256 } from "./uint256_decimal.ts";
 * assert.equal(withinUint256((2n ** 256n).toString()), false);
 * assert.equal(withinUint256((2n ** 256n - 1n).toString()), true);
 * ```
 */
export function withinUint256(canonical: string): boolean {
  return canonical.length < UINT256_MAX_DIGITS || canonical <= UINT256_MAX_DECIMAL;
}
