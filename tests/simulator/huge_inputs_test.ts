/**
 * No simulator request blocks the event loop on a huge amount or id, shown without a clock.
 *
 * Why this oracle stands for "no request blocks the loop for more than 50 ms": a body is at most 1 MB (the
 * body cap, `body_limits_test.ts`), and every step a route takes over it is linear — JSON.parse, regexes, hex
 * decoding, hashing: a few ms per MB. The one super-linear step is a decimal string converted with `BigInt`
 * (and the bigint written back in decimal): ~40 ms for 10^5 digits, ~120 ms for 10^6 here. So the rule is
 * "an amount or id is refused by its length before it is converted": while each request runs, a counting
 * proxy on `globalThis.BigInt` records the longest decimal string converted, and it must not exceed 78 digits
 * (a uint256). The proxy counts every caller (routes, viem, the chains' SDKs), so no route can convert a long
 * string unseen. Timing assertions stay out of the suite; `bench/sim_event_loop.ts` measures the loop's delay.
 * @module
 */
import assert from "node:assert/strict";
import fc from "fast-check";
import "../_fc_seed.ts";
import { hash, makeSim, type TestSim } from "./_helpers.ts";

const RealBigInt = globalThis.BigInt;
let longestDecimal = 0;

/** Installs the counting proxy for the duration of `run`. */
async function countingBigInt<T>(run: () => Promise<T>): Promise<T> {
  globalThis.BigInt = new Proxy(RealBigInt, {
    apply(target, thisArg, args: unknown[]) {
      const value = args[0];
      // hex (0x...) converts in linear time; count the decimal strings
      if (typeof value === "string" && !/^\s*-?0[xXoObB]/.test(value.slice(0, 8))) {
        longestDecimal = Math.max(longestDecimal, value.trim().length);
      }
      return Reflect.apply(target, thisArg, args);
    },
  });
  try {
    return await run();
  } finally {
    globalThis.BigInt = RealBigInt;
  }
}

const USDC_HUB = "0x29219dd400f2Bf60E5a23d13Be72B486D4038894";
const USDT_HUB = "0x50c42dEAcD8Fc9773493ED674b675bE577f2634b";
const JSON_HEADERS = { "content-type": "application/json", "x-api-key": "sim-key" };

/** One route taking an amount or an id, with the huge value put where it goes. */
interface Case {
  name: string;
  path: string;
  body: (huge: string) => unknown;
}

const intentWire = (huge: string) => ({
  intentId: "1",
  creator: "0x01",
  inputToken: "0x02",
  outputToken: "0x03",
  inputAmount: huge,
  minOutputAmount: "1",
  deadline: "0",
  allowPartialFill: false,
  srcChain: 30,
  dstChain: 146,
  srcAddress: "0x04",
  dstAddress: "0x05",
  solver: "0x00",
  data: "0x",
});

