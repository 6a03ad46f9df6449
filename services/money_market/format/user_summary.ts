/**
 * A user's money-market summary from their positions and the reserves, computed as the pool's
 * `GenericLogic.calculateUserAccountData` does (aave/aave-v3-core), in the market reference currency ("base"):
 *
 * - supplied = `rayMul(scaledATokenBalance, normalizedIncome(now))`; borrowed = `rayMul(scaledVariableDebt,
 *   normalizedDebt(now))` (interest accrued to `now`);
 * - value in base = `amount * priceInMarketReferenceCurrency / 10^decimals` (floored);
 * - a supply is collateral when the user enabled it and the reserve has a non-zero liquidation threshold;
 * - current LTV / liquidation threshold = collateral-weighted averages: `Σ(collateral_i * ltv_i) / Σ collateral_i`
 *   (basis points, floored);
 * - health factor = `wadDiv(percentMul(totalCollateral, avgLiquidationThreshold), totalDebt)` (wad), and
 *   `2^256 - 1` (shown as `"Infinity"`) with no debt, as the pool returns it;
 * - available borrows = `max(0, percentMul(totalCollateral, avgLtv) - totalDebt)`;
 * - USD value = base value * `marketReferenceCurrencyPriceInUsd` / 10^(ref decimals + 8), exact.
 *
 * Not modelled: e-mode overrides of LTV and threshold (the user's category is passed through), isolation-mode
 * debt ceilings and the bnUSD debt/vault reserve merge the platform SDK applies for display.
 *
 * @example No debt: infinite health factor
 * ```ts
 * import assert from "node:assert/strict";
 * import { formatUserSummary } from "./user_summary.ts";
 * import { EXAMPLE_BASE_CURRENCY, SIM_RESERVE_EXAMPLE } from "./_example_reserve.ts";
 * const r = formatUserSummary({
 *   positions: [{ reserve: SIM_RESERVE_EXAMPLE.underlyingAsset, scaledATokenBalance: 10n ** 18n, scaledVariableDebt: 0n, usageAsCollateral: true }],
 *   reservesData: { reserves: [SIM_RESERVE_EXAMPLE], baseCurrency: EXAMPLE_BASE_CURRENCY },
 *   currentTimestamp: 1_000,
 * });
 * assert.ok(r.ok);
 * assert.equal(r.value.healthFactor, "Infinity");
 * assert.equal(r.value.totalCollateralUSD, "2");
 * assert.equal(r.value.availableBorrowsUSD, "1.5");
 * ```
 * @module
 */
import { type Address, maxUint256 } from "viem";
import { ClientError, type ErrorContextFields } from "../../../core/errors.ts";
import { err, ok, type Result } from "../../../core/result.ts";
import type { MoneyMarketPosition } from "../reads.ts";
import { baseToUsd, toDecimal, tokenToBase, tokenToUsd, unitDecimals } from "./decimal.ts";
import { normalizedDebt, normalizedIncome } from "./interest.ts";
import { percentMul, rayMul, wadDiv } from "./ray_math.ts";
import { checkTime } from "./reserve_usd.ts";
import type { AggregatedReserveData, ReservesData } from "./types.ts";
import { checkReservesData } from "./validate.ts";
import { guardSync } from "../../../core/guard/guard_result.ts";

/** Input of {@link formatUserSummary}. */
export interface UserSummaryRequest {
  /** The user's positions (`getUserPositions`); zero positions are skipped. */
  positions: readonly MoneyMarketPosition[];
  /** The reserves and base currency (`getReservesData`). */
  reservesData: ReservesData;
  /** The time to accrue interest to (unix seconds). */
  currentTimestamp: number;
  /** The user's e-mode category, passed through. @default 0 */
  eModeCategory?: number | undefined;
}

