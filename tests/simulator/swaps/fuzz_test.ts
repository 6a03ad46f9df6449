import assert from "node:assert/strict";
import fc from "fast-check";
import "../../_fc_seed.ts";
import { allowanceBody, baseUsdc, FEE_RECEIVER, intentBody, quoteBody, setup } from "./_fixtures.ts";

const POST_ROUTES = ["/quote", "/intent", "/allowance", "/approve", "/submit-tx"] as const;

/** Valid bodies with one field replaced by a random value, so validation deeper than the schema is reached. */
function mutated(): fc.Arbitrary<unknown> {
  const base = fc.constantFrom<Record<string, unknown>>(quoteBody, intentBody, allowanceBody, {
    txHash: "0x1",
    srcChainKey: "sonic",
  });
  const value = fc.oneof(
    fc.jsonValue(),
    fc.constantFrom("0", "1", "-1", "1e3", "", baseUsdc, "injective-1", "solana", "sonic", FEE_RECEIVER),
    fc.record({
      address: fc.constantFrom(FEE_RECEIVER, "x"),
      percentage: fc.integer({ min: -5, max: 20_000 }),
    }),
    fc.record({
      address: fc.constantFrom(FEE_RECEIVER, "x"),
      amount: fc.constantFrom("0", "5", "99999999999"),
    }),
  );
  return fc.tuple(
    base,
    fc.string(),
    value,
    fc.constantFrom("partnerFee", "amount", "srcAddress", "tokenSrc", "deadline"),
  )
    .map(([b, k, v, known]) => ({ ...b, [k.length % 2 ? k : known]: v }));
}

Deno.test("swaps routes answer random JSON bodies and queries with 2xx or 4xx only", async () => {
  const h = setup();
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...POST_ROUTES),
      fc.oneof(
        fc.jsonValue().map((v) => JSON.stringify(v)),
        fc.string(),
        mutated().map((v) => JSON.stringify(v)),
      ),
      fc.string(),
      fc.constantFrom("sonic", "0x2105.base", "", "mars"),
      async (route, body, q, chain) => {
        const post = await h.app.request(route, { method: "POST", body });
        assert.ok(post.status < 500, `POST ${route} ${body} -> ${post.status}`);
        await post.body?.cancel();
        const get = await h.app.request(
          `/submit-tx/status?txHash=${encodeURIComponent(q)}&srcChainKey=${encodeURIComponent(chain)}`,
        );
        assert.ok(get.status < 500, `GET ${q} -> ${get.status}`);
        await get.body?.cancel();
      },
    ),
    { numRuns: 300, seed: 11 },
  );
});
