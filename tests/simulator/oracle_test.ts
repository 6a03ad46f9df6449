import assert from "node:assert/strict";
import fc from "fast-check";
import "../_fc_seed.ts";
import {
  oracleCandlesSchema,
  oracleMarketsSchema,
  solverOracleResponseSchema,
} from "../../core/schemas/oracle.ts";
import { CANDLES_CACHE_TTL_MS } from "../../simulator/gateway/oracle_app.ts";
import { get, makeSim } from "./_helpers.ts";

const NOW_S = 1_700_000_000;

Deno.test("markets list the USD quote, the four intervals and alphabetical symbols", async () => {
  const sim = makeSim();
  const r = await get(sim, "/v1/be/oracle/markets");
  assert.equal(r.status, 200);
  const m = oracleMarketsSchema.parse(r.body);
  assert.deepEqual(m.intervals.map((i) => [i.key, i.seconds]), [["1m", 60], ["5m", 300], ["1h", 3600], [
    "1d",
    86400,
  ]]);
  assert.deepEqual(m.symbols, [...m.symbols].sort());
  assert.ok(m.symbols.includes("BTC") && m.symbols.includes("ETH"));
});

const RULES: { name: string; query: string; status: number; code?: string }[] = [
  { name: "missing symbol", query: "interval=1h&from=0&to=3600", status: 400, code: "MISSING_PARAMETER" },
  { name: "missing interval", query: "symbol=BTC&from=0&to=3600", status: 400, code: "MISSING_PARAMETER" },
  { name: "missing from", query: "symbol=BTC&interval=1h&to=3600", status: 400, code: "MISSING_PARAMETER" },
  { name: "missing to", query: "symbol=BTC&interval=1h&from=0", status: 400, code: "MISSING_PARAMETER" },
  {
    name: "non-integer from",
    query: "symbol=BTC&interval=1h&from=abc&to=3600",
    status: 400,
    code: "INVALID_PARAMETER",
  },
  {
    name: "fractional to",
    query: "symbol=BTC&interval=1h&from=0&to=36.5",
    status: 400,
    code: "INVALID_PARAMETER",
  },
  {
    name: "negative from",
    query: "symbol=BTC&interval=1h&from=-5&to=3600",
    status: 400,
    code: "INVALID_PARAMETER",
  },
  {
    name: "unknown interval",
    query: "symbol=BTC&interval=2h&from=0&to=3600",
    status: 400,
    code: "UNKNOWN_INTERVAL",
  },
  {
    name: "from == to",
    query: "symbol=BTC&interval=1h&from=3600&to=3600",
    status: 400,
    code: "RANGE_NOT_INCREASING",
  },
  {
    name: "from > to",
    query: "symbol=BTC&interval=1h&from=7200&to=3600",
    status: 400,
    code: "RANGE_NOT_INCREASING",
  },
  {
    name: "5001 candles",
    query: `symbol=BTC&interval=1m&from=0&to=${5001 * 60}`,
    status: 400,
    code: "RANGE_TOO_WIDE",
  },
  { name: "5000 candles", query: `symbol=BTC&interval=1m&from=${NOW_S - 300_000}&to=${NOW_S}`, status: 200 },
  { name: "unknown symbol", query: `symbol=NOPE&interval=1h&from=${NOW_S - 7200}&to=${NOW_S}`, status: 200 },
  { name: "range before the data", query: "symbol=BTC&interval=1h&from=0&to=7200", status: 200 },
  {
    name: "range in the future",
    query: `symbol=BTC&interval=1h&from=${NOW_S + 7200}&to=${NOW_S + 72000}`,
    status: 200,
  },
];

for (const rule of RULES) {
  Deno.test(`candles: ${rule.name} answers ${rule.status}${rule.code ? ` ${rule.code}` : ""}`, async () => {
    const sim = makeSim();
    const r = await get(sim, `/v1/be/oracle/candles?${rule.query}`);
    assert.equal(r.status, rule.status);
    if (rule.code) {
      assert.equal(r.body.code, rule.code);
      assert.equal(typeof r.body.message, "string");
    } else {
      oracleCandlesSchema.parse(r.body);
    }
  });
}

Deno.test("candles: unknown symbol, range before the data and future range are empty", async () => {
  const sim = makeSim();
  for (const q of RULES.filter((r) => r.status === 200 && r.name !== "5000 candles")) {
    const r = await get(sim, `/v1/be/oracle/candles?${q.query}`);
    assert.deepEqual(r.body.candles, [], q.name);
  }
  const full = await get(sim, `/v1/be/oracle/candles?${RULES.find((r) => r.name === "5000 candles")?.query}`);
  assert.equal(full.body.candles.length, 5000);
});

