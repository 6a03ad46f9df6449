import assert from "node:assert/strict";
import fc from "fast-check";
import "../_fc_seed.ts";
import type { TappedRequest } from "../../simulator/dashboard/intent_row.ts";
import { IntentRows } from "../../simulator/dashboard/intent_rows.ts";
import type { LedgerEvent } from "../../simulator/state/types.ts";

const SRC = `0x${"a1".repeat(32)}`;
const HUB = `0x${"b2".repeat(32)}`;
const FILL1 = `0x${"c3".repeat(32)}`;
const FILL2 = `0x${"d4".repeat(32)}`;

/** The events of a swap from base whose intent is filled in two halves. */
function swapEvents(): LedgerEvent[] {
  return [
    { at: 0, type: "spoke_tx", ref: SRC, detail: { chainKey: "0x2105.base", intent: true } },
    { at: 10, type: "submit_tx", ref: SRC, detail: { kind: "swap", planned: "ok" } },
    { at: 20, type: "relay_submitted", ref: SRC, detail: { chainId: "30", connSn: 1 } },
    { at: 50, type: "packet_executed", ref: SRC, detail: { dstTxHash: HUB } },
    { at: 50, type: "intent_created", ref: HUB, detail: { srcTxHash: SRC, intentHash: "0x99" } },
    { at: 50, type: "solver_execute", ref: HUB, detail: { intentHash: "0x99" } },
    { at: 60, type: "job_solved", ref: SRC, detail: { kind: "swap" } },
    { at: 70, type: "fill", ref: HUB, detail: { fillTxHash: FILL1, input: "5" } },
    { at: 80, type: "fill", ref: HUB, detail: { fillTxHash: FILL2, input: "5" } },
  ];
}

function request(token: string, overrides: Partial<TappedRequest> = {}): TappedRequest {
  return {
    at: 30,
    method: "POST",
    route: "POST /intent/status",
    status: 200,
    fault: null,
    tokens: [token],
    ...overrides,
  };
}

Deno.test("IntentRows follows a swap through relay, hub and solver, and shows partial fills before solved", () => {
  const rows = new IntentRows();
  const statuses: string[] = [];
  for (const e of swapEvents()) {
    rows.applyEvent(e);
    if (e.type === "intent_created") rows.setIntentInfo(HUB, { inputAmount: "10", dstChainKey: "0x38.bsc" });
    statuses.push(rows.get(SRC)!.status);
  }
  assert.deepEqual(statuses, [
    "created",
    "submitted",
    "relaying",
    "relaying",
    "on_hub",
    "executing",
    "executing",
    "partially_filled",
    "solved",
  ]);
  const row = rows.get(FILL2)!;
  assert.equal(row.key, SRC);
  assert.equal(row.dstChainKey, "0x38.bsc");
  assert.equal(row.kind, "swap");
  assert.equal(row.filledAmount, "10");
  assert.deepEqual(row.packets.map((p) => `${p.role}:${p.status}`), [
    "source:executed",
    "fill:pending",
    "fill:pending",
  ]);
  assert.equal(row.timeline.filter((t) => t.text === "final: solved").length, 1);
  assert.equal(rows.get(HUB), row);
  assert.equal(rows.get("0x99"), row);
});

Deno.test("IntentRows ties faults and polls to the intent, whichever hash the request names", () => {
  const rows = new IntentRows();
  for (const e of swapEvents()) rows.applyEvent(e);
  rows.applyRequest(request(HUB.toUpperCase().replace("0X", "0x")));
  rows.applyRequest(
    request(FILL1, { route: "POST /relayer#get_transaction_packets", call: "get_transaction_packets" }),
  );
  rows.applyRequest(request(SRC, { route: "POST /swaps/submit-tx", fault: "error5xx", status: 503 }));
  const row = rows.get(SRC)!;
  assert.equal(row.requests, 3);
  assert.equal(row.faults, 1);
  assert.deepEqual(row.polls.byRoute, {
    "POST /intent/status": 1,
    "POST /relayer#get_transaction_packets": 1,
  });
  assert.ok(
    row.timeline.some((t) => t.kind === "fault" && t.text === "error5xx (503) on POST /swaps/submit-tx"),
  );
});

Deno.test("IntentRows keeps a request naming an unknown hash until a row takes that hash", () => {
  const rows = new IntentRows();
  rows.applyRequest(
    request(SRC, { at: -5, route: "POST /rpc/0x2105.base", call: "eth_sendRawTransaction", fault: "drop" }),
  );
  rows.applyRequest(request(`0x${"ee".repeat(32)}`));
  assert.equal(rows.all().length, 0);
  rows.applyEvent(swapEvents()[0]);
  const row = rows.get(SRC)!;
  assert.equal(row.faults, 1);
  assert.equal(row.timeline[0].text, "drop (200) on POST /rpc/0x2105.base eth_sendRawTransaction");
  assert.equal(row.requests, 1);
});

