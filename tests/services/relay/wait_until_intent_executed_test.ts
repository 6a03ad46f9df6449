import assert from "node:assert/strict";
import {
  createRelayPollSchedule,
  type RelayPollContext,
  type RelayPollEvent,
  waitUntilIntentExecuted,
} from "../../../services/relay/mod.ts";
import { track, withClock } from "./_clock.ts";
import { packet, packets, status, stubRelayer } from "./_stub_relayer.ts";

const URL = "http://relay.test/";
const base = { intentRelayChainId: 30n, srcTxHash: "0xabc", apiUrl: URL };

function expectedStalledPolls(timeout: number): number {
  let t = 0;
  let n = 0;
  while (t < timeout) {
    n++;
    t = Math.min(t + 15_000, timeout) + 3_000;
  }
  return n;
}

Deno.test("waitUntilIntentExecuted keeps polling through 404s until the packet is executed", async () => {
  await withClock(async (clock) => {
    const relayer = stubRelayer((_a, n) =>
      n < 2
        ? status(404)
        : n < 3
        ? packets(packet({ status: "pending" }))
        : packets(packet({ status: "executed" }))
    );
    const t = track(
      clock,
      waitUntilIntentExecuted({ ...base, timeout: 60_000, transport: { fetch: relayer.fetch } }),
    );
    await clock.tickAsync(10_000);
    const r = await t.done;
    assert.ok(r.ok);
    assert.equal(r.value.dst_tx_hash, "0xhub");
    assert.equal(relayer.count("get_transaction_packets"), 4);
    // plain wait: at once, 3 s after each 404, then the pending packet's assumed age (6 s + 1.4 s), capped at 2 s
    assert.deepEqual(relayer.calls.map((c) => c.at), [0, 3000, 6000, 8000]);
  });
});

Deno.test("waitUntilIntentExecuted matches src_tx_hash case-insensitively and takes the first match", async () => {
  const relayer = stubRelayer(() =>
    packets(
      packet({ status: "executed", src_tx_hash: "0xother", dst_tx_hash: "0xwrong" }),
      packet({ status: "executed", src_tx_hash: "0xABC", dst_tx_hash: "0xfirst" }),
      packet({ status: "executed", src_tx_hash: "0xabc", dst_tx_hash: "0xsecond" }),
    )
  );
  const r = await waitUntilIntentExecuted({ ...base, timeout: 1000, transport: { fetch: relayer.fetch } });
  assert.ok(r.ok);
  assert.equal(r.value.dst_tx_hash, "0xfirst");
});

Deno.test("waitUntilIntentExecuted does not accept a matching packet that is not executed yet", async () => {
  await withClock(async (clock) => {
    const relayer = stubRelayer(() =>
      packets(
        packet({ status: "executing", src_tx_hash: "0xabc" }),
        packet({ status: "executed", src_tx_hash: "0xABC", dst_tx_hash: "0xlater" }),
      )
    );
    const t = track(
      clock,
      waitUntilIntentExecuted({ ...base, timeout: 3000, transport: { fetch: relayer.fetch } }),
    );
    await clock.tickAsync(3000);
    const r = await t.done;
    assert.ok(!r.ok && r.error.code === "RELAY_TIMEOUT");
  });
});

Deno.test("waitUntilIntentExecuted with timeout 0 makes no call", async () => {
  const relayer = stubRelayer(() => packets(packet({ status: "executed" })));
  const r = await waitUntilIntentExecuted({ ...base, timeout: 0, transport: { fetch: relayer.fetch } });
  assert.ok(!r.ok);
  assert.equal(r.error.message, "RELAY_TIMEOUT");
  assert.equal(r.error.code, "RELAY_TIMEOUT");
  assert.equal(relayer.calls.length, 0);
});

