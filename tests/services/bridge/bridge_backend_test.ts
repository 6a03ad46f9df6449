import assert from "node:assert/strict";
import { ARB_USDC, BASE_USDC, createHarness, drive, RECIPIENT, withClock } from "./_harness.ts";

Deno.test("bridge delivers through the backend submit-tx path by default", async () => {
  await withClock(async (clock) => {
    const h = await createHarness();
    const events: string[] = [];
    const r = await drive(
      clock,
      h.service.bridge({
        params: {
          srcChainKey: "0x2105.base",
          srcAsset: BASE_USDC,
          amount: 1_000_000n,
          dstChainKey: "0xa4b1.arbitrum",
          dstAsset: ARB_USDC,
          recipient: RECIPIENT,
        },
        walletProvider: h.wallet,
        extras: { onProgress: (e) => events.push(e.phase) },
      }),
    );
    assert.ok(r.ok, r.ok ? "" : JSON.stringify(r.error.toJSON()));
    assert.equal(r.value.path, "backend");
    assert.match(r.value.srcTxHash, /^0x[0-9a-f]{64}$/);
    assert.ok(r.value.dstTxHash.startsWith("0x"));
    assert.equal(h.sim.ledger.counters.bridgeSubmitTx.applied, 1);
    assert.equal(h.sim.ledger.counters.relaySubmit.applied, 1);
    assert.deepEqual(events.slice(0, 2), ["deposited", "submitted"]);
    assert.equal(events.at(-1), "delivered");
    h.sim.close();
  });
});
