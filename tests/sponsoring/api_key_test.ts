import assert from "node:assert/strict";
import fc from "fast-check";
import "../_fc_seed.ts";
import { Keypair } from "@stellar/stellar-sdk";
import { createKeypairStellarWallet } from "../../chains/stellar/mod.ts";
import { createHarness } from "./_harness.ts";

const PACKAGED = "https://api.sodax.com/v1";
const keyOf = (headers: Record<string, string>): string | undefined => headers["x-api-key"];

Deno.test("a custom sponsoring origin never receives the global key (property)", async () => {
  const h = createHarness();
  const key = fc.stringMatching(/^[A-Za-z0-9_-]{1,24}$/);
  await fc.assert(
    fc.asyncProperty(
      fc.domain().filter((d) => d.toLowerCase() !== "api.sodax.com"),
      fc.constantFrom("http", "https"),
      key,
      fc.option(key, { nil: undefined }),
      fc.boolean(),
      async (domain, scheme, globalApiKey, sharedDomain, viaOverride) => {
        h.log.length = 0;
        const custom = `${scheme}://${domain}/v1`;
        const sharedRoot = sharedDomain === undefined || `${sharedDomain}.shared.example` === domain
          ? undefined
          : `https://${sharedDomain}.shared.example/v1`;
        const service = h.service({ baseURL: viaOverride ? PACKAGED : custom, globalApiKey, sharedRoot });
        const r = await service.getStellarSponsorConfig(viaOverride ? { baseURL: custom } : undefined);
        assert.ok(r.ok);
        assert.equal(h.log.length, 1);
        assert.equal(keyOf(h.log[0]!.headers), undefined);
      },
    ),
    { numRuns: 100, seed: 5 },
  );
});

Deno.test("the packaged gateway and the resolved shared root inherit the global key", async () => {
  const h = createHarness();
  await h.service({ baseURL: PACKAGED, globalApiKey: "global" }).getStellarSponsorConfig();
  await h.service({
    baseURL: "https://gw.example/v1",
    sharedRoot: "https://gw.example/v1/",
    globalApiKey: "global",
  })
    .getStellarSponsorConfig();
  assert.deepEqual(h.log.map((x) => keyOf(x.headers)), ["global", "global"]);
});

Deno.test("the sponsoring client's own key always wins, on a gateway and on a custom origin", async () => {
  const h = createHarness();
  await h.service({ baseURL: PACKAGED, apiKey: "own", globalApiKey: "global" }).getStellarSponsorConfig();
  await h.service({ baseURL: "https://sponsor.example/v1", apiKey: "own", globalApiKey: "global" })
    .getStellarSponsorConfig();
  assert.deepEqual(h.log.map((x) => keyOf(x.headers)), ["own", "own"]);
});

Deno.test("an empty own key counts as unset", async () => {
  const h = createHarness();
  await h.service({ baseURL: PACKAGED, apiKey: "", globalApiKey: "global" }).getStellarSponsorConfig();
  assert.equal(keyOf(h.log[0]!.headers), "global");
});

Deno.test("setHeaders on the sponsoring client rotates its key for the next request", async () => {
  const h = createHarness();
  const service = h.service({ baseURL: "https://sponsor.example/v1", apiKey: "old" });
  await service.getStellarSponsorConfig();
  service.setHeaders({ "X-API-KEY": "rotated" });
  await service.getStellarSponsorConfig();
  assert.deepEqual(h.log.map((x) => keyOf(x.headers)), ["old", "rotated"]);
});

Deno.test("a per-call key wins over the configured one", async () => {
  const h = createHarness();
  await h.service({ apiKey: "own" }).getStellarSponsorConfig({ apiKey: "call" });
  assert.equal(keyOf(h.log[0]!.headers), "call");
});

Deno.test("Horizon reads never carry an API key, and activation POSTs carry the sponsoring key", async () => {
  const h = createHarness();
  const kp = Keypair.random();
  const wallet = createKeypairStellarWallet(kp);
  assert.ok(wallet.ok);
  const r = await h.service({ baseURL: PACKAGED, apiKey: "own", globalApiKey: "global" })
    .activateStellarAccount({ address: kp.publicKey(), walletProvider: wallet.value });
  assert.ok(r.ok);
  for (const req of h.log) {
    const horizon = new URL(req.url).pathname.startsWith("/horizon");
    assert.equal(keyOf(req.headers), horizon ? undefined : "own", req.url);
  }
});
