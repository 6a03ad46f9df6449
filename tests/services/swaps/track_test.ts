/**
 * `swaps.track`: from a submitted swap to the delivered fill, on virtual time against the in-process simulator,
 * and the schedule's rules as properties.
 *
 * Mutants these tests kill (checked by hand when written):
 * - dropping the `startedAt + requests * 2000` floor in `nextTrackPollAt` fails "never out-requests a fixed 2 s
 *   poll" (right after a change the sleep is 250 ms);
 * - dropping the backoff (a fixed 250 ms sleep) fails "backs off while nothing changes";
 * - ignoring `retryAfterMs` fails "honours Retry-After";
 * - emitting no `partiallyFilled` event fails the partial-fill progress test;
 * - dropping the deadline check makes the timeout test hang past its settle bound.
 */
import assert from "node:assert/strict";
import fc from "fast-check";
import { SolverIntentStatusCode } from "../../../core/schemas/solver.ts";
import type { SwapTrackEvent } from "../../../services/swaps/mod.ts";
import {
  nextTrackPollAt,
  TRACK_MAX_RETRY_AFTER_MS,
  TRACK_REFERENCE_INTERVAL_MS,
} from "../../../services/relay/track_schedule.ts";
import "../../_fc_seed.ts";
import { withSwapWorld } from "./_harness.ts";

const FAR = 10_000_000_000_000;

Deno.test("nextTrackPollAt never out-requests a fixed 2 s poll over any span", () => {
  fc.assert(
    fc.property(
      fc.array(
        fc.record({ changed: fc.boolean(), answerMs: fc.integer({ min: 0, max: 3_000 }), r: fc.double() }),
        { minLength: 1, maxLength: 60 },
      ),
      (steps) => {
        let now = 0;
        let lastChangeAt = 0;
        let requests = 0;
        for (const step of steps) {
          // request `requests` goes out now
          assert.ok(now >= requests * TRACK_REFERENCE_INTERVAL_MS, `request ${requests} at ${now}`);
          requests++;
          now += step.answerMs;
          if (step.changed) lastChangeAt = now;
          now = nextTrackPollAt({ startedAt: 0, requests, lastChangeAt, now, random: () => step.r });
        }
      },
    ),
    { numRuns: 300 },
  );
});

Deno.test("nextTrackPollAt backs off while nothing changes and polls fast right after a change", () => {
  const quietShort = nextTrackPollAt({ startedAt: 0, requests: 1, lastChangeAt: 10_000, now: 11_000 });
  const quietLong = nextTrackPollAt({ startedAt: 0, requests: 1, lastChangeAt: 10_000, now: 40_000 });
  assert.ok(quietShort - 11_000 < 600, `short quiet: ${quietShort - 11_000}`);
  assert.ok(quietLong - 40_000 > 4_000, `long quiet: ${quietLong - 40_000}`);
});

Deno.test("nextTrackPollAt honours Retry-After, capped, never skipped", () => {
  const base = { startedAt: 0, requests: 1, lastChangeAt: 100_000, now: 100_000, random: () => 0.5 };
  assert.ok(nextTrackPollAt({ ...base, retryAfterMs: 5_000 }) >= 105_000);
  const capped = nextTrackPollAt({ ...base, retryAfterMs: 120_000 });
  assert.equal(capped, 100_000 + TRACK_MAX_RETRY_AFTER_MS);
});

Deno.test("track() follows a partially filled swap to delivery and reports every change in order", async () => {
  await withSwapWorld(async ({ client, wallet, params, settle }) => {
    const r = await settle(
      client.swaps.swap({ params: params({ allowPartialFill: true }), walletProvider: wallet }),
    );
    assert.ok(r.ok);
    const events: SwapTrackEvent[] = [];
    const t = await settle(client.swaps.track(r.value, { onProgress: (e) => events.push(e) }));
    assert.ok(t.ok, t.ok ? "" : `${t.error.code}: ${t.error.message}`);
    assert.ok(t.value.dstTxHash.startsWith("0x"));
    assert.equal(t.value.dstChainKey, "0x38.bsc");
    assert.equal(t.value.packet.status, "executed");
    const phases = events.map((e) => e.phase);
    assert.ok(phases.includes("partiallyFilled"), phases.join(","));
    const partial = events.find((e) => e.phase === "partiallyFilled");
    assert.ok(
      partial?.phase === "partiallyFilled" && partial.fills.length >= 1 && partial.remainingInput > 0n,
    );
    assert.deepEqual(phases.slice(-2), ["solved", "delivered"].slice(phases.at(-2) === "solved" ? 0 : 1));
    assert.equal(phases.at(-1), "delivered");
    assert.ok(phases.indexOf("solved") > phases.indexOf("partiallyFilled"));
  }, { faults: { profile: { solver: { partialFills: 3, firstFillMs: 1_000, fillIntervalMs: 3_000 } } } });
});