/** One position of the summary. */
export interface UserReserveSummary {
  /** The reserve. */
  underlyingAsset: Address;
  /** Its symbol. */
  symbol: string;
  /** Its decimals. */
  decimals: number;
  /** Supplied balance with interest (token base units). */
  supplyBalance: bigint;
  /** Debt with interest (token base units). */
  debtBalance: bigint;
  /** Supplied balance (whole tokens). */
  supplied: string;
  /** Debt (whole tokens). */
  borrowed: string;
  /** Supplied balance in USD. */
  suppliedUSD: string;
  /** Debt in USD. */
  borrowedUSD: string;
  /** Whether the supply counts as collateral (user flag and a reserve with a liquidation threshold). */
  usageAsCollateral: boolean;
}

/** A user's money-market summary (see the module doc for each formula). */
export interface UserSummary {
  /** The user's e-mode category. */
  eModeCategory: number;
  /** Decimals of the `*Base` values (the market reference currency's). */
  marketReferenceCurrencyDecimals: number;
  /** Sum of supplies (base). */
  totalSupplyBase: bigint;
  /** Sum of collateral supplies (base). */
  totalCollateralBase: bigint;
  /** Sum of debts (base). */
  totalDebtBase: bigint;
  /** What can still be borrowed (base). */
  availableBorrowsBase: bigint;
  /** Collateral-weighted LTV (basis points). */
  currentLtvBps: bigint;
  /** Collateral-weighted liquidation threshold (basis points). */
  currentLiquidationThresholdBps: bigint;
  /** Health factor (wad); `2^256 - 1` with no debt. */
  healthFactorWad: bigint;
  /** Health factor as a decimal string; `"Infinity"` with no debt. */
  healthFactor: string;
  /** Current LTV as a fraction. */
  currentLoanToValue: string;
  /** Current liquidation threshold as a fraction. */
  currentLiquidationThreshold: string;
  /** Supplies in USD. */
  totalSupplyUSD: string;
  /** Collateral in USD. */
  totalCollateralUSD: string;
  /** Debt in USD. */
  totalDebtUSD: string;
  /** Available borrows in USD. */
  availableBorrowsUSD: string;
  /** Supplies minus debt in USD (may be negative). */
  netWorthUSD: string;
  /** The non-zero positions. */
  positions: UserReserveSummary[];
}

function invalidSummary(field: string, reason: string, extraFields: ErrorContextFields = {}): ClientError {
  const extra = extraFields as Readonly<Record<string, unknown>>;
  return new ClientError("VALIDATION_FAILED", `Cannot summarise positions: ${field} ${reason}`, {
    context: { field, reason, ...extra },
  });
}

/**
 * Summarises a user's positions (see the module doc).
 *
 * @param request positions, reserves and time
 * @returns the summary; failures: `VALIDATION_FAILED` (bad time or reserve data, a position on an unknown reserve)
 * @example A position on an unknown reserve
 * ```ts
 * import assert from "node:assert/strict";
 * import { formatUserSummary } from "./user_summary.ts";
 * import { EXAMPLE_BASE_CURRENCY } from "./_example_reserve.ts";
 * const r = formatUserSummary({
 *   positions: [{ reserve: "0x2222222222222222222222222222222222222222", scaledATokenBalance: 1n, scaledVariableDebt: 0n, usageAsCollateral: true }],
 *   reservesData: { reserves: [], baseCurrency: EXAMPLE_BASE_CURRENCY }, currentTimestamp: 0,
 * });
 * assert.ok(!r.ok && r.error.context.field === "positions[0].reserve");
 * ```
 */
export function formatUserSummary(request: UserSummaryRequest): Result<UserSummary, ClientError> {
  return guardedFormatUserSummary(request);
}

const guardedFormatUserSummary = /* @__PURE__ */ guardSync("formatUserSummary", formatUserSummaryUnguarded);

