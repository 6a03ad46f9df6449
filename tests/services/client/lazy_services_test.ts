import assert from "node:assert/strict";
import * as lazy from "../../../services/client/lazy_services.ts";
import * as real from "../../../services/client/_hub_services.ts";
import { XSwap } from "../../../services/client/xswap.ts";
import * as root from "../../../mod.ts";
import * as moneyMarket from "../../../services/money_market/mod.ts";

const NAMES = [
  "BridgeService",
  "DexService",
  "LeverageYieldService",
  "MigrationService",
  "MoneyMarketService",
  "PartnerService",
  "RecoveryService",
  "StakingService",
] as const;

function methodsOf(proto: object): string[] {
  return Object.getOwnPropertyNames(proto).filter((n) => n !== "constructor").sort();
}

Deno.test("each lazy service has exactly the real service's methods (async on the prototype, sync on the instance)", () => {
  const client = new XSwap();
  const deps = (client as unknown as { deps: ConstructorParameters<typeof real.DexService>[0] }).deps;
  for (const name of NAMES) {
    const instance = new lazy[name](deps);
    const members = [...methodsOf(lazy[name].prototype), ...Object.keys(instance)].sort();
    assert.deepEqual(members, methodsOf(real[name].prototype), name);
  }
});

Deno.test("XSwap's services are the lazy classes; the root exports the lazy bridge, a hub service's sub-path its real class", () => {
  const client = new XSwap();
  assert.equal(root.BridgeService, lazy.BridgeService);
  assert.ok(client.bridge instanceof root.BridgeService);
  assert.ok(client.moneyMarket instanceof lazy.MoneyMarketService);
  assert.ok(client.leverageYield instanceof lazy.LeverageYieldService);
  // `@xswap/client/money-market` exports the class the member is typed by, whose code loads eagerly
  assert.equal(moneyMarket.MoneyMarketService, real.MoneyMarketService);
  assert.ok(!("MoneyMarketService" in root));
});

Deno.test("the eager reads of the lazy services answer what the real services answer, overrides included", () => {
  const vaults = [{
    name: "v",
    address: "0x1111111111111111111111111111111111111111",
    asset: "0x2222222222222222222222222222222222222222",
  }];
  const client = new XSwap({ leverageYield: { vaults } });
  const deps = (client as unknown as { deps: ConstructorParameters<typeof real.DexService>[0] }).deps;
  assert.deepEqual(client.leverageYield.getVaults(), new real.LeverageYieldService(deps).getVaults());
  assert.deepEqual(client.leverageYield.getVaults(), vaults);
  assert.deepEqual(client.dex.getPools(), new real.DexService(deps).getPools());
  assert.deepEqual(
    client.moneyMarket.getSupportedReserves(),
    new real.MoneyMarketService(deps).getSupportedReserves(),
  );
  const route = { srcChainKey: "0x2105.base", dstChainKey: "0x38.bsc", srcAsset: "0x0", dstAsset: "0x0" };
  assert.deepEqual(client.bridge.isBridgeable(route), new real.BridgeService(deps).isBridgeable(route));
  const usdc = client.config.getSupportedSwapTokens("0x2105.base")[0]?.address ?? "";
  assert.deepEqual(
    client.bridge.getBridgeableTokens("0x2105.base", "0x38.bsc", usdc),
    new real.BridgeService(deps).getBridgeableTokens("0x2105.base", "0x38.bsc", usdc),
  );
});

Deno.test("an async call on a lazy service gives the real service's Result (bad input refused the same way)", async () => {
  const client = new XSwap();
  const deps = (client as unknown as { deps: ConstructorParameters<typeof real.DexService>[0] }).deps;
  const bad = {} as never;
  const pairs: Array<[string, Promise<unknown>, Promise<unknown>]> = [
    ["staking.stake", client.staking.stake(bad), new real.StakingService(deps).stake(bad)],
    ["moneyMarket.supply", client.moneyMarket.supply(bad), new real.MoneyMarketService(deps).supply(bad)],
    ["dex.deposit", client.dex.deposit(bad), new real.DexService(deps).deposit(bad)],
    [
      "migration.migrateBaln",
      client.migration.migrateBaln(bad),
      new real.MigrationService(deps).migrateBaln(bad),
    ],
    [
      "recovery.withdrawHubAsset",
      client.recovery.withdrawHubAsset(bad),
      new real.RecoveryService(deps).withdrawHubAsset(bad),
    ],
  ];
  for (const [label, viaLazy, viaReal] of pairs) {
    const a = await viaLazy as { ok: boolean; error?: { code: string; message: string } };
    const b = await viaReal as { ok: boolean; error?: { code: string; message: string } };
    assert.equal(a.ok, false, label);
    assert.equal(a.error?.code, b.error?.code, label);
    assert.equal(a.error?.message, b.error?.message, label);
  }
});
