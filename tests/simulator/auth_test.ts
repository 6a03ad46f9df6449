import assert from "node:assert/strict";
import { get, makeSim, post } from "./_helpers.ts";

const KEYED: { method: "GET" | "POST"; path: string }[] = [
  { method: "GET", path: "/v1/swaps/tokens" },
  { method: "POST", path: "/v1/swaps/quote" },
  { method: "POST", path: "/v1/swaps/submit-tx" },
  { method: "GET", path: "/v1/swaps/submit-tx/status?txHash=0x1&srcChainKey=sonic" },
  { method: "POST", path: "/v1/bridge/submit-tx" },
  { method: "POST", path: "/v1/sponsorships/stellar/accounts" },
  { method: "GET", path: "/v1/sponsorships/stellar/config" },
];

const call = (sim: ReturnType<typeof makeSim>, route: (typeof KEYED)[number], key?: string) => {
  const headers: Record<string, string> = key === undefined ? {} : { "x-api-key": key };
  return route.method === "GET" ? get(sim, route.path, headers) : post(sim, route.path, {}, headers);
};

for (const route of KEYED) {
  Deno.test(`${route.method} ${route.path.split("?")[0]}: 401 without or with a bad key, 403 suspended`, async () => {
    const sim = makeSim({ apiKeys: ["good", { key: "frozen", org: "acme" }], suspendedOrgs: ["acme"] });
    const missing = await call(sim, route);
    assert.equal(missing.status, 401);
    assert.equal(missing.body.code, "MISSING_API_KEY");
    const empty = await call(sim, route, "");
    assert.equal(empty.status, 401);
    const invalid = await call(sim, route, "wrong");
    assert.equal(invalid.status, 401);
    assert.equal(invalid.body.code, "INVALID_API_KEY");
    const suspended = await call(sim, route, "frozen");
    assert.equal(suspended.status, 403);
    assert.equal(suspended.body.code, "ORGANISATION_SUSPENDED");
    const good = await call(sim, route, "good");
    assert.ok(good.status !== 401 && good.status !== 403 && good.status < 500, String(good.status));
  });
}

Deno.test("oracle, data and solver reads are open", async () => {
  const sim = makeSim();
  for (
    const path of [
      "/v1/be/oracle/markets",
      "/v1/intent/oracle",
      "/v1/be/config/all",
    ]
  ) {
    assert.equal((await get(sim, path)).status, 200, path);
  }
  assert.equal((await post(sim, "/v1/intent/status", { intent_tx_hash: "0x01" })).status, 200);
});

Deno.test("the default key is sim-key and allowAnyKey accepts any non-empty key", async () => {
  const strict = makeSim();
  assert.equal((await get(strict, "/v1/swaps/tokens", { "x-api-key": "sim-key" })).status, 200);
  assert.equal(strict.clientConfig.apiKey, "sim-key");
  const open = makeSim({ allowAnyKey: true });
  assert.equal((await get(open, "/v1/swaps/tokens", { "x-api-key": "anything" })).status, 200);
  assert.equal((await get(open, "/v1/swaps/tokens")).status, 401);
});

Deno.test("keys can be changed at run time through the control API", async () => {
  const sim = makeSim();
  const r = await post(sim, "/__sim/auth", { apiKeys: [{ key: "k2", org: "o" }], suspendedOrgs: ["o"] });
  assert.equal(r.status, 200);
  assert.equal((await get(sim, "/v1/swaps/tokens", { "x-api-key": "k2" })).status, 403);
  await post(sim, "/__sim/auth", { suspendedOrgs: [] });
  assert.equal((await get(sim, "/v1/swaps/tokens", { "x-api-key": "k2" })).status, 200);
  assert.equal((await get(sim, "/v1/swaps/tokens", { "x-api-key": "sim-key" })).status, 401);
});

Deno.test("the request log records the x-api-key header of each request as received", async () => {
  const sim = makeSim();
  await get(sim, "/v1/be/oracle/markets");
  await get(sim, "/v1/swaps/tokens", { "x-api-key": "sim-key" });
  await post(sim, "/v1/intent/status", { intent_tx_hash: "0x01" }, { "X-API-KEY": "  spaced " });
  const log = (await get(sim, "/__sim/requests")).body.entries as { apiKey: string | null; route: string }[];
  assert.deepEqual(log.map((e) => [e.route, e.apiKey]), [
    ["GET /be/oracle/markets", null],
    ["GET /swaps/tokens", "sim-key"],
    ["POST /intent/status", "spaced"],
  ]);
});