for (const timeout of [1, 700, 5_000, 20_000, 120_000]) {
  Deno.test(`waitUntilIntentExecuted ends with RELAY_TIMEOUT at ${timeout} ms when the relayer stalls`, async () => {
    await withClock(async (clock) => {
      const relayer = stubRelayer(() => "stall");
      const t = track(
        clock,
        waitUntilIntentExecuted({ ...base, timeout, transport: { fetch: relayer.fetch } }),
      );
      await clock.tickAsync(timeout + 20_000);
      const r = await t.done;
      assert.ok(!r.ok && r.error.code === "RELAY_TIMEOUT");
      assert.equal(r.error.message, "RELAY_TIMEOUT");
      assert.equal(r.error.context.lastError, "REQUEST_TIMEOUT");
      assert.ok(t.settledAt() >= timeout && t.settledAt() <= timeout + 5, `settled at ${t.settledAt()}`);
      // each stalled request is cut at min(15 s, remaining), then the schedule sleeps 3 s
      assert.equal(relayer.calls.length, expectedStalledPolls(timeout));
    });
  });
}

Deno.test("waitUntilIntentExecuted ends on time when the relayer answers slowly and never executes", async () => {
  await withClock(async (clock) => {
    const relayer = stubRelayer(() => () =>
      Response.json({ success: true, data: [packet({ status: "validating" })] })
    );
    const t = track(
      clock,
      waitUntilIntentExecuted({ ...base, timeout: 9_999, transport: { fetch: relayer.fetch } }),
    );
    await clock.tickAsync(30_000);
    const r = await t.done;
    assert.ok(!r.ok && r.error.code === "RELAY_TIMEOUT");
    assert.equal(t.settledAt(), 9_999);
    assert.equal(r.error.context.lastObservation, "validating");
  });
});

Deno.test("waitUntilIntentExecuted keeps polling through 5xx and network errors and reports the last one as cause", async () => {
  await withClock(async (clock) => {
    const relayer = stubRelayer((_a, n) => n % 2 === 0 ? "network" : status(503));
    const t = track(
      clock,
      waitUntilIntentExecuted({ ...base, timeout: 7_000, transport: { fetch: relayer.fetch } }),
    );
    await clock.tickAsync(8_000);
    const r = await t.done;
    assert.ok(!r.ok);
    assert.equal(r.error.code, "RELAY_TIMEOUT");
    assert.equal(relayer.calls.length, 3);
    assert.equal((r.error.cause as { code: string }).code, "NETWORK_ERROR");
  });
});

Deno.test("waitUntilIntentExecuted recovers after transient 5xx", async () => {
  await withClock(async (clock) => {
    const relayer = stubRelayer((_a, n) => n < 2 ? status(500) : packets(packet({ status: "executed" })));
    const t = track(
      clock,
      waitUntilIntentExecuted({ ...base, timeout: 60_000, transport: { fetch: relayer.fetch } }),
    );
    await clock.tickAsync(10_000);
    assert.ok((await t.done).ok);
    assert.equal(relayer.calls.length, 3);
  });
});

Deno.test("waitUntilIntentExecuted fails fast with HTTP_REQUEST_FAILED on a non-transient 4xx", async () => {
  const relayer = stubRelayer(() => status(400, { message: "bad chain_id" }));
  const r = await waitUntilIntentExecuted({ ...base, timeout: 60_000, transport: { fetch: relayer.fetch } });
  assert.ok(!r.ok);
  assert.equal(r.error.message, "HTTP_REQUEST_FAILED");
  assert.equal(r.error.code, "HTTP_REQUEST_FAILED");
  assert.equal(r.error.context.status, 400);
  assert.equal(relayer.calls.length, 1);
});

Deno.test("waitUntilIntentExecuted stops at once when aborted during a sleep or a stalled request", async () => {
  await withClock(async (clock) => {
    const relayer = stubRelayer(() => packets());
    const c = new AbortController();
    const t = track(
      clock,
      waitUntilIntentExecuted({
        ...base,
        timeout: 60_000,
        signal: c.signal,
        transport: { fetch: relayer.fetch },
      }),
    );
    await clock.tickAsync(3_000);
    c.abort(new Error("user left"));
    const r = await t.done;
    assert.ok(!r.ok && r.error.code === "ABORTED");
    assert.equal(t.settledAt(), 3_000);
    assert.equal(relayer.calls.length, 2);
  });
  await withClock(async (clock) => {
    const relayer = stubRelayer(() => "stall");
    const c = new AbortController();
    const t = track(
      clock,
      waitUntilIntentExecuted({
        ...base,
        timeout: 60_000,
        signal: c.signal,
        transport: { fetch: relayer.fetch },
      }),
    );
    await clock.tickAsync(1_000);
    c.abort();
    const r = await t.done;
    assert.ok(!r.ok && r.error.code === "ABORTED");
    assert.equal(t.settledAt(), 1_000);
  });
  const c = new AbortController();
  c.abort();
  const relayer = stubRelayer(() => packets());
  const r = await waitUntilIntentExecuted({
    ...base,
    timeout: 1_000,
    signal: c.signal,
    transport: { fetch: relayer.fetch },
  });
  assert.ok(!r.ok && r.error.code === "ABORTED" && relayer.calls.length === 0);
});

