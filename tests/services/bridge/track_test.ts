/** `bridge.track`: from a sent bridge to the delivery on the destination chain, on virtual time. */
import assert from "node:assert/strict";
import type { BridgeTrackEvent } from "../../../services/bridge/mod.ts";
import { withSwapWorld } from "../swaps/_harness.ts";

Deno.test("bridge.track() follows a bridge's onward packet to the destination tx and reports its progress", async () => {
  await withSwapWorld(async ({ client, wallet, me, settle }) => {
    const usdcBase = client.config.getSupportedSwapTokens("0x2105.base").find((t) => t.symbol === "USDC")!;
    const sent = await settle(client.bridge.bridge({
      params: {
        srcChainKey: "0x2105.base",
        srcAsset: usdcBase.address,
        amount: 1_000_000n,
        dstChainKey: "0xa4b1.arbitrum",
        recipient: me,
      },
      walletProvider: wallet,
    }));
    assert.ok(sent.ok, sent.ok ? "" : `${sent.error.code}: ${sent.error.message}`);
    const events: BridgeTrackEvent[] = [];
    const t = await settle(
      client.bridge.track({ ...sent.value, dstChainKey: "0xa4b1.arbitrum" }, {
        onProgress: (e) => events.push(e),
      }),
    );
    assert.ok(t.ok, t.ok ? "" : `${t.error.code}: ${t.error.message}`);
    assert.match(t.value.dstTxHash, /^0x[0-9a-f]{64}$/);
    assert.notEqual(t.value.dstTxHash, sent.value.dstTxHash);
    assert.equal(t.value.packet?.status, "executed");
    assert.equal(events.at(-1)?.phase, "delivered");
  });
});

Deno.test("bridge.track() times out with the relay code, the phase and both hashes", async () => {
  await withSwapWorld(async ({ client, settle }) => {
    const t = await settle(
      client.bridge.track({
        srcTxHash: "0x01",
        hubTxHash: `0x${"ab".repeat(32)}`,
        dstChainKey: "0x2105.base",
      }, {
        timeout: 5_000,
      }),
    );
    assert.ok(!t.ok && t.error.code === "RELAY_TIMEOUT", t.ok ? "" : t.error.code);
    assert.equal(t.error.context.phase, "delivery");
    assert.equal(t.error.context.srcTxHash, "0x01");
    assert.equal(t.error.context.hubTxHash, `0x${"ab".repeat(32)}`);
  });
});
