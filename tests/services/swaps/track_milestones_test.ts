/**
 * The milestone-learning delivery schedule of `swaps.track` (`services/relay/track_schedule.ts`): its rules as properties over
 * generated tracks in pure virtual time (no timers: each track is a list of poll times), and one end-to-end track
 * against the in-process simulator with fake timers.
 *
 * Mutants these tests kill (checked by hand when written):
 * - dropping the budget floor in `nextTrackDeliveryPollAt` fails "never more than TRACK_RELAY_BURST requests
 *   ahead of a fixed 2 s poll" (a narrow upper bound makes it step every 100 ms);
 * - counting a status `solved` poll as "packet not yet validating" fails "a solve says nothing about the phase";
 * - dropping the jump to the lower bound fails "skips polls the learned bounds rule out";
 * - a warm track that ignored its deadline would overrun the settle bound of the timeout test.
 */
import assert from "node:assert/strict";
import fc from "fast-check";
import {
  deliveryBounds,
  milestoneBracket,
  nextTrackDeliveryPollAt,
  TRACK_RELAY_BURST,
  TrackMilestoneLearner,
  type TrackObservation,
  type TrackState,
} from "../../../services/relay/track_schedule.ts";
import "../../_fc_seed.ts";
import { withSwapWorld } from "./_harness.ts";

/** A generated track: the solve at `solveMs`, the packet's phases at fixed shares of the relay leg. */
interface World {
  solveMs: number;
  relayMs: number;
  validatingShare: number;
  executingShare: number;
}

const worldArb = fc.record({
  solveMs: fc.integer({ min: 50, max: 60_000 }),
  relayMs: fc.integer({ min: 50, max: 120_000 }),
  validatingShare: fc.double({ min: 0.05, max: 0.45, noNaN: true }),
  executingShare: fc.double({ min: 0.5, max: 0.95, noNaN: true }),
});

function packetState(w: World, t: number): TrackState {
  const age = t - w.solveMs;
  if (age < 0) return "unsolved";
  if (age >= w.relayMs) return "executed";
  if (age >= w.executingShare * w.relayMs) return "executing";
  return age >= w.validatingShare * w.relayMs ? "validating" : "pending";
}

/**
 * Runs one track in pure virtual time: status polls every 2 s until solved, then relayer polls where
 * `nextTrackDeliveryPollAt` says (the fallback: 2 s ahead). Returns every request time and the final state.
 */
function runTrack(
  learner: TrackMilestoneLearner,
  w: World,
): { times: number[]; observations: TrackObservation[] } {
  const times: number[] = [];
  const observations: TrackObservation[] = [];
  let now = 0;
  for (;;) {
    times.push(now);
    const solved = now >= w.solveMs;
    observations.push({ atMs: now, state: solved ? "solved" : "unsolved" });
    if (solved) break;
    now = times.length * 2_000;
  }
  for (let attempt = 0; attempt < 500; attempt++) {
    const at = nextTrackDeliveryPollAt({
      learner,
      observations,
      requestsMade: times.length,
      nowMs: now,
      fallbackAtMs: now + 2_000,
      first: attempt === 0,
    });
    assert.ok(at >= now, `never back in time: ${at} < ${now}`);
    now = at;
    times.push(now);
    const state = packetState(w, now);
    observations.push({ atMs: now, state });
    if (state === "executed") break;
  }
  return { times, observations };
}

function learn(
  learner: TrackMilestoneLearner,
  w: World,
): { times: number[]; observations: TrackObservation[] } {
  const run = runTrack(learner, w);
  const last = run.observations.at(-1)!;
  const before = run.observations.at(-2)!;
  learner.record({ observations: run.observations, deliveredLowMs: before.atMs, deliveredHighMs: last.atMs });
  return run;
}

Deno.test("a track is never more than TRACK_RELAY_BURST requests ahead of a fixed 2 s poll, at any time", () => {
  fc.assert(
    fc.property(fc.array(worldArb, { minLength: 1, maxLength: 12 }), (worlds) => {
      const learner = new TrackMilestoneLearner();
      for (const w of worlds) {
        const { times, observations } = learn(learner, w);
        assert.equal(observations.at(-1)!.state, "executed", "it reaches the delivery");
        // request n goes no sooner than a fixed 2 s poll's request n - 1 - burst
        times.forEach((t, n) => assert.ok(t >= (n - 1 - TRACK_RELAY_BURST) * 2_000, `request ${n} at ${t}`));
      }
    }),
    { numRuns: 200 },
  );
});

