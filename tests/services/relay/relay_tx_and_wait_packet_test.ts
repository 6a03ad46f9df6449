import assert from "node:assert/strict";
import fc from "fast-check";
import "../../_fc_seed.ts";
import { ALL_CHAIN_KEYS, getIntentRelayChainId } from "../../../core/chains/mod.ts";
import { DEFAULT_RELAY_TX_TIMEOUT, relayTxAndWaitPacket } from "../../../services/relay/mod.ts";
import { track, withClock } from "./_clock.ts";
import { type Answer, packet, packets, status, stubRelayer } from "./_stub_relayer.ts";

const URL = "http://relay.test/";
const data = { address: "0x00000000000000000000000000000000000000aa", payload: "0x1234" };
const okSubmit = (): Response => Response.json({ success: true, message: "ok" });

function relayerThatExecutes(poll: Answer = packets(packet({ status: "executed" }))) {
  return stubRelayer((action) => action === "submit" ? okSubmit : poll);
}

Deno.test("relayTxAndWaitPacket forwards data only for split-tx chains (solana, bitcoin)", async () => {
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...ALL_CHAIN_KEYS), async (chainKey) => {
      const relayer = relayerThatExecutes();
      const r = await relayTxAndWaitPacket({
        srcTxHash: "0xabc",
        chainKey,
        data,
        relayerApiEndpoint: URL,
        schedule: () => 0,
        transport: { fetch: relayer.fetch },
      });
      assert.ok(r.ok);
      const submitted = relayer.calls.find((c) => c.action === "submit")?.params;
      const split = chainKey === "solana" || chainKey === "bitcoin";
      const expected: Record<string, unknown> = {
        chain_id: getIntentRelayChainId(chainKey).toString(),
        tx_hash: "0xabc",
      };
      if (split) expected.data = data;
      assert.deepEqual(submitted, expected);
      assert.deepEqual(relayer.calls[1]?.params, { chain_id: expected.chain_id, tx_hash: "0xabc" });
    }),
    { numRuns: 60 },
  );
});

Deno.test("relayTxAndWaitPacket fails with VALIDATION_FAILED before any call when a split-tx chain lacks data", async () => {
  for (const chainKey of ["solana", "bitcoin"] as const) {
    const relayer = relayerThatExecutes();
    const r = await relayTxAndWaitPacket({
      srcTxHash: "5xL",
      chainKey,
      relayerApiEndpoint: URL,
      transport: { fetch: relayer.fetch },
    });
    assert.ok(!r.ok);
    assert.equal(r.error.code, "VALIDATION_FAILED");
    assert.equal(r.error.context.field, "data");
    assert.equal(relayer.calls.length, 0);
  }
  const relayer = relayerThatExecutes();
  const r = await relayTxAndWaitPacket({
    srcTxHash: "0xabc",
    chainKey: "ethereum",
    relayerApiEndpoint: URL,
    schedule: () => 0,
    transport: { fetch: relayer.fetch },
  });
  assert.ok(r.ok, "data is optional for other chains");
});

Deno.test("relayTxAndWaitPacket rejects an unknown chain key without a call", async () => {
  const relayer = relayerThatExecutes();
  const r = await relayTxAndWaitPacket({
    srcTxHash: "0xabc",
    chainKey: "mars" as "ethereum",
    relayerApiEndpoint: URL,
    transport: { fetch: relayer.fetch },
  });
  assert.ok(!r.ok && r.error.code === "UNKNOWN_CHAIN_KEY" && relayer.calls.length === 0);
});

Deno.test("relayTxAndWaitPacket returns SUBMIT_TX_FAILED as-is and does not poll", async () => {
  const relayer = stubRelayer(() => () => Response.json({ success: false, message: "unknown tx" }));
  const r = await relayTxAndWaitPacket({
    srcTxHash: "0xabc",
    chainKey: "0x2105.base",
    data,
    relayerApiEndpoint: URL,
    transport: { fetch: relayer.fetch },
  });
  assert.ok(!r.ok);
  assert.equal(r.error.message, "SUBMIT_TX_FAILED");
  assert.equal((r.error.cause as Error).message, "unknown tx");
  assert.equal(relayer.count("get_transaction_packets"), 0);
});

