/**
 * Issue 19 item 2 (docs/rules/auth.md#auth-failures): a key-verification 503 is retried on the short backoff
 * for every call, mutations included, even when it carries a long `Retry-After`: the wait is capped, never
 * 120 s, never skipped.
 */
import assert from "node:assert/strict";
import { z } from "zod";
import { API_KEY_VERIFICATION_UNAVAILABLE_MESSAGE } from "../../wire/mod.ts";
import { httpRequest } from "../../core/http/request.ts";
import { decideRetry, DEFAULT_RETRY_POLICY } from "../../core/http/retry_policy.ts";

const kv503 = (retryAfter: string) =>
  Response.json({ message: API_KEY_VERIFICATION_UNAVAILABLE_MESSAGE }, {
    status: 503,
    headers: { "retry-after": retryAfter },
  });

Deno.test("decideRetry retries a key-verification 503 with Retry-After 120 s on a mutation, wait capped", () => {
  for (const kind of ["mutation", "read", "compute"] as const) {
    const d = decideRetry({
      kind,
      attempt: 1,
      status: 503,
      errorKind: "http",
      message: API_KEY_VERIFICATION_UNAVAILABLE_MESSAGE,
      retryAfterHeader: "120",
      policy: DEFAULT_RETRY_POLICY,
      random: () => 0.5,
    });
    assert.ok(d.retry, kind);
    assert.equal(d.delayMs, DEFAULT_RETRY_POLICY.keyVerificationMaxDelayMs);
    assert.equal(d.retryAfterMs, 120_000);
  }
});

Deno.test("decideRetry honours a key-verification Retry-After below the cap", () => {
  const d = decideRetry({
    kind: "mutation",
    attempt: 2,
    status: 503,
    errorKind: "http",
    message: API_KEY_VERIFICATION_UNAVAILABLE_MESSAGE,
    retryAfterHeader: "1",
    policy: DEFAULT_RETRY_POLICY,
    random: () => 0.5,
  });
  assert.ok(d.retry && d.delayMs === 1_000);
});

Deno.test("a mutation answered by a key-verification 503 with Retry-After 120 is retried after a short wait", async () => {
  const waits: number[] = [];
  let calls = 0;
  const fetch = () => Promise.resolve(++calls === 1 ? kv503("120") : Response.json({ done: true }));
  const r = await httpRequest({
    url: "http://backend.test/v1/swaps/submit-tx",
    method: "POST",
    body: { txHash: "0x01" },
    schema: z.object({ done: z.boolean() }),
    kind: "mutation",
  }, {
    fetch,
    sleep: (ms) => {
      waits.push(ms);
      return Promise.resolve();
    },
  });
  assert.ok(r.ok, JSON.stringify(!r.ok && r.error.toJSON()));
  assert.equal(calls, 2);
  assert.deepEqual(waits, [DEFAULT_RETRY_POLICY.keyVerificationMaxDelayMs]);
});

Deno.test("the key-verification retry stays bounded by keyVerificationLimit", async () => {
  let calls = 0;
  const fetch = () => {
    calls++;
    return Promise.resolve(kv503("120"));
  };
  const r = await httpRequest({
    url: "http://backend.test/v1/swaps/submit-tx",
    method: "POST",
    body: {},
    schema: z.unknown(),
    kind: "mutation",
  }, { fetch, sleep: () => Promise.resolve() });
  assert.ok(!r.ok && r.error.code === "HTTP_REQUEST_FAILED" && r.error.context.status === 503);
  assert.equal(calls, DEFAULT_RETRY_POLICY.keyVerificationLimit + 1);
});