const CASES: readonly Case[] = [
  {
    name: "solver quote amount",
    path: "/v1/intent/quote",
    body: (huge) => ({ token_src: USDC_HUB, token_dst: USDT_HUB, amount: huge, quote_type: "exact_input" }),
  },
  {
    name: "relayer submit chain_id",
    path: "/relayer",
    body: (huge) => ({ action: "submit", params: { chain_id: huge, tx_hash: hash("ab") } }),
  },
  {
    name: "relayer packets chain_id",
    path: "/relayer",
    body: (huge) => ({ action: "get_transaction_packets", params: { chain_id: huge, tx_hash: hash("ab") } }),
  },
  {
    name: "relayer get_packet conn_sn",
    path: "/relayer",
    body: (huge) => ({
      action: "get_packet",
      params: { chain_id: "30", tx_hash: hash("ab"), conn_sn: huge },
    }),
  },
  {
    name: "swaps quote amount",
    path: "/v1/swaps/quote",
    body: (huge) => ({
      tokenSrc: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913",
      tokenSrcChainKey: "0x2105.base",
      tokenDst: "0x55d398326f99059fF775485246999027B3197955",
      tokenDstChainKey: "0x38.bsc",
      amount: huge,
      quoteType: "exact_input",
    }),
  },
  {
    name: "swaps create-intent deadline",
    path: "/v1/swaps/intent",
    body: (huge) => ({
      tokenSrc: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913",
      tokenSrcChainKey: "0x2105.base",
      tokenDst: "0x55d398326f99059fF775485246999027B3197955",
      tokenDstChainKey: "0x38.bsc",
      amount: "1000",
      quoteType: "exact_input",
      srcAddress: "0x01",
      dstAddress: "0x02",
      minOutputAmount: "1",
      deadline: huge,
      allowPartialFill: false,
    }),
  },
  {
    name: "swaps allowance amount",
    path: "/v1/swaps/allowance",
    body: (huge) => ({
      tokenSrc: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913",
      tokenSrcChainKey: "0x2105.base",
      srcAddress: "0x01",
      amount: huge,
    }),
  },
  {
    name: "swaps submit-tx intent amount",
    path: "/v1/swaps/submit-tx",
    body: (huge) => ({
      txHash: hash("ab"),
      srcChainKey: "0x2105.base",
      walletAddress: "0x01",
      intent: intentWire(huge),
      relayData: "0x",
    }),
  },
  {
    name: "control fund amount",
    path: "/__sim/fund",
    body: (huge) => ({ chainKey: "0x2105.base", account: "0x01", amount: huge }),
  },
  {
    name: "control fund negative amount",
    path: "/__sim/fund",
    body: (huge) => ({ chainKey: "0x2105.base", account: "0x01", amount: `-${huge}`, mode: "add" }),
  },
  { name: "control price", path: "/__sim/price", body: (huge) => ({ asset: "sodaETH", usd: huge }) },
  {
    name: "snapshot bigint",
    path: "/__sim/restore",
    body: (huge) => ({
      format: "xswap-simulator-snapshot",
      version: 1,
      seed: 1,
      parts: { clock: { now: { $bigint: huge }, kind: "manual" } }, // the first part checked
    }),
  },
];

async function send(sim: TestSim, c: Case, huge: string): Promise<{ status: number; body: unknown }> {
  const res = await sim.fetch(c.path, {
    method: "POST",
    headers: JSON_HEADERS,
    body: JSON.stringify(c.body(huge)),
  });
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: res.status, body };
}

Deno.test("a huge amount or id on any route is a JSON 4xx refused by its length, never converted", async () => {
  const sim = makeSim();
  try {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...CASES),
        // just past a uint256's 78 digits, and far past it
        fc.oneof(fc.integer({ min: 79, max: 82 }), fc.integer({ min: 83, max: 300_000 })),
        fc.constantFrom("1", "9"),
        async (c, digits, lead) => {
          const huge = lead + "9".repeat(digits - 1);
          longestDecimal = 0;
          const answer = await countingBigInt(() => send(sim, c, huge));
          assert.ok(
            answer.status >= 400 && answer.status < 500,
            `${c.name}: ${answer.status} for ${digits} digits`,
          );
          assert.ok(answer.body !== undefined, `${c.name}: the ${answer.status} is not JSON`);
          assert.ok(
            longestDecimal <= 78,
            `${c.name}: converted a ${longestDecimal}-digit decimal string (${digits} sent)`,
          );
        },
      ),
      { numRuns: Number(Deno.env.get("FUZZ_PROPERTY_RUNS") ?? 120) },
    );
  } finally {
    sim.close();
  }
});

Deno.test("the solver answers an amount above 10^60 with MAX_INPUT_AMOUNT (-14), one above a uint256 with 400", async () => {
  const sim = makeSim();
  try {
    for (const [amount, code] of [["9".repeat(70), -14], ["9".repeat(200_000), -999]] as const) {
      longestDecimal = 0;
      const answer = await countingBigInt(() => send(sim, CASES[0]!, amount));
      assert.equal(answer.status, 400);
      assert.equal((answer.body as { detail: { code: number } }).detail.code, code);
      assert.ok(longestDecimal <= 78);
    }
  } finally {
    sim.close();
  }
});

Deno.test("a relay chain id above 2^53 - 1 is the relayer's 400 INVALID_REQUEST, not a 500", async () => {
  const sim = makeSim();
  try {
    const tx = hash("ac");
    sim.ledger.recordSpokeTx({ chainKey: "0x2105.base", txHash: tx, from: "0x01" });
    sim.ledger.submitRelay("30", tx);
    for (const chainId of ["9007199254740993", "9".repeat(400)]) {
      const answer = await send(sim, CASES[2]!, chainId);
      assert.equal(answer.status, 400);
      assert.equal((answer.body as { code: string }).code, "INVALID_REQUEST");
    }
  } finally {
    sim.close();
  }
});