Deno.test("relayTxAndWaitPacket with timeout 0 makes no call", async () => {
  const relayer = relayerThatExecutes();
  const r = await relayTxAndWaitPacket({
    srcTxHash: "0xabc",
    chainKey: "0x2105.base",
    data,
    relayerApiEndpoint: URL,
    timeout: 0,
    transport: { fetch: relayer.fetch },
  });
  assert.ok(!r.ok && r.error.code === "RELAY_TIMEOUT");
  assert.equal(relayer.calls.length, 0);
});

Deno.test("relayTxAndWaitPacket defaults its timeout to DEFAULT_RELAY_TX_TIMEOUT", async () => {
  await withClock(async (clock) => {
    const relayer = relayerThatExecutes(packets(packet({ status: "pending" })));
    const t = track(
      clock,
      relayTxAndWaitPacket({
        srcTxHash: "0xabc",
        chainKey: "0x2105.base",
        data,
        relayerApiEndpoint: URL,
        transport: { fetch: relayer.fetch },
      }),
    );
    await clock.tickAsync(DEFAULT_RELAY_TX_TIMEOUT + 10_000);
    const r = await t.done;
    assert.ok(!r.ok && r.error.code === "RELAY_TIMEOUT");
    assert.equal(r.error.context.timeoutMs, 120_000);
    assert.equal(t.settledAt(), 120_000);
  });
});

Deno.test("relayTxAndWaitPacket honours its timeout when the submission stalls", async () => {
  await withClock(async (clock) => {
    const relayer = stubRelayer(() => "stall");
    const t = track(
      clock,
      relayTxAndWaitPacket({
        srcTxHash: "0xabc",
        chainKey: "0x2105.base",
        data,
        relayerApiEndpoint: URL,
        timeout: 4_000,
        transport: { fetch: relayer.fetch },
      }),
    );
    await clock.tickAsync(30_000);
    const r = await t.done;
    assert.ok(!r.ok && r.error.code === "RELAY_TIMEOUT");
    assert.equal(t.settledAt(), 4_000);
    assert.equal(relayer.count("submit"), 1);
    assert.equal(relayer.count("get_transaction_packets"), 0);
  });
});

Deno.test("relayTxAndWaitPacket cuts a stalled submission at RELAY_REQUEST_TIMEOUT_MS with HTTP_REQUEST_FAILED", async () => {
  await withClock(async (clock) => {
    const relayer = stubRelayer((action) =>
      action === "submit" ? "stall" : packets(packet({ status: "executed" }))
    );
    const t = track(
      clock,
      relayTxAndWaitPacket({
        srcTxHash: "0xabc",
        chainKey: "0x2105.base",
        data,
        relayerApiEndpoint: URL,
        timeout: 60_000,
        transport: { fetch: relayer.fetch },
      }),
    );
    await clock.tickAsync(60_000);
    const r = await t.done;
    assert.ok(!r.ok && r.error.code === "HTTP_REQUEST_FAILED");
    assert.equal(r.error.context.transportCode, "REQUEST_TIMEOUT");
    assert.equal(t.settledAt(), 15_000);
  });
});

Deno.test("relayTxAndWaitPacket can be aborted while polling", async () => {
  await withClock(async (clock) => {
    const relayer = relayerThatExecutes(status(404));
    const c = new AbortController();
    const t = track(
      clock,
      relayTxAndWaitPacket({
        srcTxHash: "0xabc",
        chainKey: "0x2105.base",
        data,
        relayerApiEndpoint: URL,
        signal: c.signal,
        transport: { fetch: relayer.fetch },
      }),
    );
    await clock.tickAsync(5_000);
    c.abort();
    const r = await t.done;
    assert.ok(!r.ok && r.error.code === "ABORTED");
    assert.equal(t.settledAt(), 5_000);
  });
});
