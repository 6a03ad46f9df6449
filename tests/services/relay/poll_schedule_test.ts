import assert from "node:assert/strict";
import fc from "fast-check";
import "../../_fc_seed.ts";
import {
  createRelayPollSchedule,
  DEFAULT_RELAY_FIRST_POLL_AFTER_SUBMIT_MS,
  DEFAULT_RELAY_POLL_MAX_SLEEP_MS,
  DEFAULT_RELAY_POLL_MIN_SLEEP_MS,
  DEFAULT_RELAY_POLL_UNSEEN_SLEEP_MS,
  defaultRelayPollSchedule,
  type RelayPollContext,
  type RelayPollObservation,
  type RelayWaitOrigin,
} from "../../../services/relay/mod.ts";

const before = (origin: RelayWaitOrigin, elapsedMs = 0): RelayPollContext => ({
  attempt: 0,
  elapsedMs,
  observation: "none",
  streak: 0,
  origin,
});
const after = (
  observation: RelayPollObservation,
  elapsedMs: number,
  origin: RelayWaitOrigin = "submit",
): RelayPollContext => ({ attempt: 1, elapsedMs, observation, streak: 1, origin });

Deno.test("defaultRelayPollSchedule delays the first poll after a fresh submit and polls a plain wait at once", () => {
  assert.equal(defaultRelayPollSchedule(before("submit")), DEFAULT_RELAY_FIRST_POLL_AFTER_SUBMIT_MS);
  assert.equal(defaultRelayPollSchedule(before("submit", 30)), 1400);
  assert.equal(defaultRelayPollSchedule(before("wait")), 0);
});

const table: [RelayPollObservation, RelayWaitOrigin, number, number][] = [
  // observation, origin, elapsed, sleep
  ["pending", "submit", 1400, 1400],
  ["validating", "submit", 1600, 1600],
  ["pending", "submit", 2800, 2000],
  ["executing", "submit", 1400, 350],
  ["executing", "submit", 4000, 1000],
  ["executing", "submit", 20_000, 2000],
  ["executing", "submit", 100, 100],
  ["pending", "wait", 0, 1400],
  ["executing", "wait", 0, 350],
  ["not_found", "submit", 1400, 3000],
  ["error", "wait", 0, 3000],
];

for (const [observation, origin, elapsed, sleep] of table) {
  Deno.test(`defaultRelayPollSchedule sleeps ${sleep} ms after ${observation} at ${elapsed} ms (${origin})`, () => {
    assert.equal(defaultRelayPollSchedule(after(observation, elapsed, origin)), sleep);
  });
}

Deno.test("defaultRelayPollSchedule polls an executing packet at least 4x as often as a pending one of the same age", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 600_000 }),
      fc.constantFrom<RelayWaitOrigin>("submit", "wait"),
      (elapsedMs, origin) => {
        const executing = defaultRelayPollSchedule(after("executing", elapsedMs, origin));
        const pending = defaultRelayPollSchedule(after("pending", elapsedMs, origin));
        const clamped = executing === DEFAULT_RELAY_POLL_MIN_SLEEP_MS ||
          pending === DEFAULT_RELAY_POLL_MAX_SLEEP_MS;
        // sleeps are rounded to the ms
        return executing <= pending && (clamped || executing * 4 <= pending + 2);
      },
    ),
  );
});

Deno.test("defaultRelayPollSchedule never sleeps longer than 3 s, nor a negative time", () => {
  fc.assert(
    fc.property(
      fc.constantFrom<RelayPollObservation | "none">(
        "none",
        "not_found",
        "error",
        "pending",
        "validating",
        "executing",
        "executed",
      ),
      fc.constantFrom<RelayWaitOrigin>("submit", "wait"),
      fc.integer({ min: 0, max: 10_000 }),
      fc.integer({ min: -1_000, max: 1_000_000 }),
      (observation, origin, attempt, elapsedMs) => {
        const d = defaultRelayPollSchedule({ attempt, elapsedMs, observation, streak: attempt, origin });
        return Number.isFinite(d) && d >= 0 && d <= DEFAULT_RELAY_POLL_UNSEEN_SLEEP_MS;
      },
    ),
  );
});

Deno.test("createRelayPollSchedule takes its first delay, factors and bounds from the options", () => {
  const s = createRelayPollSchedule({
    firstPollAfterSubmitMs: 500,
    assumedAgeMs: 0,
    ageFactors: { executing: 0.5 },
    minSleepMs: 50,
    maxSleepMs: 800,
    unseenSleepMs: 1000,
  });
  assert.equal(s(before("submit")), 500);
  assert.equal(s(before("wait")), 0);
  assert.equal(s(after("executing", 600)), 300);
  assert.equal(s(after("executing", 20, "wait")), 50);
  assert.equal(s(after("pending", 5000)), 800);
  assert.equal(s(after("not_found", 5000)), 1000);
});

Deno.test("createRelayPollSchedule ignores negative or non-finite options", () => {
  const s = createRelayPollSchedule({
    firstPollAfterSubmitMs: -1,
    ageFactors: { pending: Number.NaN },
    unseenSleepMs: Infinity,
  });
  assert.equal(s(before("submit")), 1400);
  assert.equal(s(after("pending", 1500)), 1500);
  assert.equal(s(after("error", 1500)), 3000);
});

Deno.test("createRelayPollSchedule aligns polls before the expected latency and then follows the status rules", () => {
  const s = createRelayPollSchedule({ expectedLatencyMs: 1500, ageFactors: { executing: 0.1 } });
  assert.equal(s(before("submit")), 1525);
  assert.equal(s(before("wait")), 0);
  assert.equal(s(after("not_found", 0, "wait")), 1525);
  assert.equal(s(after("validating", 300)), 1225);
  assert.equal(s(after("executing", 1000)), 100);
  assert.equal(s(after("pending", 1600)), 1600);
});
