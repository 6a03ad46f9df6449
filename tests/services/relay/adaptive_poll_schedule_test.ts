import assert from "node:assert/strict";
import fc from "fast-check";
import "../../_fc_seed.ts";
import type { PacketStatus } from "../../../core/schemas/relayer.ts";
import { ADAPTIVE_RELAY_AT_ONCE_MS } from "../../../core/timing.ts";
import {
  ADAPTIVE_RELAY_MIN_SAMPLES,
  ADAPTIVE_RELAY_REFERENCE_INTERVAL_MS,
  createAdaptiveRelayPollSchedule,
  DEFAULT_RELAY_FIRST_POLL_AFTER_SUBMIT_MS,
  nextRelayPollAt,
  planRelayPolls,
  RelayLatencyEstimator,
  relayTxAndWaitPacket,
} from "../../../services/relay/mod.ts";
import { track, withClock } from "./_clock.ts";
import { packets, stubRelayer } from "./_stub_relayer.ts";
import { packet } from "./_stub_relayer.ts";

const URL = "http://relay.test/";
const params = { srcTxHash: "0xabc", chainKey: "0x2105.base", relayerApiEndpoint: URL } as const;

/** A relayer whose packets go through `phases` (status from each start time, in ms since each submit). */
function timedRelayer(phases: () => [number, PacketStatus][]) {
  let submittedAt = 0;
  let current = phases();
  return stubRelayer((action) => {
    if (action === "submit") {
      submittedAt = Date.now();
      current = phases();
      return () => Response.json({ success: true, message: "ok" });
    }
    const age = Date.now() - submittedAt;
    const status = current.filter(([from]) => age >= from).at(-1)?.[1] ?? "pending";
    return packets(packet({ status }));
  });
}

/** Runs `n` relays in a row with one shared estimator; returns the poll times (ms after submit) of each. */
async function relays(
  n: number,
  phases: () => [number, PacketStatus][],
  latency: RelayLatencyEstimator,
): Promise<number[][]> {
  const out: number[][] = [];
  await withClock(async (clock) => {
    for (let i = 0; i < n; i++) {
      const relayer = timedRelayer(phases);
      const t = track(
        clock,
        relayTxAndWaitPacket({ ...params, timeout: 120_000, latency, transport: { fetch: relayer.fetch } }),
      );
      await clock.tickAsync(120_000);
      assert.ok((await t.done).ok);
      const submitAt = relayer.calls[0].at;
      out.push(relayer.calls.slice(1).map((c) => c.at - submitAt));
    }
  });
  return out;
}

Deno.test("adaptive schedule: a cold estimator looks once right after the submit, then as the default schedule (1.4 s after submit)", async () => {
  const latency = new RelayLatencyEstimator();
  const [first] = await relays(1, () => [[0, "pending"], [300, "executed"]], latency);
  assert.deepEqual(first, [0, DEFAULT_RELAY_FIRST_POLL_AFTER_SUBMIT_MS]);
  assert.equal(latency.size, 1);
});

Deno.test("adaptive schedule: a cold estimator sees an instant relayer's packet with its one immediate poll, and stays instant once learned", async () => {
  const latency = new RelayLatencyEstimator();
  const polls = await relays(6, () => [[0, "executed"]], latency);
  for (const p of polls) assert.equal(p.length, 1);
  assert.ok(polls.every((p) => p[0] < 50), `polls at ${polls.map((p) => p[0]).join()} ms`);
});

Deno.test("adaptive schedule: relays learned as instant are polled at once after the submit (no timer), one request each", async () => {
  const latency = new RelayLatencyEstimator();
  const polls = await relays(8, () => [[0, "executed"]], latency);
  assert.deepEqual(polls, Array.from({ length: 8 }, () => [0]));
});

Deno.test("adaptive schedule: relays learned as lasting longer than ADAPTIVE_RELAY_AT_ONCE_MS are not polled at once", async () => {
  const latency = new RelayLatencyEstimator();
  const polls = await relays(6, () => [[0, "pending"], [40, "executed"]], latency);
  const warm = polls.slice(ADAPTIVE_RELAY_MIN_SAMPLES);
  assert.ok(warm.every((p) => p[0] > ADAPTIVE_RELAY_AT_ONCE_MS), `warm polls ${JSON.stringify(warm)}`);
});

Deno.test("adaptive schedule: the cold immediate poll costs one request on each of the first three relays only", async () => {
  const latency = new RelayLatencyEstimator();
  const polls = await relays(3, () => [[0, "pending"], [1_200, "executed"]], latency);
  assert.deepEqual(polls, [[0, 1_400], [0, 1_400], [0, 1_400]]);
  const warm = await relays(1, () => [[0, "pending"], [1_200, "executed"]], latency);
  assert.ok(warm[0][0] > 0, `warm first poll at ${warm[0][0]} ms`);
});

