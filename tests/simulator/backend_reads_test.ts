// The data API reads of the platform SDK's BackendApiService (docs/wire_inventory.md#backend-data-api, @sodax/sdk 1.3.0-beta): routes,
// query parameters and response shapes as that SDK builds and reads them.
import assert from "node:assert/strict";
import { get, hash, makeSim, post, sampleIntent } from "./_helpers.ts";

function registered(
  sim: ReturnType<typeof makeSim>,
  tag: string,
  creator = "0x0000000000000000000000000000000000000abc",
) {
  const tx = hash(tag);
  sim.ledger.recordSpokeTx({
    chainKey: "sonic",
    txHash: tx,
    from: creator,
    intent: sampleIntent({ creator }),
  });
  return tx;
}

Deno.test("intent by tx hash carries the reference IntentResponse fields (logIndex, blockNumber, events) beside ours", async () => {
  const sim = makeSim();
  const tx = registered(sim, "01");
  const r = await get(sim, `/v1/be/intent/tx/${tx}`);
  assert.equal(r.status, 200);
  assert.equal(r.body.logIndex, 0);
  assert.ok(Number.isInteger(r.body.blockNumber));
  assert.deepEqual(r.body.events, []);
  assert.equal(r.body.txHash, tx);
  assert.ok("intentState" in r.body);
});

Deno.test("intent by intent hash finds the record; unknown is 404 and a malformed hash 400", async () => {
  const sim = makeSim();
  const tx = registered(sim, "02");
  const byTx = await get(sim, `/v1/be/intent/tx/${tx}`);
  const byHash = await get(sim, `/v1/be/intent/${byTx.body.intentHash}`);
  assert.equal(byHash.status, 200);
  assert.equal(byHash.body.txHash, tx);
  assert.equal((await get(sim, `/v1/be/intent/${hash("ff")}`)).status, 404);
  assert.equal((await get(sim, "/v1/be/intent/0x12")).status, 400);
});

Deno.test("user intents page by offset/limit strings and filter by ISO dates", async () => {
  const sim = makeSim();
  const user = "0x0000000000000000000000000000000000000def";
  registered(sim, "03", user);
  registered(sim, "04", user);
  registered(sim, "05");
  const all = await get(sim, `/v1/be/intent/user/${user}`);
  assert.equal(all.body.total, 2);
  assert.equal(all.body.items.length, 2);
  const paged = await get(sim, `/v1/be/intent/user/${user}?offset=1&limit=1`);
  assert.deepEqual([paged.body.total, paged.body.offset, paged.body.limit, paged.body.items.length], [
    2,
    1,
    1,
    1,
  ]);
  const future = await get(sim, `/v1/be/intent/user/${user}?startDate=2999-01-01T00:00:00.000Z`);
  assert.equal(future.body.total, 0);
  assert.equal((await get(sim, `/v1/be/intent/user/${user}?limit=-1`)).status, 400);
  assert.equal((await get(sim, `/v1/be/intent/user/${user}?startDate=yesterday`)).status, 400);
});

Deno.test("orderbook lists open intents as {intentState, intentData} and drops them once filled", async () => {
  const sim = makeSim();
  const tx = registered(sim, "06");
  const open = await get(sim, "/v1/be/solver/orderbook?offset=0&limit=10");
  assert.equal(open.body.total, 1);
  assert.equal(open.body.data[0].intentData.txHash, tx);
  assert.equal(typeof open.body.data[0].intentState.remainingInput, "string");
  await post(sim, "/v1/intent/execute", { intent_tx_hash: tx });
  sim.clock.advance(60_000);
  assert.equal((await get(sim, "/v1/be/solver/orderbook?offset=0&limit=10")).body.total, 0);
});

