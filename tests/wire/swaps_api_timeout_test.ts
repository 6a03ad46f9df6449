import assert from "node:assert/strict";
import FakeTimers from "@sinonjs/fake-timers";
import { type FetchLike, isSwapsApiError, SwapsApiClient } from "../../wire/mod.ts";
import { QUOTE } from "./_fixtures.ts";
import { stubBackend } from "./_stub_backend.ts";

type Clock = ReturnType<typeof FakeTimers.install>;

async function withClock(fn: (clock: Clock) => Promise<void>): Promise<void> {
  const clock = FakeTimers.install();
  try {
    await fn(clock);
  } finally {
    clock.uninstall();
  }
}

Deno.test("SwapsApiClient timeout bounds the whole call, retries and Retry-After waits included", () =>
  withClock(async (clock) => {
    const start = Date.now();
    const times: number[] = [];
    // two 503s with Retry-After 10, then an attempt that hangs until the deadline aborts it
    const fetch: FetchLike = (_i, init) => {
      times.push(Date.now() - start);
      if (times.length > 2) {
        return new Promise((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason))
        );
      }
      return Promise.resolve(
        Response.json({ message: "busy" }, { status: 503, headers: { "retry-after": "10" } }),
      );
    };
    const api = new SwapsApiClient({ baseUrl: "https://api.example/v1", fetch, timeout: 25_000 });
    let settled = false;
    const outcome = api.getQuote(QUOTE).then(() => undefined, (e: unknown) => e).finally(() =>
      settled = true
    );
    await clock.tickAsync(24_999);
    assert.equal(settled, false);
    await clock.tickAsync(1);
    const e = await outcome;
    assert.ok(isSwapsApiError(e) && e.code === "TIMEOUT_ERROR");
    assert.deepEqual(times, [0, 10_000, 20_000]);
    assert.equal(e.context.attempts, 3);
    assert.equal(clock.countTimers(), 0);
  }));

Deno.test("SwapsApiClient uses a 30 s default timeout and does not retry after it", () =>
  withClock(async (clock) => {
    const backend = stubBackend({ "/swaps/tokens": "hang" });
    const api = new SwapsApiClient({ baseUrl: "https://api.example/v1", fetch: backend.fetch });
    let settled = false;
    const outcome = api.getTokens().then(() => undefined, (e: unknown) => e).finally(() => settled = true);
    await clock.tickAsync(29_999);
    assert.equal(settled, false);
    await clock.tickAsync(1);
    const e = await outcome;
    assert.ok(isSwapsApiError(e) && e.code === "TIMEOUT_ERROR");
    assert.equal(backend.attempts("/swaps/tokens"), 1);
    await clock.runAllAsync();
    assert.equal(backend.attempts("/swaps/tokens"), 1);
  }));

Deno.test("SwapsApiClient retries the key-verification 503 of a mutation after the short fixed backoff", () =>
  withClock(async (clock) => {
    const start = Date.now();
    const times: number[] = [];
    let n = 0;
    const ok = stubBackend().fetch;
    const kv = stubBackend({ "/swaps/submit-tx": "kv503" }).fetch;
    const fetch: FetchLike = (input, init) => {
      times.push(Date.now() - start);
      return ++n <= 2 ? kv(input, init) : ok(input, init);
    };
    const api = new SwapsApiClient({ baseUrl: "https://api.example/v1", fetch });
    const outcome = api.submitTx({ txHash: "0x99", srcChainKey: "sonic" });
    await clock.tickAsync(1000);
    assert.deepEqual(await outcome, { success: true, message: "accepted" });
    assert.deepEqual(times, [0, 250, 500]);
  }));
