// The data API reads of `client.backendApi` under the platform SDK's names (docs/wire_inventory.md#backend-data-api-reads):
// the requests they build (paths, query order, ISO dates) and what they parse, against the in-process simulator.
import assert from "node:assert/strict";
import { XSwap } from "../../../mod.ts";
import { makeSim, sampleIntent, type TestSim } from "../../simulator/_helpers.ts";
import { stubGateway } from "./_stub_gateway.ts";
import { BackendApiClient } from "../../../services/backend_api/mod.ts";

const USER = "0x0000000000000000000000000000000000000def";

function clientOf(sim: TestSim): XSwap {
  return new XSwap({ ...sim.clientConfig, fetch: sim.fetch });
}

/** Registers `n` hub intents created by `creator`, one simulated second apart. */
function register(sim: TestSim, n: number, creator = USER, from = 0): void {
  for (let i = 0; i < n; i++) {
    sim.ledger.recordSpokeTx({
      chainKey: "sonic",
      txHash: `0x${(from + i + 1).toString(16).padStart(64, "0")}`,
      from: creator,
      intent: sampleIntent({ creator, intentId: BigInt(from + i + 1) }),
    });
    sim.clock.advance(1_000);
  }
}

Deno.test("getUserIntents pages a user's intents until offset reaches total, each item an intent record", async () => {
  const sim = makeSim();
  try {
    register(sim, 5);
    register(sim, 2, "0x0000000000000000000000000000000000000aaa", 100);
    const api = clientOf(sim).backendApi;
    const seen: string[] = [];
    let offset = 0;
    for (;;) {
      const page = await api.getUserIntents({ userAddress: USER, offset, limit: 2 });
      assert.ok(page.ok, !page.ok ? page.error.message : "");
      assert.equal(page.value.total, 5);
      assert.equal(page.value.offset, offset);
      seen.push(...page.value.items.map((i) => i.intentHash));
      offset += page.value.items.length;
      if (page.value.items.length === 0 || offset >= page.value.total) break;
    }
    assert.equal(seen.length, 5);
    assert.equal(new Set(seen).size, 5);
  } finally {
    sim.close();
  }
});

Deno.test("getUserIntents sends its date range as ISO 8601 and the simulator filters by it", async () => {
  const sim = makeSim();
  try {
    const t0 = sim.clock.now();
    register(sim, 3);
    const api = clientOf(sim).backendApi;
    const later = await api.getUserIntents({ userAddress: USER, startDate: t0 + 1_000 });
    assert.ok(later.ok && later.value.total === 2);
    const upTo = await api.getUserIntents({ userAddress: USER, endDate: new Date(t0 + 500) });
    assert.ok(upTo.ok && upTo.value.total === 1);
    const none = await api.getUserIntents({ userAddress: USER, startDate: "2999-01-01T00:00:00Z" });
    assert.ok(none.ok && none.value.total === 0);
  } finally {
    sim.close();
  }
});

Deno.test("getIntentByHash finds the record a user's list names; an unknown hash is a 404", async () => {
  const sim = makeSim();
  try {
    register(sim, 1);
    const api = clientOf(sim).backendApi;
    const list = await api.getUserIntents({ userAddress: USER });
    assert.ok(list.ok);
    const item = list.value.items[0]!;
    const one = await api.getIntentByHash(item.intentHash);
    assert.ok(one.ok);
    assert.equal(one.value.txHash, item.txHash);
    assert.equal(one.value.intentState?.remainingInput, 1_000_000n);
    const missing = await api.getIntentByHash(`0x${"ee".repeat(32)}`);
    assert.ok(
      !missing.ok && missing.error.code === "HTTP_REQUEST_FAILED" && missing.error.context.status === 404,
    );
  } finally {
    sim.close();
  }
});

Deno.test("getOrderbook lists the open intents with their state as bigints", async () => {
  const sim = makeSim();
  try {
    register(sim, 3);
    const book = await clientOf(sim).backendApi.getOrderbook({ offset: "1", limit: "1" });
    assert.ok(book.ok);
    assert.equal(book.value.total, 3);
    assert.equal(book.value.data.length, 1);
    assert.equal(book.value.data[0]!.intentState.remainingInput, 1_000_000n);
    assert.equal(book.value.data[0]!.intentData.creator.toLowerCase(), USER);
  } finally {
    sim.close();
  }
});