function formatUserSummaryUnguarded(request: UserSummaryRequest): Result<UserSummary, ClientError> {
  const { positions, reservesData, currentTimestamp: now } = request;
  const issue = checkTime(now) ?? checkReservesData(reservesData);
  if (issue !== undefined) return err(invalidSummary(issue.field, issue.reason));
  if (!Array.isArray(positions)) return err(invalidSummary("positions", "not a list"));
  const byAsset = new Map<string, AggregatedReserveData>(
    reservesData.reserves.map((r) => [r.underlyingAsset.toLowerCase(), r]),
  );
  const refDecimals = unitDecimals(reservesData.baseCurrency.marketReferenceCurrencyUnit) ?? 0;
  const refPrice = reservesData.baseCurrency.marketReferenceCurrencyPriceInUsd;
  let supply = 0n, collateral = 0n, debt = 0n, ltvSum = 0n, thresholdSum = 0n;
  const summaries: UserReserveSummary[] = [];
  for (const [i, p] of positions.entries()) {
    const scaledSupply = p?.scaledATokenBalance, scaledDebt = p?.scaledVariableDebt;
    if (
      typeof scaledSupply !== "bigint" || typeof scaledDebt !== "bigint" || scaledSupply < 0n ||
      scaledDebt < 0n
    ) {
      return err(invalidSummary(`positions[${i}]`, "balances must be non-negative bigints"));
    }
    if (scaledSupply === 0n && scaledDebt === 0n) continue;
    const r = typeof p.reserve === "string" ? byAsset.get(p.reserve.toLowerCase()) : undefined;
    if (r === undefined) {
      return err(
        invalidSummary(`positions[${i}].reserve`, "is not a reserve of the pool", { reserve: p.reserve }),
      );
    }
    const decimals = Number(r.decimals);
    const supplyBalance = rayMul(scaledSupply, normalizedIncome(r, now));
    const debtBalance = rayMul(scaledDebt, normalizedDebt(r, now));
    const supplyBase = tokenToBase(supplyBalance, decimals, r.priceInMarketReferenceCurrency);
    const usageAsCollateral = p.usageAsCollateral === true && r.usageAsCollateralEnabled &&
      r.reserveLiquidationThreshold > 0n;
    supply += supplyBase;
    debt += tokenToBase(debtBalance, decimals, r.priceInMarketReferenceCurrency);
    if (usageAsCollateral) {
      collateral += supplyBase;
      ltvSum += supplyBase * r.baseLTVasCollateral;
      thresholdSum += supplyBase * r.reserveLiquidationThreshold;
    }
    const usd = (amount: bigint) =>
      tokenToUsd(amount, decimals, r.priceInMarketReferenceCurrency, refDecimals, refPrice);
    summaries.push({
      underlyingAsset: r.underlyingAsset,
      symbol: r.symbol,
      decimals,
      supplyBalance,
      debtBalance,
      supplied: toDecimal(supplyBalance, decimals),
      borrowed: toDecimal(debtBalance, decimals),
      suppliedUSD: usd(supplyBalance),
      borrowedUSD: usd(debtBalance),
      usageAsCollateral,
    });
  }
  const avgLtv = collateral === 0n ? 0n : ltvSum / collateral;
  const avgThreshold = collateral === 0n ? 0n : thresholdSum / collateral;
  const healthFactorWad = debt === 0n ? maxUint256 : wadDiv(percentMul(collateral, avgThreshold), debt);
  const borrowPower = percentMul(collateral, avgLtv);
  const availableBorrows = borrowPower > debt ? borrowPower - debt : 0n;
  const usd = (amount: bigint) => baseToUsd(amount, refDecimals, refPrice);
  return ok({
    eModeCategory: request.eModeCategory ?? 0,
    marketReferenceCurrencyDecimals: refDecimals,
    totalSupplyBase: supply,
    totalCollateralBase: collateral,
    totalDebtBase: debt,
    availableBorrowsBase: availableBorrows,
    currentLtvBps: avgLtv,
    currentLiquidationThresholdBps: avgThreshold,
    healthFactorWad,
    healthFactor: debt === 0n ? "Infinity" : toDecimal(healthFactorWad, 18),
    currentLoanToValue: toDecimal(avgLtv, 4),
    currentLiquidationThreshold: toDecimal(avgThreshold, 4),
    totalSupplyUSD: usd(supply),
    totalCollateralUSD: usd(collateral),
    totalDebtUSD: usd(debt),
    availableBorrowsUSD: usd(availableBorrows),
    netWorthUSD: usd(supply - debt),
    positions: summaries,
  });
}
