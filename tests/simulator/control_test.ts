import assert from "node:assert/strict";
import { createSimulatorApp } from "../../simulator/app.ts";
import { get, hash, makeSim, post, sampleIntent } from "./_helpers.ts";

Deno.test("state reports seed, clock, mutation counters, requests per route and faults injected", async () => {
  const sim = makeSim({ seed: 77 });
  sim.ledger.recordSpokeTx({ chainKey: "0x2105.base", txHash: "0xaa", from: "0x01" });
  await post(sim, "/relayer", { action: "submit", params: { chain_id: "30", tx_hash: "0xaa" } });
  await post(sim, "/relayer", { action: "submit", params: { chain_id: "30", tx_hash: "0xaa" } });
  await get(sim, `/v1/be/intent/tx/${hash("aa")}`);
  const s = (await get(sim, "/__sim/state")).body;
  assert.equal(s.seed, 77);
  assert.equal(s.clock, "manual");
  assert.deepEqual(s.counters.relaySubmit, { applied: 1, repeated: 1 });
  assert.deepEqual(s.requests.byRoute, { "GET /be/intent/tx/:id": 1, "POST /relayer#submit": 2 });
  assert.deepEqual((await get(sim, "/__sim/counters")).body.counters, s.counters);
});

Deno.test("requests log is filtered by route and limited", async () => {
  const sim = makeSim();
  for (let i = 0; i < 3; i++) await get(sim, "/v1/be/oracle/markets");
  await get(sim, "/v1/intent/oracle");
  const r = (await get(sim, "/__sim/requests?route=markets&limit=2")).body;
  assert.equal(r.total, 4);
  assert.equal(r.entries.length, 2);
  assert.deepEqual(Object.keys(r.entries[0]).sort(), [
    "apiKey",
    "at",
    "fault",
    "method",
    "path",
    "route",
    "seq",
    "status",
  ]);
  assert.equal(r.entries[1].status, 200);
});

Deno.test("POST /faults validates its body and applies presets, rules and profile", async () => {
  const sim = makeSim();
  for (const bad of ["{", { preset: "stormy" }, { rules: [{ route: "*", error5xx: 2 }] }, { surprise: 1 }]) {
    const r = await post(sim, "/__sim/faults", bad);
    assert.equal(r.status, 400, JSON.stringify(bad));
    assert.equal(typeof r.body.message, "string");
  }
  const r = await post(sim, "/__sim/faults", { preset: "flaky", profile: { relay: { executedMs: 9_000 } } });
  assert.equal(r.status, 200);
  assert.equal(r.body.rules[0].route, "*");
  assert.equal(r.body.profile.relay.executedMs, 9_000);
  assert.equal(r.body.profile.relay.validatingMs, 1_000);
  assert.equal((await get(sim, "/__sim/state")).body.preset, "flaky");
});

Deno.test("reset forgets the ledger, the log and pending schedules, and can reseed", async () => {
  const sim = makeSim();
  sim.ledger.recordSpokeTx({ chainKey: "sonic", txHash: hash("bb"), from: "0x01", intent: sampleIntent() });
  sim.setFaults({ schedules: [{ route: "*", fault: "error5xx", count: 5 }] });
  await get(sim, "/v1/be/oracle/markets");
  const r = await post(sim, "/__sim/reset", { seed: 9 });
  assert.deepEqual(r.body, { ok: true, seed: 9 });
  assert.equal(sim.ledger.stats().hubIntents, 0);
  assert.equal((await get(sim, "/v1/be/oracle/markets")).status, 200);
  const state = (await get(sim, "/__sim/state")).body;
  assert.equal(state.seed, 9);
  assert.equal(state.requests.total, 1);
  assert.equal((await post(sim, "/__sim/reset", "")).status, 200);
  assert.equal((await post(sim, "/__sim/reset", { seed: "x" })).status, 400);
});

Deno.test("clock/advance moves a manual clock and is a 409 on the system clock", async () => {
  const sim = makeSim();
  const before = sim.clock.now();
  const r = await post(sim, "/__sim/clock/advance", { ms: 1_500 });
  assert.deepEqual(r.body, { now: before + 1_500 });
  assert.equal((await post(sim, "/__sim/clock/set", { ms: 5 })).body.now, 5);
  assert.equal((await post(sim, "/__sim/clock/advance", { ms: "soon" })).status, 400);
  const system = createSimulatorApp();
  const s = await post(system, "/__sim/clock/advance", { ms: 1 });
  assert.equal(s.status, 409);
  assert.equal(s.body.code, "CLOCK_NOT_MANUAL");
});

