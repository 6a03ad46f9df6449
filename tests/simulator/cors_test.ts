import assert from "node:assert/strict";
import { parseSimulateArgs } from "../../simulator/main.ts";
import { startSimulator } from "../../simulator/start.ts";
import { makeSim } from "./_helpers.ts";

const VITE = "http://localhost:3000";

const preflight = (path: string, origin = VITE): Request =>
  new Request(`http://sim.local${path}`, {
    method: "OPTIONS",
    headers: {
      origin,
      "access-control-request-method": "POST",
      "access-control-request-headers": "x-api-key,content-type,x-api-signature",
    },
  });

Deno.test("a preflight of POST /v1/intent/quote from any origin is answered 204 with the library's headers", async () => {
  const sim = makeSim();
  for (
    // the control surface (/__sim/*) answers no foreign origin: control_guard_test.ts
    const path of ["/v1/intent/quote", "/v1/swaps/submit-tx", "/relayer", "/rpc/0x2105.base"]
  ) {
    const res = await sim.handle(preflight(path));
    assert.equal(res.status, 204, path);
    assert.equal(res.headers.get("access-control-allow-origin"), "*", path);
    const allowed = (res.headers.get("access-control-allow-headers") ?? "").split(",");
    for (const h of ["x-api-key", "content-type", "x-api-signature"]) assert.ok(allowed.includes(h), h);
    assert.ok((res.headers.get("access-control-allow-methods") ?? "").includes("POST"));
    await res.body?.cancel();
  }
  // preflights never reach the API-key check, the fault layer nor the request log
  assert.equal(sim.requests().length, 0);
  sim.close();
});

Deno.test("every answer to a browser origin carries Access-Control-Allow-Origin, errors and 401s included", async () => {
  const sim = makeSim();
  const headers = { origin: VITE };
  const markets = await sim.fetch("/v1/be/oracle/markets", { headers });
  const unkeyed = await sim.fetch("/v1/swaps/tokens", { headers });
  const missing = await sim.fetch("/v1/nothing-here", { headers });
  assert.equal(markets.status, 200);
  assert.equal(unkeyed.status, 401);
  assert.equal(missing.status, 404);
  for (const res of [markets, unkeyed, missing]) {
    assert.equal(res.headers.get("access-control-allow-origin"), "*");
    await res.body?.cancel();
  }
  sim.close();
});

Deno.test("a cached candles query from a browser takes the app, not the fast lane, and gets CORS headers", async () => {
  const sim = makeSim();
  const url = "/v1/be/oracle/candles?symbol=BTC&interval=1m&from=1700000040&to=1700000640";
  const first = await sim.fetch(url);
  const second = await sim.fetch(url, { headers: { origin: VITE } });
  assert.equal(second.status, 200);
  assert.equal(second.headers.get("access-control-allow-origin"), "*");
  assert.equal(second.headers.get("access-control-expose-headers")?.includes("x-sim-cache"), true);
  assert.equal(await first.text(), await second.text());
  sim.close();
});

Deno.test("corsOrigin restricts the allowed origins; other origins get no allow header", async () => {
  const sim = makeSim({ corsOrigin: [VITE] });
  const ok = await sim.handle(preflight("/v1/intent/quote"));
  const other = await sim.handle(preflight("/v1/intent/quote", "http://evil.test"));
  assert.equal(ok.headers.get("access-control-allow-origin"), VITE);
  assert.equal(other.headers.get("access-control-allow-origin"), null);
  const get = await sim.fetch("/v1/be/oracle/markets", { headers: { origin: "http://evil.test" } });
  assert.equal(get.headers.get("access-control-allow-origin"), null);
  assert.ok((get.headers.get("vary") ?? "").toLowerCase().includes("origin"));
  for (const res of [ok, other, get]) await res.body?.cancel();
  sim.close();
});

Deno.test("--cors-origin and SIM_CORS_ORIGIN restrict origins; anything but an origin is an error", () => {
  const byDefault = parseSimulateArgs([], () => undefined);
  assert.equal(byDefault.options.corsOrigin, "*");
  const flags = parseSimulateArgs(
    ["--cors-origin", VITE, "--cors-origin=http://127.0.0.1:5173"],
    () => undefined,
  );
  assert.deepEqual(flags.options.corsOrigin, [VITE, "http://127.0.0.1:5173"]);
  const env = parseSimulateArgs(
    [],
    (k) => (k === "SIM_CORS_ORIGIN" ? `${VITE},https://app.test` : undefined),
  );
  assert.deepEqual(env.options.corsOrigin, [VITE, "https://app.test"]);
  const bad = parseSimulateArgs(["--cors-origin", "localhost:3000/"], () => undefined);
  assert.equal(bad.errors.length, 1);
});

Deno.test("over a real socket, a preflight then a keyed POST from another origin both pass CORS", async () => {
  await using sim = await startSimulator({ port: 0 });
  const pre = await fetch(`${sim.urls.gateway}/swaps/quote`, {
    method: "OPTIONS",
    headers: {
      origin: VITE,
      "access-control-request-method": "POST",
      "access-control-request-headers": "x-api-key",
    },
  });
  assert.equal(pre.status, 204);
  await pre.body?.cancel();
  const res = await fetch(`${sim.urls.gateway}/swaps/tokens`, {
    headers: { origin: VITE, "x-api-key": String(sim.clientConfig.apiKey) },
  });
  assert.equal(res.status, 200);
  assert.equal(res.headers.get("access-control-allow-origin"), "*");
  await res.body?.cancel();
});

Deno.test("requests without an Origin header (not from a page) get no CORS headers", async () => {
  const sim = makeSim();
  const res = await sim.fetch("/v1/be/oracle/markets");
  assert.equal(res.status, 200);
  assert.equal(res.headers.get("access-control-allow-origin"), null);
  await res.body?.cancel();
  sim.close();
});
