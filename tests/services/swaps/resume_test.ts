/**
 * Resume tokens, `swaps.resume` and `swaps.reconcile`: a swap interrupted at each point of its flow (after the
 * wallet send, after the relay, after `/execute`, mid-tracking), with the process state dropped (a fresh `XSwap`
 * on the same simulator), reaches the same delivered end state as an uninterrupted run, from its token or from
 * chain and backend state alone, and the simulator applies no mutation twice.
 *
 * Mutants these tests kill (checked by hand when written): resuming a `created` token without relaying (no hub
 * tx: the track fails), reconcile reading the hub tx hash from the wrong packet field (`src_tx_hash`: the track
 * never finds the intent), a `created` progress event without a token, dropping `context.resumeToken` from an
 * aborted swap.
 */
import assert from "node:assert/strict";
import type { ClientError } from "../../../core/errors.ts";
import { XSwap } from "../../../services/client/xswap.ts";
import {
  parseSwapResumeToken,
  serializeSwapResumeToken,
  type SwapProgressEvent,
  type SwapResumeToken,
} from "../../../services/swaps/mod.ts";
import { withSwapWorld } from "./_harness.ts";

type StopAt = "created" | "relayed" | "executed" | "submitted";

const cases: ReadonlyArray<{ stopAt: StopAt; backend: boolean }> = [
  { stopAt: "created", backend: false },
  { stopAt: "relayed", backend: false },
  { stopAt: "executed", backend: false },
  { stopAt: "created", backend: true },
  { stopAt: "submitted", backend: true },
];

for (const { stopAt, backend } of cases) {
  Deno.test(`resume() finishes a swap interrupted at "${stopAt}" (${backend ? "backend" : "client"} path) with nothing applied twice`, async () => {
    await withSwapWorld(async ({ sim, client, wallet, params, settle }) => {
      const controller = new AbortController();
      let saved: string | undefined;
      const r = await settle(client.swaps.swap({
        params: params(),
        walletProvider: wallet,
        extras: {
          signal: controller.signal,
          useBackendSubmitTx: backend,
          onProgress: (e: SwapProgressEvent) => {
            if (e.phase === "created") saved = serializeSwapResumeToken(e.resumeToken);
            if (e.phase === stopAt) controller.abort(new Error("the tab was closed"));
          },
        },
      }));
      assert.ok(saved !== undefined);
      if (stopAt !== "executed") {
        assert.ok(!r.ok && r.error.code === "ABORTED", r.ok ? "swap finished" : r.error.code);
        const fromError = parseSwapResumeToken((r.error as ClientError).context.resumeToken);
        assert.ok(fromError.ok, "a failure after creation carries the token");
        saved = serializeSwapResumeToken(fromError.value);
      }
      // The process died: a fresh client on the same backend picks the swap up from the saved token.
      const fresh = new XSwap({ ...sim.clientConfig, fetch: sim.fetch });
      const checkpoints: SwapResumeToken[] = [];
      const resumed = await settle(fresh.swaps.resume(saved, { onCheckpoint: (t) => checkpoints.push(t) }));
      assert.ok(resumed.ok, resumed.ok ? "" : `${resumed.error.code}: ${resumed.error.message}`);
      assert.ok(resumed.value.delivery.dstTxHash.startsWith("0x"));
      assert.equal(resumed.value.delivery.dstChainKey, "0x38.bsc");
      assert.equal(resumed.value.token.phase, "executed");
      const counters = sim.ledger.counters;
      assert.equal(counters.spokeTx.applied, 1, "the source tx was sent once");
      assert.ok(counters.relaySubmit.applied <= 1 && counters.solverExecute.applied <= 1);
    });
  });
}

Deno.test("resume() tracks a finished swap's token to delivery without another /execute", async () => {
  await withSwapWorld(async ({ sim, client, wallet, params, settle }) => {
    const r = await settle(client.swaps.swap({ params: params(), walletProvider: wallet }));
    assert.ok(r.ok);
    assert.equal(r.value.resumeToken.phase, "executed");
    const executes = sim.ledger.counters.solverExecute.applied + sim.ledger.counters.solverExecute.repeated;
    const resumed = await settle(client.swaps.resume(r.value.resumeToken));
    assert.ok(resumed.ok);
    const after = sim.ledger.counters.solverExecute.applied + sim.ledger.counters.solverExecute.repeated;
    assert.equal(after, executes);
  });
});

