// Every amount and id the schemas read from a decimal string is a uint256 (docs/rules/http.md#amounts), checked
// before conversion. The property measures the work instead of the wall time (which would flake): a spy on
// `BigInt` records the longest string any schema hands it, and the bound says no string longer than 78 digits
// is ever converted. `BigInt` of a 4M-digit string takes ~350 ms and of 20M ~9.5 s; of 78 digits, microseconds.
// The real timing is in bench/amount_bounds_bench.ts.
import assert from "node:assert/strict";
import fc from "fast-check";
import "../../_fc_seed.ts";
import * as z from "../../../core/schemas/zod.ts";
import { bigintFromWire, decimalString, hexId } from "../../../core/schemas/_bigint.ts";
import { isUint256Decimal, UINT256_MAX_DECIMAL } from "../../../core/schemas/uint256_decimal.ts";
import { solverQuoteResponseSchema } from "../../../core/schemas/solver.ts";
import { swapsQuoteResponseSchema } from "../../../core/schemas/swaps_v2.ts";
import { parseConfigAllFast } from "../../../core/schemas/_config_all_fast.ts";
import { configAllResponseSchema, toConfigAllPayload } from "../../../core/schemas/config_all.ts";
import { DEFAULT_CLIENT_CONFIG } from "../../../core/config/mod.ts";

const realBigInt = globalThis.BigInt;
const MAX = 2n ** 256n - 1n;
const WIRE = JSON.stringify(toConfigAllPayload(DEFAULT_CLIENT_CONFIG));

/** Runs `fn` with `BigInt` replaced by a spy; returns the longest string argument it saw (0: none). */
function longestConverted(fn: () => void): number {
  let longest = 0;
  const spy = Object.assign((value: unknown) => {
    if (typeof value === "string") longest = Math.max(longest, value.length);
    return realBigInt(value as string);
  }, { asIntN: realBigInt.asIntN, asUintN: realBigInt.asUintN, prototype: realBigInt.prototype });
  globalThis.BigInt = spy as unknown as BigIntConstructor;
  try {
    fn();
  } finally {
    globalThis.BigInt = realBigInt;
  }
  return longest;
}

/** The oracle, by arithmetic: a canonical decimal whose value is at most 2^256-1. */
function expectedUint256(text: string): boolean {
  if (!/^(0|[1-9][0-9]*)$/.test(text)) return false;
  return text.length <= 100 && realBigInt(text) <= MAX;
}

const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: min, maxLength: max });

/** Amount strings around every edge: in range, just above, 76-82 digits, long ones that sort below 2^256-1, huge. */
const amountText: fc.Arbitrary<string> = fc.oneof(
  fc.bigInt({ min: 0n, max: MAX }).map(String),
  fc.bigInt({ min: MAX + 1n, max: 10n ** 82n }).map(String),
  fc.tuple(fc.constantFrom(..."123456789"), digits(75, 81)).map(([head, tail]) => head + tail),
  fc.tuple(fc.constantFrom("1", "10", "11", "115"), digits(76, 300)).map(([head, tail]) => head + tail),
  fc.integer({ min: 10_000, max: 2_000_000 }).map((n) => "1".repeat(n)),
  fc.constantFrom("", "-1", "01", "1e3", " 1", "0x1", UINT256_MAX_DECIMAL, (MAX + 1n).toString()),
);

/** Each place an amount string becomes a bigint, with the amount in it: `[name, parse -> bigint | undefined]`. */
const READERS: readonly [string, (text: string) => bigint | undefined][] = [
  ["bigintFromWire", (t) => {
    const r = z.safeParse(bigintFromWire, t);
    return r.success ? r.data : undefined;
  }],
  ["solver quote", (t) => {
    const r = z.safeParse(solverQuoteResponseSchema, { quoted_amount: t });
    return r.success ? r.data.quoted_amount : undefined;
  }],
  ["swaps quote", (t) => {
    const r = z.safeParse(swapsQuoteResponseSchema, { quotedAmount: t });
    return r.success ? r.data.quotedAmount : undefined;
  }],
  ["config/all fast path", (t) => {
    const body = JSON.parse(WIRE);
    body.config.relay.relayChainIdMap.sonic = t;
    return parseConfigAllFast(body)?.config.relay.relayChainIdMap.sonic;
  }],
];

Deno.test("property: an amount is read iff it is a uint256, and no string over 78 digits is ever converted", () => {
  fc.assert(
    fc.property(amountText, (text) => {
      const expected = expectedUint256(text);
      assert.equal(isUint256Decimal(text), expected, "isUint256Decimal");
      assert.equal(z.safeParse(decimalString, text).success, expected, "decimalString");
      for (const [name, read] of READERS) {
        let value: bigint | undefined;
        const longest = longestConverted(() => {
          value = read(text);
        });
        assert.ok(longest <= 78, `${name} converted a ${longest}-character string`);
        assert.equal(value, expected ? realBigInt(text) : undefined, name);
      }
    }),
    { numRuns: 300 },
  );
});

Deno.test("the zod /config/all schema refuses a relay chain id above 2^256-1 without converting it", () => {
  const body = JSON.parse(WIRE);
  body.config.relay.relayChainIdMap.sonic = "7".repeat(1_000_000);
  const longest = longestConverted(() => {
    assert.equal(z.safeParse(configAllResponseSchema, body).success, false);
  });
  assert.ok(longest <= 78, `converted a ${longest}-character string`);
});

Deno.test("a JSON number amount is read only as a safe integer", () => {
  assert.equal(z.safeParse(bigintFromWire, 2 ** 53 - 1).success, true);
  assert.equal(z.safeParse(bigintFromWire, 1e300).success, false);
});

Deno.test("a hash id is 0x and at most 64 hex digits", () => {
  assert.equal(z.safeParse(hexId, `0x${"ab".repeat(32)}`).success, true);
  assert.equal(z.safeParse(hexId, `0x${"ab".repeat(32)}0`).success, false);
  assert.equal(z.safeParse(hexId, `0x${"a".repeat(5_000_000)}`).success, false);
});
