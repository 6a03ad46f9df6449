/**
 * Money-market formatters: fixed vectors and fast-check properties.
 *
 * How the fixed vectors were derived (recomputable with any bigint calculator, e.g. Python integers):
 * - `rateToApy(5% = 5e25)`: x = 5e25 // 31536000; x2 = (x*x + 5e26) // 1e27; x3 = (x2*x + 5e26) // 1e27;
 *   N*x + N*(N-1)*x2 // 2 + N*(N-1)*(N-2)*x3 // 6 = 51270908731986166777656000 (Aave UI's `calculateCompoundedRate`).
 * - `compoundedInterest(10%, 1 year)` with the pool's `MathUtils` formula = 1105162042821782412575504000.
 * - The user summary: reserve A (18 decimals, $2, LTV 75%, LT 80%, no rates) and B (6 decimals, $1, LTV 80%,
 *   LT 85%, supply rate 4%, borrow rate 10%), indexes 1, last update t = 0; the user supplies 10 A and 100 B and
 *   owes 5 B (scaled). At t = 1 year: B supply = rayMul(100e6, 1.04 ray) = 104e6, B debt = rayMul(5e6,
 *   1105162042821782412575504000) = 5525810; collateral = 2e9 + 1.04e10 = 1.24e10 base (8 decimals), debt =
 *   552581000; avg LTV = (2e9*7500 + 1.04e10*8000) // 1.24e10 = 7919, avg LT = 8419; HF = wadDiv(percentMul(1.24e10,
 *   8419) = 10439560000, 552581000) = 18892361481846100391; available = percentMul(1.24e10, 7919) - 552581000 =
 *   9266979000.
 * @module
 */
import { deepStrictEqual, ok as assertOk, strictEqual } from "node:assert/strict";
import fc from "fast-check";
import "../../_fc_seed.ts";
import { maxUint256, parseUnits } from "viem";
import {
  type AggregatedReserveData,
  checkReservesData,
  compoundedInterest,
  formatReservesUSD,
  formatUserSummary,
  humanizeReserves,
  normalizedDebt,
  normalizedIncome,
  rateToApy,
  RAY,
  rayDiv,
  rayMul,
  rayToWad,
  SECONDS_PER_YEAR,
  toDecimal,
  wadToRay,
} from "../../../services/money_market/format/mod.ts";
import {
  EXAMPLE_BASE_CURRENCY,
  SIM_RESERVE_EXAMPLE,
} from "../../../services/money_market/format/_example_reserve.ts";

const YEAR = Number(SECONDS_PER_YEAR);
const A: AggregatedReserveData = {
  ...SIM_RESERVE_EXAMPLE,
  underlyingAsset: "0x000000000000000000000000000000000000000A",
  liquidityRate: 0n,
  variableBorrowRate: 0n,
  lastUpdateTimestamp: 0,
};
const B: AggregatedReserveData = {
  ...SIM_RESERVE_EXAMPLE,
  underlyingAsset: "0x000000000000000000000000000000000000000b",
  symbol: "B",
  decimals: 6n,
  priceInMarketReferenceCurrency: 100_000_000n,
  baseLTVasCollateral: 8000n,
  reserveLiquidationThreshold: 8500n,
  liquidityRate: (RAY * 4n) / 100n,
  variableBorrowRate: (RAY * 10n) / 100n,
  lastUpdateTimestamp: 0,
  availableLiquidity: 1_000_000n * 10n ** 6n,
  totalScaledVariableDebt: 500_000n * 10n ** 6n,
};
const DATA = { reserves: [A, B], baseCurrency: EXAMPLE_BASE_CURRENCY };
const pos = (reserve: AggregatedReserveData, supply: bigint, debt: bigint, usageAsCollateral = true) => ({
  reserve: reserve.underlyingAsset,
  scaledATokenBalance: supply,
  scaledVariableDebt: debt,
  usageAsCollateral,
});

Deno.test("rateToApy() and compoundedInterest() match the hand-computed vectors", () => {
  strictEqual(rateToApy((RAY * 5n) / 100n), 51270908731986166777656000n);
  strictEqual(compoundedInterest((RAY * 10n) / 100n, SECONDS_PER_YEAR), 1105162042821782412575504000n);
  strictEqual(rateToApy(0n), 0n);
});

