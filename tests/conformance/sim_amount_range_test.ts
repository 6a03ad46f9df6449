/**
 * Issue 19 item 10: every amount field of every swaps and bridge route of the simulator answers an out-of-range
 * value (2^256, a 400-digit decimal, any larger value) with a 400 JSON, never a 500.
 */
import assert from "node:assert/strict";
import fc from "fast-check";
import { createSimulatorApp, type SimulatorApp } from "../../simulator/app.ts";
import { DEFAULT_SWAPS_TOKENS } from "../../simulator/swaps/tokens.ts";
import "../_fc_seed.ts";

const USDC = DEFAULT_SWAPS_TOKENS["0x2105.base"]!.find((t) => t.symbol === "USDC")!.address;
const USDC_BSC = DEFAULT_SWAPS_TOKENS["0x38.bsc"]!.find((t) => t.symbol === "USDC")!.address;
const ME = "0x5555555555555555555555555555555555555555";
const ZERO = "0x0000000000000000000000000000000000000000";
const HEADERS = { "content-type": "application/json", "x-api-key": "sim-key" };

const quote = {
  tokenSrc: USDC,
  tokenDst: USDC_BSC,
  tokenSrcChainKey: "0x2105.base",
  tokenDstChainKey: "0x38.bsc",
  amount: "1000",
  quoteType: "exact_input",
};
const intent = {
  ...quote,
  minOutputAmount: "1",
  deadline: "0",
  allowPartialFill: false,
  srcAddress: ME,
  dstAddress: ME,
  solver: ZERO,
};
const allowance = { tokenSrc: USDC, tokenSrcChainKey: "0x2105.base", srcAddress: ME, amount: "1000" };

/** Each route with each of its amount fields, as a body maker. */
const CASES: { route: string; field: string; body: (v: string) => unknown }[] = [
  { route: "/v1/swaps/quote", field: "amount", body: (v) => ({ ...quote, amount: v }) },
  {
    route: "/v1/swaps/quote",
    field: "partnerFee.amount",
    body: (v) => ({ ...quote, partnerFee: { address: ME, amount: v } }),
  },
  { route: "/v1/swaps/intent", field: "amount", body: (v) => ({ ...intent, amount: v }) },
  { route: "/v1/swaps/intent", field: "minOutputAmount", body: (v) => ({ ...intent, minOutputAmount: v }) },
  { route: "/v1/swaps/intent", field: "deadline", body: (v) => ({ ...intent, deadline: v }) },
  {
    route: "/v1/swaps/intent",
    field: "partnerFee.amount",
    body: (v) => ({ ...intent, partnerFee: { address: ME, amount: v } }),
  },
  { route: "/v1/swaps/allowance", field: "amount", body: (v) => ({ ...allowance, amount: v }) },
  { route: "/v1/swaps/approve", field: "amount", body: (v) => ({ ...allowance, amount: v }) },
];

async function send(
  sim: SimulatorApp,
  route: string,
  body: unknown,
): Promise<{ status: number; json: unknown }> {
  const res = await sim.fetch(`http://sim${route}`, {
    method: "POST",
    headers: HEADERS,
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: JSON.parse(text) };
}

Deno.test("every swaps amount field answers 2^256 and a 400-digit decimal with a 400 INVALID_AMOUNT JSON", async () => {
  const sim = createSimulatorApp({ preset: "instant" });
  try {
    for (const { route, field, body } of CASES) {
      for (const value of [(2n ** 256n).toString(), "9".repeat(400)]) {
        const { status, json } = await send(sim, route, body(value));
        assert.equal(status, 400, `${route} ${field} (${value.length} digits)`);
        const e = json as { code: string; message: string; details: { field: string } };
        assert.equal(e.code, "INVALID_AMOUNT", route);
        assert.equal(e.details.field, field);
        assert.match(e.message, /2\^256/);
      }
    }
  } finally {
    sim.close();
  }
});

Deno.test("POST /swaps/approve with 2^256 - 1 is still accepted (the bound is inclusive)", async () => {
  const sim = createSimulatorApp({ preset: "instant" });
  try {
    const { status } = await send(sim, "/v1/swaps/approve", {
      ...allowance,
      amount: (2n ** 256n - 1n).toString(),
    });
    assert.equal(status, 200);
  } finally {
    sim.close();
  }
});

Deno.test("property: any amount >= 2^256 in any swaps amount field is a 4xx JSON, never a 5xx", async () => {
  const sim = createSimulatorApp({ preset: "instant" });
  try {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...CASES),
        fc.bigInt({ min: 2n ** 256n, max: 2n ** 1400n }),
        async (c, v) => {
          const { status, json } = await send(sim, c.route, c.body(v.toString()));
          return status >= 400 && status < 500 && typeof (json as { message?: unknown }).message === "string";
        },
      ),
      { numRuns: 60 },
    );
  } finally {
    sim.close();
  }
});
