/**
 * Issue 19 item 16: the simulator's per-route request counters fold every request no route served (unknown paths,
 * wrong methods) into one bucket, so 300 random 404s add one key, not 300; a route's own 404 (an unknown intent)
 * still counts under its route.
 */
import assert from "node:assert/strict";
import { UNMATCHED_ROUTE } from "../../simulator/request_log/request_log.ts";
import { get, hash, makeSim } from "../simulator/_helpers.ts";

async function byRoute(sim: ReturnType<typeof makeSim>): Promise<Record<string, number>> {
  return (await get(sim, "/__sim/state")).body.requests.byRoute;
}

Deno.test("300 requests to random unknown paths add one counter key", async () => {
  const sim = makeSim();
  try {
    await get(sim, "/v1/be/oracle/markets");
    const before = Object.keys(await byRoute(sim)).length;
    for (let i = 0; i < 300; i++) {
      const res = await sim.fetch(`/v1/nope/${crypto.randomUUID()}/${i}`);
      assert.equal(res.status, 404);
      await res.body?.cancel();
    }
    const counts = await byRoute(sim);
    assert.equal(Object.keys(counts).length, before + 1, JSON.stringify(Object.keys(counts)));
    assert.equal(counts[UNMATCHED_ROUTE], 300);
    assert.equal(counts["GET /be/oracle/markets"], 1);
  } finally {
    sim.close();
  }
});

Deno.test("wrong methods on known routes are folded into the same bucket", async () => {
  const sim = makeSim();
  try {
    for (const method of ["PUT", "DELETE", "PATCH"]) {
      const res = await sim.fetch("/v1/be/config/all", { method });
      assert.equal(res.status, 405);
      await res.body?.cancel();
    }
    const counts = await byRoute(sim);
    assert.equal(counts[UNMATCHED_ROUTE], 3);
    assert.equal(Object.keys(counts).filter((k) => k.includes("config/all")).length, 0);
  } finally {
    sim.close();
  }
});

Deno.test("a route's own 404 (unknown intent) still counts under that route", async () => {
  const sim = makeSim();
  try {
    const r = await get(sim, `/v1/be/intent/tx/${hash("0e")}`);
    assert.equal(r.status, 404);
    const counts = await byRoute(sim);
    assert.equal(counts[UNMATCHED_ROUTE], undefined);
    assert.equal(Object.values(counts).reduce((a, b) => a + b, 0), 1);
  } finally {
    sim.close();
  }
});
