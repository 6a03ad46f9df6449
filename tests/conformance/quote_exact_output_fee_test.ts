/**
 * Issue 19 item 4: `swaps.getQuote` applies the partner fee to exact-output quotes too. Reading chosen (see
 * docs/spec_choices.md): the wanted output goes to the solver unchanged and the quoted input is grossed up, so
 * that the input net of the fee still covers what the solver quoted; exact-input quotes keep taking the fee off
 * `amount`. Expected values are computed by hand from the fee definition (bps of the gross input, rounded down).
 */
import assert from "node:assert/strict";
import type { FetchLike } from "../../core/http/types.ts";
import { type PartnerFee, XSwap } from "../../mod.ts";
import { computePartnerFee, grossUpByFee } from "../../core/config_types/mod.ts";
import fc from "fast-check";
import "../_fc_seed.ts";

const FEE_ADDRESS = "0x2222222222222222222222222222222222222222";

function client(fee: PartnerFee | undefined, sent: bigint[]): XSwap {
  const fetch: FetchLike = (_input, init) => {
    sent.push(BigInt(JSON.parse(String(init?.body)).amount));
    return Promise.resolve(Response.json({ quoted_amount: "1000" }));
  };
  return new XSwap({ fetch, ...(fee === undefined ? {} : { fee }) });
}

function request(c: XSwap, quoteType: "exact_input" | "exact_output") {
  const src = c.config.getSupportedSwapTokens("0x2105.base")[0];
  const dst = c.config.getSupportedSwapTokens("sonic")[0];
  return c.swaps.getQuote({
    token_src: src.address,
    token_dst: dst.address,
    token_src_blockchain_id: "0x2105.base",
    token_dst_blockchain_id: "sonic",
    amount: 5_000n,
    quote_type: quoteType,
  });
}

Deno.test("exact_output: a 1% fee grosses the quoted input up to 1010 and the output goes unchanged", async () => {
  const sent: bigint[] = [];
  const r = await request(client({ address: FEE_ADDRESS, percentage: 100 }, sent), "exact_output");
  assert.ok(r.ok, JSON.stringify(!r.ok && r.error.toJSON()));
  assert.deepEqual(sent, [5_000n]);
  assert.equal(r.value.quoted_amount, 1_010n); // 1010 - floor(1010 * 0.01) = 1000
});

Deno.test("exact_output: a fixed fee is added to the quoted input", async () => {
  const sent: bigint[] = [];
  const r = await request(client({ address: FEE_ADDRESS, amount: 25n }, sent), "exact_output");
  assert.ok(r.ok);
  assert.equal(r.value.quoted_amount, 1_025n);
});

Deno.test("exact_output without a fee returns the solver's quote", async () => {
  const sent: bigint[] = [];
  const r = await request(client(undefined, sent), "exact_output");
  assert.ok(r.ok && r.value.quoted_amount === 1_000n);
});

Deno.test("exact_input keeps taking the fee off amount and returns the solver's output", async () => {
  const sent: bigint[] = [];
  const r = await request(client({ address: FEE_ADDRESS, percentage: 100 }, sent), "exact_input");
  assert.ok(r.ok && r.value.quoted_amount === 1_000n);
  assert.deepEqual(sent, [4_950n]);
});

Deno.test("grossUpByFee property: the gross covers the net after the fee, and one less does not", () => {
  fc.assert(
    fc.property(fc.bigInt({ min: 1n, max: 10n ** 30n }), fc.integer({ min: 0, max: 9_999 }), (net, bps) => {
      const fee: PartnerFee = { address: FEE_ADDRESS, percentage: bps };
      const g = grossUpByFee(net, fee);
      if (!g.ok) return false;
      const after = (x: bigint) => x - (computePartnerFee(x, fee) as { ok: true; value: bigint }).value;
      return after(g.value) >= net && after(g.value - 1n) < net;
    }),
  );
});
