/**
 * The money market's single-reserve reads (`getReserveData`, `getReserveNormalizedIncome`), its e-mode categories,
 * aToken metadata and the bnUSD facilitator bucket, against the in-process simulator on a manual clock: each answer
 * is checked against the simulator's seeded reserve state and Aave's own formulas, recomputed here.
 * @module
 */
import { deepStrictEqual, ok as assertOk, strictEqual } from "node:assert/strict";
import { zeroAddress } from "viem";
import { ConfigService } from "../../../core/config/mod.ts";
import { HubProvider } from "../../../chains/hub/hub_provider.ts";
import { MoneyMarketService } from "../../../services/money_market/mod.ts";
import type { ServiceDeps } from "../../../services/deps/service_deps.ts";
import { createSimulatorApp } from "../../../simulator/mod.ts";
import { createManualClock } from "../../../simulator/state/clock.ts";
import {
  SIM_RESERVES,
  SIM_RESERVES_TIMESTAMP,
  simReservesData,
} from "../../../simulator/state/seed/money_market.ts";
import { SIM_BNUSD_FACILITATOR_CAPACITY } from "../../../simulator/chains/evm/hub_reads/money_market_sdk_reads.ts";

const RAY = 10n ** 27n;
const YEAR = 31_536_000n;
const SODA_USDC = "0xAbbb91c0617090F0028BDC27597Cd0D038F3A833";
/** Ten days after the seeded reserves' last update. */
const T0 = (SIM_RESERVES_TIMESTAMP + 10 * 86_400) * 1000;

function setup() {
  const clock = createManualClock(T0);
  const sim = createSimulatorApp({ preset: "instant", clock });
  const config = new ConfigService(sim.clientConfig);
  const hub = new HubProvider(() => config.instanceConfig.hub, { fetch: sim.fetch });
  const mm = new MoneyMarketService({ config, hub, fetch: sim.fetch } as ServiceDeps);
  return { sim, mm, clock };
}

const seeded = (asset: string) => {
  const list = simReservesData()[0];
  const i = list.findIndex((r) => r.underlyingAsset.toLowerCase() === asset.toLowerCase());
  return { reserve: list[i]!, id: i };
};

Deno.test("getReserveData() answers the pool's ReserveDataLegacy of the reserve, its configuration packed as Aave packs it", async () => {
  const { sim, mm } = setup();
  try {
    const r = await mm.getReserveData(SODA_USDC);
    if (!r.ok) throw r.error;
    const { reserve, id } = seeded(SODA_USDC);
    strictEqual(r.value.id, id);
    strictEqual(r.value.liquidityIndex, reserve.liquidityIndex);
    strictEqual(r.value.currentVariableBorrowRate, reserve.variableBorrowRate);
    strictEqual(r.value.lastUpdateTimestamp, SIM_RESERVES_TIMESTAMP);
    strictEqual(r.value.aTokenAddress, reserve.aTokenAddress);
    const c = r.value.configuration;
    const bits = (from: bigint, width: bigint) => (c >> from) & ((1n << width) - 1n);
    strictEqual(bits(0n, 16n), reserve.baseLTVasCollateral);
    strictEqual(bits(16n, 16n), reserve.reserveLiquidationThreshold);
    strictEqual(bits(32n, 16n), reserve.reserveLiquidationBonus);
    strictEqual(bits(48n, 8n), 18n);
    strictEqual(bits(56n, 1n), 1n); // active
    strictEqual(bits(58n, 1n), 1n); // borrowing enabled
    strictEqual(bits(64n, 16n), reserve.reserveFactor);
  } finally {
    sim.close();
  }
});

Deno.test("getReserveData() of an asset the pool does not list is the all-zero struct, as the pool answers", async () => {
  const { sim, mm } = setup();
  try {
    const r = await mm.getReserveData("0x00000000000000000000000000000000000000a1");
    if (!r.ok) throw r.error;
    strictEqual(r.value.configuration, 0n);
    strictEqual(r.value.aTokenAddress, zeroAddress);
    strictEqual(r.value.liquidityIndex, 0n);
  } finally {
    sim.close();
  }
});

