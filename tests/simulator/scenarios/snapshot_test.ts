/**
 * Issue 22 part C: whole-simulator snapshots (`GET /__sim/snapshot`, `POST /__sim/restore`). A snapshot restored
 * and taken again is the same JSON; a restored simulator carries on exactly like the original; a bad snapshot is
 * a 400 with a message and changes nothing.
 */
import assert from "node:assert/strict";
import { takeSnapshot } from "../../../simulator/scenarios/snapshot.ts";
import { SNAPSHOT_PARTS } from "../../../simulator/scenarios/snapshot_parts.ts";
import { get, hash, makeSim, post, sampleIntent } from "../_helpers.ts";
import { librarySwap } from "./_swap.ts";

Deno.test("snapshot -> restore -> snapshot is the same JSON after library swaps, faults, keys and clock moves", async () => {
  const sim = makeSim({ preset: "instant", seed: 21, requestLogCapacity: 5 });
  try {
    await librarySwap(sim, 1_000_001n);
    await post(sim, "/__sim/faults", {
      rules: [{ route: "GET /be/*", latencyMs: { min: 1, max: 9 } }],
      schedules: [{ route: "POST /intent/execute", fault: "error5xx", status: 502, count: 2 }],
      solverNotFound: [{ forMs: 60_000 }],
      profile: { solver: { partialFills: 3 } },
    });
    await post(sim, "/__sim/auth", {
      apiKeys: ["sim-key", { key: "k2", org: "acme" }],
      suspendedOrgs: ["acme"],
    });
    await post(sim, "/__sim/clock/advance", { ms: 1_234 });
    await librarySwap(sim, 2_000_002n, "02");
    const first = await get(sim, "/__sim/snapshot");
    assert.equal(first.status, 200);
    assert.equal(first.body.parts.ledger.hubIntents.length, 2);
    assert.ok(first.body.parts.ledger.events.length > 5);
    assert.equal(first.body.parts.requestLog.entries.length, 5);

    await post(sim, "/__sim/reset", { seed: 99 });
    assert.equal((await get(sim, "/__sim/snapshot")).body.parts.ledger.hubIntents.length, 0);
    const restored = await post(sim, "/__sim/restore", first.body);
    assert.deepEqual(restored.body, {
      ok: true,
      seed: 21,
      restored: SNAPSHOT_PARTS.map((p) => p.name),
      ignored: [],
    });
    const second = await get(sim, "/__sim/snapshot");
    assert.equal(JSON.stringify(second.body), JSON.stringify(first.body));
  } finally {
    sim.close();
  }
});

Deno.test("a simulator restored from a mid-flight snapshot carries on exactly like the original", async () => {
  const a = makeSim({ seed: 5 });
  const b = makeSim({ seed: 77 });
  try {
    a.ledger.recordSpokeTx({
      chainKey: "0x2105.base",
      txHash: hash("aa"),
      from: "0x01",
      intent: sampleIntent({ allowPartialFill: true }),
    });
    a.setFaults({ profile: { solver: { partialFills: 3 } } });
    a.ledger.createJob("swap", { txHash: hash("aa"), srcChainKey: "0x2105.base" });
    a.clock.advance(300); // the job is relaying: packet pending, nothing filled yet
    a.ledger.sync();
    const mid = await get(a, "/__sim/snapshot");
    assert.equal(mid.body.parts.ledger.openJobs.length, 1);
    assert.equal((await post(b, "/__sim/restore", mid.body)).status, 200);
    for (const sim of [a, b]) {
      sim.clock.advance(5_000);
      sim.ledger.sync();
    }
    const [after, other] = [takeSnapshot(a.context), takeSnapshot(b.context)];
    for (const part of Object.keys(after.parts)) {
      assert.equal(JSON.stringify(other.parts[part]), JSON.stringify(after.parts[part]), part);
    }
    assert.equal(a.ledger.hubIntents()[0].execution?.materialised, 3);
  } finally {
    a.close();
    b.close();
  }
});

Deno.test("POST /__sim/restore answers a 400 with a message for anything but a snapshot, and changes nothing", async () => {
  const sim = makeSim({ seed: 3 });
  try {
    sim.ledger.recordSpokeTx({ chainKey: "0x2105.base", txHash: hash("bb"), from: "0x01" });
    const good = (await get(sim, "/__sim/snapshot")).body;
    const before = JSON.stringify(good);
    const broken = structuredClone(good);
    broken.parts.ledger.spokeTxs = [{ chainKey: "0x2105.base", txHash: 5 }];
    const badBigint = structuredClone(good);
    badBigint.parts.ledger.spokeTxs[0].deposit = {
      token: "t",
      to: "t",
      amount: { $bigint: "1.5" },
      hubCalls: "0x",
    };
    const cases: Array<[unknown, string]> = [
      ["not json", "Invalid JSON"],
      [{}, "Invalid snapshot"],
      [{ ...good, version: 2 }, "version"],
      [{ ...good, seed: 1.5 }, "seed"],
      [broken, "Invalid snapshot part ledger"],
      [badBigint, "Invalid snapshot part ledger"],
      [{ ...good, parts: { ...good.parts, clock: { now: "x" } } }, "Invalid snapshot part clock"],
      [{ ...good, parts: { ...good.parts, faults: { ...good.parts.faults, preset: "nope" } } }, "faults"],
    ];
    for (const [body, message] of cases) {
      const res = await post(sim, "/__sim/restore", body);
      assert.equal(res.status, 400, JSON.stringify(body).slice(0, 80));
      assert.ok(String(res.body.message).includes(message), `${res.body.message} lacks ${message}`);
    }
    assert.equal(JSON.stringify((await get(sim, "/__sim/snapshot")).body), before);
  } finally {
    sim.close();
  }
});

Deno.test("parts a simulator does not know are ignored and reported; missing parts stay as the reset left them", async () => {
  const sim = makeSim({ seed: 3 });
  try {
    const snap = (await get(sim, "/__sim/snapshot")).body;
    const res = await post(sim, "/__sim/restore", {
      ...snap,
      seed: 12,
      parts: { ledger: snap.parts.ledger, futurePart: { "0x2105.base": {} } },
    });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body.restored, ["ledger"]);
    assert.deepEqual(res.body.ignored, ["futurePart"]);
    assert.equal(sim.context.seed(), 12);
  } finally {
    sim.close();
  }
});
