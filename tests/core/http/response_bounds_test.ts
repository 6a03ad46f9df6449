// Every response is bounded while it streams, and an abort or timeout stops the body being pulled whatever the
// fetch does with its signal (docs/rules/http.md#response-size, docs/rules/http.md#cancellation). The streams
// here count their pulls, so the tests assert on the work done, never on wall time.
import assert from "node:assert/strict";
import fc from "fast-check";
import FakeTimers from "@sinonjs/fake-timers";
import { z } from "zod";
import "../../_fc_seed.ts";
import { httpRequest } from "../../../core/http/request.ts";
import { DEFAULT_MAX_RESPONSE_BYTES, readCappedBody } from "../../../core/http/read_capped_body.ts";
import type { FetchLike } from "../../../core/http/types.ts";

/** A body of `chunks` pulled one at a time (highWaterMark 0: nothing is pulled before a read asks). */
function countingBody(
  chunks: readonly Uint8Array[],
  options: { repeat?: number; delayMs?: number; byteStream?: boolean } = {},
) {
  const seen = { pulls: 0, cancelled: false, bytes: 0 };
  const source = {
    async pull(controller: ReadableStreamDefaultController<Uint8Array> | ReadableByteStreamController) {
      seen.pulls++;
      if (options.delayMs !== undefined) await new Promise((r) => setTimeout(r, options.delayMs));
      const chunk = options.repeat !== undefined
        ? (seen.pulls <= options.repeat ? chunks[0] : undefined)
        : chunks[seen.pulls - 1];
      if (chunk === undefined) {
        controller.close();
        // a byte stream answers a pending BYOB read at its end with an empty view
        if ("byobRequest" in controller) controller.byobRequest?.respond(0);
        return;
      }
      seen.bytes += chunk.byteLength;
      // a byte stream's enqueue transfers the chunk's buffer: hand it a copy
      controller.enqueue(options.byteStream ? chunk.slice() : chunk);
    },
    cancel() {
      seen.cancelled = true;
    },
  };
  // a byte stream (as a fetch body is) is read with a BYOB reader, any other stream chunk by chunk
  const stream = options.byteStream
    ? new ReadableStream({ ...source, type: "bytes" }, { highWaterMark: 0 })
    : new ReadableStream<Uint8Array>(source, { highWaterMark: 0 });
  return { stream: stream as ReadableStream<Uint8Array>, seen };
}

const bytes = (n: number, fill = 0x31): Uint8Array => new Uint8Array(n).fill(fill);

Deno.test("readCappedBody refuses a Content-Length above the cap without pulling a byte", async () => {
  const { stream, seen } = countingBody([bytes(10)]);
  const r = await readCappedBody(new Response(stream, { headers: { "content-length": "200000000" } }), {
    maxBytes: 1024,
  });
  assert.deepEqual(r, { ok: false, limit: 1024, bytes: 200_000_000 });
  assert.equal(seen.pulls, 0);
  assert.equal(seen.cancelled, true);
});

Deno.test("readCappedBody reads a byte stream (a fetch body) at the cap the same way", async () => {
  const { stream, seen } = countingBody([bytes(1000)], { repeat: 100, byteStream: true });
  const r = await readCappedBody(new Response(stream), { maxBytes: 10_000 });
  assert.ok(!r.ok && r.limit === 10_000 && r.bytes > 10_000);
  assert.equal(seen.pulls, 11);
  assert.equal(seen.cancelled, true);
});

Deno.test("readCappedBody stops a long body at the cap and cancels its source", async () => {
  const { stream, seen } = countingBody([bytes(1000)], { repeat: 100 });
  const r = await readCappedBody(new Response(stream), { maxBytes: 10_000 });
  assert.deepEqual(r, { ok: false, limit: 10_000, bytes: 11_000 });
  assert.equal(seen.pulls, 11);
  assert.equal(seen.cancelled, true);
});

Deno.test("property: readCappedBody returns the text iff the body fits, having pulled at most one chunk past the cap", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.integer({ min: 1, max: 300 }), { maxLength: 30 }),
      fc.integer({ min: 1, max: 3000 }),
      fc.boolean(),
      async (sizes, cap, byteStream) => {
        const chunks = sizes.map((n, i) => bytes(n, 0x61 + (i % 26)));
        const total = sizes.reduce((a, b) => a + b, 0);
        const { stream, seen } = countingBody(chunks, { byteStream });
        const r = await readCappedBody(new Response(stream), { maxBytes: cap });
        if (total <= cap) {
          assert.ok(r.ok);
          assert.equal(r.text, new TextDecoder().decode(new Uint8Array(chunks.flatMap((c) => [...c]))));
        } else {
          assert.ok(!r.ok && r.limit === cap && r.bytes > cap);
          assert.equal(seen.cancelled, true);
          const needed = sizes.findIndex((_, i) => sizes.slice(0, i + 1).reduce((a, b) => a + b, 0) > cap) +
            1;
          assert.equal(seen.pulls, needed, "pulled past the chunk that crossed the cap");
        }
      },
    ),
    { numRuns: 200 },
  );
});

