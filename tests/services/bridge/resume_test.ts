/**
 * `bridge.resume`: a bridge interrupted after the wallet sent its deposit (or after the backend took it), with the
 * process state dropped (a fresh `XSwap` on the same simulator), reaches the delivery on the destination chain
 * from its token, and the simulator applies no mutation twice.
 *
 * Mutants these tests kill (run by hand when written): a `deposited` progress event without a token; an aborted
 * bridge failing without `context.resumeToken`; resume skipping the relay of a `deposited` token (no hub tx: the
 * track fails).
 */
import assert from "node:assert/strict";
import type { ClientError } from "../../../core/errors.ts";
import { XSwap } from "../../../services/client/xswap.ts";
import {
  type BridgeResumeToken,
  parseBridgeResumeToken,
  serializeBridgeResumeToken,
} from "../../../services/bridge/mod.ts";
import { withSwapWorld } from "../swaps/_harness.ts";

for (const backend of [false, true]) {
  Deno.test(`bridge.resume() delivers a bridge interrupted after its deposit (${backend ? "backend" : "client"} path) with nothing applied twice`, async () => {
    await withSwapWorld(async ({ sim, client, wallet, me, settle }) => {
      const usdcBase = client.config.getSupportedSwapTokens("0x2105.base").find((t) => t.symbol === "USDC")!;
      const controller = new AbortController();
      let saved: string | undefined;
      const r = await settle(client.bridge.bridge({
        params: {
          srcChainKey: "0x2105.base",
          srcAsset: usdcBase.address,
          amount: 1_000_000n,
          dstChainKey: "0xa4b1.arbitrum",
          recipient: me,
        },
        walletProvider: wallet,
        extras: {
          signal: controller.signal,
          useBackendSubmitTx: backend,
          onProgress: (e) => {
            if (e.phase === "deposited") {
              saved = serializeBridgeResumeToken(e.resumeToken);
              controller.abort(new Error("the tab was closed"));
            }
          },
        },
      }));
      assert.ok(saved !== undefined, "the deposited event carries a token");
      assert.ok(!r.ok && r.error.code === "ABORTED", r.ok ? "bridge finished" : r.error.code);
      const fromError = parseBridgeResumeToken((r.error as ClientError).context.resumeToken);
      assert.ok(fromError.ok, "a failure after the deposit carries the token");
      assert.equal(fromError.value.phase, "deposited");

      const fresh = new XSwap({ ...sim.clientConfig, fetch: sim.fetch });
      const checkpoints: BridgeResumeToken[] = [];
      const resumed = await settle(fresh.bridge.resume(saved, { onCheckpoint: (t) => checkpoints.push(t) }));
      assert.ok(resumed.ok, resumed.ok ? "" : `${resumed.error.code}: ${resumed.error.message}`);
      assert.equal(resumed.value.delivery.dstChainKey, "0xa4b1.arbitrum");
      assert.match(resumed.value.delivery.dstTxHash, /^0x[0-9a-f]{64}$/);
      assert.equal(resumed.value.token.phase, "relayed");
      assert.deepEqual(checkpoints.map((t) => t.phase), ["relayed"]);
      const counters = sim.ledger.counters;
      assert.equal(counters.spokeTx.applied, 1, "the deposit was sent once");
      assert.ok(counters.relaySubmit.applied <= 1 && counters.bridgeSubmitTx.applied <= 1);
    });
  });
}

Deno.test("bridge.resume() tracks a finished bridge's relayed token to the delivery", async () => {
  await withSwapWorld(async ({ sim, client, wallet, me, settle }) => {
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
    assert.ok(sent.ok, sent.ok ? "" : sent.error.message);
    assert.equal(sent.value.resumeToken.phase, "relayed");
    assert.equal(sent.value.resumeToken.hubTxHash, sent.value.dstTxHash);
    const relays = sim.ledger.counters.relaySubmit.applied;
    const fresh = new XSwap({ ...sim.clientConfig, fetch: sim.fetch });
    const resumed = await settle(fresh.bridge.resume(serializeBridgeResumeToken(sent.value.resumeToken)));
    assert.ok(resumed.ok, resumed.ok ? "" : resumed.error.message);
    assert.notEqual(resumed.value.delivery.dstTxHash, sent.value.dstTxHash);
    assert.equal(sim.ledger.counters.relaySubmit.applied, relays, "a relayed token is not relayed again");
  });
});

Deno.test("bridge.resume() refuses a malformed token with VALIDATION_FAILED and no I/O", async () => {
  let calls = 0;
  const client = new XSwap({
    fetch: () => {
      calls++;
      return Promise.reject(new Error("no I/O expected"));
    },
  });
  for (
    const bad of ["not json", "{}", { v: 1, kind: "bridge", phase: "relayed" }, { v: 2, kind: "bridge" }]
  ) {
    const r = await client.bridge.resume(bad);
    assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED", JSON.stringify(bad));
  }
  assert.equal(calls, 0);
});
