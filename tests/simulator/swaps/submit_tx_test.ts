import assert from "node:assert/strict";
import {
  swapsCreateIntentResponseSchema,
  swapsSubmitTxResponseSchema,
  swapsSubmitTxStatusResponseSchema,
} from "../../../core/schemas/swaps_v2.ts";
import { call, type Harness, intentBody, setup, USER } from "./_fixtures.ts";

const TX = "0x" + "ab".repeat(32);
const statusPath = `/submit-tx/status?txHash=${TX}&srcChainKey=0x2105.base`;

async function recordIntentTx(h: Harness): Promise<void> {
  const created = swapsCreateIntentResponseSchema.parse((await call(h, "/intent", intentBody)).json);
  h.ledger.recordSpokeTx({
    chainKey: "0x2105.base",
    txHash: TX,
    from: USER,
    intent: created.intent,
    intentHash: created.intentHash,
  });
}

/** A `POST /submit-tx` body in the platform's form (`SubmitSwapTxRequest`), with a fresh intent of `/intent`. */
async function platformBody(h: Harness): Promise<Record<string, unknown>> {
  const created = (await call(h, "/intent", intentBody)).json as { intent: Record<string, unknown> };
  const intent = {
    ...created.intent,
    srcChain: Number(created.intent.srcChain),
    dstChain: Number(created.intent.dstChain),
  };
  return { txHash: TX, srcChainKey: "0x2105.base", walletAddress: USER, intent, relayData: "0xdead" };
}

async function status(h: Harness): Promise<ReturnType<typeof swapsSubmitTxStatusResponseSchema.parse>> {
  const r = await call(h, statusPath);
  assert.equal(r.status, 200);
  return swapsSubmitTxStatusResponseSchema.parse(r.json);
}

Deno.test("swap submit-tx answers {success, message} and a repeat creates no second job", async () => {
  const h = setup();
  const body = await platformBody(h);
  const first = await call(h, "/submit-tx", body);
  assert.equal(first.status, 200);
  assert.deepEqual(swapsSubmitTxResponseSchema.parse(first.json), {
    success: true,
    message: "Transaction submitted",
  });
  const again = await call(h, "/submit-tx", { ...body, txHash: TX.toUpperCase().replace("0X", "0x") });
  assert.equal(again.status, 200);
  assert.deepEqual(again.json, { success: true, message: "Transaction already submitted" });
  assert.deepEqual(h.ledger.counters.swapSubmitTx, { applied: 1, repeated: 1 });
  assert.equal(h.ledger.stats().jobs, 1);
});

Deno.test("swap status of a recorded intent tx walks verifying -> verified -> relaying -> executed (the platform's words) with the hub tx and intent hash", async () => {
  const h = setup();
  await recordIntentTx(h);
  const created = await call(h, "/submit-tx", await platformBody(h));
  assert.equal(created.status, 200);
  const seen: string[] = [];
  for (let i = 0; i < 30; i++) {
    const s = await status(h);
    if (seen.at(-1) !== s.data.status) seen.push(s.data.status);
    h.clock.advance(100);
  }
  assert.deepEqual(seen, ["verifying", "verified", "relaying", "executed"]);
  const final = await status(h);
  assert.equal(final.data.failedAttempts, 0);
  assert.equal(final.data.failureReason, undefined);
  assert.match(final.data.result?.dstIntentTxHash ?? "", /^0x[0-9a-f]{64}$/);
  const hub = h.ledger.hubIntent(final.data.result!.dstIntentTxHash);
  assert.equal(final.data.result?.intent_hash, hub?.intentHash);
  assert.equal(h.ledger.counters.solverExecute.applied, 1);
});

Deno.test("swap status of an unknown tx ends failed at verifying", async () => {
  const h = setup();
  await call(h, "/submit-tx", await platformBody(h));
  h.clock.advance(10_000);
  const s = await status(h);
  assert.equal(s.data.status, "failed");
  assert.equal(s.data.failedAttempts, 1);
  assert.equal(s.data.failedAtStep, "verifying");
  assert.equal(s.data.failureReason, "Source transaction not found");
  assert.equal(s.data.result, undefined);
});

Deno.test("swap status of a relayed tx without an intent ends failed at posting_execution", async () => {
  const h = setup();
  h.ledger.recordSpokeTx({ chainKey: "0x2105.base", txHash: TX, from: USER });
  await call(h, "/submit-tx", await platformBody(h));
  h.clock.advance(60_000);
  const s = await status(h);
  assert.equal(s.data.status, "failed");
  assert.equal(s.data.failedAtStep, "posting_execution");
});

Deno.test("swap status under another srcChainKey is a 404", async () => {
  const h = setup();
  await call(h, "/submit-tx", await platformBody(h));
  const r = await call(h, `/submit-tx/status?txHash=${TX}&srcChainKey=0x38.bsc`);
  assert.equal(r.status, 404);
});

Deno.test("a bridge job and a swap job for the same tx are separate", async () => {
  const h = setup();
  h.ledger.createJob("bridge", { txHash: TX, srcChainKey: "0x2105.base" });
  const r = await call(h, statusPath);
  assert.equal(r.status, 404);
});

const refused: Array<[string, (body: Record<string, unknown>) => Record<string, unknown>]> = [
  ["relayData as {address, payload}", (b) => ({ ...b, relayData: { address: USER, payload: "0xdead" } })],
  [
    "intent chain ids as decimal strings",
    (b) => {
      const intent = b.intent as Record<string, unknown>;
      return {
        ...b,
        intent: { ...intent, srcChain: String(intent.srcChain), dstChain: String(intent.dstChain) },
      };
    },
  ],
  ["no intent", ({ intent: _i, ...b }) => b],
  ["no relayData", ({ relayData: _r, ...b }) => b],
  ["no walletAddress", ({ walletAddress: _w, ...b }) => b],
];
for (const [form, mutate] of refused) {
  Deno.test(`swap submit-tx refuses a body with ${form} (400 JSON; only the platform's SubmitSwapTxRequest is taken)`, async () => {
    const h = setup();
    const r = await call(h, "/submit-tx", mutate(await platformBody(h)));
    assert.equal(r.status, 400);
    assert.equal(typeof (r.json as { message?: unknown }).message, "string");
    assert.equal(h.ledger.stats().jobs, 0);
  });
}
