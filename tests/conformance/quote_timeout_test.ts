/**
 * Issue 19 item 3: `swaps.getQuote` has a default request budget (`DEFAULT_QUOTE_TIMEOUT_MS`), overridable per
 * call; a solver that never answers ends in a failed Result naming the timeout, in virtual time.
 */
import assert from "node:assert/strict";
import { DEFAULT_QUOTE_TIMEOUT_MS } from "../../mod.ts";
import { withSwapWorld } from "../services/swaps/_harness.ts";

const STALL = { schedules: [{ route: "POST /intent/quote", fault: "stall" as const, count: 100 }] };

Deno.test("swaps.getQuote gives up on a stalled solver after DEFAULT_QUOTE_TIMEOUT_MS with a timeout error", async () => {
  await withSwapWorld(async ({ client, params, settle }) => {
    const p = params();
    const started = Date.now();
    const r = await settle(
      client.swaps.getQuote({
        token_src: p.inputToken,
        token_dst: p.outputToken,
        token_src_blockchain_id: p.srcChainKey,
        token_dst_blockchain_id: p.dstChainKey,
        amount: 1_000_000n,
        quote_type: "exact_input",
      }),
      250,
      120_000,
    );
    const took = Date.now() - started;
    assert.ok(!r.ok);
    assert.equal(r.error.code, "EXTERNAL_API_ERROR");
    assert.equal(r.error.context.reason, "timeout");
    assert.equal(r.error.context.timeoutMs, DEFAULT_QUOTE_TIMEOUT_MS);
    assert.match(r.error.message, /30000 ms timeout/);
    assert.ok(
      took >= DEFAULT_QUOTE_TIMEOUT_MS && took <= DEFAULT_QUOTE_TIMEOUT_MS + 1_000,
      `took ${took} ms`,
    );
  }, { faults: STALL });
});

Deno.test("swaps.getQuote honours a per-call timeout", async () => {
  await withSwapWorld(async ({ client, params, settle }) => {
    const p = params();
    const started = Date.now();
    const r = await settle(
      client.swaps.getQuote({
        token_src: p.inputToken,
        token_dst: p.outputToken,
        token_src_blockchain_id: p.srcChainKey,
        token_dst_blockchain_id: p.dstChainKey,
        amount: 1_000_000n,
        quote_type: "exact_input",
      }, { timeout: 2_000 }),
      100,
      120_000,
    );
    const took = Date.now() - started;
    assert.ok(!r.ok);
    assert.equal(r.error.context.timeoutMs, 2_000);
    assert.ok(took >= 2_000 && took < 3_000, `took ${took} ms`);
  }, { faults: STALL });
});

Deno.test("swaps.getQuote rejects a non-positive timeout before any request", async () => {
  await withSwapWorld(async ({ client, params, sim }) => {
    const p = params();
    const r = await client.swaps.getQuote({
      token_src: p.inputToken,
      token_dst: p.outputToken,
      token_src_blockchain_id: p.srcChainKey,
      token_dst_blockchain_id: p.dstChainKey,
      amount: 1_000_000n,
      quote_type: "exact_input",
    }, { timeout: 0 });
    assert.ok(!r.ok);
    assert.equal(r.error.code, "VALIDATION_FAILED");
    assert.equal(sim.requests().filter((q) => q.path.includes("/quote")).length, 0);
  });
});

Deno.test("swaps.getQuote still answers within the default budget when the solver does", async () => {
  await withSwapWorld(async ({ client, params, settle }) => {
    const p = params();
    const r = await settle(client.swaps.getQuote({
      token_src: p.inputToken,
      token_dst: p.outputToken,
      token_src_blockchain_id: p.srcChainKey,
      token_dst_blockchain_id: p.dstChainKey,
      amount: 1_000_000n,
      quote_type: "exact_input",
    }));
    assert.ok(r.ok, JSON.stringify(!r.ok && r.error.toJSON()));
    assert.ok(r.value.quoted_amount > 0n);
  });
});
