import assert from "node:assert/strict";
import fc from "fast-check";
import "../../_fc_seed.ts";
import { backendErrorBodySchema } from "../../../core/schemas/backend_error.ts";
import {
  bridgeSubmitTxResponseSchema,
  bridgeSubmitTxStatusResponseSchema,
} from "../../../core/schemas/bridge.ts";
import { createBridgeApp } from "../../../simulator/bridge/mod.ts";
import { createManualClock, type ManualClock } from "../../../simulator/state/clock.ts";
import { Ledger } from "../../../simulator/state/ledger.ts";

function setup(): { clock: ManualClock; ledger: Ledger; app: ReturnType<typeof createBridgeApp> } {
  const clock = createManualClock();
  const ledger = new Ledger({ clock, seed: 7 });
  return { clock, ledger, app: createBridgeApp({ ledger }) };
}

async function call(
  app: ReturnType<typeof createBridgeApp>,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  const init: RequestInit = body === undefined
    ? {}
    : { method: "POST", body: typeof body === "string" ? body : JSON.stringify(body) };
  const res = await app.request(path, init);
  return { status: res.status, json: await res.json() };
}

const deposit = { txHash: "0xAbC1", srcChainKey: "0x2105.base", dstChainKey: "sonic" };

Deno.test("bridge submit-tx accepts a deposit and answers {success, message}", async () => {
  const { app, ledger } = setup();
  const r = await call(app, "/submit-tx", deposit);
  assert.equal(r.status, 200);
  assert.deepEqual(bridgeSubmitTxResponseSchema.parse(r.json), {
    success: true,
    message: "Transaction submitted",
  });
  assert.equal(ledger.counters.bridgeSubmitTx.applied, 1);
});

Deno.test("bridge submit-tx is idempotent: a second submit creates no second job", async () => {
  const { app, ledger } = setup();
  await call(app, "/submit-tx", deposit);
  const again = await call(app, "/submit-tx", { ...deposit, txHash: "0xabc1" });
  assert.equal(again.status, 200);
  assert.deepEqual(again.json, { success: true, message: "Transaction already submitted" });
  assert.deepEqual(ledger.counters.bridgeSubmitTx, { applied: 1, repeated: 1 });
  assert.equal(ledger.stats().jobs, 1);
});

Deno.test("bridge status of a recorded deposit walks verifying -> verified -> relaying -> executed (the platform's words) with the hub tx hash", async () => {
  const { app, ledger, clock } = setup();
  ledger.recordSpokeTx({ chainKey: "0x2105.base", txHash: "0xabc1", from: "0x01" });
  await call(app, "/submit-tx", deposit);
  const path = "/submit-tx/status?txHash=0xabc1&srcChainKey=0x2105.base";
  const seen: string[] = [];
  for (let i = 0; i < 30; i++) {
    const r = await call(app, path);
    assert.equal(r.status, 200);
    const s = bridgeSubmitTxStatusResponseSchema.parse(r.json);
    if (seen.at(-1) !== s.data.status) seen.push(s.data.status);
    clock.advance(100);
  }
  assert.deepEqual(seen, ["verifying", "verified", "relaying", "executed"]);
  const final = bridgeSubmitTxStatusResponseSchema.parse((await call(app, path)).json);
  assert.equal(final.data.txHash, "0xAbC1");
  assert.equal(final.data.failedAttempts, 0);
  assert.match(final.data.result?.dstTxHash ?? "", /^0x[0-9a-f]{64}$/);
});

Deno.test("bridge status of an unknown deposit ends failed with a reason", async () => {
  const { app, clock } = setup();
  await call(app, "/submit-tx", deposit);
  clock.advance(10_000);
  const r = await call(app, `/submit-tx/status?txHash=0xabc1&srcChainKey=${deposit.srcChainKey}`);
  const s = bridgeSubmitTxStatusResponseSchema.parse(r.json);
  assert.equal(s.data.status, "failed");
  assert.equal(s.data.failedAttempts, 1);
  assert.equal(s.data.failureReason, "Source transaction not found");
  assert.equal(s.data.result, undefined);
});

Deno.test("bridge rejects bad bodies and queries with a 4xx {message, code}", async (t) => {
  const cases: [string, string, unknown, number, string][] = [
    ["malformed JSON", "/submit-tx", "{", 400, "INVALID_JSON"],
    ["empty body", "/submit-tx", "", 400, "INVALID_JSON"],
    ["missing dstChainKey", "/submit-tx", { txHash: "0x1", srcChainKey: "sonic" }, 400, "VALIDATION_FAILED"],
    ["non-object body", "/submit-tx", [1, 2], 400, "VALIDATION_FAILED"],
    ["unknown srcChainKey", "/submit-tx", { ...deposit, srcChainKey: "mars" }, 400, "UNKNOWN_CHAIN_KEY"],
    ["unknown dstChainKey", "/submit-tx", { ...deposit, dstChainKey: "venus" }, 400, "UNKNOWN_CHAIN_KEY"],
    [
      "split-tx source without relayData",
      "/submit-tx",
      { ...deposit, srcChainKey: "solana" },
      400,
      "VALIDATION_FAILED",
    ],
    ["status without txHash", "/submit-tx/status", undefined, 400, "VALIDATION_FAILED"],
    [
      "status with unknown chain",
      "/submit-tx/status?txHash=0x1&srcChainKey=mars",
      undefined,
      400,
      "UNKNOWN_CHAIN_KEY",
    ],
    ["status without a job", "/submit-tx/status?txHash=0x1&srcChainKey=sonic", undefined, 404, "NOT_FOUND"],
    ["status without srcChainKey", "/submit-tx/status?txHash=0x1", undefined, 400, "VALIDATION_FAILED"],
    ["unknown route", "/nope", undefined, 404, "NOT_FOUND"],
  ];
  for (const [name, path, body, status, code] of cases) {
    await t.step(name, async () => {
      const { app } = setup();
      const r = await call(app, path, body);
      assert.equal(r.status, status);
      assert.equal(backendErrorBodySchema.parse(r.json).code, code);
    });
  }
});

Deno.test("bridge status of a job under another srcChainKey is a 404", async () => {
  const { app } = setup();
  await call(app, "/submit-tx", deposit);
  const r = await call(app, "/submit-tx/status?txHash=0xabc1&srcChainKey=0x38.bsc");
  assert.equal(r.status, 404);
});

Deno.test("bridge routes answer random JSON bodies and queries with 2xx or 4xx only", async () => {
  const { app } = setup();
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(
        fc.jsonValue().map((v) => JSON.stringify(v)),
        fc.string(),
        fc.record({
          txHash: fc.oneof(fc.string(), fc.integer()),
          srcChainKey: fc.constantFrom("sonic", "solana", "0x2105.base", "", "x"),
          dstChainKey: fc.oneof(fc.string(), fc.constant("sonic")),
          relayData: fc.option(fc.record({ address: fc.string(), payload: fc.string() })),
        }).map((v) => JSON.stringify(v)),
      ),
      fc.string(),
      async (body, q) => {
        const post = await app.request("/submit-tx", { method: "POST", body });
        assert.ok(post.status < 500, `POST ${body} -> ${post.status}`);
        await post.body?.cancel();
        const get = await app.request(`/submit-tx/status?txHash=${encodeURIComponent(q)}&srcChainKey=${q}`);
        assert.ok(get.status < 500, `GET ${q} -> ${get.status}`);
        await get.body?.cancel();
      },
    ),
    { numRuns: 200, seed: 42 },
  );
});
