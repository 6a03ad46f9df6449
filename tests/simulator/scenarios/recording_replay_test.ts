/**
 * Issue 22 part C: the request recording (`GET /__sim/recording`) and its replay. Replaying a recorded run on the
 * same seed rebuilds the same ledger (same state digest); a recording restarted by a restore replays from the
 * restored state; a recording over its byte budget is a prefix that still replays exactly; latency and stall
 * faults replay in virtual time.
 */
import assert from "node:assert/strict";
import { replayRecording, stateDigest } from "../../../simulator/replay.ts";
import { takeSnapshot } from "../../../simulator/scenarios/snapshot.ts";
import { get, hash, makeSim, post, sampleIntent } from "../_helpers.ts";
import { librarySwap } from "./_swap.ts";

Deno.test("replaying a recorded run of library swaps on the same seed rebuilds the same ledger", async () => {
  const sim = makeSim({ preset: "instant", seed: 31 });
  try {
    await librarySwap(sim, 1_000_001n);
    await post(sim, "/__sim/clock/advance", { ms: 10_000 });
    await post(sim, "/__sim/faults", { profile: { solver: { partialFills: 2 } } });
    await librarySwap(sim, 3_000_003n, "03");
    const recording = (await get(sim, "/__sim/recording")).body;
    assert.equal(recording.seed, 31);
    // the first send of the first wallet on the RPC also probes eth_fillTransaction (wallets share the client)
    assert.ok(recording.requests.length >= 18, String(recording.requests.length));
    assert.ok(recording.requests.some((r: { body?: string }) => r.body?.includes("eth_sendRawTransaction")));
    const replayed = await replayRecording(JSON.parse(JSON.stringify(recording)), {
      inspect: async (copy) => {
        const state = await get(copy, "/__sim/state");
        assert.equal(state.body.counters.swapSubmitTx.applied, 2);
      },
    });
    assert.ok(replayed.ok, replayed.ok ? "" : replayed.message);
    assert.deepEqual(replayed.value.mismatches, []);
    assert.equal(replayed.value.digest, await stateDigest(takeSnapshot(sim.context)));
    assert.equal(
      JSON.stringify(replayed.value.snapshot.parts.ledger),
      JSON.stringify(takeSnapshot(sim.context).parts.ledger),
    );
  } finally {
    sim.close();
  }
});

Deno.test("a restore restarts the recording, which then replays from the restored state", async () => {
  const source = makeSim({ seed: 4 });
  const sim = makeSim({ preset: "instant", seed: 9 });
  try {
    source.ledger.recordSpokeTx({
      chainKey: "0x2105.base",
      txHash: hash("cc"),
      from: "0x01",
      intent: sampleIntent(),
    });
    await librarySwap(sim, 5n); // recorded, then forgotten by the restore
    assert.equal((await post(sim, "/__sim/restore", takeSnapshot(source.context))).status, 200);
    assert.equal((await get(sim, "/__sim/recording")).body.requests.length, 0);
    await post(sim, "/relayer", { action: "submit", params: { chain_id: "30", tx_hash: hash("cc") } });
    await post(sim, "/__sim/clock/advance", { ms: 2_000 });
    await post(sim, "/v1/intent/execute", { intent_tx_hash: sim.ledger.hubIntents()[0]?.hubTxHash ?? "" });
    await post(sim, "/__sim/clock/advance", { ms: 2_000 });
    const recording = (await get(sim, "/__sim/recording")).body;
    assert.equal(recording.seed, 4);
    const replayed = await replayRecording(recording);
    assert.ok(replayed.ok);
    assert.equal(replayed.value.digest, await stateDigest(takeSnapshot(sim.context)));
    assert.equal(
      replayed.value.snapshot.parts.ledger && sim.ledger.hubIntents()[0].execution?.materialised,
      1,
    );
  } finally {
    source.close();
    sim.close();
  }
});

Deno.test("a truncated recording started from a snapshot replays to the state after its last kept request", async () => {
  const sim = makeSim({ seed: 2, recordingBytes: 700 });
  try {
    for (const byte of ["b1", "b2", "b3", "b4", "b5"]) {
      sim.ledger.recordSpokeTx({ chainKey: "0x2105.base", txHash: hash(byte), from: "0x01" });
    }
    await post(sim, "/__sim/restore", takeSnapshot(sim.context)); // the recording starts here
    const states: string[] = [];
    for (const byte of ["b1", "b2", "b3", "b4", "b5"]) {
      await post(sim, "/relayer", { action: "submit", params: { chain_id: "30", tx_hash: hash(byte) } });
      states.push(await stateDigest(takeSnapshot(sim.context)));
    }
    const recording = (await get(sim, "/__sim/recording")).body;
    assert.equal(recording.truncated, true);
    const kept = recording.requests.length;
    assert.ok(kept >= 1 && kept < 5, String(kept));
    assert.equal(recording.dropped, 5 - kept);
    const replayed = await replayRecording(recording);
    assert.ok(replayed.ok);
    assert.equal(replayed.value.digest, states[kept - 1]);
  } finally {
    sim.close();
  }
});

Deno.test("latency and stall faults replay in virtual time and the answers match the recording", async () => {
  const sim = makeSim({ seed: 6, sleep: () => Promise.resolve() });
  try {
    await post(sim, "/__sim/faults", {
      rules: [{ route: "GET /be/*", latencyMs: { min: 5, max: 50 }, error5xx: 0.3 }],
      schedules: [{ route: "GET /be/oracle/markets", fault: "stall", count: 1 }],
    });
    const stalled = new AbortController();
    const pending = sim.fetch("/v1/be/oracle/markets", { signal: stalled.signal });
    stalled.abort();
    await assert.rejects(pending);
    for (let i = 0; i < 12; i++) await get(sim, "/v1/be/oracle/markets");
    const recording = (await get(sim, "/__sim/recording")).body;
    const faults = recording.requests.map((r: { fault: string | null }) => r.fault);
    assert.ok(faults.includes("stall") && faults.includes("error5xx"), JSON.stringify(faults));
    const replayed = await replayRecording(recording);
    assert.ok(replayed.ok);
    assert.deepEqual(replayed.value.mismatches, []);
    assert.deepEqual(replayed.value.faults, sim.context.faults.injected);
  } finally {
    sim.close();
  }
});