Deno.test("events list ledger events, with bigints as strings", async () => {
  const sim = makeSim();
  const tx = hash("cc");
  sim.ledger.recordSpokeTx({ chainKey: "sonic", txHash: tx, from: "0x01", intent: sampleIntent() });
  await post(sim, "/v1/intent/execute", { intent_tx_hash: tx });
  sim.clock.advance(1_000);
  const events = (await get(sim, "/__sim/events")).body.events as {
    type: string;
    detail?: { input?: unknown };
  }[];
  assert.deepEqual(events.map((e) => e.type), ["spoke_tx", "intent_created", "solver_execute", "fill"]);
  assert.equal(events[3].detail?.input, "1000000");
  assert.equal((await get(sim, "/__sim/events?limit=1")).body.events.length, 1);
});

Deno.test("events/stream sends server-sent events and stops when the client cancels", async () => {
  const sim = makeSim();
  const ac = new AbortController();
  const res = await sim.fetch("/__sim/events/stream", { signal: ac.signal });
  assert.equal(res.headers.get("content-type"), "text/event-stream");
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = "";
  while (!text.includes("event: ready")) text += (await reader.read()).value ?? "";
  sim.ledger.recordSpokeTx({ chainKey: "sonic", txHash: hash("dd"), from: "0x01", intent: sampleIntent() });
  while (!text.includes("event: intent_created")) text += (await reader.read()).value ?? "";
  assert.match(text, /event: spoke_tx/);
  await reader.cancel();
  ac.abort();
  sim.close();
});

Deno.test("unknown routes and methods are JSON 404s", async () => {
  const sim = makeSim();
  for (const path of ["/nope", "/v1/nope", "/__sim/nope", "/v1/sponsorships/nope"]) {
    const r = await get(sim, path);
    assert.equal(r.status, 404, path);
    assert.equal(typeof r.body.message, "string");
  }
  const horizon = await get(sim, "/horizon/nope");
  assert.equal(horizon.status, 404);
  assert.equal(horizon.body.title, "Resource Missing");
});

Deno.test("the OpenAPI document lists every service's routes under the prefix", async () => {
  const sim = makeSim({ prefix: "/v9" });
  const doc = (await get(sim, "/v9/openapi.json")).body;
  for (
    const p of [
      "/v9/be/oracle/candles",
      "/v9/intent/status",
      "/v9/swaps/submit-tx",
      "/v9/bridge/submit-tx",
      "/v9/sponsorships/stellar/accounts",
      "/relayer",
      "/__sim/faults",
    ]
  ) {
    assert.ok(p in doc.paths, p);
  }
  assert.ok(
    doc.paths["/v9/intent/quote"].post.requestBody.content["application/json"].schema.properties.amount,
  );
});

Deno.test("a bare-origin prefix mounts the gateway at the root", async () => {
  const sim = makeSim({ prefix: "" });
  assert.equal((await get(sim, "/be/oracle/markets")).status, 200);
  assert.equal((await post(sim, "/intent/status", { intent_tx_hash: "0x01" })).body.status, -1);
  assert.equal(sim.urls.solver, "http://sim.local/intent");
  assert.throws(() => makeSim({ prefix: "/bad prefix" }), TypeError);
  assert.throws(() => makeSim({ prefix: "/relayer" }), TypeError);
});

Deno.test("clientConfig points the library at every simulated service", () => {
  const sim = makeSim();
  const c = sim.clientConfig;
  assert.equal(c.solver?.solverApiEndpoint, "http://sim.local/v1/intent");
  assert.equal(c.relay?.relayerApiEndpoint, "http://sim.local/relayer");
  assert.equal(c.hub?.rpcUrl, "http://sim.local/rpc/sonic");
  assert.equal((c.chains?.["0x2105.base"] as { rpcUrl?: string }).rpcUrl, "http://sim.local/rpc/0x2105.base");
  assert.equal((c.chains?.stellar as { horizonRpcUrl?: string }).horizonRpcUrl, "http://sim.local/horizon");
  assert.equal((c.api as { baseURL?: string }).baseURL, "http://sim.local/v1");
});

Deno.test("/be/config/all serves the packaged config with simulated RPC endpoints", async () => {
  const sim = makeSim();
  const r = await get(sim, "/v1/be/config/all");
  assert.equal(r.status, 200);
  assert.equal(typeof r.body.version, "number");
  assert.equal(r.body.config.chains["0x2105.base"].rpcUrl, "http://sim.local/rpc/0x2105.base");
  assert.equal(r.body.config.relay.relayChainIdMap.sonic, "146");
});
