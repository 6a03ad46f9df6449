/**
 * Issue 22 part C, as properties over generated runs: after any sequence of ledger, clock, fault, key and
 * request-log operations, (1) snapshot -> restore -> snapshot is the same JSON, and (2) a simulator restored from
 * the snapshot (even one on another seed) and the original stay identical under any further operations, and (3)
 * after real signed EVM, NEAR, Bitcoin and sponsoring transactions, a restored simulator answers every read
 * (receipts, nonces, balances, NEAR tx status, UTXOs, sponsored accounts) as the original did.
 */
import assert from "node:assert/strict";
import fc from "fast-check";
import "../_fc_seed.ts";
import { runsOf } from "./_harness.ts";
import { restoreSnapshot, takeSnapshot } from "../../simulator/scenarios/snapshot.ts";
import { hash, makeSim, sampleIntent, type TestSim } from "../simulator/_helpers.ts";
import { type ChainOp, chainReads, newHandles, runChainOp } from "./_chain_activity.ts";

type Op =
  | { op: "spokeTx"; tx: number; intent: boolean; partial: boolean; amount: bigint }
  | { op: "relay"; tx: number }
  | { op: "execute"; tx: number }
  | { op: "job"; tx: number; kind: "swap" | "bridge" }
  | { op: "advance"; ms: number }
  | { op: "profile"; partialFills: number; failProbability: number; jobFail: number }
  | { op: "decide"; route: string }
  | { op: "log"; route: string; status: number }
  | { op: "auth"; keys: string[]; allowAnyKey: boolean }
  | { op: "sync" };

const tx = fc.integer({ min: 1, max: 6 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    op: fc.constant("spokeTx" as const),
    tx,
    intent: fc.boolean(),
    partial: fc.boolean(),
    amount: fc.bigInt({ min: 0n, max: 10n ** 30n }),
  }),
  fc.record({ op: fc.constant("relay" as const), tx }),
  fc.record({ op: fc.constant("execute" as const), tx }),
  fc.record({
    op: fc.constant("job" as const),
    tx,
    kind: fc.constantFrom("swap" as const, "bridge" as const),
  }),
  fc.record({ op: fc.constant("advance" as const), ms: fc.integer({ min: 0, max: 3_000 }) }),
  fc.record({
    op: fc.constant("profile" as const),
    partialFills: fc.integer({ min: 1, max: 4 }),
    failProbability: fc.constantFrom(0, 0.5),
    jobFail: fc.constantFrom(0, 0.3),
  }),
  fc.record({
    op: fc.constant("decide" as const),
    route: fc.constantFrom("/be/x", "/intent/execute", "/relayer"),
  }),
  fc.record({
    op: fc.constant("log" as const),
    route: fc.constantFrom("GET /a", "POST /b"),
    status: fc.constantFrom(200, 500),
  }),
  fc.record({
    op: fc.constant("auth" as const),
    keys: fc.array(fc.constantFrom("k1", "k2", "k3"), { maxLength: 3 }),
    allowAnyKey: fc.boolean(),
  }),
  fc.record({ op: fc.constant("sync" as const) }),
);

const txHash = (n: number): string => hash(n.toString(16).padStart(2, "0"));

