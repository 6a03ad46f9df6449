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
import { SIM_BNUSD_FACILITATOR_CAPACITY } from "../../../simulator/chains/evm/hub_reads/money_market_sdk_reads.ts";
import {
  SIM_BNUSD_DEBT_RESERVE,
  SIM_RESERVES,
  SIM_RESERVES_TIMESTAMP,
  simReservesData,
  simUserReserves,
} from "../../../simulator/state/seed/money_market.ts";
import { simDeps, TEST_USER } from "../hub/_sim_deps.ts";

const RAY = 10n ** 27n;
const atSimTime = () => SIM_RESERVES_TIMESTAMP * 1000;

Deno.test("getReservesData() decodes the simulated pool in order and merges its bnUSD debt and vault reserves into the vault's, capped by the facilitator", async () => {
  const { sim, deps } = simDeps();
  try {
    const r = await new MoneyMarketService(deps).getReservesData();
    if (!r.ok) throw r.error;
    const vault = deps.config.instanceConfig.moneyMarket.bnUSDVault.toLowerCase();
    const isVault = (a: string) => a.toLowerCase() === vault;
    const isDebt = (a: string) => a === SIM_BNUSD_DEBT_RESERVE;
    // the platform's order: the merged bnUSD first, then the others as the pool lists them
    deepStrictEqual(r.value.reserves.map((x) => x.underlyingAsset), [
      SIM_RESERVES.find(isVault),
      ...SIM_RESERVES.filter((a) => !isVault(a)),
    ]);
    const [expected, base] = simReservesData();
    deepStrictEqual(
      r.value.reserves.slice(1),
      expected.filter((x) => !isVault(x.underlyingAsset) && !isDebt(x.underlyingAsset)),
    );
    deepStrictEqual(r.value.baseCurrency, base);
    const debtRow = expected.find((x) => isDebt(x.underlyingAsset))!;
    const vaultRow = expected.find((x) => isVault(x.underlyingAsset))!;
    const merged = r.value.reserves[0];
    const level = [debtRow, vaultRow].reduce(
      (n, x) => n + (x.totalScaledVariableDebt * x.variableBorrowIndex + RAY / 2n) / RAY,
      0n,
    );
    deepStrictEqual(
      [merged.borrowCap, merged.availableLiquidity, merged.variableBorrowRate, merged.variableBorrowIndex],
      [
        SIM_BNUSD_FACILITATOR_CAPACITY,
        SIM_BNUSD_FACILITATOR_CAPACITY - level,
        debtRow.variableBorrowRate,
        debtRow.variableBorrowIndex,
      ],
    );
    strictEqual(
      merged.totalScaledVariableDebt,
      debtRow.totalScaledVariableDebt + vaultRow.totalScaledVariableDebt,
    );
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
    // every reserve but the merged bnUSD (whose liquidity is the facilitator's) keeps the pool's liquidity
    for (const h of r.value.reserves.slice(1)) {
      const row = raw.find((x) => x.underlyingAsset === h.underlyingAsset);
      strictEqual(parseUnits(h.availableLiquidity, h.decimals), row?.availableLiquidity);
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
/** The bnUSD facilitator bucket `(capacity, level)` the stub answers: 100 bnUSD, none minted. */
const STUB_BUCKET = encodeAbiParameters([{ type: "uint256" }, { type: "uint256" }], [100n * 10n ** 18n, 0n]);

function stubHub(result: Hex): typeof fetch {
  return (_input, init) => {
    const body = JSON.parse(String(init?.body));
    type Req = { id: number; params?: [{ data?: string; input?: string }] };
    const bucketCall = (req: Req) =>
      (req.params?.[0]?.data ?? req.params?.[0]?.input ?? "").startsWith("0xaa02f94a");
    const answer = (req: Req) => ({
      jsonrpc: "2.0",
      id: req.id,
      result: result !== "0x" && bucketCall(req) ? STUB_BUCKET : result,
    });
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
    // the pool's third reserve is the fourth once the two bnUSD reserves are merged into the first
    strictEqual(!r.ok && r.error.context.field, "reserves[3].baseLTVasCollateral");
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
