/**
 * The Sui sub-path's reads against the simulated Sui node: `getCoins` lists the owner's coins (the balance the
 * adapter reads), `getCoin` / `getNativeCoin` add the coin argument a transfer spends, and the asset manager's
 * latest package and Move address are read from its config object as the platform reads them.
 * @module
 */
import assert from "node:assert/strict";
import { Transaction } from "@mysten/sui/transactions";
import {
  fetchAssetManagerAddress,
  fetchLatestAssetManagerPackageId,
  getAssetManagerAddress,
  getCoin,
  getCoins,
  getNativeCoin,
} from "../../../chains/sui/mod.ts";
import { DEFAULT_CLIENT_CONFIG } from "../../../core/config/mod.ts";
import { SUI_SIM_UNFUNDED_ADDRESS } from "../../../simulator/chains/sui/rpc_app.ts";
import { RPC_URL, SUI, suiFixture, USDC, USER } from "./_fixture.ts";

const SUI_CHAIN = DEFAULT_CLIENT_CONFIG.chains.sui;
const config = { ...SUI_CHAIN, grpc_url: RPC_URL, rpc_url: undefined };

Deno.test("getCoins() lists the owner's coins of a type, their sum the balance the adapter reads; an owner without any gets none", async () => {
  const f = suiFixture();
  for (const token of [SUI, USDC]) {
    const page = await getCoins(config, USER, token, { fetch: f.fetch });
    const balance = await f.adapter.getBalance(USER, token);
    assert.ok(page.ok && balance.ok);
    assert.equal(page.value.data.reduce((n, c) => n + c.balance, 0n), balance.value);
    assert.ok(page.value.data.every((c) => c.coinType.endsWith(token.split("::").slice(1).join("::"))));
  }
  const none = await getCoins(config, SUI_SIM_UNFUNDED_ADDRESS, USDC, { fetch: f.fetch });
  assert.deepEqual(none.ok && none.value.data, []);
  const bad = await getCoins(config, "0x12zz", USDC, { fetch: f.fetch });
  assert.ok(!bad.ok && bad.error.code === "INVALID_ADDRESS");
});

Deno.test("getCoin() splits the amount from the owner's coin; getNativeCoin() from the gas coin; an owner without the coin fails noCoin", async () => {
  const f = suiFixture();
  const tx = new Transaction();
  const coin = await getCoin(tx, USDC, 1n, USER, config, { fetch: f.fetch });
  assert.ok(coin.ok, JSON.stringify(coin));
  assert.deepEqual(tx.getData().commands.map((c) => c.$kind), ["SplitCoins"]);
  const native = getNativeCoin(tx, 2n);
  assert.ok(native.ok);
  assert.equal(tx.getData().commands.length, 2);
  const none = await getCoin(new Transaction(), USDC, 1n, SUI_SIM_UNFUNDED_ADDRESS, config, {
    fetch: f.fetch,
  });
  assert.ok(!none.ok && none.error.context.reason === "noCoin");
});

Deno.test("fetchLatestAssetManagerPackageId() reads latest_package_id from the config object; the address is {package}::asset_manager::{config id}", async () => {
  const f = suiFixture();
  const pkg = await fetchLatestAssetManagerPackageId(config, { fetch: f.fetch });
  assert.ok(pkg.ok, JSON.stringify(pkg));
  const id = SUI_CHAIN.addresses.assetManagerConfigId;
  const expected = `${pkg.value}::asset_manager::${id}`;
  assert.deepEqual(await fetchAssetManagerAddress(config, { fetch: f.fetch }), { ok: true, value: expected });
  assert.deepEqual(await getAssetManagerAddress(config, { fetch: f.fetch }), { ok: true, value: expected });
  // the simulator deploys the packaged asset manager: its latest package is the configured one's
  assert.equal(pkg.value, SUI_CHAIN.addresses.assetManager.split("::")[0]);
  const missing = await fetchLatestAssetManagerPackageId(
    { ...config, addresses: { assetManagerConfigId: `0x${"ee".repeat(32)}` } },
    { fetch: f.fetch },
  );
  assert.ok(!missing.ok && missing.error.code === "RESPONSE_VALIDATION_FAILED");
});
