/**
 * Bounded for any input (issue 34): every public method of `XSwap`'s services (and of the client itself) and of
 * `SwapsApiClient`, and every exported Result function of the package root, called with generated junk — null,
 * undefined, NaN, ±Infinity, 2^53+1, a 1 MB string, wrong types, aborted signals, hostile values (cyclic objects,
 * throwing getters, throwing and revoked Proxies, conversions that throw, symbols), objects of such fields —
 * never throws across the boundary (the wire client throws only `SwapsApiError`), settles within its bound in
 * virtual time, and fails only with a code of `ERROR_CODES` (the solver functions' `SolverErrorResponse` aside,
 * as the spec requires).
 *
 * Every server is unreachable (the injected fetch and the global one reject), so each call ends on its own
 * rules: validation, retries, deadlines. CI runs: `CI_RUNS` in `_harness.ts` (kept small: each run is one call).
 * @module
 */
import assert from "node:assert/strict";
import fc from "fast-check";
import { propertyTest } from "./_harness.ts";
import { callWithJunk, HOSTILE, HostileMark, materialize, surfaceTargets } from "./_public_surface.ts";

const PROPERTY = "public surface answers junk with failure values";
const MB = "x".repeat(1 << 20);

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
/** Values no validator expects: an aborted signal and the hostile ones (throwing getters and Proxies, ...). */
const special: fc.Arbitrary<unknown> = fc.constantFrom("aborted", ...Object.keys(HOSTILE)).map((k) =>
  k === "aborted" ? AbortSignal.abort(new Error("already aborted")) : new HostileMark(k)
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
      const broken = await callWithJunk(target, materialize(args) as unknown[]);
      assert.equal(broken, undefined, broken);
    }),
);
