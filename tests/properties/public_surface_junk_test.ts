/**
 * Bounded for any input (issue 34): every public method of `XSwap`'s services (and of the client itself) and of
 * `SwapsApiClient`, called with generated junk — null, undefined, NaN, ±Infinity, 2^53+1, a 1 MB string, wrong
 * types, cyclic objects, aborted signals, objects of such fields — never throws across the boundary (the wire
 * client throws only `SwapsApiError`), settles within its bound in virtual time, and fails only with a code of
 * `ERROR_CODES` (the solver functions' `SolverErrorResponse` aside, as the spec requires).
 *
 * Every server is unreachable (the injected fetch and the global one reject), so each call ends on its own
 * rules: validation, retries, deadlines. CI runs: `CI_RUNS` in `_harness.ts` (kept small: each run is one call).
 * @module
 */
import assert from "node:assert/strict";
import fc from "fast-check";
import { propertyTest } from "./_harness.ts";
import { callWithJunk, surfaceTargets } from "./_public_surface.ts";

const PROPERTY = "public surface answers junk with failure values";
const MB = "x".repeat(1 << 20);

/** A hostile object: its conversions throw. */
const hostile = (): unknown => ({
  toString() {
    throw new Error("hostile toString");
  },
  valueOf() {
    throw new Error("hostile valueOf");
  },
});
const cyclic = (): unknown => {
  const o: Record<string, unknown> = { a: 1 };
  o.self = o;
  o.list = [o];
  return o;
};

const leaf: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    undefined,
    Number.NaN,
    Infinity,
    -Infinity,
    2 ** 53 + 1,
    -0,
    -1,
    0,
    "",
    true,
  ),
  fc.constant(MB),
  fc.string({ maxLength: 12 }),
  fc.integer({ min: -1_000, max: 100_000 }),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }),
  fc.double({ min: -1e6, max: 1e6 }),
  fc.constantFrom<unknown>(
    "0x2105.base",
    "solana",
    "bitcoin",
    "sonic",
    "stellar",
    `0x${"ab".repeat(32)}`,
    `0x${"11".repeat(20)}`,
  ),
  fc.constant(Symbol("junk")),
  fc.constant(() => "a function"),
);
const special: fc.Arbitrary<unknown> = fc.constantFrom("cyclic", "aborted", "hostile").map((k) =>
  k === "cyclic" ? cyclic() : k === "aborted" ? AbortSignal.abort(new Error("already aborted")) : hostile()
);
const FIELDS = [
  "timeout",
  "requestBudgetMs",
  "trackTimeout",
  "signal",
  "amount",
  "chainId",
  "srcChainKey",
  "dstChainKey",
  "params",
  "walletProvider",
  "extras",
  "address",
  "token",
  "fillTxHash",
  "hubTxHash",
  "intent_tx_hash",
  "txHash",
  "quote_type",
];
const junk: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: leaf },
  { weight: 1, arbitrary: special },
  {
    weight: 2,
    arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), fc.oneof(leaf, special), { maxKeys: 4 }),
  },
  { weight: 1, arbitrary: fc.array(leaf, { maxLength: 3 }) },
);

const TARGETS = surfaceTargets();

propertyTest(
  PROPERTY,
  () =>
    fc.asyncProperty(fc.constantFrom(...TARGETS), fc.array(junk, { maxLength: 3 }), async (target, args) => {
      const broken = await callWithJunk(target, args);
      assert.equal(broken, undefined, broken);
    }),
);
