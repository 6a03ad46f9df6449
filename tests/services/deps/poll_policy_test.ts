/**
 * `PollPolicy` owns the client's schedules: a policy passed as `XSwapOptions.pollPolicy` decides where the relay
 * wait of a swap's client path and `swaps.track`'s solver polls go, on virtual time against the in-process
 * simulator; a value that is not a policy is an `INVALID_CONFIG` issue and the default policy applies.
 *
 * Mutants these tests kill (checked by hand when written):
 * - `verify_and_relay.ts` not passing `deps.poll.relaySchedule()` (the adaptive default used instead) fails the
 *   relay test (the custom schedule is never asked);
 * - `track.ts` calling the module's `nextTrackPollAt` instead of the policy's fails the track test;
 * - `xswap.ts` ignoring `pollPolicy` (always `createPollPolicy()`) fails both.
 */
import assert from "node:assert/strict";
import { createPollPolicy, isPollPolicy } from "../../../services/deps/mod.ts";
import { createAdaptiveRelayPollSchedule, type RelayPollContext } from "../../../services/relay/mod.ts";
import type { TrackPollContext } from "../../../services/relay/track_schedule.ts";
import { XSwap } from "../../../services/client/xswap.ts";
import { withSwapWorld } from "../swaps/_harness.ts";

Deno.test("a custom pollPolicy's relay schedule places the polls of the swap's client relay wait", async () => {
  const asked: RelayPollContext[] = [];
  const sleeps: number[] = [];
  const policy = createPollPolicy({
    relaySchedule: (learned) => {
      assert.equal(learned, policy.relay, "the factory is given the policy's own learner");
      return (context) => {
        asked.push(context);
        const sleep = context.attempt === 0 ? 900 : 300;
        sleeps.push(sleep);
        return sleep;
      };
    },
  });
  await withSwapWorld(async ({ client, wallet, params, settle }) => {
    const r = await settle(client.swaps.swap({ params: params(), walletProvider: wallet }));
    assert.ok(r.ok, r.ok ? "" : r.error.message);
    assert.equal(r.value.path, "client");
  }, {
    client: { pollPolicy: policy },
    faults: { schedules: [{ route: "POST /swaps/submit-tx", fault: "error5xx", status: 500, count: 1 }] },
  });
  assert.ok(asked.length >= 1, "the custom schedule was asked");
  assert.equal(asked[0]!.attempt, 0);
  assert.equal(asked[0]!.origin, "submit");
  // each later ask comes after the sleep the previous one chose (virtual time)
  for (let i = 1; i < asked.length; i++) {
    assert.ok(asked[i]!.elapsedMs - asked[i - 1]!.elapsedMs >= sleeps[i - 1]!, JSON.stringify(asked));
  }
  assert.ok(policy.relay.size >= 1, "the finished relay was learned by the same policy");
});

Deno.test("a custom pollPolicy's track schedule decides when swaps.track asks the solver again", async () => {
  const asked: { context: TrackPollContext; at: number }[] = [];
  const policy = createPollPolicy({
    trackSchedule: (context) => {
      asked.push({ context, at: Date.now() });
      return context.now + 5_000;
    },
  });
  await withSwapWorld(async ({ client, wallet, params, settle }) => {
    const r = await settle(client.swaps.swap({ params: params(), walletProvider: wallet }));
    assert.ok(r.ok, r.ok ? "" : r.error.message);
    const t = await settle(client.swaps.track(r.value));
    assert.ok(t.ok, t.ok ? "" : `${t.error.code}: ${t.error.message}`);
  }, { client: { pollPolicy: policy }, faults: { profile: { solver: { firstFillMs: 12_000 } } } });
  assert.ok(asked.length >= 2, "the custom track schedule was asked");
  for (let i = 1; i < asked.length; i++) {
    assert.ok(asked[i]!.at - asked[i - 1]!.at >= 5_000, "each poll waited the custom schedule's 5 s");
    assert.equal(asked[i]!.context.requests, asked[i - 1]!.context.requests + 1);
  }
});

Deno.test("pollPolicy that is not a policy is an INVALID_CONFIG issue at its path", () => {
  const made = XSwap.create({ pollPolicy: { relay: 1 } as never });
  assert.ok(!made.ok);
  assert.equal(made.error.code, "INVALID_CONFIG");
  assert.ok(JSON.stringify(made.error.context).includes("pollPolicy"), made.error.message);
});

Deno.test("createPollPolicy leaves the default schedules to the waits (their code loads with them) unless told otherwise", () => {
  const poll = createPollPolicy();
  assert.ok(isPollPolicy(poll));
  assert.equal(poll.learnMilestones, true);
  const first = { attempt: 0, elapsedMs: 0, observation: "none", streak: 0, origin: "submit" } as const;
  const ctx = { startedAt: 0, requests: 1, lastChangeAt: 0, now: 0, random: () => 0.5 };
  assert.equal(poll.relaySchedule(), undefined);
  assert.equal(poll.nextTrackPollAt(ctx), undefined);
  const custom = createPollPolicy({
    relaySchedule: (learned) => createAdaptiveRelayPollSchedule(learned),
    trackSchedule: () => 5_000,
  });
  const adaptive = createAdaptiveRelayPollSchedule(custom.relay);
  assert.deepEqual(custom.relaySchedule()?.(first), adaptive(first));
  assert.equal(custom.nextTrackPollAt(ctx), 5_000);
  assert.equal(createPollPolicy({ learnMilestones: false }).learnMilestones, false);
});
