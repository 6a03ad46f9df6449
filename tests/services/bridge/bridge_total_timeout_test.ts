/**
 * `extras.totalTimeout` bounds the whole bridge (docs/swaps.md#whole-operation-timeout), under virtual time: a
 * deposit whose verification outlasts the budget ends the bridge at the budget, which the per-attempt `timeout`
 * never does (it does not bound verification).
 * @module
 */
import assert from "node:assert/strict";
import { BASE_USDC, createHarness, drive, RECIPIENT, withClock } from "./_harness.ts";

const params = {
  srcChainKey: "0x2105.base",
  srcAsset: BASE_USDC,
  amount: 5_000_000n,
  dstChainKey: "0xa4b1.arbitrum",
  recipient: RECIPIENT,
} as const;

Deno.test("totalTimeout ends a bridge whose verification outlasts it at the budget, with its resume token", async () => {
  await withClock(async (clock) => {
    const h = await createHarness({ receiptDelayMs: 60_000 });
    try {
      const started = clock.now;
      const r = await drive(
        clock,
        h.service.bridge({
          params,
          walletProvider: h.wallet,
          extras: { useBackendSubmitTx: false, timeout: 5_000, totalTimeout: 10_000 },
        }),
      );
      const took = clock.now - started;
      assert.ok(!r.ok);
      assert.equal(r.error.code, "REQUEST_TIMEOUT");
      assert.equal(r.error.context.scope, "operation");
      assert.equal(r.error.context.phase, "deposited");
      assert.ok(r.error.context.resumeToken !== undefined, "deposited: its token comes back");
      assert.ok(took >= 10_000 && took <= 10_050, `returned after ${took} ms`);
    } finally {
      h.sim.close();
    }
  });
});

Deno.test("bridge: totalTimeout must be a number of ms, named in the failure", async () => {
  await withClock(async () => {
    const h = await createHarness();
    try {
      const r = await h.service.bridge({
        params,
        walletProvider: h.wallet,
        extras: { totalTimeout: Number.NaN },
      });
      assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED" && r.error.context.field === "totalTimeout");
    } finally {
      h.sim.close();
    }
  });
});
