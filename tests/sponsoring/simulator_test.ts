import assert from "node:assert/strict";
import fc from "fast-check";
import "../_fc_seed.ts";
import { Account, Keypair, Networks, Operation, Transaction, TransactionBuilder } from "@stellar/stellar-sdk";
import { buildEnvelope, createHarness, type EnvelopeOptions, NOW_SEC } from "./_harness.ts";

async function post(
  h: ReturnType<typeof createHarness>,
  body: string,
): Promise<{ status: number; json: unknown }> {
  const res = await h.sim.app.request("/accounts", {
    method: "POST",
    body,
    headers: { "content-type": "application/json" },
  });
  return { status: res.status, json: await res.json() };
}

function sponsorSequence(h: ReturnType<typeof createHarness>): bigint {
  const a = h.sim.state.accounts.get(h.sim.sponsorPublicKey);
  if (!a) throw new Error("sponsor missing");
  return a.sequence;
}

Deno.test("simulator config carries sponsor, startingBalance 0, fee band, mainnet passphrase and time bounds", async () => {
  const h = createHarness();
  const res = await h.sim.app.request("/config");
  assert.equal(res.status, 200);
  assert.deepEqual(await res.json(), {
    sponsorAccount: h.sim.sponsorPublicKey,
    startingBalance: "0",
    fee: { min: "100", max: "10000" },
    networkPassphrase: Networks.PUBLIC,
    timeBounds: { minTime: NOW_SEC, maxTime: NOW_SEC + 300 },
  });
});

Deno.test("simulator derives the same sponsor from the same seed", () => {
  const a = createHarness(), b = createHarness();
  assert.equal(a.sim.sponsorPublicKey, b.sim.sponsorPublicKey);
});

Deno.test("simulator accepts a valid envelope and records the sponsorship on both accounts", async () => {
  const h = createHarness();
  const kp = Keypair.random();
  const data = buildEnvelope({
    sponsor: h.sim.sponsorPublicKey,
    newAccount: kp,
    sequence: sponsorSequence(h).toString(),
  });
  const r = await post(h, JSON.stringify({ data }));
  assert.equal(r.status, 200);
  assert.equal((r.json as { alreadyActive: boolean }).alreadyActive, false);
  assert.equal(h.sim.state.accounts.get(h.sim.sponsorPublicKey)?.numSponsoring, 2);
  assert.equal(h.sim.state.accounts.get(kp.publicKey())?.numSponsored, 2);
});

