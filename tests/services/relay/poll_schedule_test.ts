import assert from "node:assert/strict";
import fc from "fast-check";
import "../../_fc_seed.ts";
import {
  createRelayPollSchedule,
  DEFAULT_RELAY_POLL_INTERVALS,
  defaultRelayPollSchedule,
  type RelayPollObservation,
} from "../../../services/relay/mod.ts";

const table: [RelayPollObservation, number[]][] = [
  ["not_found", [3000, 3000, 3000]],
  ["error", [3000, 3000, 3000]],
  ["pending", [1800, 2000, 2000]],
  ["validating", [1500, 2000, 2000]],
  ["executing", [400, 800, 1600, 2000]],
];

for (const [observation, sleeps] of table) {
  Deno.test(`defaultRelayPollSchedule sleeps ${sleeps.join(", ")} while the packet stays ${observation}`, () => {
    const got = sleeps.map((_s, i) =>
      defaultRelayPollSchedule({ attempt: i + 1, elapsedMs: 0, observation, streak: i + 1 })
    );
    assert.deepEqual(got, sleeps);
  });
}

Deno.test("defaultRelayPollSchedule never sleeps longer than 3 s, nor a negative time", () => {
  fc.assert(
    fc.property(
      fc.constantFrom<RelayPollObservation>(
        "not_found",
        "error",
        "pending",
        "validating",
        "executing",
        "executed",
      ),
      fc.integer({ min: 1, max: 10_000 }),
      fc.integer({ min: 1, max: 10_000 }),
      (observation, attempt, streak) => {
        const d = defaultRelayPollSchedule({ attempt, elapsedMs: attempt * 100, observation, streak });
        return d >= 0 && d <= Math.max(...Object.values(DEFAULT_RELAY_POLL_INTERVALS));
      },
    ),
  );
});

Deno.test("createRelayPollSchedule aligns polls before the expected latency and then follows the status rules", () => {
  const s = createRelayPollSchedule({ expectedLatencyMs: 1500, intervals: { executing: 100 } });
  assert.equal(s({ attempt: 1, elapsedMs: 0, observation: "not_found", streak: 1 }), 1525);
  assert.equal(s({ attempt: 1, elapsedMs: 300, observation: "validating", streak: 1 }), 1225);
  assert.equal(s({ attempt: 2, elapsedMs: 900, observation: "executing", streak: 1 }), 100);
  assert.equal(s({ attempt: 3, elapsedMs: 1600, observation: "pending", streak: 2 }), 2000);
});