Deno.test("reconcile() rebuilds the token from the source tx alone and says where the swap stands", async () => {
  await withSwapWorld(async ({ sim, client, wallet, params, settle, clock }) => {
    const controller = new AbortController();
    let srcTxHash = "";
    const r = await settle(client.swaps.swap({
      params: params(),
      walletProvider: wallet,
      extras: {
        signal: controller.signal,
        useBackendSubmitTx: false,
        onProgress: (e) => {
          if (e.phase === "created") {
            srcTxHash = e.srcTxHash;
            controller.abort(new Error("crash"));
          }
        },
      },
    }));
    assert.ok(!r.ok);
    const fresh = new XSwap({ ...sim.clientConfig, fetch: sim.fetch });
    const before = await settle(fresh.swaps.reconcile("0x2105.base", srcTxHash));
    assert.ok(before.ok, before.ok ? "" : before.error.message);
    assert.equal(before.value.state, "notRelayed");
    const resumed = await settle(fresh.swaps.resume(before.value.token));
    assert.ok(resumed.ok, resumed.ok ? "" : `${resumed.error.code}: ${resumed.error.message}`);
    await clock.tickAsync(1_000);
    const after = await settle(fresh.swaps.reconcile("0x2105.base", srcTxHash));
    assert.ok(after.ok);
    assert.equal(after.value.state, "delivered");
    assert.equal(after.value.dstTxHash, resumed.value.delivery.dstTxHash);
    assert.equal(after.value.token.dstChainKey, "0x38.bsc");
    assert.equal(after.value.hubTxHash, resumed.value.delivery.hubTxHash);
  });
});

Deno.test("reconcile() reports an executing swap and resume() waits for its fill", async () => {
  await withSwapWorld(async ({ sim, client, wallet, params, settle }) => {
    const r = await settle(client.swaps.swap({ params: params(), walletProvider: wallet }));
    assert.ok(r.ok);
    const rec = await settle(client.swaps.reconcile("0x2105.base", r.value.intentDeliveryInfo.srcTxHash));
    assert.ok(rec.ok);
    assert.equal(rec.value.state, "executing");
    assert.equal(rec.value.token.phase, "executed");
    const fresh = new XSwap({ ...sim.clientConfig, fetch: sim.fetch });
    const resumed = await settle(fresh.swaps.resume(rec.value.token));
    assert.ok(resumed.ok);
  }, { faults: { profile: { solver: { firstFillMs: 20_000 } } } });
});

Deno.test("resume() refuses a malformed token with VALIDATION_FAILED and no I/O", async () => {
  await withSwapWorld(async ({ sim, client }) => {
    const before = sim.requests().length;
    for (
      const bad of ["not json", "{}", { v: 1, kind: "swap", phase: "relayed", srcChainKey: "0x2105.base" }]
    ) {
      const r = await client.swaps.resume(bad as string);
      assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED");
    }
    assert.equal(sim.requests().length, before);
  });
});

Deno.test("reconcile() asks for the fill's packet under the destination chain's relay id (the packet-lookup rule)", async () => {
  await withSwapWorld(async ({ sim, client, wallet, params, settle, clock }) => {
    const r = await settle(client.swaps.swap({ params: params(), walletProvider: wallet }));
    assert.ok(r.ok);
    await clock.tickAsync(5_000);
    const asked: Array<{ chain_id: string; tx_hash: string }> = [];
    const fetch: typeof globalThis.fetch = (input, init) => {
      const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
      if (body?.action === "get_transaction_packets") asked.push(body.params);
      return sim.fetch(input, init);
    };
    const fresh = new XSwap({ ...sim.clientConfig, fetch });
    const rec = await settle(fresh.swaps.reconcile("0x2105.base", r.value.intentDeliveryInfo.srcTxHash));
    assert.ok(rec.ok, rec.ok ? "" : rec.error.message);
    assert.equal(rec.value.state, "delivered");
    assert.deepEqual(asked.map((q) => q.chain_id), ["30", "4"]);
    assert.equal(asked[1].tx_hash, rec.value.fillTxHash);
  });
});
