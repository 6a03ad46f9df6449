/**
 * Issue 41: the simulator's retention policy for finished operations. A settled source tx is kept at most
 * `retainSettledMs` of the ledger's clock after it was recorded (pruned when a later tx is recorded) and never
 * beyond the newest `retainSettled`; unsettled txs are kept whatever their age. Virtual time: a manual clock.
 */
import assert from "node:assert/strict";
import { createManualClock } from "../../../simulator/state/clock.ts";
import { DEFAULT_RETAIN_SETTLED_MS, Ledger } from "../../../simulator/state/ledger.ts";
import { createSimulatorApp } from "../../../simulator/mod.ts";
import { hash, sampleIntent } from "../_helpers.ts";

const txHash = (i: number): string => hash(`c${i.toString(16).padStart(4, "0")}`);

/** Records swap `i` and lets it settle (its job solved, its packets executed). */
function settledSwap(ledger: Ledger, clock: ReturnType<typeof createManualClock>, i: number): void {
  ledger.recordSpokeTx({ chainKey: "0x2105.base", txHash: txHash(i), from: "0x01", intent: sampleIntent() });
  ledger.createJob("swap", { txHash: txHash(i), srcChainKey: "0x2105.base" });
  clock.advance(60_000);
  ledger.sync();
}

Deno.test("a settled swap older than retainSettledMs is pruned when a later tx is recorded, under the count cap", () => {
  const clock = createManualClock();
  const ledger = new Ledger({ clock, seed: 1, retainSettled: 1_000, retainSettledMs: 600_000 });
  settledSwap(ledger, clock, 0);
  assert.ok(ledger.getSpokeTx("0x2105.base", txHash(0)), "kept inside the window");
  clock.advance(600_000);
  assert.ok(ledger.getSpokeTx("0x2105.base", txHash(0)), "nothing is pruned without a new tx");
  settledSwap(ledger, clock, 1);
  assert.equal(ledger.getSpokeTx("0x2105.base", txHash(0)), undefined, "pruned past the window");
  assert.equal(ledger.job("swap", txHash(0)), undefined);
  assert.ok(ledger.getSpokeTx("0x2105.base", txHash(1)), "the new swap is kept");
  assert.equal(ledger.counters.spokeTx.applied, 2, "counters stay");
});

Deno.test("an unsettled tx is kept past retainSettledMs", () => {
  const clock = createManualClock();
  const ledger = new Ledger({ clock, seed: 1, retainSettledMs: 1_000 });
  ledger.recordSpokeTx({ chainKey: "0x2105.base", txHash: txHash(0), from: "0x01" }); // never relayed
  clock.advance(10 * 3_600_000);
  settledSwap(ledger, clock, 1);
  assert.ok(ledger.getSpokeTx("0x2105.base", txHash(0)));
});

Deno.test("swaps inside the window are kept, older ones go, over a long run: the ledger holds one window of swaps", () => {
  const clock = createManualClock();
  const ledger = new Ledger({ clock, seed: 1, retainSettled: 100_000, retainSettledMs: 3_600_000 });
  for (let i = 0; i < 300; i++) settledSwap(ledger, clock, i); // one a minute: 5 hours
  const kept = ledger.stats().spokeTxs;
  // the last hour (60 swaps) plus at most a tenth of the window between age passes (6 swaps)
  assert.ok(kept >= 60 && kept <= 67, `${kept} txs kept`);
  assert.ok(ledger.getSpokeTx("0x2105.base", txHash(299)));
  assert.equal(ledger.getSpokeTx("0x2105.base", txHash(200)), undefined);
});

Deno.test("retainSettledMs Infinity keeps settled swaps until the count cap", () => {
  const clock = createManualClock();
  const ledger = new Ledger({ clock, seed: 1, retainSettled: 1_000, retainSettledMs: Infinity });
  for (let i = 0; i < 200; i++) settledSwap(ledger, clock, i);
  assert.equal(ledger.stats().spokeTxs, 200);
});

Deno.test("the simulator's ledgerRetainSettledMs option sets the window; the default is one hour", () => {
  assert.equal(DEFAULT_RETAIN_SETTLED_MS, 3_600_000);
  const clock = createManualClock();
  const sim = createSimulatorApp({ clock, ledgerRetainSettledMs: 120_000 });
  const ledger = sim.context.ledger;
  settledSwap(ledger, clock, 0);
  clock.advance(120_000);
  settledSwap(ledger, clock, 1);
  assert.equal(ledger.getSpokeTx("0x2105.base", txHash(0)), undefined);
  sim.close();
});

Deno.test("a negative or non-number ledgerRetainSettledMs is refused", () => {
  assert.throws(() => createSimulatorApp({ ledgerRetainSettledMs: -1 }), /ledgerRetainSettledMs/);
  assert.throws(
    () => createSimulatorApp({ ledgerRetainSettledMs: "1" as unknown as number }),
    /ledgerRetainSettledMs/,
  );
});