Deno.test("money-market reads parse the simulator's position, assets and holder pages with bigint balances", async () => {
  const sim = makeSim();
  try {
    const api = clientOf(sim).backendApi;
    const position = await api.getMoneyMarketPosition("0x0000000000000000000000000000000000000aaa");
    assert.ok(position.ok && position.value.positions.length > 0);
    assert.equal(typeof position.value.positions[0]!.aTokenBalance, "bigint");
    const assets = await api.getAllMoneyMarketAssets();
    assert.ok(assets.ok && assets.value.length > 0);
    const first = assets.value[0]!;
    const one = await api.getMoneyMarketAsset(first.reserveAddress);
    assert.ok(one.ok);
    assert.deepEqual(one.value, first);
    const suppliers = await api.getMoneyMarketAssetSuppliers(first.reserveAddress, { offset: 0, limit: 2 });
    assert.ok(suppliers.ok);
    assert.deepEqual([suppliers.value.suppliers.length, suppliers.value.total], [2, 3]);
    const borrowers = await api.getMoneyMarketAssetBorrowers(first.reserveAddress, { offset: 0, limit: 10 });
    assert.ok(borrowers.ok && borrowers.value.borrowers.length === 1);
    const all = await api.getAllMoneyMarketBorrowers({ offset: 0, limit: 10 });
    assert.ok(all.ok && all.value.total === 1);
    const unknown = await api.getMoneyMarketAsset("0x0000000000000000000000000000000000000aaa");
    assert.ok(!unknown.ok && unknown.error.context.status === 404);
  } finally {
    sim.close();
  }
});

Deno.test("config reads parse the simulator's per-part routes into the library's configuration types", async () => {
  const sim = makeSim();
  try {
    const client = clientOf(sim);
    const api = client.backendApi;
    const chains = await api.getChains();
    assert.ok(chains.ok && chains.value.includes("0x2105.base") && chains.value.includes("sonic"));
    const base = await api.getSwapTokensByChainId("0x2105.base");
    assert.ok(base.ok);
    assert.deepEqual(base.value, [...client.config.getSupportedSwapTokens("0x2105.base")]);
    const swapTokens = await api.getSwapTokens();
    assert.ok(swapTokens.ok && swapTokens.value["0x2105.base"]?.length === base.value.length);
    const mm = await api.getMoneyMarketTokens();
    assert.ok(mm.ok);
    const mmBase = await api.getMoneyMarketTokensByChainId("0x2105.base");
    assert.ok(mmBase.ok);
    assert.deepEqual(mmBase.value, mm.value["0x2105.base"] ?? []);
    const reserves = await api.getMoneyMarketReserveAssets();
    assert.ok(reserves.ok && reserves.value.length > 0);
    const relay = await api.getRelayChainIdMap();
    assert.ok(relay.ok && relay.value.sonic === 146n && relay.value["0x2105.base"] === 30n);
    const configs = await api.getSpokeChainConfig();
    assert.ok(configs.ok, !configs.ok ? configs.error.message : "");
    assert.equal(configs.value["0x2105.base"]?.chain.type, "EVM");
    const unknown = await api.getSwapTokensByChainId("nowhere");
    assert.ok(!unknown.ok && unknown.error.code === "VALIDATION_FAILED");
  } finally {
    sim.close();
  }
});