Deno.test("candles cover [from, to) by bucket start, oldest first, final:false only on the forming bucket", async () => {
  const sim = makeSim();
  const now = NOW_S; // 1_700_000_000 is 20 s into a 1m bucket
  const from = now - 600 + 1; // not aligned: the first bucket starts after from
  const r = await get(sim, `/v1/be/oracle/candles?symbol=ETH&interval=1m&from=${from}&to=${now + 600}`);
  const c = oracleCandlesSchema.parse(r.body).candles;
  assert.equal(c[0].timestamp, Math.ceil(from / 60) * 60);
  assert.equal(c.at(-1)?.timestamp, Math.floor(now / 60) * 60);
  for (let i = 1; i < c.length; i++) assert.equal(c[i].timestamp - c[i - 1].timestamp, 60);
  assert.deepEqual(c.map((x) => x.final), [...c.slice(0, -1).map(() => undefined), false]);
  for (const x of c) {
    assert.ok(!("final" in x) || x === c.at(-1));
    assert.ok(Number(x.high) >= Math.max(Number(x.open), Number(x.close)));
    assert.ok(Number(x.low) <= Math.min(Number(x.open), Number(x.close)));
  }
});

Deno.test("candles: a bucket starting exactly at `to` is excluded, one starting at `from` included", async () => {
  const sim = makeSim();
  const start = Math.floor(NOW_S / 3600) * 3600 - 5 * 3600;
  const r = await get(
    sim,
    `/v1/be/oracle/candles?symbol=BTC&interval=1h&from=${start}&to=${start + 2 * 3600}`,
  );
  assert.deepEqual(r.body.candles.map((c: { timestamp: number }) => c.timestamp), [start, start + 3600]);
});

Deno.test("candles are served from a ~10 s cache driven by the simulator clock", async () => {
  const sim = makeSim();
  const q = `/v1/be/oracle/candles?symbol=BTC&interval=1m&from=${NOW_S - 120}&to=${NOW_S + 60}`;
  const first = await get(sim, q);
  assert.equal(first.headers.get("x-sim-cache"), "miss");
  sim.clock.advance(CANDLES_CACHE_TTL_MS - 1);
  const second = await get(sim, q);
  assert.equal(second.headers.get("x-sim-cache"), "hit");
  assert.deepEqual(second.body, first.body);
  sim.clock.advance(1);
  const third = await get(sim, q);
  assert.equal(third.headers.get("x-sim-cache"), "miss");
  assert.notDeepEqual(third.body.candles.at(-1), first.body.candles.at(-1));
});

Deno.test("candles: queries spelled differently but meaning the same share one cache entry", async () => {
  const sim = makeSim();
  const from = NOW_S - 120;
  const first = await get(sim, `/v1/be/oracle/candles?symbol=BTC&interval=1m&from=${from}&to=${NOW_S}`);
  assert.equal(first.headers.get("x-sim-cache"), "miss");
  const same = await get(sim, `/v1/be/oracle/candles?to=${NOW_S}&from=00${from}&interval=1m&symbol=BTC`);
  assert.equal(same.headers.get("x-sim-cache"), "hit");
  assert.deepEqual(same.body, first.body);
});

Deno.test("candles: an invalid query answers 400 every time it is asked, never a cached 200", async () => {
  const sim = makeSim();
  for (let i = 0; i < 3; i++) {
    const r = await get(sim, `/v1/be/oracle/candles?symbol=BTC&interval=1m&from=600&to=60`);
    assert.equal(r.status, 400);
    assert.equal(r.body.code, "RANGE_NOT_INCREASING");
  }
});

Deno.test("candles are reproducible from the seed and differ across seeds", async () => {
  const q = `/v1/be/oracle/candles?symbol=SOL&interval=5m&from=${NOW_S - 3000}&to=${NOW_S}`;
  const a = await get(makeSim({ seed: 5 }), q);
  const b = await get(makeSim({ seed: 5 }), q);
  const c = await get(makeSim({ seed: 6 }), q);
  assert.deepEqual(a.body, b.body);
  assert.notDeepEqual(a.body, c.body);
});

Deno.test("a closed candle is the same whatever range it is asked with (property)", async () => {
  const sim = makeSim();
  await fc.assert(
    fc.asyncProperty(
      fc.integer({ min: 1, max: 400 }),
      fc.integer({ min: 1, max: 50 }),
      async (back, width) => {
        const bucket = Math.floor(NOW_S / 300) * 300 - back * 300;
        const narrow = await get(
          sim,
          `/v1/be/oracle/candles?symbol=BTC&interval=5m&from=${bucket}&to=${bucket + 1}`,
        );
        const wide = await get(
          sim,
          `/v1/be/oracle/candles?symbol=BTC&interval=5m&from=${bucket - width * 300}&to=${bucket + 300}`,
        );
        assert.deepEqual(narrow.body.candles[0], wide.body.candles.at(-1));
      },
    ),
    { numRuns: 40 },
  );
});

Deno.test("/intent/oracle lists hub tokens with numeric USD prices", async () => {
  const sim = makeSim();
  const r = await get(sim, "/v1/intent/oracle");
  assert.equal(r.status, 200);
  const items = solverOracleResponseSchema.parse(r.body);
  assert.ok(items.length > 0);
  for (const i of items) {
    assert.equal(i.chainId, "146");
    assert.ok(i.priceUsd > 0);
  }
  const usdc = items.find((i) => i.symbol === "USDC");
  assert.ok(usdc && Math.abs(usdc.priceUsd - 1) < 0.01 && usdc.decimals === 6);
});
