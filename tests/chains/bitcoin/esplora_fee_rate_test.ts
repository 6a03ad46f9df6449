/** The Esplora fee estimate falls back to the platform's 3 sat/vB when the node cannot estimate. */
import assert from "node:assert/strict";
import { createBitcoinSpokeAdapter } from "../../../chains/bitcoin/adapter.ts";
import { createEsploraClient, DEFAULT_BITCOIN_FEE_RATE } from "../../../chains/bitcoin/esplora.ts";
import { createPrivateKeyBitcoinWallet } from "../../../chains/bitcoin/wallet_private_key.ts";
import type { FetchLike } from "../../../core/http/types.ts";
import { DEFAULT_BITCOIN_ASSET_MANAGER } from "../../../simulator/chains/bitcoin/esplora_app.ts";
import { BITCOIN_PARAMS, bitcoinFixture, KEY_1 } from "./_fixture.ts";

const answers: [string, FetchLike][] = [
  ["a 503", () => Promise.resolve(new Response("overloaded", { status: 503 }))],
  ["a transport failure", () => Promise.reject(new TypeError("connection refused"))],
  ["a body that is not JSON", () => Promise.resolve(new Response("<html>", { status: 200 }))],
  ["a body of the wrong shape", () => Promise.resolve(Response.json({ "6": "fast" }))],
];

for (const [what, fetch] of answers) {
  Deno.test(`getFeeRate() answers the default 3 sat/vB on ${what} of /fee-estimates, as the platform does`, async () => {
    const r = await createEsploraClient("http://node.local", { fetch }).getFeeRate();
    assert.deepEqual(r, { ok: true, value: DEFAULT_BITCOIN_FEE_RATE });
    assert.equal(DEFAULT_BITCOIN_FEE_RATE, 3n);
  });
}

Deno.test("getFeeRate() still fails ABORTED when the caller's signal aborts", async () => {
  const controller = new AbortController();
  controller.abort();
  const fetch: FetchLike = (_input, init) => Promise.reject(init?.signal?.reason ?? new Error("aborted"));
  const r = await createEsploraClient("http://node.local", { fetch }).getFeeRate(6, controller.signal);
  assert.ok(!r.ok);
  assert.equal(r.error.code, "ABORTED");
});

Deno.test("a Bitcoin deposit goes through at 3 sat/vB when /fee-estimates fails", async () => {
  const f = bitcoinFixture();
  const fetch: FetchLike = (input, init) =>
    String(input instanceof Request ? input.url : input).endsWith("/fee-estimates")
      ? Promise.resolve(new Response("upstream timeout", { status: 504 }))
      : f.fetch(input, init);
  const adapter = createBitcoinSpokeAdapter({
    rpcUrl: "http://sim.local/",
    addresses: { assetManager: DEFAULT_BITCOIN_ASSET_MANAGER },
    pollingConfig: { pollingIntervalMs: 10, maxTimeoutMs: 100 },
  }, { fetch, sleep: () => Promise.resolve() });
  const wallet = createPrivateKeyBitcoinWallet(KEY_1);
  if (!wallet.ok) throw wallet.error;
  const r = await adapter.createSwapIntent(BITCOIN_PARAMS, wallet.value);
  assert.ok(r.ok, r.ok ? "" : r.error.message);
  const tx = f.chain.tx(r.value.txHash);
  assert.ok(tx);
  const change = tx.tx.getOutput(2).amount!;
  const fee = 100_000_000n - BITCOIN_PARAMS.inputAmount - change;
  const vsize = BigInt(tx.tx.vsize);
  assert.ok(fee >= 3n * vsize && fee < 5n * vsize, `fee ${fee} for ${vsize} vB at 3 sat/vB`);
});