Deno.test("simulator rejects each malformed envelope variant with a JSON 4xx and its code", async () => {
  const h = createHarness();
  const sponsor = h.sim.sponsorPublicKey;
  const kp = Keypair.random();
  const stranger = Keypair.random();
  const seq = sponsorSequence(h).toString();
  const env = (o: Partial<EnvelopeOptions>) =>
    JSON.stringify({ data: buildEnvelope({ sponsor, newAccount: kp, sequence: seq, ...o }) });
  const feeBump = (() => {
    const inner = TransactionBuilder.fromXDR(
      buildEnvelope({ sponsor, newAccount: kp, sequence: seq }),
      Networks.PUBLIC,
    );
    if (!(inner instanceof Transaction)) throw new Error("unexpected");
    return JSON.stringify({
      data: TransactionBuilder.buildFeeBumpTransaction(stranger, "200", inner, Networks.PUBLIC).toXDR(),
    });
  })();
  const cases: Array<[string, string, number, string]> = [
    ["not JSON", "{data:", 400, "INVALID_BODY"],
    ["data missing", "{}", 400, "INVALID_BODY"],
    ["data not a string", '{"data":5}', 400, "INVALID_BODY"],
    ["JSON array", "[]", 400, "INVALID_BODY"],
    ["garbage data", '{"data":"AAAA"}', 400, "INVALID_ENVELOPE"],
    ["fee-bump envelope", feeBump, 400, "INVALID_ENVELOPE"],
    ["operations swapped", env({ ops: "swapped" }), 400, "WRONG_OPERATIONS"],
    ["two operations", env({ ops: "two" }), 400, "WRONG_OPERATIONS"],
    ["four operations", env({ ops: "four" }), 400, "WRONG_OPERATIONS"],
    ["tx source not the sponsor", env({ txSource: stranger.publicKey() }), 400, "WRONG_SPONSOR"],
    ["begin sourced by another", env({ beginSource: stranger.publicKey() }), 400, "WRONG_SPONSOR"],
    ["end sourced by the sponsor", env({ endSource: sponsor }), 400, "WRONG_OPERATIONS"],
    ["sponsoring another account", env({ sponsoredId: stranger.publicKey() }), 400, "WRONG_OPERATIONS"],
    ["starting balance 1", env({ startingBalance: "1" }), 400, "WRONG_STARTING_BALANCE"],
    ["fee above band", env({ fee: "20000" }), 400, "FEE_OUT_OF_BAND"],
    ["fee below band", env({ fee: "10" }), 400, "FEE_OUT_OF_BAND"],
    ["no time bounds", env({ timeBounds: "none" }), 400, "INVALID_TIME_BOUNDS"],
    [
      "window too wide",
      env({ timeBounds: { minTime: NOW_SEC, maxTime: NOW_SEC + 3600 } }),
      400,
      "INVALID_TIME_BOUNDS",
    ],
    ["expired", env({ timeBounds: { minTime: NOW_SEC - 600, maxTime: NOW_SEC - 400 } }), 400, "TX_TOO_LATE"],
    [
      "not yet valid",
      env({ timeBounds: { minTime: NOW_SEC + 10, maxTime: NOW_SEC + 200 } }),
      400,
      "TX_TOO_EARLY",
    ],
    ["unsigned", env({ signers: [] }), 400, "BAD_SIGNATURE"],
    ["signed by a stranger", env({ signers: [stranger] }), 400, "BAD_SIGNATURE"],
    ["signed for testnet", env({ passphrase: Networks.TESTNET }), 400, "WRONG_NETWORK"],
    ["stale sequence", env({ sequence: (BigInt(seq) - 5n).toString() }), 409, "SEQUENCE_CONFLICT"],
  ];
  for (const [name, body, status, code] of cases) {
    const r = await post(h, body);
    assert.equal(r.status, status, name);
    assert.equal((r.json as { code: string }).code, code, name);
    assert.equal(typeof (r.json as { message: unknown }).message, "string", name);
  }
  assert.equal(h.sim.state.activationsApplied, 0);
  assert.equal(h.sim.state.accounts.has(kp.publicKey()), false);
});

Deno.test("simulator answers 409 SEQUENCE_CONFLICT on the first attempt when the fault is injected", async () => {
  let n = 0;
  const h = createHarness({ injectSequenceConflict: () => n++ === 0 });
  const kp = Keypair.random();
  const build = () =>
    buildEnvelope({
      sponsor: h.sim.sponsorPublicKey,
      newAccount: kp,
      sequence: sponsorSequence(h).toString(),
    });
  assert.equal((await post(h, JSON.stringify({ data: build() }))).status, 409);
  assert.equal((await post(h, JSON.stringify({ data: build() }))).status, 200);
});

Deno.test("simulator answers alreadyActive with a null hash for an existing account", async () => {
  const h = createHarness();
  const kp = Keypair.random();
  const build = () =>
    buildEnvelope({
      sponsor: h.sim.sponsorPublicKey,
      newAccount: kp,
      sequence: sponsorSequence(h).toString(),
    });
  assert.equal((await post(h, JSON.stringify({ data: build() }))).status, 200);
  const again = await post(h, JSON.stringify({ data: build() }));
  assert.deepEqual(again, { status: 200, json: { hash: null, alreadyActive: true } });
});

Deno.test("simulator answers 401 / 403 from the API-key check and serves docs without a key", async () => {
  const h = createHarness({
    requireApiKey: (
      k,
    ) => (k === undefined ? "missing" : k === "bad" ? "invalid" : k === "held" ? "suspended" : "ok"),
  });
  const statusOf = async (key?: string) => {
    const res = await h.sim.app.request(
      "/config",
      key === undefined ? {} : { headers: { "x-api-key": key } },
    );
    await res.body?.cancel();
    return res.status;
  };
  assert.deepEqual(
    [await statusOf(), await statusOf("bad"), await statusOf("held"), await statusOf("good")],
    [401, 401, 403, 200],
  );
  const docs = await h.gateway.request("/v1/sponsorships/docs/openapi.json");
  assert.equal(docs.status, 200);
  const doc = await docs.json();
  assert.equal(doc.openapi, "3.0.3");
  assert.ok("/sponsorships/stellar/config" in doc.paths);
});

