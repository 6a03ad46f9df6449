import assert from "node:assert/strict";
import FakeTimers from "@sinonjs/fake-timers";
import { z } from "zod";
import { httpRequest } from "../../../core/http/request.ts";
import type { FetchLike, HttpRequest } from "../../../core/http/types.ts";

type Clock = ReturnType<typeof FakeTimers.install>;
const schema = z.object({ n: z.number() });
type Req = HttpRequest<typeof schema>;
const read = (over: Partial<Req> = {}): Req => ({
  url: "https://api.example/v1/swaps/tokens",
  method: "GET",
  kind: "read",
  schema,
  ...over,
});

/** A fetch that never answers but rejects when its signal aborts (like the real one). */
const hangingFetch: FetchLike = (_i, init) =>
  new Promise((_resolve, reject) =>
    init?.signal?.addEventListener("abort", () => reject(init.signal?.reason))
  );

async function withClock(fn: (clock: Clock) => Promise<void>): Promise<void> {
  const clock = FakeTimers.install();
  try {
    await fn(clock);
  } finally {
    clock.uninstall();
  }
}

function track<T>(p: Promise<T>): { done: () => boolean; value: Promise<T> } {
  let settled = false;
  const value = p.finally(() => {
    settled = true;
  });
  return { done: () => settled, value };
}

Deno.test("httpRequest timeout bounds the whole call, backoff waits included", () =>
  withClock(async (clock) => {
    const times: number[] = [];
    // two 503s with Retry-After 5, then an attempt that hangs: the deadline ends it
    const fetch: FetchLike = (i, init) => {
      times.push(Date.now() - start);
      if (times.length > 2) return hangingFetch(i, init);
      return Promise.resolve(new Response("busy", { status: 503, headers: { "retry-after": "5" } }));
    };
    const start = Date.now();
    const call = track(httpRequest(read({ timeoutMs: 12_000 }), { fetch }));
    await clock.tickAsync(11_999);
    assert.equal(call.done(), false);
    await clock.tickAsync(1);
    const r = await call.value;
    assert.ok(!r.ok);
    assert.equal(r.error.code, "REQUEST_TIMEOUT");
    assert.equal(r.error.context.attempts, 3);
    assert.deepEqual(times, [0, 5000, 10_000]);
    assert.equal(clock.countTimers(), 0);
  }));

Deno.test("httpRequest never retries a timed-out attempt", () =>
  withClock(async (clock) => {
    let calls = 0;
    const fetch: FetchLike = (i, init) => {
      calls++;
      return hangingFetch(i, init);
    };
    const call = httpRequest(read({ timeoutMs: 1000 }), { fetch });
    await clock.tickAsync(1000);
    const r = await call;
    assert.ok(!r.ok && r.error.code === "REQUEST_TIMEOUT");
    assert.equal(r.error.context.timeoutMs, 1000);
    assert.equal(calls, 1);
  }));

Deno.test("httpRequest times out even when the fetch ignores its signal", () =>
  withClock(async (clock) => {
    const call = httpRequest(read({ timeoutMs: 500 }), { fetch: () => new Promise<Response>(() => {}) });
    await clock.tickAsync(500);
    const r = await call;
    assert.ok(!r.ok && r.error.code === "REQUEST_TIMEOUT");
  }));

Deno.test("httpRequest waits full-jitter exponential backoff between read attempts", () =>
  withClock(async (clock) => {
    const times: number[] = [];
    const start = Date.now();
    const fetch: FetchLike = () => {
      times.push(Date.now() - start);
      return Promise.resolve(new Response("x", { status: 500 }));
    };
    const call = httpRequest(read(), { fetch, random: () => 0.5 });
    await clock.tickAsync(10_000);
    const r = await call;
    assert.ok(!r.ok && r.error.code === "HTTP_REQUEST_FAILED");
    assert.deepEqual(times, [0, 150, 450, 1050]);
  }));

Deno.test("httpRequest aborts a backoff sleep on the caller's signal and does not retry", () =>
  withClock(async (clock) => {
    let calls = 0;
    const fetch: FetchLike = () => {
      calls++;
      return Promise.resolve(new Response("x", { status: 502 }));
    };
    const controller = new AbortController();
    const call = httpRequest(read({ signal: controller.signal }), { fetch, random: () => 0.9 });
    await clock.tickAsync(10);
    controller.abort(new Error("user cancelled"));
    const r = await call;
    assert.ok(!r.ok && r.error.code === "ABORTED");
    assert.equal((r.error.cause as Error).message, "user cancelled");
    assert.equal(calls, 1);
    assert.equal(clock.countTimers(), 0);
  }));

Deno.test("httpRequest aborts an in-flight fetch on the caller's signal", () =>
  withClock(async (clock) => {
    const controller = new AbortController();
    const call = httpRequest(read({ signal: controller.signal, timeoutMs: 60_000 }), { fetch: hangingFetch });
    await clock.tickAsync(100);
    controller.abort();
    const r = await call;
    assert.ok(!r.ok && r.error.code === "ABORTED");
    assert.equal(r.error.context.attempts, 1);
    assert.equal(clock.countTimers(), 0);
  }));

Deno.test("httpRequest clears its deadline timer after a success", () =>
  withClock(async (clock) => {
    const r = await httpRequest(read({ timeoutMs: 30_000 }), {
      fetch: () => Promise.resolve(Response.json({ n: 1 })),
    });
    assert.ok(r.ok);
    assert.equal(clock.countTimers(), 0);
  }));

Deno.test("attemptTimeoutMs cuts a stalled read attempt and retries it within the overall budget", async () => {
  await withClock(async (clock) => {
    let calls = 0;
    const fetch: FetchLike = (i, init) => {
      calls++;
      return calls === 1 ? hangingFetch(i, init) : Promise.resolve(Response.json({ n: 7 }));
    };
    const call = track(httpRequest(read({ attemptTimeoutMs: 1_000, timeoutMs: 30_000 }), {
      fetch,
      sleep: () => Promise.resolve(),
    }));
    await clock.tickAsync(999);
    assert.equal(calls, 1);
    await clock.tickAsync(1);
    const r = await call.value;
    assert.ok(r.ok && r.value.n === 7);
    assert.equal(calls, 2);
  });
});

Deno.test("attemptTimeoutMs never retries a mutation: the cut attempt is NETWORK_ERROR naming the timeout", async () => {
  await withClock(async (clock) => {
    let calls = 0;
    const fetch: FetchLike = (i, init) => {
      calls++;
      return hangingFetch(i, init);
    };
    const call = track(
      httpRequest(read({ method: "POST", kind: "mutation", attemptTimeoutMs: 1_000 }), { fetch }),
    );
    await clock.tickAsync(1_000);
    const r = await call.value;
    assert.ok(!r.ok);
    assert.equal(r.error.code, "NETWORK_ERROR");
    assert.match(r.error.message, /attempt timed out after 1000 ms/);
    assert.equal(calls, 1);
  });
});
