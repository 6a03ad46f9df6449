import assert from "node:assert/strict";
import FakeTimers from "@sinonjs/fake-timers";
import { API_KEY_VERIFICATION_UNAVAILABLE_MESSAGE } from "../../core/http/key_verification.ts";
import { createSimulatorApp } from "../../simulator/app.ts";
import { FaultEngine } from "../../simulator/faults/fault_engine.ts";
import { faultPreset } from "../../simulator/faults/presets.ts";
import type { SimSleep } from "../../simulator/faults/sleep.ts";
import { get, makeSim, post } from "./_helpers.ts";

const MARKETS = "/v1/be/oracle/markets";

function recordingSleep(): { sleep: SimSleep; waits: number[] } {
  const waits: number[] = [];
  return { waits, sleep: (ms) => (waits.push(ms), Promise.resolve()) };
}

async function run(seed: number): Promise<string[]> {
  const { sleep, waits } = recordingSleep();
  const sim = makeSim({ seed, sleep });
  sim.setFaults({
    rules: [{
      route: "*",
      latencyMs: { min: 10, max: 90 },
      keyVerification503: 0.15,
      error5xx: 0.15,
      drop: 0.1,
    }],
  });
  const out: string[] = [];
  for (let i = 0; i < 60; i++) {
    try {
      const res = await sim.fetch(i % 2 ? MARKETS : "/v1/intent/oracle");
      await res.body?.cancel();
      out.push(`${res.status}:${res.headers.get("x-sim-fault") ?? "-"}`);
    } catch (e) {
      out.push(`throw:${(e as Error).name}`);
    }
  }
  return out.map((o, i) => `${o}@${waits[i]}`);
}

Deno.test("same seed, same fault schedule; another seed, another schedule", async () => {
  const a = await run(42);
  const b = await run(42);
  const c = await run(43);
  assert.deepEqual(a, b);
  assert.notDeepEqual(a, c);
  assert.ok(a.some((x) => x.startsWith("503:keyVerification503")));
  assert.ok(a.some((x) => x.startsWith("500:error5xx")));
  assert.ok(a.some((x) => x.startsWith("throw:TypeError")));
  assert.ok(a.some((x) => x.startsWith("200:-")));
});

Deno.test("a schedule fails exactly the next N matching requests, then stops", async () => {
  const sim = makeSim();
  sim.setFaults({ schedules: [{ route: "POST /intent/execute", count: 2, fault: "keyVerification503" }] });
  const other = await get(sim, MARKETS);
  assert.equal(other.status, 200);
  for (let i = 0; i < 2; i++) {
    const r = await post(sim, "/v1/intent/execute", { intent_tx_hash: "0x01" });
    assert.equal(r.status, 503);
    assert.deepEqual(r.body, { message: API_KEY_VERIFICATION_UNAVAILABLE_MESSAGE });
  }
  const third = await post(sim, "/v1/intent/execute", { intent_tx_hash: "0x01" });
  assert.equal(third.status, 404);
  assert.deepEqual(sim.context.faults.injected, {
    keyVerification503: 2,
    error5xx: 0,
    drop: 0,
    stall: 0,
    lost: 0,
  });
  assert.deepEqual(sim.requests().map((e) => e.fault), [
    null,
    "keyVerification503",
    "keyVerification503",
    null,
  ]);
});

Deno.test("an error5xx schedule can carry any status and headers (429 with retry-after)", async () => {
  const sim = makeSim();
  sim.setFaults({
    schedules: [{ route: "GET /be/*", fault: "error5xx", status: 429, headers: { "retry-after": "2" } }],
  });
  const r = await get(sim, MARKETS);
  assert.equal(r.status, 429);
  assert.equal(r.headers.get("retry-after"), "2");
  assert.equal(r.body.code, "SIMULATED_FAILURE");
});

Deno.test("relayer schedules can target one action", async () => {
  const sim = makeSim();
  sim.setFaults({ schedules: [{ route: "POST /relayer#submit", fault: "error5xx", status: 502 }] });
  const poll = await post(sim, "/relayer", {
    action: "get_transaction_packets",
    params: { chain_id: "30", tx_hash: "0x1" },
  });
  assert.equal(poll.status, 200);
  const submit = await post(sim, "/relayer", {
    action: "submit",
    params: { chain_id: "30", tx_hash: "0x1" },
  });
  assert.equal(submit.status, 502);
});