Deno.test("an account moves through the three states: activate, receive native units, add a trustline", async () => {
  const h = createHarness();
  const service = h.service();
  const kp = Keypair.random();
  const id = kp.publicKey();
  const issuer = Keypair.random().publicKey();
  const trust = () =>
    h.gateway.request("/horizon/__trustline", {
      method: "POST",
      body: JSON.stringify({ account: id, assetCode: "USDC", assetIssuer: issuer }),
    });

  const before = await service.getStellarAccountStatus(id);
  assert.ok(before.ok);
  assert.deepEqual(before.value, { active: false, spendableBalance: 0n, canAffordTrustline: false });
  const early = await h.gateway.request("/horizon/__fund", {
    method: "POST",
    body: JSON.stringify({ account: id, amount: "1" }),
  });
  assert.equal(early.status, 404, "a payment cannot land before activation");
  await early.body?.cancel();

  const data = buildEnvelope({
    sponsor: h.sim.sponsorPublicKey,
    newAccount: kp,
    sequence: sponsorSequence(h).toString(),
  });
  assert.equal((await post(h, JSON.stringify({ data }))).status, 200);
  const active = await service.getStellarAccountStatus(id);
  assert.ok(active.ok);
  assert.deepEqual(active.value, { active: true, spendableBalance: 0n, canAffordTrustline: false });
  const tooSoon = await trust();
  assert.equal(tooSoon.status, 400, "a trustline is not affordable before funding");
  await tooSoon.body?.cancel();

  const fund = await h.gateway.request("/horizon/__fund", {
    method: "POST",
    body: JSON.stringify({ account: id, amount: "2" }),
  });
  assert.equal(fund.status, 200);
  await fund.body?.cancel();
  const funded = await service.getStellarAccountStatus(id);
  assert.ok(funded.ok);
  assert.deepEqual(funded.value, { active: true, spendableBalance: 20_000_000n, canAffordTrustline: true });

  const added = await trust();
  assert.equal(added.status, 200);
  await added.body?.cancel();
  const after = await service.getStellarAccountStatus(id);
  assert.ok(after.ok);
  assert.equal(after.value.spendableBalance, 20_000_000n - 5_000_000n - 100n);
  const horizon = await (await h.gateway.request(`/horizon/accounts/${id}`)).json();
  assert.equal(horizon.subentry_count, 1);
  assert.equal(horizon.balances.length, 2);
});

Deno.test("horizon read answers 404 for an unknown account and 400 for a malformed id", async () => {
  const h = createHarness();
  const missing = await h.sim.horizonApp.request(`/accounts/${Keypair.random().publicKey()}`);
  assert.equal(missing.status, 404);
  await missing.body?.cancel();
  const bad = await h.sim.horizonApp.request("/accounts/nope");
  assert.equal(bad.status, 400);
  await bad.body?.cancel();
});

Deno.test("simulator never answers 5xx to random bodies on the sponsoring and horizon routes", async () => {
  const h = createHarness();
  const sponsor = h.sim.sponsorPublicKey;
  const validOps = new TransactionBuilder(new Account(sponsor, "1"), {
    fee: "100",
    networkPassphrase: Networks.PUBLIC,
  })
    .addOperation(Operation.bumpSequence({ bumpTo: "9" })).setTimeout(0).build().toXDR();
  const body = fc.oneof(
    fc.string(),
    fc.json(),
    fc.record({ data: fc.oneof(fc.string(), fc.base64String(), fc.constant(validOps), fc.integer()) }).map((
      o,
    ) => JSON.stringify(o)),
  );
  const path = fc.constantFrom(
    "/v1/sponsorships/stellar/accounts",
    "/horizon/__fund",
    "/horizon/__trustline",
  );
  await fc.assert(
    fc.asyncProperty(path, body, async (p, b) => {
      const res = await h.gateway.request(p, { method: "POST", body: b });
      const json = await res.json();
      return res.status >= 200 && res.status < 500 && typeof json === "object";
    }),
    { numRuns: 150, seed: 11 },
  );
});
