/**
 * Issue 22 part C: the ledger stays bounded under a long run. Beyond `retainSettled` source txs, the oldest settled
 * ones are pruned with their packets, hub intent, fills and job; counters stay; unsettled txs are never pruned.
 */
import assert from "node:assert/strict";
import { createManualClock } from "../../../simulator/state/clock.ts";
import { Ledger } from "../../../simulator/state/ledger.ts";
import { hash, sampleIntent } from "../_helpers.ts";

const txHash = (i: number): string => hash(i.toString(16).padStart(2, "0"));

Deno.test("the ledger prunes the oldest settled swaps beyond retainSettled and keeps counters and unsettled txs", () => {
  const clock = createManualClock();
  const ledger = new Ledger({ clock, seed: 1, retainSettled: 10 });
  ledger.recordSpokeTx({ chainKey: "0x2105.base", txHash: txHash(0), from: "0x01" }); // never relayed
  ledger.recordSpokeTx({ chainKey: "0x2105.base", txHash: txHash(1), from: "0x01", intent: sampleIntent() });
  ledger.submitRelay("30", txHash(1)); // relayed, never executed: unsettled
  for (let i = 2; i < 60; i++) {
    ledger.recordSpokeTx({
      chainKey: "0x2105.base",
      txHash: txHash(i),
      from: "0x01",
      intent: sampleIntent(),
    });
    ledger.createJob("swap", { txHash: txHash(i), srcChainKey: "0x2105.base" });
    clock.advance(10_000);
    ledger.sync();
  }
  const stats = ledger.stats();
  assert.ok(stats.spokeTxs <= 11, JSON.stringify(stats));
  assert.ok(stats.hubIntents <= 11 && stats.jobs <= 11 && stats.packets <= 22, JSON.stringify(stats));
  assert.equal(ledger.counters.spokeTx.applied, 60);
  assert.equal(ledger.counters.swapSubmitTx.applied, 58);
  assert.ok(ledger.getSpokeTx("0x2105.base", txHash(0)), "a never-relayed tx is kept");
  assert.ok(ledger.getSpokeTx("0x2105.base", txHash(1)), "an unexecuted intent is kept");
  assert.equal(ledger.getSpokeTx("0x2105.base", txHash(2)), undefined, "the oldest settled swap is pruned");
  assert.equal(ledger.job("swap", txHash(2)), undefined);
  assert.equal(ledger.job("swap", txHash(59))?.status, "solved");
  assert.equal(ledger.packetsFor("30", txHash(59))[0].status, "executed");
});

Deno.test("a ledger under its retain cap prunes nothing", () => {
  const clock = createManualClock();
  const ledger = new Ledger({ clock, seed: 1, retainSettled: 100 });
  for (let i = 0; i < 50; i++) {
    ledger.recordSpokeTx({
      chainKey: "0x2105.base",
      txHash: txHash(i),
      from: "0x01",
      intent: sampleIntent(),
    });
    ledger.createJob("swap", { txHash: txHash(i), srcChainKey: "0x2105.base" });
    clock.advance(10_000);
    ledger.sync();
  }
  assert.equal(ledger.stats().spokeTxs, 50);
  assert.equal(ledger.stats().jobs, 50);
});

Deno.test("with many unsettled txs the ledger prunes in passes a tenth of its size apart, not on every tx", () => {
  const clock = createManualClock();
  let passes = 0;
  const ledger = new Ledger({ clock, seed: 1, retainSettled: 10, onPruned: () => passes++ });
  for (let i = 0; i < 200; i++) {
    ledger.recordSpokeTx({
      chainKey: "0x2105.base",
      txHash: hash(`a${i.toString(16).padStart(4, "0")}`),
      from: "0x01",
    });
  }
  for (let i = 0; i < 100; i++) {
    const tx = hash(`b${i.toString(16).padStart(4, "0")}`);
    ledger.recordSpokeTx({ chainKey: "0x2105.base", txHash: tx, from: "0x01", intent: sampleIntent() });
    ledger.createJob("swap", { txHash: tx, srcChainKey: "0x2105.base" });
    clock.advance(10_000);
    ledger.sync();
  }
  // Every pass walks all 200+ unsettled txs: one per recorded tx would be ~100 passes (O(n) each).
  assert.ok(passes >= 1 && passes <= 8, `${passes} pruning passes`);
  const kept = ledger.stats().spokeTxs;
  assert.ok(kept >= 200 && kept <= 200 + Math.ceil(kept / 10) + 1, `${kept} source txs kept`);
});