Deno.test("track() by bare hub tx hash reads the destination chain from the intent record", async () => {
  await withSwapWorld(async ({ client, wallet, params, settle }) => {
    const r = await settle(client.swaps.swap({ params: params(), walletProvider: wallet }));
    assert.ok(r.ok);
    const t = await settle(client.swaps.track(r.value.intentDeliveryInfo.dstTxHash));
    assert.ok(t.ok, t.ok ? "" : `${t.error.code}: ${t.error.message}`);
    assert.equal(t.value.dstChainKey, "0x38.bsc");
  });
});

Deno.test("track() makes no more status requests than a fixed 2 s poll over a slow solve", async () => {
  await withSwapWorld(async ({ client, wallet, params, settle, clock }) => {
    const r = await settle(client.swaps.swap({ params: params(), walletProvider: wallet }));
    assert.ok(r.ok);
    const started = clock.now;
    let solvedAt = 0;
    const t = await settle(client.swaps.track(r.value, {
      onProgress: (e) => {
        if (e.phase === "solved") solvedAt = clock.now;
      },
    }));
    assert.ok(t.ok);
    const span = solvedAt - started;
    assert.ok(span >= 20_000, `solved after ${span} ms`);
    assert.ok(t.value.statusRequests <= Math.floor(span / TRACK_REFERENCE_INTERVAL_MS) + 1);
    assert.ok(t.value.statusRequests < Math.floor(span / TRACK_REFERENCE_INTERVAL_MS), "it backs off");
  }, { faults: { profile: { solver: { firstFillMs: 60_000 } } } });
});

Deno.test("track() stops at its timeout with REQUEST_TIMEOUT naming the phase and the hub tx hash", async () => {
  await withSwapWorld(async ({ client, wallet, params, settle }) => {
    const r = await settle(client.swaps.swap({ params: params(), walletProvider: wallet }));
    assert.ok(r.ok);
    const t = await settle(client.swaps.track(r.value, { timeout: 30_000 }), 100, 60_000);
    assert.ok(!t.ok && t.error.code === "REQUEST_TIMEOUT");
    assert.equal(t.error.context.phase, "status");
    assert.equal(t.error.context.hubTxHash, r.value.intentDeliveryInfo.dstTxHash);
    assert.equal(t.error.context.lastStatus, SolverIntentStatusCode.NOT_STARTED_YET);
  }, { faults: { profile: { solver: { firstFillMs: FAR } } } });
});

Deno.test("track() fails ABORTED with the hub tx hash when its signal aborts", async () => {
  await withSwapWorld(async ({ client, wallet, params, settle, clock }) => {
    const r = await settle(client.swaps.swap({ params: params(), walletProvider: wallet }));
    assert.ok(r.ok);
    const controller = new AbortController();
    const pending = client.swaps.track(r.value, { signal: controller.signal });
    await clock.tickAsync(5_000);
    controller.abort(new Error("user left"));
    const t = await settle(pending);
    assert.ok(!t.ok && t.error.code === "ABORTED");
    assert.equal(t.error.context.hubTxHash, r.value.intentDeliveryInfo.dstTxHash);
  }, { faults: { profile: { solver: { firstFillMs: FAR } } } });
});

Deno.test("nextTrackPollAt follows a learned plan's time, still never ahead of a fixed 2 s poll", () => {
  const base = { startedAt: 0, requests: 1, lastChangeAt: 0, random: () => 0.5 };
  assert.equal(nextTrackPollAt({ ...base, now: 100, plannedAt: 450 }), 2_000);
  assert.equal(nextTrackPollAt({ ...base, requests: 0, now: 100, plannedAt: 450 }), 450);
  assert.equal(nextTrackPollAt({ ...base, now: 9_000, plannedAt: 9_300 }), 9_300);
  assert.equal(nextTrackPollAt({ ...base, now: 9_000, plannedAt: 9_300, retryAfterMs: 3_000 }), 12_000);
});
