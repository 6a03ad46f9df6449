/**
 * The `lost` fault kind: the route's handler runs (the mutation is applied), then its answer is lost — the
 * connection is reset, or a gateway answers 502/504. Selectable from schedules, rules, the control API and the
 * `hostile` preset.
 */
import assert from "node:assert/strict";
import { faultPreset } from "../../simulator/faults/presets.ts";
import { get, makeSim, post } from "./_helpers.ts";

const TX = `0x${"ab".repeat(32)}`;
const submit = { action: "submit", params: { chain_id: "30", tx_hash: TX } };

Deno.test("a lost relayer submit is applied, then the connection is reset; resubmitting is a no-op success", async () => {
  const sim = makeSim();
  sim.ledger.recordSpokeTx({ chainKey: "0x2105.base", txHash: TX, from: "0x01" });
  sim.setFaults({ schedules: [{ route: "POST /relayer#submit", fault: "lost" }] });
  await assert.rejects(
    sim.fetch("/relayer", { method: "POST", body: JSON.stringify(submit) }),
    TypeError,
  );
  assert.equal(sim.ledger.counters.relaySubmit.applied, 1);
  assert.equal(sim.requests()[0].fault, "lost");
  const again = await post(sim, "/relayer", submit);
  assert.equal(again.status, 200);
  assert.equal(sim.ledger.counters.relaySubmit.applied, 1);
  assert.equal(sim.context.faults.injected.lost, 1);
});

Deno.test("a lost answer with a gateway status answers it as JSON after the handler ran", async () => {
  const sim = makeSim();
  sim.ledger.recordSpokeTx({ chainKey: "0x2105.base", txHash: TX, from: "0x01" });
  sim.setFaults({ schedules: [{ route: "POST /relayer#submit", fault: "lost", status: 504 }] });
  const r = await post(sim, "/relayer", submit);
  assert.equal(r.status, 504);
  assert.equal(r.body.code, "ANSWER_LOST");
  assert.equal(r.headers.get("x-sim-fault"), "lost");
  assert.equal(r.headers.get("content-length"), null);
  assert.equal(sim.ledger.counters.relaySubmit.applied, 1);
});

Deno.test("the control API accepts lost in rules and schedules and rejects a lost rate above 1", async () => {
  const sim = makeSim();
  const ok = await post(sim, "/__sim/faults", {
    rules: [{ route: "POST /rpc/*", lost: 0.5 }],
    schedules: [{ route: "POST /swaps/submit-tx", fault: "lost", status: 502 }],
  });
  assert.equal(ok.status, 200);
  const faults = await get(sim, "/__sim/faults");
  assert.equal(faults.body.rules[0].lost, 0.5);
  assert.equal(faults.body.schedules[0].fault, "lost");
  const bad = await post(sim, "/__sim/faults", { rules: [{ route: "*", lost: 2 }] });
  assert.equal(bad.status, 400);
});

Deno.test("a lost rule of rate 1 applies every request it covers and loses every answer", async () => {
  const sim = makeSim();
  sim.setFaults({ rules: [{ route: "GET /be/oracle/*", lost: 1 }] });
  await assert.rejects(sim.fetch("/v1/be/oracle/markets"), TypeError);
  const entry = sim.requests()[0];
  assert.equal(entry.fault, "lost");
  assert.equal(entry.status, 200);
});

Deno.test("the hostile preset loses answers after the handler ran", () => {
  assert.ok((faultPreset("hostile").rules[0].lost ?? 0) > 0);
});

Deno.test("unminedSpokeTxs: the control API sets how many next new signed EVM txs are answered but never mined", async () => {
  const sim = makeSim();
  const ok = await post(sim, "/__sim/faults", { unminedSpokeTxs: 1 });
  assert.equal(ok.status, 200);
  assert.equal(sim.context.faults.config().unminedSpokeTxs, 1);
  assert.equal(sim.context.faults.takeUnminedSpokeTx(), true);
  assert.equal(sim.context.faults.takeUnminedSpokeTx(), false);
  const bad = await post(sim, "/__sim/faults", { unminedSpokeTxs: -1 });
  assert.equal(bad.status, 400);
});
