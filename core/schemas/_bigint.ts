/**
 * Shared zod pieces for bigints on the wire (decimal strings) and hex strings.
 * @module
 */
import * as z from "./zod.ts";

/** A non-negative decimal integer string, as bigints travel on the wire. */
export const decimalString: z.ZodMiniString<string> = z.string().check(z.regex(
  /^(0|[1-9][0-9]*)$/,
  "expected a decimal integer string",
));

/** A decimal integer string (or JSON integer) read as a bigint. */
export const bigintFromWire: z.ZodMiniType<bigint, string | number> = z.pipe(
  z.union([decimalString, z.number().check(z.int(), z.nonnegative())]),
  z.transform((v) => BigInt(v)),
);

/** A `0x`-prefixed hex string. */
export const hexString: z.ZodMiniString<string> = z.string().check(z.regex(
  /^0x[0-9a-fA-F]*$/,
  "expected a 0x-prefixed hex string",
));