Deno.test("formatUserSummary() accrues a year of interest and matches the hand-computed summary", () => {
  const r = formatUserSummary({
    positions: [pos(A, 10n * 10n ** 18n, 0n), pos(B, 100n * 10n ** 6n, 5n * 10n ** 6n)],
    reservesData: DATA,
    currentTimestamp: YEAR,
  });
  if (!r.ok) throw r.error;
  const s = r.value;
  deepStrictEqual(s.positions.map((p) => [p.supplyBalance, p.debtBalance]), [[10n * 10n ** 18n, 0n], [
    104_000_000n,
    5_525_810n,
  ]]);
  strictEqual(s.totalCollateralBase, 12_400_000_000n);
  strictEqual(s.totalDebtBase, 552_581_000n);
  strictEqual(s.currentLtvBps, 7919n);
  strictEqual(s.currentLiquidationThresholdBps, 8419n);
  strictEqual(s.healthFactorWad, 18892361481846100391n);
  strictEqual(s.healthFactor, "18.892361481846100391");
  strictEqual(s.availableBorrowsBase, 9_266_979_000n);
  strictEqual(s.totalCollateralUSD, "124");
  strictEqual(s.totalDebtUSD, "5.52581");
  strictEqual(s.availableBorrowsUSD, "92.66979");
  strictEqual(s.netWorthUSD, "118.47419");
  strictEqual(s.currentLoanToValue, "0.7919");
  strictEqual(s.positions[1].borrowedUSD, "5.52581");
});

Deno.test("formatUserSummary() leaves supplies the user did not enable as collateral out of collateral", () => {
  const r = formatUserSummary({
    positions: [pos(A, 10n ** 18n, 0n, false), pos(B, 10n ** 6n, 0n)],
    reservesData: DATA,
    currentTimestamp: 0,
  });
  if (!r.ok) throw r.error;
  strictEqual(r.value.totalSupplyBase, 300_000_000n);
  strictEqual(r.value.totalCollateralBase, 100_000_000n);
  strictEqual(r.value.currentLtvBps, 8000n);
});

Deno.test("formatUserSummary() and formatReservesUSD() reject bad times and bad reserve data as values", () => {
  const badTime = formatUserSummary({ positions: [], reservesData: DATA, currentTimestamp: -1 });
  strictEqual(!badTime.ok && badTime.error.code, "VALIDATION_FAILED");
  const badLtv = { reserves: [{ ...A, baseLTVasCollateral: 9000n }], baseCurrency: EXAMPLE_BASE_CURRENCY };
  const r = formatReservesUSD(badLtv, 0);
  strictEqual(!r.ok && r.error.context.field, "reserves[0].baseLTVasCollateral");
  const badUnit = {
    reserves: [],
    baseCurrency: { ...EXAMPLE_BASE_CURRENCY, marketReferenceCurrencyUnit: 12n },
  };
  strictEqual(checkReservesData(badUnit)?.field, "baseCurrency.marketReferenceCurrencyUnit");
  const badPositions = formatUserSummary({
    positions: [{ ...pos(A, -1n, 0n) }],
    reservesData: DATA,
    currentTimestamp: 0,
  });
  strictEqual(!badPositions.ok && badPositions.error.context.field, "positions[0]");
});

const amount = fc.bigInt({ min: 0n, max: 10n ** 30n });
const positionsArb = fc.tuple(amount, amount, amount, amount, fc.boolean(), fc.boolean()).map(
  ([sa, da, sb, db, ca, cb]) => [pos(A, sa, da, ca), pos(B, sb / 10n ** 12n, db / 10n ** 12n, cb)],
);
const timeArb = fc.integer({ min: 0, max: 5 * YEAR });

