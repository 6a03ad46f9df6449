/**
 * Money-market reserve reads against the in-process simulator (whose `getReservesData` answers are fixed per
 * reserve and updated at `SIM_RESERVES_TIMESTAMP`), plus a stub hub answering out-of-range data.
 *
 * The expected user totals are recomputed here from `simUserReserves` and `simReservesData` with the pool's plain
 * formulas (supply = scaled * liquidityIndex / 1e27 rounded half up, value = amount * price / 1e18).
 * @module
 */
import { deepStrictEqual, ok as assertOk, strictEqual } from "node:assert/strict";
import { encodeAbiParameters, type Hex, parseUnits } from "viem";
import { uiPoolDataProviderAbi } from "../../../core/abis/ui_pool_data_provider.ts";
import { MoneyMarketService } from "../../../services/money_market/mod.ts";
import { HubProvider } from "../../../chains/hub/hub_provider.ts";
import {
  SIM_RESERVES,
  SIM_RESERVES_TIMESTAMP,
  simReservesData,
  simUserReserves,
} from "../../../simulator/state/seed/money_market.ts";
import { simDeps, TEST_USER } from "../hub/_sim_deps.ts";

const RAY = 10n ** 27n;
const atSimTime = () => SIM_RESERVES_TIMESTAMP * 1000;

Deno.test("getReservesData() decodes every simulated reserve in pool order with a USD base currency", async () => {
  const { sim, deps } = simDeps();
  try {
    const r = await new MoneyMarketService(deps).getReservesData();
    if (!r.ok) throw r.error;
    deepStrictEqual(r.value.reserves.map((x) => x.underlyingAsset), [...SIM_RESERVES]);
    const [expected, base] = simReservesData();
    deepStrictEqual(r.value.reserves, expected);
    deepStrictEqual(r.value.baseCurrency, base);
  } finally {
    sim.close();
  }
});

Deno.test("getReservesHumanized() prints prices, LTVs and APYs as decimal strings", async () => {
  const { sim, deps } = simDeps();
  try {
    const r = await new MoneyMarketService(deps).getReservesHumanized();
    if (!r.ok) throw r.error;
    const usdc = r.value.reserves.find((x) => x.symbol === "sodaUSDC");
    strictEqual(usdc?.priceInMarketReferenceCurrency, "1");
    strictEqual(usdc?.ltv, "0.75");
    strictEqual(usdc?.liquidationThreshold, "0.8");
    assertOk(Number(usdc?.variableBorrowAPY) > Number(usdc?.variableBorrowAPR));
    const [raw] = simReservesData();
    for (const [i, h] of r.value.reserves.entries()) {
      strictEqual(parseUnits(h.availableLiquidity, h.decimals), raw[i].availableLiquidity);
    }
  } finally {
    sim.close();
  }
});

Deno.test("getUserSummary() values the simulated positions at the reserves' update time", async () => {
  const { sim, deps } = simDeps();
  try {
    const mm = new MoneyMarketService({ ...deps, now: atSimTime });
    const positions = await mm.getUserPositions({ chainKey: "0x2105.base", address: TEST_USER });
    if (!positions.ok) throw positions.error;
    const r = await mm.getUserSummary({ srcChainKey: "0x2105.base", srcAddress: TEST_USER });
    if (!r.ok) throw r.error;
    const [reserves] = simReservesData();
    let collateral = 0n, debt = 0n;
    for (const [i, u] of simUserReserves(positions.value.hubWallet).entries()) {
      const res = reserves[i];
      const supply = (u.scaledATokenBalance * res.liquidityIndex + RAY / 2n) / RAY;
      const owed = (u.scaledVariableDebt * res.variableBorrowIndex + RAY / 2n) / RAY;
      collateral += (supply * res.priceInMarketReferenceCurrency) / 10n ** 18n;
      debt += (owed * res.priceInMarketReferenceCurrency) / 10n ** 18n;
    }
    strictEqual(r.value.totalCollateralBase, collateral);
    strictEqual(r.value.totalDebtBase, debt);
    assertOk(debt > 0n && Number(r.value.healthFactor) > 1);
    strictEqual(r.value.positions.length, positions.value.positions.length);
    strictEqual(r.value.eModeCategory, 0);
  } finally {
    sim.close();
  }
});

Deno.test("formatReservesUSD() values given data without reading and accrues interest after the update", async () => {
  const { sim, deps } = simDeps();
  try {
    const data = await new MoneyMarketService(deps).getReservesData();
    if (!data.ok) throw data.error;
    const before = sim.requests().length;
    const atUpdate = await new MoneyMarketService({ ...deps, now: atSimTime }).formatReservesUSD(data.value);
    const yearLater = await new MoneyMarketService({ ...deps, now: () => atSimTime() + 31_536_000_000 })
      .formatReservesUSD(data.value);
    strictEqual(sim.requests().length, before);
    if (!atUpdate.ok || !yearLater.ok) throw new Error("formatting failed");
    for (const [i, r] of atUpdate.value.reserves.entries()) {
      assertOk(Number(yearLater.value.reserves[i].totalDebtUSD) > Number(r.totalDebtUSD));
      strictEqual(r.availableLiquidityUSD, yearLater.value.reserves[i].availableLiquidityUSD);
    }
  } finally {
    sim.close();
  }
});

Deno.test("getUserSummary() rejects an unknown chain before any read", async () => {
  const { sim, deps } = simDeps();
  try {
    const before = sim.requests().length;
    const r = await new MoneyMarketService(deps).getUserSummary({
      srcChainKey: "nowhere",
      srcAddress: TEST_USER,
    });
    strictEqual(!r.ok && r.error.code, "UNKNOWN_CHAIN_KEY");
    strictEqual(!r.ok && r.error.context.phase, "validate");
    strictEqual(sim.requests().length, before);
  } finally {
    sim.close();
  }
});

/** A hub answering every `eth_call` with `result`. */
function stubHub(result: Hex): typeof fetch {
  return (_input, init) => {
    const body = JSON.parse(String(init?.body));
    const answer = (req: { id: number }) => ({ jsonrpc: "2.0", id: req.id, result });
    const payload = Array.isArray(body) ? body.map(answer) : answer(body);
    return Promise.resolve(
      new Response(JSON.stringify(payload), { headers: { "content-type": "application/json" } }),
    );
  };
}

Deno.test("getReservesData() fails with RESPONSE_VALIDATION_FAILED when the hub reports an LTV above 100%", async () => {
  const { sim, deps } = simDeps();
  try {
    const [reserves, base] = simReservesData();
    const bad = encodeAbiParameters(uiPoolDataProviderAbi[1].outputs, [
      reserves.map((x, i) => i === 2 ? { ...x, baseLTVasCollateral: 12_000n } : x),
      base,
    ]);
    const hub = new HubProvider(() => deps.config.instanceConfig.hub, { fetch: stubHub(bad) });
    const r = await new MoneyMarketService({ ...deps, hub }).getReservesData();
    strictEqual(!r.ok && r.error.code, "RESPONSE_VALIDATION_FAILED");
    strictEqual(!r.ok && r.error.context.field, "reserves[2].baseLTVasCollateral");
    strictEqual(!r.ok && r.error.context.phase, "lookup");
    const summary = await new MoneyMarketService({
      ...deps,
      hub: new HubProvider(() => deps.config.instanceConfig.hub, { fetch: stubHub("0x") }),
    })
      .getReservesHumanized();
    strictEqual(summary.ok, false);
  } finally {
    sim.close();
  }
});
