import assert from "node:assert/strict";
import fc from "fast-check";
import "../../_fc_seed.ts";
import {
  createManualClock,
  DEFAULT_LEDGER_PROFILE,
  Ledger,
  type LedgerIntent,
} from "../../../simulator/state/mod.ts";

function intent(overrides: Partial<LedgerIntent> = {}): LedgerIntent {
  return {
    intentId: 1n,
    creator: "0x1111111111111111111111111111111111111111",
    inputToken: "0x3333333333333333333333333333333333333333",
    outputToken: "0x4444444444444444444444444444444444444444",
    inputAmount: 1_000n,
    minOutputAmount: 500n,
    deadline: 0n,
    allowPartialFill: false,
    srcChain: 30n,
    dstChain: 4n,
    srcAddress: "0x55",
    dstAddress: "0x66",
    solver: "0x0000000000000000000000000000000000000000",
    data: "0x",
    ...overrides,
  };
}

function setup(partialFills = 1) {
  const clock = createManualClock();
  const profile = { ...DEFAULT_LEDGER_PROFILE, solver: { ...DEFAULT_LEDGER_PROFILE.solver, partialFills } };
  const ledger = new Ledger({ clock, seed: 7, profile: () => profile });
  return { clock, ledger };
}

Deno.test("packets move pending -> validating -> executing -> executed as the clock advances", () => {
  const { clock, ledger } = setup();
  ledger.recordSpokeTx({ chainKey: "0x2105.base", txHash: "0xAA", from: "0x01", intent: intent() });
  assert.equal(ledger.submitRelay("30", "0xaa").success, true);
  const seen = [];
  for (const t of [0, 300, 800, 1_500]) {
    clock.set(1_700_000_000_000 + t);
    seen.push(ledger.packetsFor("30", "0xaa")[0].status);
  }
  assert.deepEqual(seen, ["pending", "validating", "executing", "executed"]);
  assert.notEqual(ledger.packetsFor("30", "0xAA")[0].dst_tx_hash, "");
});

Deno.test("re-submitting a relay is idempotent and counted as repeated", () => {
  const { ledger } = setup();
  ledger.recordSpokeTx({ chainKey: "0x2105.base", txHash: "0xaa", from: "0x01" });
  ledger.submitRelay("30", "0xaa");
  ledger.submitRelay("30", "0xAA");
  assert.deepEqual(ledger.counters.relaySubmit, { applied: 1, repeated: 1 });
  assert.equal(ledger.packetsFor("30", "0xaa").length, 1);
});

Deno.test("split-tx chains need relay data and unknown txs are refused", () => {
  const { ledger } = setup();
  ledger.recordSpokeTx({ chainKey: "solana", txHash: "5xL", from: "So1" });
  assert.equal(ledger.submitRelay("1", "5xL").success, false);
  assert.equal(ledger.submitRelay("1", "5xL", { address: "0x01", payload: "0x02" }).success, true);
  assert.equal(ledger.submitRelay("30", "0xdead").success, false);
});

Deno.test("a partial-fill intent is filled in several fills whose inputs sum to the input", () => {
  fc.assert(
    fc.property(fc.bigInt({ min: 1n, max: 10n ** 30n }), fc.integer({ min: 1, max: 6 }), (amount, n) => {
      const { clock, ledger } = setup(n);
      ledger.recordSpokeTx({
        chainKey: "0x2105.base",
        txHash: "0xaa",
        from: "0x01",
        intent: intent({ inputAmount: amount, allowPartialFill: true }),
      });
      ledger.submitRelay("30", "0xaa");
      clock.advance(2_000);
      const hubTx = ledger.packetsFor("30", "0xaa")[0].dst_tx_hash;
      assert.equal(ledger.execute(hubTx).ok, true);
      clock.advance(60_000);
      const hub = ledger.hubIntent(hubTx)!;
      const fills = ledger.fillsOf(hub);
      assert.equal(fills.length, n);
      assert.equal(fills.reduce((s, f) => s + f.inputAmount, 0n), amount);
    }),
    { numRuns: 50 },
  );
});

Deno.test("a backend swap job relays, executes once and ends solved", () => {
  const { clock, ledger } = setup();
  ledger.recordSpokeTx({ chainKey: "0x2105.base", txHash: "0xaa", from: "0x01", intent: intent() });
  assert.equal(ledger.createJob("swap", { txHash: "0xaa", srcChainKey: "0x2105.base" }), true);
  assert.equal(ledger.createJob("swap", { txHash: "0xAA", srcChainKey: "0x2105.base" }), false);
  assert.equal(ledger.job("swap", "0xaa")?.status, "verifying");
  clock.advance(1_000);
  assert.equal(ledger.job("swap", "0xaa")?.status, "relaying");
  clock.advance(1_000);
  const job = ledger.job("swap", "0xaa")!;
  assert.equal(job.status, "solved");
  assert.equal(ledger.execute(job.result!.dstIntentTxHash).ok, true);
  assert.deepEqual(ledger.counters.solverExecute, { applied: 1, repeated: 1 });
  assert.deepEqual(ledger.counters.swapSubmitTx, { applied: 1, repeated: 1 });
});

Deno.test("the same seed gives the same job outcomes", () => {
  const outcomes = (seed: number) => {
    const clock = createManualClock();
    const profile = {
      ...DEFAULT_LEDGER_PROFILE,
      submitTx: { verifyMs: 0, failProbability: 0.3, abandonProbability: 0.3 },
    };
    const ledger = new Ledger({ clock, seed, profile: () => profile });
    return Array.from({ length: 20 }, (_, i) => {
      ledger.createJob("bridge", { txHash: `0x${i}`, srcChainKey: "0x2105.base" });
      return ledger.job("bridge", `0x${i}`)!.status;
    });
  };
  assert.deepEqual(outcomes(5), outcomes(5));
});

Deno.test("a relaying backend job hands the tx to the relayer once, however often state is read", () => {
  const { clock, ledger } = setup();
  ledger.recordSpokeTx({ chainKey: "0x2105.base", txHash: "0xaa", from: "0x01", intent: intent() });
  ledger.createJob("swap", { txHash: "0xaa", srcChainKey: "0x2105.base" });
  for (let i = 0; i < 10; i++) {
    clock.advance(100);
    ledger.sync();
  }
  assert.deepEqual(ledger.counters.relaySubmit, { applied: 1, repeated: 0 });
});