Deno.test("getReserveNormalizedIncome() is the liquidity index accrued linearly to the block time", async () => {
  const { sim, mm, clock } = setup();
  try {
    const { reserve } = seeded(SODA_USDC);
    const expected = (seconds: bigint) => {
      const linear = RAY + (reserve.liquidityRate * seconds) / YEAR;
      return (linear * reserve.liquidityIndex + RAY / 2n) / RAY;
    };
    const now = await mm.getReserveNormalizedIncome(SODA_USDC);
    if (!now.ok) throw now.error;
    strictEqual(now.value, expected(10n * 86_400n));
    clock.advance(5 * 86_400_000);
    const later = await mm.getReserveNormalizedIncome(SODA_USDC);
    if (!later.ok) throw later.error;
    strictEqual(later.value, expected(15n * 86_400n));
    assertOk(later.value > now.value);
  } finally {
    sim.close();
  }
});

Deno.test("getEModes() bitmaps name reserves by the id getReserveData gives them; the humanized form is 256 binary digits", async () => {
  const { sim, mm } = setup();
  try {
    const eModes = await mm.getEModes();
    if (!eModes.ok) throw eModes.error;
    deepStrictEqual(eModes.value.map((e) => [e.id, e.eMode.label]), [[1, "Stablecoins"], [
      2,
      "ETH correlated",
    ]]);
    const usdc = await mm.getReserveData(SODA_USDC);
    if (!usdc.ok) throw usdc.error;
    const stable = eModes.value[0]!.eMode;
    strictEqual((stable.collateralBitmap >> BigInt(usdc.value.id)) & 1n, 1n);
    strictEqual(stable.ltv, 9000);
    const humanized = await mm.getEModesHumanized();
    if (!humanized.ok) throw humanized.error;
    const h = humanized.value[0]!.eMode;
    strictEqual(h.ltv, "9000");
    strictEqual(h.collateralBitmap.length, 256);
    strictEqual(h.collateralBitmap[255 - usdc.value.id], "1");
    strictEqual(BigInt(`0b${h.borrowableBitmap}`), stable.borrowableBitmap);
  } finally {
    sim.close();
  }
});

Deno.test("getATokenData() reads name, symbol and decimals of a reserve's aToken", async () => {
  const { sim, mm } = setup();
  try {
    const usdc = await mm.getReserveData(SODA_USDC);
    if (!usdc.ok) throw usdc.error;
    const r = await mm.getATokenData(usdc.value.aTokenAddress);
    if (!r.ok) throw r.error;
    deepStrictEqual(r.value, {
      name: "Aave Sonic sodaUSDC",
      symbol: "aSonsodaUSDC",
      decimals: 18,
      address: usdc.value.aTokenAddress,
    });
  } finally {
    sim.close();
  }
});

Deno.test("getATokenData() of an address with no ERC-20 metadata fails in the lookup phase", async () => {
  const { sim, mm } = setup();
  try {
    const r = await mm.getATokenData("0x00000000000000000000000000000000000000a1");
    assertOk(!r.ok);
    strictEqual(r.error.code, "RESPONSE_VALIDATION_FAILED");
    strictEqual(r.error.context.phase, "lookup");
  } finally {
    sim.close();
  }
});

Deno.test("getBnusdFacilitatorBucket() answers [capacity, level] of the bnUSD aToken's bucket", async () => {
  const { sim, mm } = setup();
  try {
    const r = await mm.getBnusdFacilitatorBucket();
    if (!r.ok) throw r.error;
    strictEqual(r.value[0], SIM_BNUSD_FACILITATOR_CAPACITY);
    assertOk(r.value[1] > 0n && r.value[1] < r.value[0]);
  } finally {
    sim.close();
  }
});

Deno.test("the reads refuse a non-address in the validate phase and answer ABORTED for an aborted signal", async () => {
  const { sim, mm } = setup();
  try {
    const bad = await mm.getReserveNormalizedIncome("usdc");
    assertOk(!bad.ok && bad.error.code === "INVALID_ADDRESS" && bad.error.context.phase === "validate");
    const badToken = await mm.getATokenData(42 as unknown as string);
    assertOk(!badToken.ok && badToken.error.code === "INVALID_ADDRESS");
    const signal = AbortSignal.abort();
    for (
      const r of [
        await mm.getReserveData(SIM_RESERVES[0]!, { signal }),
        await mm.getEModes({ signal }),
        await mm.getBnusdFacilitatorBucket({ signal }),
      ]
    ) {
      assertOk(!r.ok && r.error.code === "ABORTED");
    }
  } finally {
    sim.close();
  }
});