Deno.test("IntentRows: a failed backend job fails the row unless the solver goes on; a solver failure fails it", () => {
  const failedJob = new IntentRows();
  failedJob.applyEvent(swapEvents()[0]);
  failedJob.applyEvent({
    at: 5,
    type: "job_failed",
    ref: SRC,
    detail: { kind: "swap", reason: "Simulated failed job" },
  });
  assert.equal(failedJob.get(SRC)!.status, "failed");
  assert.equal(failedJob.get(SRC)!.failure, "Simulated failed job");
  failedJob.applyEvent({ at: 6, type: "intent_created", ref: HUB, detail: { srcTxHash: SRC } });
  failedJob.applyEvent({ at: 7, type: "solver_execute", ref: HUB });
  assert.equal(failedJob.get(SRC)!.status, "executing");
  const solverFailed = new IntentRows();
  solverFailed.applyEvent({ at: 0, type: "spoke_tx", ref: HUB, detail: { chainKey: "sonic", intent: true } });
  solverFailed.applyEvent({ at: 0, type: "intent_created", ref: HUB, detail: { srcTxHash: HUB } });
  solverFailed.applyEvent({ at: 1, type: "solver_failed", ref: HUB });
  assert.equal(solverFailed.get(HUB)!.status, "failed");
  assert.equal(solverFailed.takeDirty().length, 1);
  assert.deepEqual(solverFailed.takeDirty(), []);
});

Deno.test("IntentRows ties the same requests to a row whether they arrive before or after its hashes", () => {
  const hashes = [SRC, HUB, FILL1, FILL2, `0x${"ff".repeat(32)}`];
  fc.assert(
    fc.property(
      fc.array(fc.record({ hash: fc.integer({ min: 0, max: 4 }), slot: fc.nat(9), fault: fc.boolean() }), {
        maxLength: 30,
      }),
      (reqs) => {
        const rows = new IntentRows();
        const events = swapEvents();
        for (let slot = 0; slot <= events.length; slot++) {
          for (const r of reqs.filter((x) => x.slot === slot)) {
            rows.applyRequest(request(hashes[r.hash], { fault: r.fault ? "error5xx" : null }));
          }
          if (slot < events.length) rows.applyEvent(events[slot]);
        }
        const tied = reqs.filter((r) => r.hash < 4);
        const row = rows.get(SRC)!;
        assert.equal(row.requests, tied.length);
        assert.equal(row.faults, tied.filter((r) => r.fault).length);
        assert.equal(row.faults + row.polls.total, tied.length);
      },
    ),
  );
});

Deno.test("IntentRows takes a bridge and a hub-service write through to delivered once their packet executes", () => {
  const BRIDGE = `0x${"e5".repeat(32)}`;
  const WRITE = `0x${"f6".repeat(32)}`;
  const rows = new IntentRows();
  const events: LedgerEvent[] = [
    { at: 0, type: "spoke_tx", ref: BRIDGE, detail: { chainKey: "0xa4b1.arbitrum", intent: false } },
    { at: 5, type: "submit_tx", ref: BRIDGE, detail: { kind: "bridge", planned: "ok" } },
    { at: 10, type: "relay_submitted", ref: BRIDGE, detail: { chainId: "23", connSn: 7 } },
    { at: 12, type: "spoke_tx", ref: WRITE, detail: { chainKey: "0x2105.base", intent: false } },
    { at: 14, type: "relay_submitted", ref: WRITE, detail: { chainId: "30", connSn: 8 } },
    { at: 40, type: "packet_executed", ref: BRIDGE, detail: { dstTxHash: `0x${"17".repeat(32)}` } },
    { at: 45, type: "packet_executed", ref: WRITE, detail: { dstTxHash: `0x${"18".repeat(32)}` } },
  ];
  const seen: Record<string, string[]> = { bridge: [], write: [] };
  for (const e of events) {
    rows.applyEvent(e);
    if (rows.get(BRIDGE)) seen.bridge.push(rows.get(BRIDGE)!.status);
    if (rows.get(WRITE)) seen.write.push(rows.get(WRITE)!.status);
  }
  assert.equal(seen.bridge.at(-1), "delivered");
  assert.equal(seen.write.at(-1), "delivered");
  assert.ok(!seen.bridge.slice(0, -2).includes("delivered"), "delivered only after the packet executed");
  assert.equal(rows.get(BRIDGE)!.timeline.filter((t) => t.text === "final: delivered").length, 1);
});

Deno.test("IntentRows never shows a swap as delivered between its packet and its hub intent", () => {
  const rows = new IntentRows();
  for (const e of swapEvents().slice(0, 4)) rows.applyEvent(e);
  assert.equal(rows.get(SRC)!.status, "relaying");
});