Deno.test("httpRequest answers RESPONSE_TOO_LARGE for a 32 MB quote body, reading no more than the cap", async () => {
  const { stream, seen } = countingBody([bytes(64 * 1024)], { repeat: 512 });
  const r = await httpRequest(
    { url: "https://solver.test/quote", method: "POST", body: {}, kind: "compute", schema: z.unknown() },
    { fetch: () => Promise.resolve(new Response(stream, { status: 200 })) },
  );
  assert.ok(!r.ok);
  assert.equal(r.error.code, "RESPONSE_TOO_LARGE");
  assert.equal(r.error.context.limit, DEFAULT_MAX_RESPONSE_BYTES);
  assert.equal(r.error.context.status, 200);
  assert.equal(r.error.context.attempts, 1, "a body over the cap is not retried");
  assert.ok(seen.bytes <= DEFAULT_MAX_RESPONSE_BYTES + 64 * 1024);
  assert.equal(seen.cancelled, true);
});

Deno.test("httpRequest honours maxResponseBytes and a Content-Length over it, error statuses included", async () => {
  const r = await httpRequest(
    { url: "https://api.test/be/x", method: "GET", kind: "read", schema: z.unknown() },
    {
      maxResponseBytes: 100,
      fetch: () =>
        Promise.resolve(new Response("x".repeat(50), { status: 503, headers: { "content-length": "5000" } })),
    },
  );
  assert.ok(!r.ok && r.error.code === "RESPONSE_TOO_LARGE");
  assert.equal(r.error.context.bytes, 5000);
  assert.equal(r.error.context.status, 503);
});

Deno.test("httpRequest refuses a maxResponseBytes that is not a whole number from 1 to 2^30", async () => {
  for (const value of [0, -1, 1.5, Number.NaN, 2 ** 30 + 1]) {
    const r = await httpRequest(
      { url: "https://api.test/x", method: "GET", kind: "read", schema: z.unknown() },
      { maxResponseBytes: value, fetch: () => Promise.resolve(Response.json(1)) },
    );
    assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED" && r.error.context.field === "maxResponseBytes");
  }
});

Deno.test("a timeout stops the body being pulled when the fetch ignores its signal", async () => {
  const clock = FakeTimers.install();
  try {
    const { stream, seen } = countingBody([bytes(10)], { repeat: 1_000_000, delayMs: 10 });
    const ignoresSignal: FetchLike = () => Promise.resolve(new Response(stream));
    const call = httpRequest(
      { url: "https://api.test/slow", method: "GET", kind: "read", schema: z.unknown(), timeoutMs: 100 },
      { fetch: ignoresSignal },
    );
    await clock.tickAsync(100);
    const r = await call;
    assert.ok(!r.ok && r.error.code === "REQUEST_TIMEOUT");
    const pullsAtTimeout = seen.pulls;
    await clock.tickAsync(10_000);
    assert.equal(seen.pulls, pullsAtTimeout, "the stream kept being pulled after the timeout");
    assert.equal(seen.cancelled, true);
  } finally {
    clock.uninstall();
  }
});

Deno.test("the caller's abort stops the body being pulled when the fetch ignores its signal", async () => {
  const clock = FakeTimers.install();
  try {
    const { stream, seen } = countingBody([bytes(10)], { repeat: 1_000_000, delayMs: 10 });
    const controller = new AbortController();
    const call = httpRequest(
      {
        url: "https://api.test/slow",
        method: "GET",
        kind: "read",
        schema: z.unknown(),
        signal: controller.signal,
      },
      { fetch: () => Promise.resolve(new Response(stream)) },
    );
    await clock.tickAsync(50);
    controller.abort();
    const r = await call;
    assert.ok(!r.ok && r.error.code === "ABORTED");
    const pullsAtAbort = seen.pulls;
    await clock.tickAsync(10_000);
    assert.equal(seen.pulls, pullsAtAbort);
    assert.equal(seen.cancelled, true);
  } finally {
    clock.uninstall();
  }
});
