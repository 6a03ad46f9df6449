/**
 * `swaps.track` is bounded for any input: its numeric options are validated, and no request outlives the
 * overall deadline (each request's own deadline is the time left).
 */
import assert from "node:assert/strict";
import FakeTimers from "@sinonjs/fake-timers";
import { XSwap } from "../../../mod.ts";
import type { FetchLike } from "../../../core/http/types.ts";

const HUB_TX = `0x${"ab".repeat(32)}`;

/** A fetch that never answers, but rejects when its signal aborts (like the real one). */
const hanging: FetchLike = (_i, init) =>
  new Promise((_resolve, reject) =>
    init?.signal?.addEventListener("abort", () => reject(init.signal?.reason))
  );

Deno.test(
  "track() refuses NaN, infinite, negative and over-the-timer-limit bounds with VALIDATION_FAILED naming the field",
  async () => {
    const clock = FakeTimers.install();
    try {
      const client = new XSwap({ fetch: hanging });
      for (const field of ["timeout", "requestBudgetMs"] as const) {
        for (const value of [Number.NaN, Number.POSITIVE_INFINITY, -1, 0, 2 ** 31]) {
          let settled = false;
          const t = client.swaps.track(HUB_TX, { [field]: value, dstChainKey: "0x38.bsc" }).finally(() =>
            settled = true
          );
          // a bad bound must be refused at once: a few virtual seconds, not a track that never returns
          for (let i = 0; i < 10 && !settled; i++) await clock.tickAsync(100);
          assert.ok(settled, `track with ${field} ${value} did not return`);
          const r = await t;
          assert.ok(!r.ok);
          assert.equal(r.error.code, "VALIDATION_FAILED");
          assert.equal(r.error.context.field, field);
        }
      }
      const bad = await client.swaps.track(HUB_TX, null as never);
      assert.ok(!bad.ok && bad.error.code === "VALIDATION_FAILED");
    } finally {
      clock.uninstall();
    }
  },
);

Deno.test("track() with every server hanging ends at its overall timeout, not a request budget later", async () => {
  const clock = FakeTimers.install();
  try {
    const client = new XSwap({ fetch: hanging, transport: { random: () => 0.5 } });
    const started = Date.now();
    let endedAt: number | undefined;
    const t = client.swaps.track(HUB_TX, { timeout: 15_000, dstChainKey: "0x38.bsc" }).finally(() =>
      endedAt = Date.now() - started
    );
    for (let i = 0; i < 400 && endedAt === undefined; i++) await clock.tickAsync(100);
    const r = await t;
    assert.ok(!r.ok);
    assert.ok(endedAt !== undefined && endedAt <= 15_100, `ended after ${endedAt} ms`);
    assert.equal(clock.countTimers(), 0);
  } finally {
    clock.uninstall();
  }
});

Deno.test("getDetailedStatus and reconcile refuse a NaN request budget", async () => {
  const client = new XSwap({ fetch: hanging });
  const s = await client.swaps.getDetailedStatus({ intent_tx_hash: HUB_TX }, { requestBudgetMs: Number.NaN });
  assert.ok(!s.ok && "code" in s.error && s.error.code === "VALIDATION_FAILED");
  const r = await client.swaps.reconcile("0x38.bsc", "0x01", { requestBudgetMs: Number.NaN });
  assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED" && r.error.context.field === "requestBudgetMs");
});

Deno.test("resume, swap and getQuote refuse a timeout above the timer limit, naming the field", async () => {
  const client = new XSwap({ fetch: hanging });
  const token = { v: 1, kind: "swap", phase: "created", srcChainKey: "0x38.bsc", srcTxHash: "0x01" };
  const a = await client.swaps.resume(token as never, { timeout: 2 ** 31 });
  assert.ok(!a.ok && a.error.code === "VALIDATION_FAILED" && a.error.context.field === "timeout");
  const b = await client.swaps.resume(token as never, { trackTimeout: Number.NaN });
  assert.ok(!b.ok && b.error.context.field === "trackTimeout");
  const c = await client.swaps.swap({
    params: {} as never,
    walletProvider: {} as never,
    extras: { timeout: -1 },
  });
  assert.ok(!c.ok && c.error.code === "VALIDATION_FAILED" && c.error.context.field === "timeout");
  const d = await client.swaps.getQuote({} as never, { timeout: 2 ** 31 });
  assert.ok(!d.ok && d.error.code === "VALIDATION_FAILED" && d.error.context.field === "timeout");
  const e = await client.swaps.getSolvedIntentPacket({
    chainId: "0x38.bsc",
    fillTxHash: "0x1",
    timeout: Number.NaN,
  });
  assert.ok(!e.ok && e.error.code === "VALIDATION_FAILED" && e.error.context.field === "timeout");
});

Deno.test("track() reports the solver's FAILED verdict as EXECUTION_FAILED with the status and the hub tx hash", async () => {
  const client = new XSwap({
    fetch: (input) =>
      String(input).endsWith("/status")
        ? Promise.resolve(Response.json({ status: 4 }))
        : Promise.resolve(new Response("no", { status: 404 })),
  });
  const r = await client.swaps.track(HUB_TX, { dstChainKey: "0x38.bsc" });
  assert.ok(!r.ok);
  assert.equal(r.error.code, "EXECUTION_FAILED");
  assert.equal(r.error.context.status, 4);
  assert.equal(r.error.context.hubTxHash, HUB_TX);
  assert.equal(r.error.context.phase, "status");
});