Deno.test("every read requests the platform's path and query, in its parameter order, under the data API's base", async () => {
  const { fetch, seen } = stubGateway(() => Response.json({}));
  const api = new BackendApiClient({ baseURL: "http://gw.test/v1", fetch });
  const page = { offset: "20", limit: "5" };
  const calls: [() => Promise<unknown>, string][] = [
    [() => api.getIntentByHash("0xab"), "/intent/0xab"],
    [() => api.getUserIntents({ userAddress: "0xu" }), "/intent/user/0xu"],
    [
      () =>
        api.getUserIntents({
          userAddress: "0xu",
          startDate: Date.UTC(2024, 0, 1),
          endDate: new Date(Date.UTC(2024, 1, 1)),
          limit: 50,
          offset: "0",
        }),
      "/intent/user/0xu?startDate=2024-01-01T00%3A00%3A00.000Z&endDate=2024-02-01T00%3A00%3A00.000Z&limit=50&offset=0",
    ],
    [() => api.getOrderbook(page), "/solver/orderbook?offset=20&limit=5"],
    [() => api.getMoneyMarketPosition("0xu"), "/moneymarket/position/0xu"],
    [() => api.getAllMoneyMarketAssets(), "/moneymarket/asset/all"],
    [() => api.getMoneyMarketAsset("0xr"), "/moneymarket/asset/0xr"],
    [
      () => api.getMoneyMarketAssetBorrowers("0xr", page),
      "/moneymarket/asset/0xr/borrowers?offset=20&limit=5",
    ],
    [
      () => api.getMoneyMarketAssetSuppliers("0xr", page),
      "/moneymarket/asset/0xr/suppliers?offset=20&limit=5",
    ],
    [() => api.getAllMoneyMarketBorrowers(page), "/moneymarket/borrowers?offset=20&limit=5"],
    [() => api.getChains(), "/config/spoke/chains"],
    [() => api.getSwapTokens(), "/config/swap/tokens"],
    [() => api.getSwapTokensByChainId("0x2105.base"), "/config/swap/0x2105.base/tokens"],
    [() => api.getMoneyMarketTokens(), "/config/money-market/tokens"],
    [() => api.getMoneyMarketTokensByChainId("sonic"), "/config/money-market/sonic/tokens"],
    [() => api.getMoneyMarketReserveAssets(), "/config/money-market/reserve-assets"],
    [() => api.getRelayChainIdMap(), "/config/relay/chain-id-map"],
    [() => api.getSpokeChainConfig(), "/config/spoke/all-chains-configs"],
  ];
  for (const [call, route] of calls) {
    await call();
    const req = seen.at(-1)!;
    assert.equal(req.url, `http://gw.test/v1/be${route}`);
    assert.equal(req.method, "GET");
  }
  assert.equal(seen.length, calls.length);
});

Deno.test("reads take the per-call override last: its baseURL and apiKey win for that call only", async () => {
  const { fetch, seen } = stubGateway(() => Response.json({ total: 0, data: [] }));
  const api = new BackendApiClient({ baseURL: "http://gw.test/v1", apiKey: "configured", fetch });
  await api.getOrderbook({ offset: 0, limit: 5 }, { baseURL: "http://other.test/v2", apiKey: "per-call" });
  await api.getOrderbook({ offset: 0, limit: 5 });
  assert.equal(seen[0]!.url, "http://other.test/v2/be/solver/orderbook?offset=0&limit=5");
  assert.equal(seen[0]!.headers.get("x-api-key"), "per-call");
  assert.equal(seen[1]!.url, "http://gw.test/v1/be/solver/orderbook?offset=0&limit=5");
});

Deno.test("bad paging, dates and addresses fail with VALIDATION_FAILED naming the field, before any request", async () => {
  const { fetch, seen } = stubGateway(() => Response.json({}));
  const api = new BackendApiClient({ baseURL: "http://gw.test/v1", fetch });
  const cases: [
    Promise<{ ok: boolean; error?: { code: string; context: { readonly field?: unknown } } }>,
    string,
  ][] = [
    [api.getOrderbook({ offset: "01", limit: "5" }), "offset"],
    [api.getOrderbook({ offset: 0, limit: Number.NaN }), "limit"],
    [api.getOrderbook(undefined as unknown as { offset: number; limit: number }), "params"],
    [api.getUserIntents({ userAddress: "0xu", startDate: -1 }), "startDate"],
    [api.getUserIntents({ userAddress: "0xu", endDate: "2024" }), "endDate"],
    [api.getUserIntents({ userAddress: "" }), "userAddress"],
    [api.getMoneyMarketAssetBorrowers("0xr", { offset: 0, limit: -5 }), "limit"],
    [api.getMoneyMarketTokensByChainId("mars"), "chainKey"],
  ];
  for (const [promise, field] of cases) {
    const r = await promise;
    assert.ok(!r.ok && r.error?.code === "VALIDATION_FAILED" && r.error.context.field === field, field);
  }
  assert.equal(seen.length, 0);
});
