import assert from "node:assert/strict";
import fc from "fast-check";
import "../../_fc_seed.ts";
import { computePartnerFee } from "../../../core/fee/compute_partner_fee.ts";
import {
  computeSwapsQuote,
  defaultSwapsQuote,
  type SwapsQuoteFunction,
} from "../../../simulator/swaps/quote.ts";

const identity: SwapsQuoteFunction = ({ amount }) => amount;
const t = (decimals: number) => ({ symbol: "T", name: "T", decimals, address: "0x1", chainKey: "sonic" });
const receiver = "0x2222222222222222222222222222222222222222";
const amount = fc.bigInt({ min: 1n, max: 10n ** 30n });
const bps = fc.integer({ min: 0, max: 10_000 });

Deno.test("computeSwapsQuote exact_input prices the amount net of a percentage fee", () => {
  fc.assert(fc.property(amount, bps, (a, p) => {
    const fee = { address: receiver, percentage: p };
    const r = computeSwapsQuote({
      quoteType: "exact_input",
      amount: a,
      srcToken: t(6),
      dstToken: t(6),
      partnerFee: fee,
    }, identity);
    assert.ok(r.ok);
    assert.equal(r.value, a - (a * BigInt(p)) / 10_000n);
  }));
});

Deno.test("computeSwapsQuote exact_output answers the smallest gross input that leaves the net after the fee", () => {
  fc.assert(fc.property(amount, fc.integer({ min: 0, max: 9_999 }), (net, p) => {
    const fee = { address: receiver, percentage: p };
    const r = computeSwapsQuote({
      quoteType: "exact_output",
      amount: net,
      srcToken: t(6),
      dstToken: t(6),
      partnerFee: fee,
    }, identity);
    assert.ok(r.ok);
    const after = (g: bigint) => {
      const f = computePartnerFee(g, fee);
      assert.ok(f.ok);
      return g - f.value;
    };
    assert.ok(after(r.value) >= net);
    assert.ok(after(r.value - 1n) < net);
  }));
});

Deno.test("defaultSwapsQuote exact_output needs at least the input that exact_input prices to the same output", () => {
  fc.assert(
    fc.property(amount, fc.integer({ min: 0, max: 24 }), fc.integer({ min: 0, max: 24 }), (out, sd, dd) => {
      const input = defaultSwapsQuote({
        quoteType: "exact_output",
        amount: out,
        srcToken: t(sd),
        dstToken: t(dd),
      });
      const back = defaultSwapsQuote({
        quoteType: "exact_input",
        amount: input,
        srcToken: t(sd),
        dstToken: t(dd),
      });
      assert.ok(back >= out);
    }),
  );
});

Deno.test("computeSwapsQuote refuses a negative rate as a quote failure", () => {
  const r = computeSwapsQuote(
    { quoteType: "exact_input", amount: 5n, srcToken: t(6), dstToken: t(6) },
    () => -1n,
  );
  assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED" && r.error.context.phase === "quote");
});