Deno.test("money market reads: position, assets, one asset, suppliers and borrowers in the reference shapes", async () => {
  const sim = makeSim();
  const user = "0x0000000000000000000000000000000000000aaa";
  const position = await get(sim, `/v1/be/moneymarket/position/${user}`);
  assert.equal(position.body.userAddress, user);
  assert.ok(position.body.positions.length > 0);
  assert.equal(typeof position.body.positions[0].aTokenBalance, "string");
  const assets = await get(sim, "/v1/be/moneymarket/asset/all");
  const first = assets.body[0];
  for (
    const k of ["reserveAddress", "aTokenAddress", "variableDebtTokenAddress", "liquidityRate", "symbol"]
  ) {
    assert.ok(k in first, k);
  }
  const one = await get(sim, `/v1/be/moneymarket/asset/${first.reserveAddress}`);
  assert.deepEqual(one.body, first);
  const suppliers = await get(
    sim,
    `/v1/be/moneymarket/asset/${first.reserveAddress}/suppliers?offset=0&limit=2`,
  );
  assert.deepEqual([suppliers.body.suppliers.length, suppliers.body.total], [2, 3]);
  const borrowers = await get(sim, "/v1/be/moneymarket/borrowers?offset=0&limit=10");
  assert.equal(borrowers.body.borrowers.length, 1);
  assert.equal((await get(sim, `/v1/be/moneymarket/asset/${user}`)).status, 404);
  assert.equal((await get(sim, "/v1/be/moneymarket/position/nope")).status, 400);
});

Deno.test("config parts: chains, swap tokens (with xChainId), relay map as numbers, hub assets; unknown chain 404", async () => {
  const sim = makeSim();
  const chains = await get(sim, "/v1/be/config/spoke/chains");
  assert.ok(chains.body.includes("0x2105.base"));
  const base = await get(sim, "/v1/be/config/swap/0x2105.base/tokens");
  assert.ok(base.body.every((t: { chainKey: string; xChainId: string }) => t.xChainId === t.chainKey));
  const relay = await get(sim, "/v1/be/config/relay/chain-id-map");
  assert.equal(relay.body["0x2105.base"], 30);
  const hubAssets = await get(sim, "/v1/be/config/hub/0x2105.base/assets");
  const usdc = hubAssets.body["0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913"];
  assert.equal(usdc.decimal, 6);
  assert.equal((await get(sim, "/v1/be/config/swap/nowhere/tokens")).status, 404);
  assert.ok(Array.isArray((await get(sim, "/v1/be/config/money-market/reserve-assets")).body));
});

Deno.test("user intents refuse dates the platform never sends (year only, prose, epoch digits) and accept ISO dates and date-times", async () => {
  const sim = makeSim();
  const user = "0x0000000000000000000000000000000000000def";
  registered(sim, "07", user);
  for (
    const bad of [
      "2024",
      "March%207%2C%202024",
      "1700000000000",
      "2024-01-01T00:00",
      "2024-01-01%2000:00:00Z",
    ]
  ) {
    const r = await get(sim, `/v1/be/intent/user/${user}?startDate=${bad}`);
    assert.equal(r.status, 400, bad);
    assert.equal(r.body.code, "INVALID_DATE");
  }
  for (
    const good of [
      "2023-01-01",
      "2023-01-01T00:00:00.000Z",
      "2023-01-01T00:00:00%2B02:00",
      "2023-01-01T00:00Z",
    ]
  ) {
    const r = await get(sim, `/v1/be/intent/user/${user}?startDate=${good}`);
    assert.equal(r.status, 200, good);
    assert.equal(r.body.total, 1, good);
  }
});

Deno.test("paging refuses leading zeros and signs in offset and limit", async () => {
  const sim = makeSim();
  for (const q of ["offset=01&limit=10", "offset=0&limit=%2B5", "offset=0&limit=1.5"]) {
    assert.equal((await get(sim, `/v1/be/solver/orderbook?${q}`)).status, 400, q);
  }
  assert.equal((await get(sim, "/v1/be/solver/orderbook?offset=0&limit=0")).status, 200);
});
