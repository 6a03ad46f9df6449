/**
 * Not a test of its own: the one swap of docs/architecture.md#one-swap-end-to-end, run under coverage by
 * `architecture_doc_test.ts` in a subprocess: a quote, then `swaps.swap` from Base to BSC whose backend submit-tx job fails (so
 * the client's own relay delivers it), then `swaps.track` to the delivered fill, with a relay and a solver that
 * take seconds (so every wait polls).
 * @module
 */
import assert from "node:assert/strict";
import { withSwapWorld } from "../services/swaps/_harness.ts";

Deno.test("one swap, end to end (traced)", async () => {
  await withSwapWorld(async ({ client, wallet, params, settle }) => {
    const p = params();
    const quote = await settle(client.swaps.getQuote({
      token_src: p.inputToken,
      token_dst: p.outputToken,
      token_src_blockchain_id: p.srcChainKey,
      token_dst_blockchain_id: p.dstChainKey,
      amount: p.inputAmount,
      quote_type: "exact_input",
    }));
    assert.ok(quote.ok, quote.ok ? "" : quote.error.message);
    const r = await settle(client.swaps.swap({ params: p, walletProvider: wallet }));
    assert.ok(r.ok, r.ok ? "" : r.error.message);
    assert.equal(r.value.path, "client");
    const t = await settle(client.swaps.track(r.value));
    assert.ok(t.ok, t.ok ? "" : t.error.message);
  }, {
    faults: {
      profile: {
        // the backend job fails; the relay and the solver take seconds, so the relay wait and the track poll
        submitTx: { failProbability: 1 },
        relay: { validatingMs: 500, executingMs: 1_500, executedMs: 3_000 },
        solver: { firstFillMs: 4_000, fillIntervalMs: 1_000, partialFills: 1, failProbability: 0 },
      },
    },
  });
});
