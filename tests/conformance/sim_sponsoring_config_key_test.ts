/**
 * Issue 19 item 9 (docs/rules/auth.md#api-key-scope): the simulator keys `GET /sponsorships/stellar/config`
 * like `POST .../accounts` (401 missing, empty or wrong key; 403 suspended organisation), and its OpenAPI
 * documents say so.
 */
import assert from "node:assert/strict";
import { get, makeSim } from "../simulator/_helpers.ts";

const CONFIG = "/v1/sponsorships/stellar/config";

Deno.test("GET /sponsorships/stellar/config answers 401 without a key, with an empty or a wrong key", async () => {
  const sim = makeSim({ apiKeys: ["good"] });
  try {
    for (const headers of [{}, { "x-api-key": "" }, { "x-api-key": "wrong" }]) {
      const r = await get(sim, CONFIG, headers);
      assert.equal(r.status, 401, JSON.stringify(headers));
      assert.equal(typeof r.body.message, "string");
      assert.equal(r.body.sponsorAccount, undefined, "no config leaks");
    }
  } finally {
    sim.close();
  }
});

Deno.test("GET /sponsorships/stellar/config answers 403 for a suspended organisation's key", async () => {
  const sim = makeSim({ apiKeys: [{ key: "frozen", org: "acme" }], suspendedOrgs: ["acme"] });
  try {
    const r = await get(sim, CONFIG, { "x-api-key": "frozen" });
    assert.equal(r.status, 403);
    assert.equal(r.body.code, "ORGANISATION_SUSPENDED");
  } finally {
    sim.close();
  }
});

Deno.test("GET /sponsorships/stellar/config answers 200 with the config for a valid key", async () => {
  const sim = makeSim({ apiKeys: ["good"] });
  try {
    const r = await get(sim, CONFIG, { "x-api-key": "good" });
    assert.equal(r.status, 200);
    assert.equal(r.body.sponsorAccount, sim.sponsorPublicKey());
  } finally {
    sim.close();
  }
});

Deno.test("both OpenAPI documents mark the sponsor config as keyed, with 401 and 403 answers", async () => {
  const sim = makeSim();
  try {
    const gateway = (await get(sim, "/v1/openapi.json")).body;
    const op = gateway.paths[CONFIG].get;
    assert.deepEqual(op.security, [{ apiKey: [] }]);
    assert.ok("401" in op.responses && "403" in op.responses);
    const accounts = gateway.paths["/v1/sponsorships/stellar/accounts"].post;
    assert.deepEqual(accounts.security, [{ apiKey: [] }]);
  } finally {
    sim.close();
  }
});