Deno.test("property: the health factor is infinite exactly when there is no debt", () => {
  fc.assert(fc.property(positionsArb, timeArb, (positions, t) => {
    const r = formatUserSummary({ positions, reservesData: DATA, currentTimestamp: t });
    assertOk(r.ok);
    strictEqual(r.value.healthFactorWad === maxUint256, r.value.totalDebtBase === 0n);
    strictEqual(r.value.healthFactor === "Infinity", r.value.totalDebtBase === 0n);
    assertOk(r.value.availableBorrowsBase >= 0n);
    assertOk(r.value.totalCollateralBase <= r.value.totalSupplyBase);
  }));
});

Deno.test("property: collateral grows with supply and the health factor falls with debt", () => {
  fc.assert(
    fc.property(positionsArb, amount, fc.integer({ min: 0, max: 1 }), timeArb, (positions, extra, i, t) => {
      const summary = (ps: typeof positions) => {
        const r = formatUserSummary({ positions: ps, reservesData: DATA, currentTimestamp: t });
        if (!r.ok) throw r.error;
        return r.value;
      };
      const base = summary(positions);
      const more = positions.map((p, j) =>
        j === i ? { ...p, scaledATokenBalance: p.scaledATokenBalance + extra } : p
      );
      assertOk(summary(more).totalCollateralBase >= base.totalCollateralBase);
      assertOk(summary(more).totalSupplyBase >= base.totalSupplyBase);
      const inDebt = positions.map((p, j) =>
        j === i ? { ...p, scaledVariableDebt: p.scaledVariableDebt + extra } : p
      );
      assertOk(summary(inDebt).healthFactorWad <= base.healthFactorWad);
    }),
  );
});

Deno.test("property: humanized amounts parse back to the raw bigints", () => {
  fc.assert(fc.property(amount, amount, fc.integer({ min: 0, max: 36 }), (liquidity, price, decimals) => {
    const reserve = {
      ...A,
      decimals: BigInt(decimals),
      availableLiquidity: liquidity,
      totalScaledVariableDebt: price,
    };
    const h = humanizeReserves({ reserves: [reserve], baseCurrency: EXAMPLE_BASE_CURRENCY }).reserves[0];
    strictEqual(parseUnits(h.availableLiquidity, decimals), liquidity);
    strictEqual(parseUnits(h.totalScaledVariableDebt, decimals), price);
    strictEqual(parseUnits(toDecimal(price, 8), 8), price);
  }));
});

Deno.test("property: total liquidity in USD is exactly debt plus available liquidity (no float drift)", () => {
  fc.assert(fc.property(amount, amount, timeArb, (available, scaledDebt, t) => {
    const reserve = { ...B, availableLiquidity: available, totalScaledVariableDebt: scaledDebt };
    const r = formatReservesUSD({ reserves: [reserve], baseCurrency: EXAMPLE_BASE_CURRENCY }, t);
    assertOk(r.ok);
    const x = r.value.reserves[0];
    const units = (s: string) => parseUnits(s, 6 + 8 + 8);
    strictEqual(units(x.totalLiquidityUSD), units(x.totalDebtUSD) + units(x.availableLiquidityUSD));
    assertOk(parseUnits(x.totalLiquidity, 6) >= parseUnits(x.totalDebt, 6));
  }));
});

Deno.test("property: ray math round-trips and interest never shrinks an index", () => {
  fc.assert(fc.property(amount, fc.bigInt({ min: RAY, max: 10n * RAY }), (a, b) => {
    const back = rayDiv(rayMul(a, b), b);
    assertOk(back - a <= 1n && a - back <= 1n);
    strictEqual(rayToWad(wadToRay(a)), a);
  }));
  fc.assert(fc.property(fc.bigInt({ min: 0n, max: 2n * RAY }), timeArb, timeArb, (rate, t1, t2) => {
    const r = { ...B, liquidityRate: rate, variableBorrowRate: rate };
    const [early, late] = t1 <= t2 ? [t1, t2] : [t2, t1];
    assertOk(normalizedIncome(r, early) >= r.liquidityIndex);
    assertOk(normalizedIncome(r, late) >= normalizedIncome(r, early));
    assertOk(normalizedDebt(r, late) >= normalizedDebt(r, early));
    assertOk(rateToApy(rate) + SECONDS_PER_YEAR >= rate);
    assertOk(rateToApy(rate + 10n ** 20n) >= rateToApy(rate));
  }));
});
