/**
 * Pure money-market formatters: ray/wad math, interest accrual and APY, humanized reserves, reserves in USD and a
 * user's summary (collateral, debt, available borrows, health factor, LTV), all on bigints with exact decimal
 * strings.
 *
 * @example A user with debt has a finite health factor
 * ```ts
 * import assert from "node:assert/strict";
 * import { formatUserSummary } from "./mod.ts";
 * import { EXAMPLE_BASE_CURRENCY, SIM_RESERVE_EXAMPLE } from "./_example_reserve.ts";
 * const reserve = SIM_RESERVE_EXAMPLE.underlyingAsset;
 * const r = formatUserSummary({
 *   positions: [{ reserve, scaledATokenBalance: 10n ** 18n, scaledVariableDebt: 4n * 10n ** 17n, usageAsCollateral: true }],
 *   reservesData: { reserves: [SIM_RESERVE_EXAMPLE], baseCurrency: EXAMPLE_BASE_CURRENCY },
 *   currentTimestamp: 1_000,
 * });
 * assert.ok(r.ok);
 * assert.equal(r.value.healthFactor, "2"); // 1 * 0.8 / 0.4
 * ```
 * @module
 */
export { baseToUsd, toDecimal, tokenToBase, tokenToUsd, unitDecimals } from "./decimal.ts";
export {
  type BaseCurrencyHumanized,
  humanizeBaseCurrency,
  humanizeReserve,
  humanizeReserves,
  type ReserveHumanized,
  type ReservesHumanized,
} from "./humanize.ts";
export {
  compoundedInterest,
  linearInterest,
  normalizedDebt,
  normalizedIncome,
  rateToApy,
  type ReserveIndexes,
} from "./interest.ts";
export {
  PERCENTAGE_FACTOR,
  percentMul,
  RAY,
  rayDiv,
  rayMul,
  rayToWad,
  SECONDS_PER_YEAR,
  WAD,
  WAD_RAY_RATIO,
  wadDiv,
  wadMul,
  wadToRay,
} from "./ray_math.ts";
export {
  formatReservesUSD,
  formatReserveUSD,
  type ReservesUSD,
  type ReserveUSD,
  type UsdReference,
} from "./reserve_usd.ts";
export type { AggregatedReserveData, BaseCurrencyInfo, ReservesData } from "./types.ts";
export { USD_DECIMALS } from "./types.ts";
export {
  formatUserSummary,
  type UserReserveSummary,
  type UserSummary,
  type UserSummaryRequest,
} from "./user_summary.ts";
export { checkReservesData, type ReservesDataIssue } from "./validate.ts";
