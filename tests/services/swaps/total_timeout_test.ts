/**
 * `extras.totalTimeout` bounds the whole swap (docs/swaps.md#whole-operation-timeout), under virtual time: a
 * relay slower than the budget, and a wallet that never answers, both end the call at the budget with
 * `REQUEST_TIMEOUT` (`context.scope` `"operation"`), the resume token once the intent exists.
 * @module
 */
import assert from "node:assert/strict";
import type { EvmWalletProvider } from "../../../chains/evm/mod.ts";
import { withSwapWorld } from "./_harness.ts";

Deno.test("totalTimeout ends a swap whose fallback relay outlasts it at the budget, with its resume token", async () => {
  await withSwapWorld(async ({ client, wallet, params, settle }) => {
    const started = Date.now();
    // the per-attempt timeout (120 s) would let the relay wait far longer than the whole budget
    const r = await settle(
      client.swaps.swap({ params: params(), walletProvider: wallet, extras: { totalTimeout: 20_000 } }),
    );
    const took = Date.now() - started;
    assert.ok(!r.ok);
    assert.equal(r.error.code, "REQUEST_TIMEOUT");
    assert.equal(r.error.context.scope, "operation");
    assert.equal(r.error.context.timeoutMs, 20_000);
    assert.ok(took >= 20_000 && took <= 20_050, `returned after ${took} ms`);
    assert.ok(r.error.context.resumeToken !== undefined, "the intent exists: its token comes back");
    assert.notEqual(r.error.context.phase, "start");
  }, {
    faults: {
      profile: {
        submitTx: { failProbability: 1 },
        relay: { validatingMs: 0, executingMs: 100_000, executedMs: 600_000 },
      },
    },
  });
});

Deno.test("totalTimeout bounds intent creation: a wallet that never answers ends the swap at the budget", async () => {
  await withSwapWorld(async ({ client, wallet, params, settle }) => {
    const stuck: EvmWalletProvider = {
      getAddress: () => wallet.getAddress(),
      sendTransaction: () => new Promise<never>(() => {}),
    } as EvmWalletProvider;
    const started = Date.now();
    const r = await settle(
      client.swaps.swap({ params: params(), walletProvider: stuck, extras: { totalTimeout: 5_000 } }),
    );
    const took = Date.now() - started;
    assert.ok(!r.ok);
    assert.equal(r.error.code, "REQUEST_TIMEOUT");
    assert.equal(r.error.context.phase, "start");
    assert.equal(r.error.context.resumeToken, undefined, "nothing was sent");
    assert.ok(took >= 5_000 && took <= 5_050, `returned after ${took} ms`);
  });
});

Deno.test("a swap within its totalTimeout returns its result as without one", async () => {
  await withSwapWorld(async ({ client, wallet, params, settle }) => {
    const r = await settle(
      client.swaps.swap({ params: params(), walletProvider: wallet, extras: { totalTimeout: 600_000 } }),
    );
    assert.ok(r.ok, r.ok ? "" : r.error.message);
    assert.equal(r.value.path, "backend");
  });
});

Deno.test("totalTimeout must be a number of ms, named in the failure", async () => {
  await withSwapWorld(async ({ client, wallet, params }) => {
    const r = await client.swaps.swap({
      params: params(),
      walletProvider: wallet,
      extras: { totalTimeout: -1 },
    });
    assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED" && r.error.context.field === "totalTimeout");
  });
});
