/**
 * Issue 19 item 12: a wrong method on a gateway route answers a JSON 405 `METHOD_NOT_ALLOWED` with an `Allow`
 * header naming the route's methods (as the relayer does); an unknown path stays a JSON 404.
 */
import assert from "node:assert/strict";
import { makeSim } from "../simulator/_helpers.ts";

const KEY = { "x-api-key": "sim-key" };
const METHODS = ["GET", "POST", "PUT", "DELETE", "PATCH"];

Deno.test("every documented gateway route answers another method with 405 and an Allow header", async () => {
  const sim = makeSim();
  try {
    const doc = await (await sim.fetch("/v1/openapi.json")).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const gatewayPaths = Object.keys(doc.paths).filter((p) => p.startsWith("/v1/"));
    assert.ok(gatewayPaths.length >= 15, `only ${gatewayPaths.length} gateway paths documented`);
    for (const documented of gatewayPaths) {
      const path = documented.replace(/\{[^}]+\}/g, "0x12");
      const served = Object.keys(doc.paths[documented]).map((m) => m.toUpperCase());
      for (const method of METHODS.filter((m) => !served.includes(m))) {
        const res = await sim.fetch(path, { method, headers: KEY, body: method === "GET" ? null : "{}" });
        const body = await res.json();
        assert.equal(res.status, 405, `${method} ${path}`);
        assert.equal(body.code, "METHOD_NOT_ALLOWED");
        const allow = (res.headers.get("allow") ?? "").split(", ");
        for (const m of served) assert.ok(allow.includes(m), `${method} ${path}: Allow ${allow} lacks ${m}`);
        assert.ok(!allow.includes(method));
      }
    }
  } finally {
    sim.close();
  }
});

Deno.test("an unknown gateway path is still a JSON 404 without Allow", async () => {
  const sim = makeSim();
  try {
    for (const method of ["GET", "POST"]) {
      const res = await sim.fetch("/v1/no/such/route", { method, headers: KEY });
      assert.equal(res.status, 404);
      assert.equal(res.headers.get("allow"), null);
      assert.equal((await res.json()).code, "NOT_FOUND");
    }
  } finally {
    sim.close();
  }
});

Deno.test("a right method on a route with a path parameter is not turned into a 405", async () => {
  const sim = makeSim();
  try {
    const res = await sim.fetch("/v1/be/intent/tx/0x12", { headers: KEY });
    assert.equal(res.status, 404);
    assert.equal((await res.json()).code, "INTENT_NOT_FOUND");
  } finally {
    sim.close();
  }
});
