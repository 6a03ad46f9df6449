/**
 * The candles fast lane (simulator/gateway/candles_fast_lane.ts) must be invisible: for any sequence of candles
 * requests and clock moves, a simulator answering through `handle` (lane first) and one answering through the hono
 * app alone give the same statuses, bodies, headers and request log.
 * @module
 */
import assert from "node:assert/strict";
import fc from "fast-check";
import "../_fc_seed.ts";
import { candlesFastLane } from "../../simulator/gateway/candles_fast_lane.ts";
import { CandlesCache, CandlesQueryMemo } from "../../simulator/gateway/oracle_app.ts";
import { RequestLog } from "../../simulator/request_log/request_log.ts";
import { FaultEngine } from "../../simulator/faults/fault_engine.ts";
import { createManualClock } from "../../simulator/state/clock.ts";
import { makeSim, type TestSim } from "./_helpers.ts";

const FROM = 1_700_000_040;
const QUERIES = [
  `symbol=BTC&interval=1m&from=${FROM}&to=${FROM + 6000}`,
  `to=${FROM + 6000}&from=${FROM}&interval=1m&symbol=BTC`,
  `symbol=ETH&interval=1h&from=${FROM - 36000}&to=${FROM + 3600}`,
  `symbol=NOPE&interval=1m&from=${FROM}&to=${FROM + 60}`,
  `symbol=BTC&interval=1m&from=${FROM + 60}&to=${FROM}`,
  "symbol=BTC&interval=2m&from=0&to=60",
  "",
];
const PATHS = [
  "/v1/be/oracle/candles",
  "/v1/be/oracle/candles/",
  "/v1/be/oracle/candlesx",
  "/be/oracle/candles",
];

type Step = { kind: "get"; path: string; query: string; method: "GET" | "HEAD" } | {
  kind: "advance";
  ms: number;
};

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant("get" as const),
      path: fc.constantFrom(...PATHS),
      query: fc.constantFrom(...QUERIES),
      method: fc.constantFrom("GET" as const, "HEAD" as const),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant("advance" as const), ms: fc.integer({ min: 0, max: 12_000 }) }),
  },
);

async function answer(sim: TestSim, via: "handle" | "app", s: Step & { kind: "get" }): Promise<string> {
  const request = new Request(`${sim.urls.origin}${s.path}${s.query === "" ? "" : `?${s.query}`}`, {
    method: s.method,
    headers: { "x-api-key": "k" },
  });
  const res = await (via === "handle" ? sim.handle(request) : sim.app.fetch(request));
  const headers = [...res.headers].filter(([k]) => k !== "date");
  return JSON.stringify([res.status, headers, await res.text()]);
}

Deno.test("the candles fast lane answers and logs exactly what the app alone answers and logs", async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 30 }), async (steps) => {
      const lane = makeSim({ seed: 5 });
      const plain = makeSim({ seed: 5 });
      try {
        for (const s of steps) {
          if (s.kind === "advance") {
            lane.clock.advance(s.ms);
            plain.clock.advance(s.ms);
            continue;
          }
          assert.equal(await answer(lane, "handle", s), await answer(plain, "app", s));
        }
        assert.deepEqual(lane.requests(), plain.requests());
      } finally {
        lane.close();
        plain.close();
      }
    }),
    { numRuns: 60 },
  );
});

Deno.test("a fault rule on the candles route applies to cached candles too", async () => {
  const sim = makeSim();
  const url = `/v1/be/oracle/candles?${QUERIES[0]}`;
  try {
    assert.equal((await (await sim.fetch(url)).text()).length > 0, true);
    sim.setFaults({ rules: [{ route: "GET /be/oracle/candles", error5xx: 1 }] });
    const res = await sim.fetch(url);
    await res.body?.cancel();
    assert.equal(res.status, 500);
    assert.equal(res.headers.get("x-sim-fault"), "error5xx");
    sim.setFaults({ rules: [] });
    const again = await sim.fetch(url);
    await again.body?.cancel();
    assert.equal(again.headers.get("x-sim-cache"), "hit");
  } finally {
    sim.close();
  }
});

Deno.test("the candles fast lane stands aside while observed, while faults are configured, and on a cold cache", () => {
  const clock = createManualClock(1_700_000_000_000);
  const cache = new CandlesCache();
  const queries = new CandlesQueryMemo();
  const faults = new FaultEngine({ seed: 1 });
  const log = new RequestLog();
  let observed = false;
  const lane = candlesFastLane({
    prefix: "/v1",
    clock,
    cache,
    queries,
    faults,
    log,
    observed: () => observed,
  });
  const url = `http://sim/v1/be/oracle/candles?${QUERIES[0]}`;
  assert.equal(lane(new Request(url)), undefined, "nothing validated or cached yet");
  const check = queries.check(url, () => ({
    ok: true,
    query: { symbol: "BTC", interval: "1m", from: FROM, to: FROM + 6000 },
  }));
  assert.ok(check.ok);
  cache.set(check.key, clock.now(), "{}");
  const served = lane(new Request(url));
  assert.equal(served?.headers.get("x-sim-cache"), "hit");
  assert.equal(log.entries().length, 1);
  observed = true;
  assert.equal(lane(new Request(url)), undefined, "a dashboard page or printed lines see every request");
  observed = false;
  faults.update({ schedules: [{ route: "GET /be/*", count: 1, fault: "error5xx" }] });
  assert.equal(lane(new Request(url)), undefined, "a pending schedule must be consumed by the app");
  assert.equal(log.entries().length, 1);
});