Deno.test("a dropped connection rejects the in-process fetch with a TypeError", async () => {
  const sim = makeSim();
  sim.setFaults({ schedules: [{ route: "*", fault: "drop" }] });
  await assert.rejects(sim.fetch(MARKETS), TypeError);
  assert.equal(sim.requests()[0].fault, "drop");
});

Deno.test("a stalled request answers nothing until the client aborts, leaving no timer behind", async () => {
  const sim = makeSim();
  sim.setFaults({ schedules: [{ route: "*", fault: "stall" }] });
  const ac = new AbortController();
  const pending = sim.fetch(MARKETS, { signal: ac.signal });
  let settled = false;
  void pending.catch(() => {}).finally(() => (settled = true));
  await new Promise((r) => setTimeout(r, 0));
  assert.equal(settled, false);
  ac.abort();
  await assert.rejects(pending, (e: Error) => e.name === "AbortError");
  const after = await get(sim, MARKETS);
  assert.equal(after.status, 200);
});

Deno.test("close() releases stalled requests", async () => {
  const sim = makeSim();
  sim.setFaults({ schedules: [{ route: "*", fault: "stall" }] });
  const pending = sim.fetch(MARKETS);
  sim.close();
  const res = await pending;
  assert.equal(res.status, 503);
  await res.body?.cancel();
});

Deno.test("latency waits on the default sleep, which fake timers drive", async () => {
  const clock = FakeTimers.install({ now: 1_700_000_000_000 });
  try {
    const sim = createSimulatorApp({ clock: "system" });
    sim.setFaults({ rules: [{ route: "GET /be/oracle/markets", latencyMs: 1_000 }] });
    let done = false;
    const pending = sim.fetch(MARKETS).then((r) => ((done = true), r));
    await clock.tickAsync(999);
    assert.equal(done, false);
    await clock.tickAsync(1);
    const res = await pending;
    assert.equal(res.status, 200);
    await res.body?.cancel();
  } finally {
    clock.uninstall();
  }
});

Deno.test("an aborted request ends its latency sleep early (no timer leak)", async () => {
  const sim = makeSim();
  sim.setFaults({ rules: [{ route: "*", latencyMs: 3_600_000 }] });
  const ac = new AbortController();
  const pending = sim.fetch(MARKETS, { signal: ac.signal });
  ac.abort();
  await assert.rejects(pending, (e: Error) => e.name === "AbortError");
});

Deno.test("the control API is never faulted", async () => {
  const sim = makeSim();
  sim.setFaults({ rules: [{ route: "*", error5xx: 1 }] });
  assert.equal((await get(sim, "/__sim/state")).status, 200);
  assert.equal((await get(sim, MARKETS)).status, 500);
});

Deno.test("presets: calm has no rules, instant has zero timings, flaky and hostile inject failures", () => {
  assert.equal(faultPreset("calm").rules.length, 0);
  assert.deepEqual(faultPreset("instant").profile.relay, { validatingMs: 0, executingMs: 0, executedMs: 0 });
  assert.equal(faultPreset("instant").profile.solver.firstFillMs, 0);
  for (const name of ["flaky", "hostile"] as const) {
    const rule = faultPreset(name).rules[0];
    assert.ok((rule.error5xx ?? 0) > 0 && (rule.drop ?? 0) > 0 && (rule.stall ?? 0) > 0);
  }
});

Deno.test("instant preset relays and fills at once", async () => {
  const sim = makeSim({ preset: "instant" });
  sim.ledger.recordSpokeTx({ chainKey: "0x2105.base", txHash: "0xab", from: "0x01" });
  await post(sim, "/relayer", { action: "submit", params: { chain_id: "30", tx_hash: "0xab" } });
  const r = await post(sim, "/relayer", {
    action: "get_transaction_packets",
    params: { chain_id: "30", tx_hash: "0xab" },
  });
  assert.equal(r.body.data[0].status, "executed");
});

Deno.test("fault engine decisions depend only on seed and request order", () => {
  const decide = (seed: number) => {
    const f = new FaultEngine({ seed, preset: "hostile" });
    return Array.from({ length: 200 }, (_, i) => f.decide("GET", `/r/${i % 3}`));
  };
  assert.deepEqual(decide(9), decide(9));
  const injected = decide(9).filter((d) => d.fault !== undefined).length;
  assert.ok(injected > 20 && injected < 140, String(injected));
});