Deno.test("waitUntilIntentExecuted polls a plain wait at once and an executing packet fast (default schedule)", async () => {
  await withClock(async (clock) => {
    const script = ["executing", "executing", "executed"] as const;
    const relayer = stubRelayer((_a, n) => packets(packet({ status: script[Math.min(n, 2)] ?? "executed" })));
    const events: RelayPollEvent[] = [];
    const t = track(
      clock,
      waitUntilIntentExecuted({
        ...base,
        timeout: 60_000,
        onPoll: (e) => events.push(e),
        transport: { fetch: relayer.fetch },
      }),
    );
    await clock.tickAsync(10_000);
    assert.ok((await t.done).ok);
    // the age of a plain wait's packet counts from 1.4 s: 0.25 x 1400 = 350, then 0.25 x 1750 = 438
    assert.deepEqual(relayer.calls.map((c) => c.at), [0, 350, 788]);
    assert.deepEqual(events.map((e) => e.observation), [...script]);
  });
});

Deno.test("waitUntilIntentExecuted asks an injected schedule before every poll and survives a throwing onPoll", async () => {
  await withClock(async (clock) => {
    const relayer = stubRelayer((_a, n) => n < 3 ? packets() : packets(packet({ status: "executed" })));
    const contexts: RelayPollContext[] = [];
    const t = track(
      clock,
      waitUntilIntentExecuted({
        ...base,
        timeout: 60_000,
        schedule: (context) => {
          contexts.push(context);
          return 100;
        },
        onPoll: () => {
          throw new Error("boom");
        },
        transport: { fetch: relayer.fetch },
      }),
    );
    await clock.tickAsync(1_000);
    assert.ok((await t.done).ok);
    assert.deepEqual(relayer.calls.map((c) => c.at), [100, 200, 300, 400]);
    assert.deepEqual(contexts[0], {
      attempt: 0,
      elapsedMs: 0,
      observation: "none",
      streak: 0,
      origin: "wait",
    });
    assert.deepEqual(contexts[2], {
      attempt: 2,
      elapsedMs: 200,
      observation: "not_found",
      streak: 2,
      origin: "wait",
    });
  });
});

Deno.test("waitUntilIntentExecuted rejects bad input without a call", async () => {
  const relayer = stubRelayer(() => packets());
  for (
    const p of [
      { ...base, timeout: -1 },
      { ...base, timeout: Number.NaN },
      { ...base, timeout: 10, srcTxHash: "" },
      { ...base, timeout: 10, intentRelayChainId: "base" },
    ]
  ) {
    const r = await waitUntilIntentExecuted({ ...p, transport: { fetch: relayer.fetch } });
    assert.ok(
      !r.ok && r.error.code === "VALIDATION_FAILED",
      `${p.timeout} ${p.srcTxHash} ${p.intentRelayChainId}`,
    );
  }
  assert.equal(relayer.calls.length, 0);
});

Deno.test("waitUntilIntentExecuted sees a relay of the expected latency at once with an aligned schedule", async () => {
  await withClock(async (clock) => {
    const relayer = stubRelayer(() =>
      Date.now() >= 1500 ? packets(packet({ status: "executed" })) : packets(packet({ status: "pending" }))
    );
    const t = track(
      clock,
      waitUntilIntentExecuted({
        ...base,
        timeout: 60_000,
        schedule: createRelayPollSchedule({ expectedLatencyMs: 1500 }),
        transport: { fetch: relayer.fetch },
      }),
    );
    await clock.tickAsync(5_000);
    assert.ok((await t.done).ok);
    assert.deepEqual(relayer.calls.map((c) => c.at), [0, 1525]);
  });
});
