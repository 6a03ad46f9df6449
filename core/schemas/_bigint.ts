/**
 * Shared zod pieces for bigints on the wire (decimal strings, bounded to uint256) and hex strings.
 * @module
 */
import * as z from "./zod.ts";
import { UINT256_DECIMAL_PATTERN, withinUint256 } from "./uint256_decimal.ts";

/**
 * A non-negative decimal integer string of at most 2^256-1, as bigints travel on the wire
 * (docs/rules/http.md#amounts): the pattern bounds the length (78 digits), so a string of any length costs at
 * most 79 characters of work and is never converted.
 */
export const decimalString: z.ZodMiniString<string> = z.string().check(
  z.regex(UINT256_DECIMAL_PATTERN, {
    message: "expected a decimal integer string of at most 78 digits",
    abort: true,
  }),
  z.refine(withinUint256, "expected a decimal integer of at most 2^256-1"),
);

/** A decimal integer string (at most 2^256-1) or JSON safe integer, read as a bigint. */
export const bigintFromWire: z.ZodMiniType<bigint, string | number> = z.pipe(
  z.union([decimalString, z.number().check(z.int(), z.nonnegative())]),
  z.transform((v) => BigInt(v)),
);

/** A `0x`-prefixed hex string (call data: its length is bounded only by the response size cap). */
export const hexString: z.ZodMiniString<string> = z.string().check(z.regex(
  /^0x[0-9a-fA-F]*$/,
  "expected a 0x-prefixed hex string",
));

/** A `0x`-prefixed hex id (a hash): at most 32 bytes, 64 hex digits (docs/rules/http.md#amounts). */
export const hexId: z.ZodMiniString<string> = z.string().check(z.regex(
  /^0x[0-9a-fA-F]{0,64}$/,
  "expected a 0x-prefixed hex id of at most 32 bytes",
));