Deno.test("learned bounds always contain the delivery when every track keeps the same proportions", () => {
  fc.assert(
    fc.property(
      worldArb,
      fc.array(fc.double({ min: 0.2, max: 5, noNaN: true }), { minLength: 4, maxLength: 20 }),
      (shape, scales) => {
        const learner = new TrackMilestoneLearner();
        for (const k of scales) {
          const w = { ...shape, solveMs: shape.solveMs * k, relayMs: shape.relayMs * k };
          const { observations } = learn(learner, w);
          // at every poll of this track, the bounds held the true delivery time
          const delivered = w.solveMs + w.relayMs;
          for (let i = 1; i < observations.length; i++) {
            const b = deliveryBounds(learner, observations.slice(0, i));
            assert.ok(b.lowMs <= delivered * 1.0001, `low ${b.lowMs} > ${delivered}`);
          }
        }
      },
    ),
    { numRuns: 100 },
  );
});

Deno.test("a solve says nothing about the packet's phase; a relayer poll does", () => {
  const obs: TrackObservation[] = [
    { atMs: 1_000, state: "unsolved" },
    { atMs: 3_000, state: "solved" },
    { atMs: 3_000, state: "validating" },
  ];
  assert.deepEqual(milestoneBracket(obs, "validating"), { lowMs: 1_000, highMs: 3_000 });
  assert.deepEqual(milestoneBracket(obs, "solved"), { lowMs: 1_000, highMs: 3_000 });
  assert.deepEqual(
    milestoneBracket([...obs.slice(0, 2), { atMs: 4_000, state: "pending" }, {
      atMs: 5_000,
      state: "executing",
    }], "validating"),
    { lowMs: 4_000, highMs: 5_000 },
  );
});

Deno.test("the intersection of the tracks' ratio intervals narrows as tracks come in", () => {
  const learner = new TrackMilestoneLearner();
  const widths: number[] = [];
  // delivery always at 4x the solve; polls bracket the solve within +/- 20 %, at different offsets
  for (
    const [solve, lo, hi] of [[1_000, 0.8, 1.1], [2_000, 0.9, 1.2], [4_000, 0.95, 1.05], [3_000, 0.85, 1.02]]
  ) {
    learner.record({
      observations: [{ atMs: solve * lo, state: "unsolved" }, { atMs: solve * hi, state: "solved" }],
      deliveredLowMs: 4 * solve - 10,
      deliveredHighMs: 4 * solve + 10,
    });
    const r = learner.ratioRange("solved");
    if (r !== undefined) widths.push(r.high - r.low);
  }
  assert.equal(widths.length, 2);
  assert.ok(widths[1] < widths[0], widths.join(" > "));
  const r = learner.ratioRange("solved")!;
  assert.ok(r.low < 4 && r.high > 4);
});

Deno.test("with learned bounds a track skips polls the bounds rule out", () => {
  const learner = new TrackMilestoneLearner();
  for (const solve of [1_000, 2_000, 3_000, 5_000]) {
    learner.record({
      observations: [{ atMs: solve - 20, state: "unsolved" }, { atMs: solve + 20, state: "solved" }],
      deliveredLowMs: 4 * solve - 20,
      deliveredHighMs: 4 * solve + 20,
    });
  }
  // solved in [9.98 s, 10.02 s]: the delivery cannot come before about 4 x 9.98 s
  const observations: TrackObservation[] = [
    { atMs: 9_980, state: "unsolved" },
    { atMs: 10_020, state: "solved" },
  ];
  const at = nextTrackDeliveryPollAt({
    learner,
    observations,
    requestsMade: 6,
    nowMs: 10_020,
    fallbackAtMs: 11_000,
    first: true,
  });
  assert.ok(at > 35_000 && at < 41_000, `first relayer poll at ${at}`);
});

Deno.test("a warm track whose packet never executes stops at its deadline, never sleeping past it", async () => {
  await withSwapWorld(async ({ client, wallet, params, settle, sim, clock }) => {
    // warm the learners on three normal swaps
    for (let i = 0; i < 3; i++) {
      const r = await settle(client.swaps.swap({ params: params(), walletProvider: wallet }));
      assert.ok(r.ok);
      const t = await settle(client.swaps.track(r.value));
      assert.ok(t.ok, t.ok ? "" : t.error.message);
    }
    // the next fill comes after 5 s, and its packet (made then) never executes
    sim.setFaults({ profile: { solver: { firstFillMs: 5_000 } } });
    const r = await settle(client.swaps.swap({ params: params(), walletProvider: wallet }));
    assert.ok(r.ok);
    sim.setFaults({ profile: { relay: { validatingMs: 100, executingMs: 200, executedMs: 1e12 } } });
    const started = clock.now;
    const t = await settle(client.swaps.track(r.value, { timeout: 20_000 }), 10, 40_000);
    assert.ok(!t.ok);
    assert.equal(t.error.context.phase, "delivery");
    assert.ok(clock.now - started <= 20_000 + 10, `returned ${clock.now - started} ms after the start`);
  }, { faults: { profile: { relay: { validatingMs: 300, executingMs: 800, executedMs: 1_500 } } } });
});