Deno.test("adaptive schedule: after learning fast relays it polls right where they finish, with one poll", async () => {
  const latency = new RelayLatencyEstimator();
  const polls = await relays(12, () => [[0, "pending"], [300, "executed"]], latency);
  const last = polls.at(-1)!;
  assert.equal(last.length, 1);
  assert.ok(last[0] >= 300 && last[0] < 700, `first poll at ${last[0]} ms`);
});

Deno.test("adaptive schedule: after learning slow relays it skips the early polls the default would make", async () => {
  const phases = (): [
    number,
    PacketStatus,
  ][] => [[0, "validating"], [4_300, "executing"], [8_000, "executed"]];
  const cold = await relays(1, phases, new RelayLatencyEstimator());
  const latency = new RelayLatencyEstimator();
  const polls = await relays(12, phases, latency);
  const warm = polls.at(-1)!;
  assert.ok(warm[0] > 4_000, `first poll at ${warm[0]} ms`);
  assert.ok(warm.length < cold[0].length, `warm ${warm.length} polls, cold ${cold[0].length}`);
  assert.ok(warm.at(-1)! - 8_000 < 1_000, `detected ${warm.at(-1)! - 8_000} ms late`);
});

Deno.test("adaptive schedule: keeps adapting when the relays become slower", async () => {
  const latency = new RelayLatencyEstimator({ window: 8 });
  await relays(8, () => [[0, "pending"], [300, "executed"]], latency);
  const polls = await relays(10, () => [[0, "pending"], [3_000, "executed"]], latency);
  const last = polls.at(-1)!;
  assert.ok(last[0] > 1_000 && last.length <= 3, `polls at ${last.join()}`);
});

Deno.test("adaptive schedule: a packet still validating at t is not polled again before the learned in-flight ratio x t", () => {
  const e = new RelayLatencyEstimator();
  for (let i = 0; i < ADAPTIVE_RELAY_MIN_SAMPLES; i++) {
    e.record({ lowMs: 7_900, highMs: 8_100, inFlightMs: 4_000 }); // ratio 2
  }
  const s = createAdaptiveRelayPollSchedule(e);
  const sleep = s({ attempt: 1, elapsedMs: 6_000, observation: "validating", streak: 1, origin: "submit" });
  assert.ok(sleep >= 6_000, `slept ${sleep} ms`);
});

Deno.test("adaptive schedule: defers to the fallback on plain waits, not_found and transient errors", () => {
  const e = new RelayLatencyEstimator();
  for (let i = 0; i < 5; i++) e.record({ lowMs: 300, highMs: 300 });
  const s = createAdaptiveRelayPollSchedule(e, { fallback: () => 4_321 });
  assert.equal(s({ attempt: 0, elapsedMs: 0, observation: "none", streak: 0, origin: "wait" }), 4_321);
  assert.equal(
    s({ attempt: 1, elapsedMs: 500, observation: "not_found", streak: 1, origin: "submit" }),
    4_321,
  );
  assert.equal(s({ attempt: 1, elapsedMs: 500, observation: "error", streak: 1, origin: "submit" }), 4_321);
  assert.notEqual(s({ attempt: 0, elapsedMs: 0, observation: "none", streak: 0, origin: "submit" }), 4_321);
});

Deno.test("planRelayPolls: on the learned relays the plan sends no more requests than a fixed 2 s loop", () => {
  fc.assert(
    fc.property(
      fc.array(fc.integer({ min: 50, max: 60_000 }), { minLength: 3, maxLength: 32 }),
      (samples) => {
        const plan = planRelayPolls(samples);
        let ours = 0, fixed = 0;
        for (const d of samples) {
          let at = 0, polls = 0;
          do {
            at = nextRelayPollAt(plan, polls === 0 ? 0 : at);
            polls++;
          } while (at < d && polls < 10_000);
          ours += 1 + polls;
          fixed += 2 + Math.ceil(d / ADAPTIVE_RELAY_REFERENCE_INTERVAL_MS);
        }
        return ours <= fixed;
      },
    ),
  );
});

Deno.test("planRelayPolls: later polls never come sooner than 100 ms after the previous one", () => {
  const plan = planRelayPolls([100, 120, 140]);
  let at = 0;
  for (let i = 0; i < 50; i++) {
    const next = nextRelayPollAt(plan, at);
    if (at > 0) assert.ok(next - at >= 99.999);
    at = next;
  }
});