function apply(sim: TestSim, op: Op): void {
  switch (op.op) {
    case "spokeTx":
      return sim.ledger.recordSpokeTx({
        chainKey: "0x2105.base",
        txHash: txHash(op.tx),
        from: "0x01",
        intent: op.intent
          ? sampleIntent({ allowPartialFill: op.partial, inputAmount: op.amount })
          : undefined,
      });
    case "relay":
      return void sim.ledger.submitRelay("30", txHash(op.tx));
    case "execute": {
      const hub = sim.ledger.hubIntents()[op.tx % Math.max(1, sim.ledger.hubIntents().length)];
      return void sim.ledger.execute(hub?.hubTxHash ?? txHash(op.tx));
    }
    case "job":
      return void sim.ledger.createJob(op.kind, { txHash: txHash(op.tx), srcChainKey: "0x2105.base" });
    case "advance":
      return sim.clock.advance(op.ms);
    case "profile":
      return sim.setFaults({
        rules: [{ route: "*", error5xx: 0.2, latencyMs: { min: 0, max: 20 } }],
        profile: {
          solver: { partialFills: op.partialFills, failProbability: op.failProbability },
          submitTx: { failProbability: op.jobFail },
        },
      });
    case "decide":
      return void sim.context.faults.decide("GET", op.route);
    case "log": {
      const e = sim.context.log.start({
        at: sim.clock.now(),
        method: "GET",
        path: op.route,
        route: op.route,
        apiKey: null,
      });
      return sim.context.log.finish(e, op.status, undefined);
    }
    case "auth":
      return sim.context.auth.configure({ apiKeys: op.keys, allowAnyKey: op.allowAnyKey });
    case "sync":
      return sim.ledger.sync();
  }
}

const json = (sim: TestSim): string => JSON.stringify(takeSnapshot(sim.context));

Deno.test("property: snapshot -> restore -> snapshot is the same JSON after any generated run", () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 1_000 }), fc.array(opArb, { maxLength: 40 }), (seed, ops) => {
      const sim = makeSim({ seed, requestLogCapacity: 8 });
      try {
        ops.forEach((op) => apply(sim, op));
        const first = json(sim);
        const restored = restoreSnapshot(sim.context, JSON.parse(first));
        assert.ok(restored.ok, restored.ok ? "" : restored.message);
        assert.equal(json(sim), first);
      } finally {
        sim.close();
      }
    }),
    { numRuns: runsOf("property: snapshot -> restore -> snapshot is the same JSON after any generated run") },
  );
});

Deno.test("property: a simulator restored from a snapshot and the original stay identical under further operations", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 1_000 }),
      fc.array(opArb, { maxLength: 30 }),
      fc.array(opArb, { maxLength: 30 }),
      (seed, before, after) => {
        const a = makeSim({ seed, requestLogCapacity: 8 });
        const b = makeSim({ seed: seed + 1, requestLogCapacity: 8 });
        try {
          before.forEach((op) => apply(a, op));
          assert.ok(restoreSnapshot(b.context, JSON.parse(json(a))).ok);
          after.forEach((op) => {
            apply(a, op);
            apply(b, op);
          });
          assert.equal(json(b), json(a));
        } finally {
          a.close();
          b.close();
        }
      },
    ),
    {
      numRuns: runsOf(
        "property: a simulator restored from a snapshot and the original stay identical under further operations",
      ),
    },
  );
});

Deno.test("property: after EVM, NEAR, Bitcoin and sponsoring activity a restored simulator answers every read the same", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.integer({ min: 1, max: 1_000 }),
      fc.array(fc.constantFrom<ChainOp>("evm", "near", "bitcoin", "sponsor"), { minLength: 1, maxLength: 6 }),
      fc.array(opArb, { maxLength: 6 }),
      async (seed, chainOps, ledgerOps) => {
        const a = makeSim({ seed, preset: "calm", requestLogCapacity: 8 });
        const b = makeSim({ seed: seed + 1, preset: "calm", requestLogCapacity: 8 });
        try {
          const handles = newHandles();
          for (const [n, op] of chainOps.entries()) {
            await runChainOp(a, handles, op, n);
            if (ledgerOps[n] !== undefined && ledgerOps[n].op !== "profile") apply(a, ledgerOps[n]);
          }
          const first = json(a);
          const before = await chainReads(a, handles);
          const restored = restoreSnapshot(b.context, JSON.parse(first));
          assert.ok(restored.ok, restored.ok ? "" : restored.message);
          assert.equal(json(b), first);
          assert.deepEqual(await chainReads(b, handles), before);
          assert.equal(json(b), json(a), "the same reads moved both simulators the same way");
        } finally {
          a.close();
          b.close();
        }
      },
    ),
    {
      numRuns: runsOf(
        "property: after EVM, NEAR, Bitcoin and sponsoring activity a restored simulator answers every read the same",
      ),
    },
  );
});
