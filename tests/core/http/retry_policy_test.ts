import assert from "node:assert/strict";
import fc from "fast-check";
import "../../_fc_seed.ts";
import {
  API_KEY_VERIFICATION_UNAVAILABLE_MESSAGE,
  type AttemptErrorKind,
  backoffDelay,
  decideRetry,
  DEFAULT_RETRY_POLICY,
  type RetryDecisionInput,
} from "../../../core/http/retry_policy.ts";
import type { RequestKind } from "../../../core/http/types.ts";

const KV = API_KEY_VERIFICATION_UNAVAILABLE_MESSAGE;
const half = (): number => 0.5;

function decide(over: Partial<RetryDecisionInput>): ReturnType<typeof decideRetry> {
  return decideRetry({
    kind: "read",
    attempt: 1,
    errorKind: "http",
    policy: DEFAULT_RETRY_POLICY,
    random: half,
    now: 0,
    ...over,
  });
}

type Row = [RequestKind, AttemptErrorKind, number | undefined, string | undefined, boolean];
const TABLE: Row[] = [
  // kind, errorKind, status, message, retried on attempt 1
  ["read", "network", undefined, undefined, true],
  ["compute", "network", undefined, undefined, true],
  ["mutation", "network", undefined, undefined, false],
  ["read", "timeout", undefined, undefined, false],
  ["compute", "timeout", undefined, undefined, false],
  ["mutation", "timeout", undefined, undefined, false],
  ["read", "abort", undefined, undefined, false],
  ["read", "parse", undefined, undefined, false],
  ...[408, 429, 500, 502, 503, 504].flatMap((s): Row[] => [
    ["read", "http", s, undefined, true],
    ["compute", "http", s, undefined, true],
    ["mutation", "http", s, undefined, false],
  ]),
  ...[400, 404, 409, 413, 422, 501].map((s): Row => ["read", "http", s, undefined, false]),
  ...(["read", "compute", "mutation"] as const).flatMap((k): Row[] => [
    [k, "http", 401, undefined, false],
    [k, "http", 403, undefined, false],
    [k, "http", 503, KV, true],
    [k, "http", 500, KV, k !== "mutation"],
  ]),
  ["mutation", "http", 503, KV.toUpperCase(), false],
  ["mutation", "http", 503, `${KV}.`, false],
];

for (const [kind, errorKind, status, message, retried] of TABLE) {
  Deno.test(
    `decideRetry ${retried ? "retries" : "does not retry"} a ${kind} after ${errorKind} ${status ?? ""} ${
      message ?? ""
    }`,
    () => {
      assert.equal(decide({ kind, errorKind, status, message }).retry, retried);
    },
  );
}

Deno.test("decideRetry stops reads after `limit` retries", () => {
  assert.equal(decide({ attempt: 3, status: 500 }).retry, true);
  assert.equal(decide({ attempt: 4, status: 500 }).retry, false);
  assert.equal(decide({ attempt: 4, errorKind: "network" }).retry, false);
});

Deno.test("decideRetry retries the key-verification 503 of a mutation up to keyVerificationLimit with the fixed delay", () => {
  for (let attempt = 1; attempt <= 3; attempt++) {
    assert.deepEqual(decide({ kind: "mutation", attempt, status: 503, message: KV }), {
      retry: true,
      delayMs: 250,
    });
  }
  assert.equal(decide({ kind: "mutation", attempt: 4, status: 503, message: KV }).retry, false);
  const policy = { ...DEFAULT_RETRY_POLICY, keyVerificationLimit: 5, limit: 0 };
  assert.equal(decide({ kind: "read", attempt: 5, status: 503, message: KV, policy }).retry, true);
});

Deno.test("decideRetry waits exactly the Retry-After seconds on 429 and 503, without jitter", () => {
  assert.deepEqual(decide({ status: 429, retryAfterHeader: "7" }), {
    retry: true,
    delayMs: 7000,
    retryAfterMs: 7000,
  });
  assert.deepEqual(decide({ status: 503, retryAfterHeader: "0", random: () => 0.99 }), {
    retry: true,
    delayMs: 0,
    retryAfterMs: 0,
  });
});

Deno.test("decideRetry honours an HTTP-date Retry-After and clamps a past date to 0", () => {
  const now = Date.parse("2025-01-01T00:00:00Z");
  const later = new Date(now + 4000).toUTCString();
  assert.deepEqual(decide({ status: 503, retryAfterHeader: later, now }), {
    retry: true,
    delayMs: 4000,
    retryAfterMs: 4000,
  });
  const past = new Date(now - 90_000).toUTCString();
  assert.deepEqual(decide({ status: 429, retryAfterHeader: past, now }), {
    retry: true,
    delayMs: 0,
    retryAfterMs: 0,
  });
});

