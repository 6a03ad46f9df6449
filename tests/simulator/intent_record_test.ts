import assert from "node:assert/strict";
import { intentRecordSchema, isFullyFilled } from "../../core/schemas/intent_record.ts";
import { get, hash, makeSim, post, sampleIntent } from "./_helpers.ts";

Deno.test("intent record of an unknown hub tx is a 404 JSON error", async () => {
  const sim = makeSim();
  const r = await get(sim, `/v1/be/intent/tx/${hash("0a")}`);
  assert.equal(r.status, 404);
  assert.equal(r.body.code, "INTENT_NOT_FOUND");
  const bad = await get(sim, "/v1/be/intent/tx/not-hex");
  assert.equal(bad.status, 400);
});

Deno.test("intent record tracks remainingInput across partial fills and reaches 0 when fully filled", async () => {
  const sim = makeSim();
  sim.setFaults({ profile: { solver: { partialFills: 2, firstFillMs: 100, fillIntervalMs: 100 } } });
  const tx = hash("0b");
  sim.ledger.recordSpokeTx({
    chainKey: "sonic",
    txHash: tx,
    from: "0x01",
    intent: sampleIntent({ allowPartialFill: true, inputAmount: 1_000n }),
  });
  const before = intentRecordSchema.parse((await get(sim, `/v1/be/intent/tx/${tx}`)).body);
  assert.equal(before.intentState?.remainingInput, 1_000n);
  assert.equal(before.fills.length, 0);
  assert.equal(before.open, true);
  await post(sim, "/v1/intent/execute", { intent_tx_hash: tx });
  sim.clock.advance(100);
  const half = await get(sim, `/v1/be/intent/tx/${tx}`);
  assert.equal(half.body.intentState.remainingInput, "500");
  assert.ok(!isFullyFilled(intentRecordSchema.parse(half.body)));
  sim.clock.advance(100);
  const full = intentRecordSchema.parse((await get(sim, `/v1/be/intent/tx/${tx}`)).body);
  assert.equal(full.intentState?.remainingInput, 0n);
  assert.equal(full.fills.length, 2);
  assert.ok((full.intentState?.receivedOutput ?? 0n) > 0n);
  assert.ok(isFullyFilled(full));
  assert.equal(full.open, false);
  assert.equal(full.intent?.inputAmount, "1000");
});
