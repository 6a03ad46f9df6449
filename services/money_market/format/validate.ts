/**
 * Sanity checks of decoded reserve data before any arithmetic: the bounds the pool's configurator enforces
 * (percentages within 100%, LTV not above the liquidation threshold, a bonus of at least 100% when set), a
 * power-of-ten reference unit with a positive USD price, and decimals a token can have.
 *
 * @example A negative reference price is rejected
 * ```ts
 * import assert from "node:assert/strict";
 * import { checkReservesData } from "./validate.ts";
 * const bad = checkReservesData({ reserves: [], baseCurrency: {
 *   marketReferenceCurrencyUnit: 10n ** 8n, marketReferenceCurrencyPriceInUsd: -1n,
 *   networkBaseTokenPriceInUsd: 0n, networkBaseTokenPriceDecimals: 8,
 * } });
 * assert.equal(bad?.field, "baseCurrency.marketReferenceCurrencyPriceInUsd");
 * ```
 * @module
 */
import { unitDecimals } from "./decimal.ts";
import { PERCENTAGE_FACTOR } from "./ray_math.ts";
import type { AggregatedReserveData, ReservesData } from "./types.ts";

/** Why reserve data was rejected. */
export interface ReservesDataIssue {
  /** The offending field (`reserves[3].baseLTVasCollateral`, `baseCurrency.marketReferenceCurrencyUnit`). */
  field: string;
  /** What is wrong. */
  reason: string;
}

/** Largest token decimals accepted (a uint256 has 78 digits). */
export const MAX_TOKEN_DECIMALS = 77n;

function checkReserve(r: AggregatedReserveData, at: string): ReservesDataIssue | undefined {
  const bps: (keyof AggregatedReserveData)[] = [
    "baseLTVasCollateral",
    "reserveLiquidationThreshold",
    "reserveFactor",
  ];
  for (const key of bps) {
    const v = r[key];
    if (typeof v !== "bigint" || v < 0n || v > PERCENTAGE_FACTOR) {
      return { field: `${at}.${key}`, reason: "not a percentage in basis points (0..10000)" };
    }
  }
  if (r.baseLTVasCollateral > r.reserveLiquidationThreshold) {
    return { field: `${at}.baseLTVasCollateral`, reason: "LTV above the liquidation threshold" };
  }
  if (r.reserveLiquidationBonus !== 0n && r.reserveLiquidationBonus < PERCENTAGE_FACTOR) {
    return { field: `${at}.reserveLiquidationBonus`, reason: "bonus below 100%" };
  }
  if (r.decimals < 0n || r.decimals > MAX_TOKEN_DECIMALS) {
    return { field: `${at}.decimals`, reason: "decimals out of range (0..77)" };
  }
  if (!Number.isSafeInteger(r.lastUpdateTimestamp) || r.lastUpdateTimestamp < 0) {
    return { field: `${at}.lastUpdateTimestamp`, reason: "not a unix time" };
  }
  const amounts: (keyof AggregatedReserveData)[] = [
    "liquidityIndex",
    "variableBorrowIndex",
    "liquidityRate",
    "variableBorrowRate",
    "availableLiquidity",
    "totalScaledVariableDebt",
    "priceInMarketReferenceCurrency",
    "borrowCap",
    "supplyCap",
  ];
  for (const key of amounts) {
    const v = r[key];
    if (typeof v !== "bigint" || v < 0n) {
      return { field: `${at}.${key}`, reason: "not a non-negative integer" };
    }
  }
  return undefined;
}

/**
 * Checks decoded reserve data.
 *
 * @param data the decoded reserves and base currency
 * @returns the first issue, or `undefined` when the data is usable
 * @example The example reserve passes
 * ```ts
 * import assert from "node:assert/strict";
 * import { checkReservesData } from "./validate.ts";
 * import { EXAMPLE_BASE_CURRENCY, SIM_RESERVE_EXAMPLE } from "./_example_reserve.ts";
 * assert.equal(checkReservesData({ reserves: [SIM_RESERVE_EXAMPLE], baseCurrency: EXAMPLE_BASE_CURRENCY }), undefined);
 * ```
 */
export function checkReservesData(data: ReservesData): ReservesDataIssue | undefined {
  const b = data?.baseCurrency;
  if (b === undefined || b === null || typeof b !== "object") {
    return { field: "baseCurrency", reason: "missing" };
  }
  if (
    typeof b.marketReferenceCurrencyUnit !== "bigint" ||
    unitDecimals(b.marketReferenceCurrencyUnit) === undefined
  ) {
    return { field: "baseCurrency.marketReferenceCurrencyUnit", reason: "not a positive power of ten" };
  }
  if (typeof b.marketReferenceCurrencyPriceInUsd !== "bigint" || b.marketReferenceCurrencyPriceInUsd <= 0n) {
    return { field: "baseCurrency.marketReferenceCurrencyPriceInUsd", reason: "not a positive price" };
  }
  if (typeof b.networkBaseTokenPriceInUsd !== "bigint" || b.networkBaseTokenPriceInUsd < 0n) {
    return { field: "baseCurrency.networkBaseTokenPriceInUsd", reason: "negative price" };
  }
  if (!Number.isInteger(b.networkBaseTokenPriceDecimals) || b.networkBaseTokenPriceDecimals < 0) {
    return { field: "baseCurrency.networkBaseTokenPriceDecimals", reason: "not a decimals count" };
  }
  if (!Array.isArray(data.reserves)) return { field: "reserves", reason: "not a list" };
  for (const [i, r] of data.reserves.entries()) {
    if (r === null || typeof r !== "object") return { field: `reserves[${i}]`, reason: "not a reserve" };
    const issue = checkReserve(r, `reserves[${i}]`);
    if (issue !== undefined) return issue;
  }
  return undefined;
}