Deno.test("decideRetry does not retry when Retry-After exceeds maxRetryAfterMs, and reports it", () => {
  assert.deepEqual(decide({ status: 429, retryAfterHeader: "61" }), { retry: false, retryAfterMs: 61_000 });
});

Deno.test("decideRetry falls back to computed backoff on a malformed Retry-After", () => {
  for (const header of ["soon", "-3", "1.5", "", "Thu, 99 Foo"]) {
    assert.deepEqual(decide({ status: 503, retryAfterHeader: header }), { retry: true, delayMs: 150 });
  }
});

Deno.test("decideRetry ignores Retry-After on statuses other than 429 and 503", () => {
  assert.deepEqual(decide({ status: 500, retryAfterHeader: "30" }), { retry: true, delayMs: 150 });
});

Deno.test("backoffDelay is full-jitter exponential: base 300, factor 2, cap 10 s", () => {
  const one = (): number => 1;
  assert.deepEqual([1, 2, 3, 4, 5, 6, 7, 8].map((a) => backoffDelay(a, DEFAULT_RETRY_POLICY, one)), [
    300,
    600,
    1200,
    2400,
    4800,
    9600,
    10_000,
    10_000,
  ]);
  assert.equal(backoffDelay(3, DEFAULT_RETRY_POLICY, () => 0), 0);
});

const kinds = fc.constantFrom<RequestKind>("read", "compute", "mutation");
const errorKinds = fc.constantFrom<AttemptErrorKind>("http", "network", "timeout", "abort", "parse");
const statuses = fc.oneof(fc.constant(undefined), fc.integer({ min: 100, max: 599 }));
const messages = fc.oneof(fc.constant(undefined), fc.constant(KV), fc.string());
const headers = fc.oneof(fc.constant(undefined), fc.nat({ max: 200 }).map(String), fc.string());
const inputs = fc.record({
  kind: kinds,
  attempt: fc.integer({ min: 1, max: 12 }),
  errorKind: errorKinds,
  status: statuses,
  message: messages,
  retryAfterHeader: headers,
  r: fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
});

Deno.test("decideRetry property: mutations are retried only on the key-verification 503", () => {
  fc.assert(fc.property(inputs, ({ r, ...i }) => {
    const d = decide({ ...i, kind: "mutation", random: () => r });
    if (d.retry) assert.ok(i.errorKind === "http" && i.status === 503 && i.message === KV);
  }));
});

Deno.test("decideRetry property: timeouts, aborts, parse errors, 401 and 403 are never retried", () => {
  fc.assert(fc.property(inputs, ({ r, ...i }) => {
    const d = decide({ ...i, random: () => r });
    if (i.errorKind === "timeout" || i.errorKind === "abort" || i.errorKind === "parse") {
      assert.equal(d.retry, false);
    }
    if (i.errorKind === "http" && (i.status === 401 || i.status === 403)) assert.equal(d.retry, false);
  }));
});

Deno.test("decideRetry property: a retry delay is within [0, max(backoff cap, maxRetryAfterMs)] and attempts are bounded", () => {
  fc.assert(fc.property(inputs, ({ r, ...i }) => {
    const d = decide({ ...i, random: () => r });
    if (!d.retry) return;
    assert.ok(d.delayMs >= 0 && Number.isInteger(d.delayMs));
    assert.ok(
      d.delayMs <= Math.max(DEFAULT_RETRY_POLICY.backoffLimitMs, DEFAULT_RETRY_POLICY.maxRetryAfterMs),
    );
    assert.ok(i.attempt <= Math.max(DEFAULT_RETRY_POLICY.limit, DEFAULT_RETRY_POLICY.keyVerificationLimit));
    if (d.retryAfterMs === undefined && !(i.status === 503 && i.message === KV)) {
      assert.ok(d.delayMs <= Math.min(DEFAULT_RETRY_POLICY.backoffLimitMs, 300 * 2 ** (i.attempt - 1)));
    }
  }));
});

Deno.test("decideRetry property: reads and computes decide alike", () => {
  fc.assert(fc.property(inputs, ({ r, kind: _k, ...i }) => {
    assert.deepEqual(
      decide({ ...i, kind: "read", random: () => r }),
      decide({ ...i, kind: "compute", random: () => r }),
    );
  }));
});
