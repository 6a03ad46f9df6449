import assert from "node:assert/strict";
import FakeTimers from "@sinonjs/fake-timers";
import { z } from "zod";
import { httpRequest } from "../../../core/http/request.ts";
import {
  API_KEY_VERIFICATION_UNAVAILABLE_MESSAGE,
  decideRetry,
  DEFAULT_RETRY_POLICY,
} from "../../../core/http/retry_policy.ts";
import type { FetchLike } from "../../../core/http/types.ts";
import { MAX_TIMER_MS } from "../../../core/options/number_option.ts";
import { isSwapsApiError, SwapsApiClient } from "../../../wire/mod.ts";

type Clock = ReturnType<typeof FakeTimers.install>;

async function withClock(fn: (clock: Clock) => Promise<void>): Promise<void> {
  const clock = FakeTimers.install();
  try {
    await fn(clock);
  } finally {
    clock.uninstall();
  }
}

const busy = (retryAfter: string): FetchLike => () =>
  Promise.resolve(
    Response.json({ message: "busy" }, { status: 503, headers: { "retry-after": retryAfter } }),
  );

Deno.test("httpRequest refuses a timeout above the timer limit instead of timing out at once", async () => {
  for (const field of ["timeoutMs", "attemptTimeoutMs"] as const) {
    for (const value of [MAX_TIMER_MS + 1, Number.NaN, -1, Number.POSITIVE_INFINITY]) {
      const r = await httpRequest(
        { url: "http://x/t", method: "GET", kind: "read", schema: z.unknown(), [field]: value },
        { fetch: () => Promise.resolve(Response.json(1)) },
      );
      assert.ok(!r.ok);
      assert.equal(r.error.code, "VALIDATION_FAILED");
      assert.equal(r.error.context.field, field);
    }
  }
});

Deno.test("httpRequest accepts a timeout of exactly the timer limit and does not fire early", () =>
  withClock(async (clock) => {
    const fetch: FetchLike = (_i, init) =>
      new Promise((resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
        setTimeout(() => resolve(Response.json({ n: 1 })), 60_000);
      });
    const call = httpRequest(
      { url: "http://x/t", method: "GET", kind: "read", schema: z.unknown(), timeoutMs: MAX_TIMER_MS },
      { fetch },
    );
    await clock.tickAsync(60_000);
    const r = await call;
    assert.ok(r.ok);
  }));

Deno.test("SwapsApiClient refuses timeout 2^31 at construction (setTimeout would fire at once)", () => {
  for (const timeout of [2 ** 31, Number.NaN, Number.POSITIVE_INFINITY, -5, 0]) {
    assert.throws(
      () => new SwapsApiClient({ baseUrl: "https://api.example/v1", timeout }),
      (e: unknown) => isSwapsApiError(e) && e.code === "VALIDATION_ERROR" && e.context.field === "timeout",
    );
  }
});

Deno.test("a Retry-After longer than the time left returns the 503 at once with its status and retryAfterMs", () =>
  withClock(async (clock) => {
    const started = Date.now();
    const r = httpRequest(
      { url: "http://x/t", method: "GET", kind: "read", schema: z.unknown(), timeoutMs: 1500 },
      { fetch: busy("20") },
    );
    await clock.tickAsync(0);
    const out = await r;
    assert.equal(Date.now() - started, 0);
    assert.ok(!out.ok);
    assert.equal(out.error.code, "HTTP_REQUEST_FAILED");
    assert.equal(out.error.context.status, 503);
    assert.equal(out.error.context.retryAfterMs, 20_000);
    assert.equal(clock.countTimers(), 0);
  }));

Deno.test("SwapsApiClient with timeout 1500 and Retry-After 20 throws HTTP_ERROR 503 at once, not a timeout", () =>
  withClock(async (clock) => {
    const api = new SwapsApiClient({ baseUrl: "https://api.example/v1", fetch: busy("20"), timeout: 1500 });
    const outcome = api.getTokens().then(() => undefined, (e: unknown) => e);
    await clock.tickAsync(0);
    const e = await outcome;
    assert.ok(isSwapsApiError(e) && e.code === "HTTP_ERROR");
    assert.equal(e.context.status, 503);
    assert.equal(e.context.retryAfterMs, 20_000);
  }));

Deno.test("decideRetry waits for a Retry-After shorter than the time left and refuses one reaching it", () => {
  const base = {
    kind: "read" as const,
    attempt: 1,
    status: 503,
    errorKind: "http" as const,
    policy: DEFAULT_RETRY_POLICY,
    random: () => 0.5,
    now: 0,
    retryAfterHeader: "2",
  };
  assert.deepEqual(decideRetry({ ...base, remainingMs: 2001 }), {
    retry: true,
    delayMs: 2000,
    retryAfterMs: 2000,
  });
  assert.deepEqual(decideRetry({ ...base, remainingMs: 2000 }), { retry: false, retryAfterMs: 2000 });
  assert.deepEqual(decideRetry(base), { retry: true, delayMs: 2000, retryAfterMs: 2000 });
});

Deno.test("the key-verification 503 is not retried when its wait would reach the deadline", () => {
  const d = decideRetry({
    kind: "mutation",
    attempt: 1,
    status: 503,
    errorKind: "http",
    message: API_KEY_VERIFICATION_UNAVAILABLE_MESSAGE,
    policy: DEFAULT_RETRY_POLICY,
    random: () => 0.5,
    now: 0,
    retryAfterHeader: "1",
    remainingMs: 500,
  });
  assert.deepEqual(d, { retry: false, retryAfterMs: 1000 });
});
