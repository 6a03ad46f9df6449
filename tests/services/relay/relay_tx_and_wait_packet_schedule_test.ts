import assert from "node:assert/strict";
import fc from "fast-check";
import "../../_fc_seed.ts";
import type { PacketStatus } from "../../../core/schemas/relayer.ts";
import {
  DEFAULT_RELAY_FIRST_POLL_AFTER_SUBMIT_MS,
  type RelayPollContext,
  relayTxAndWaitPacket,
} from "../../../services/relay/mod.ts";
import { track, withClock } from "./_clock.ts";
import { type Answer, packet, packets, stubRelayer } from "./_stub_relayer.ts";

const URL = "http://relay.test/";
const okSubmit = (): Response => Response.json({ success: true, message: "ok" });
const params = { srcTxHash: "0xabc", chainKey: "0x2105.base", relayerApiEndpoint: URL } as const;

/** A relayer whose packet goes through `phases` (status from each start time, in ms since the submit). */
function timedRelayer(phases: [number, PacketStatus][]) {
  let submittedAt = 0;
  return stubRelayer((action) => {
    if (action === "submit") {
      submittedAt = Date.now();
      return okSubmit;
    }
    const age = Date.now() - submittedAt;
    const status = phases.filter(([from]) => age >= from).at(-1)?.[1] ?? "pending";
    return packets(packet({ status }));
  });
}

Deno.test("relayTxAndWaitPacket does not poll right after a successful submit: the first poll is 1.4 s later", async () => {
  await withClock(async (clock) => {
    const relayer = timedRelayer([[0, "pending"], [1_000, "executed"]]);
    const t = track(
      clock,
      relayTxAndWaitPacket({ ...params, timeout: 60_000, transport: { fetch: relayer.fetch } }),
    );
    await clock.tickAsync(DEFAULT_RELAY_FIRST_POLL_AFTER_SUBMIT_MS - 1);
    assert.equal(relayer.count("get_transaction_packets"), 0);
    await clock.tickAsync(10_000);
    const r = await t.done;
    assert.ok(r.ok);
    assert.deepEqual(relayer.calls.map((c) => [c.action, c.at]), [
      ["submit", 0],
      ["get_transaction_packets", 1_400],
    ]);
  });
});

Deno.test("relayTxAndWaitPacket polls an executing packet fast and a pending one slowly (default schedule)", async () => {
  await withClock(async (clock) => {
    const relayer = timedRelayer([[0, "pending"], [2_500, "executing"], [3_900, "executed"]]);
    const t = track(
      clock,
      relayTxAndWaitPacket({ ...params, timeout: 60_000, transport: { fetch: relayer.fetch } }),
    );
    await clock.tickAsync(10_000);
    assert.ok((await t.done).ok);
    // pending at 1400: sleep 1 x 1400; executing at 2800: 0.25 x 2800 = 700, at 3500: 0.25 x 3500 = 875
    assert.deepEqual(relayer.calls.slice(1).map((c) => c.at), [1_400, 2_800, 3_500, 4_375]);
  });
});

Deno.test("relayTxAndWaitPacket tells the schedule that the wait follows a fresh submit", async () => {
  await withClock(async (clock) => {
    const relayer = timedRelayer([[0, "executed"]]);
    const contexts: RelayPollContext[] = [];
    const t = track(
      clock,
      relayTxAndWaitPacket({
        ...params,
        timeout: 60_000,
        schedule: (context) => {
          contexts.push(context);
          return 250;
        },
        transport: { fetch: relayer.fetch },
      }),
    );
    await clock.tickAsync(1_000);
    assert.ok((await t.done).ok);
    assert.deepEqual(contexts, [{
      attempt: 0,
      elapsedMs: 0,
      observation: "none",
      streak: 0,
      origin: "submit",
    }]);
    assert.equal(relayer.calls[1]?.at, 250);
  });
});

Deno.test("relayTxAndWaitPacket times out on its deadline without a poll when the timeout is shorter than the first delay", async () => {
  await withClock(async (clock) => {
    const relayer = timedRelayer([[0, "executed"]]);
    const t = track(
      clock,
      relayTxAndWaitPacket({ ...params, timeout: 900, transport: { fetch: relayer.fetch } }),
    );
    await clock.tickAsync(5_000);
    const r = await t.done;
    assert.ok(!r.ok && r.error.code === "RELAY_TIMEOUT");
    assert.equal(r.error.context.polls, 0);
    assert.equal(t.settledAt(), 900);
    assert.equal(relayer.count("get_transaction_packets"), 0);
  });
});

Deno.test("relayTxAndWaitPacket can be aborted during the pause after the submit", async () => {
  await withClock(async (clock) => {
    const relayer = timedRelayer([[0, "executed"]]);
    const c = new AbortController();
    const t = track(
      clock,
      relayTxAndWaitPacket({
        ...params,
        timeout: 60_000,
        signal: c.signal,
        transport: { fetch: relayer.fetch },
      }),
    );
    await clock.tickAsync(700);
    c.abort();
    const r = await t.done;
    assert.ok(!r.ok && r.error.code === "ABORTED");
    assert.equal(r.error.context.polls, 0);
    assert.equal(t.settledAt(), 700);
    assert.equal(relayer.count("get_transaction_packets"), 0);
  });
});

const answerArb = fc.constantFrom<"stall" | "network" | PacketStatus | "404">(
  "stall",
  "network",
  "404",
  "pending",
  "validating",
  "executing",
);

Deno.test("relayTxAndWaitPacket ends within 5 ms of its timeout whatever a never-executing relayer answers", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.integer({ min: 1, max: 40_000 }),
      fc.array(answerArb, { minLength: 1, maxLength: 8 }),
      async (timeout, answers) => {
        await withClock(async (clock) => {
          const relayer = stubRelayer((action, n): Answer => {
            if (action === "submit") return okSubmit;
            const a = answers[n % answers.length] ?? "stall";
            if (a === "stall" || a === "network") return a;
            if (a === "404") return () => Response.json({ message: "not found" }, { status: 404 });
            return packets(packet({ status: a }));
          });
          const t = track(
            clock,
            relayTxAndWaitPacket({ ...params, timeout, transport: { fetch: relayer.fetch } }),
          );
          await clock.tickAsync(timeout + 20_000);
          const r = await t.done;
          assert.ok(!r.ok && r.error.code === "RELAY_TIMEOUT", JSON.stringify(!r.ok && r.error.code));
          assert.ok(t.settledAt() >= timeout && t.settledAt() <= timeout + 5, `settled at ${t.settledAt()}`);
        });
      },
    ),
    { numRuns: 60 },
  );
});
