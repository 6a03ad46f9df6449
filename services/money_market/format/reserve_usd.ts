/**
 * Reserves valued in USD at a given time, with bigint arithmetic and exact decimal strings:
 *
 * - total debt = `rayMul(totalScaledVariableDebt, normalizedDebt(now))` (debt accrued to `now`);
 * - total liquidity = total debt + `availableLiquidity`;
 * - borrowable liquidity = `availableLiquidity`, capped by `borrowCap * 10^decimals - totalDebt - 1` when a borrow
 *   cap is set (the cap is exclusive, as in Aave's formatter), never negative;
 * - borrow usage = total debt / total liquidity (27-decimal fraction, floored);
 * - USD value of an amount = `amount * price * refPriceInUsd / 10^(decimals + refDecimals + 8)`, where `price` is
 *   `priceInMarketReferenceCurrency` and the reference currency's decimals come from `marketReferenceCurrencyUnit`.
 *
 * Facts confirmed from Aave's formatter as the platform SDK uses it (icon-project/sodax-sdks
 * `math-utils/formatters/reserve/index.ts`, aave/aave-utilities `formatters/usd/native-to-usd.ts`).
 *
 * @example Value the example reserve at its last update
 * ```ts
 * import assert from "node:assert/strict";
 * import { formatReservesUSD } from "./reserve_usd.ts";
 * import { EXAMPLE_BASE_CURRENCY, SIM_RESERVE_EXAMPLE } from "./_example_reserve.ts";
 * const r = formatReservesUSD({ reserves: [SIM_RESERVE_EXAMPLE], baseCurrency: EXAMPLE_BASE_CURRENCY }, 1_000);
 * assert.ok(r.ok);
 * assert.equal(r.value.reserves[0].totalLiquidityUSD, "3000");
 * assert.equal(r.value.reserves[0].borrowUsageRatio, "0.333333333333333333333333333");
 * ```
 * @module
 */
import { ClientError } from "../../../core/errors.ts";
import { err, ok, type Result } from "../../../core/result.ts";
import { toDecimal, tokenToUsd, unitDecimals } from "./decimal.ts";
import {
  type BaseCurrencyHumanized,
  humanizeBaseCurrency,
  humanizeReserve,
  type ReserveHumanized,
} from "./humanize.ts";
import { normalizedDebt } from "./interest.ts";
import { RAY, rayMul } from "./ray_math.ts";
import type { AggregatedReserveData, ReservesData } from "./types.ts";
import { checkReservesData } from "./validate.ts";
import { guardSync } from "../../../core/guard/guard_result.ts";

/** A humanized reserve with its accrued totals and USD values. */
export interface ReserveUSD extends ReserveHumanized {
  /** USD price of one whole token. */
  priceInUSD: string;
  /** Total variable debt accrued to the formatting time (whole tokens). */
  totalDebt: string;
  /** Total debt plus unborrowed liquidity (whole tokens). */
  totalLiquidity: string;
  /** What can still be borrowed: unborrowed liquidity within the borrow cap (whole tokens). */
  borrowableLiquidity: string;
  /** Total debt / total liquidity as a fraction (`"0"` when there is no liquidity). */
  borrowUsageRatio: string;
  /** {@link ReserveUSD.totalDebt} in USD. */
  totalDebtUSD: string;
  /** {@link ReserveUSD.totalLiquidity} in USD. */
  totalLiquidityUSD: string;
  /** Unborrowed liquidity in USD. */
  availableLiquidityUSD: string;
  /** {@link ReserveUSD.borrowableLiquidity} in USD. */
  borrowableLiquidityUSD: string;
  /** Supply cap in USD (`"0"`: none). */
  supplyCapUSD: string;
  /** Borrow cap in USD (`"0"`: none). */
  borrowCapUSD: string;
}

/** The reference currency a USD conversion needs. */
export interface UsdReference {
  /** Decimals of the market reference currency. */
  refDecimals: number;
  /** USD price of one reference unit (8 decimals). */
  refPriceInUsd: bigint;
}

/**
 * Values one reserve in USD at `now` (see the module doc). Inputs are assumed checked ({@link formatReservesUSD}
 * checks them).
 *
 * @param r the raw reserve
 * @param ref the reference currency
 * @param now the formatting time (unix seconds)
 * @returns the reserve in USD
 * @example One token is worth $2
 * ```ts
 * import assert from "node:assert/strict";
 * import { formatReserveUSD } from "./reserve_usd.ts";
 * import { SIM_RESERVE_EXAMPLE } from "./_example_reserve.ts";
 * const r = formatReserveUSD(SIM_RESERVE_EXAMPLE, { refDecimals: 8, refPriceInUsd: 100_000_000n }, 1_000);
 * assert.equal(r.priceInUSD, "2");
 * assert.equal(r.totalDebtUSD, "1000");
 * ```
 */
export function formatReserveUSD(r: AggregatedReserveData, ref: UsdReference, now: number): ReserveUSD {
  const decimals = Number(r.decimals);
  const one = 10n ** BigInt(decimals);
  const usd = (amount: bigint) =>
    tokenToUsd(amount, decimals, r.priceInMarketReferenceCurrency, ref.refDecimals, ref.refPriceInUsd);
  const totalDebt = rayMul(r.totalScaledVariableDebt, normalizedDebt(r, now));
  const totalLiquidity = totalDebt + r.availableLiquidity;
  const capRoom = r.borrowCap * one - totalDebt - 1n;
  const borrowable = r.borrowCap === 0n
    ? r.availableLiquidity
    : capRoom < 0n
    ? 0n
    : capRoom < r.availableLiquidity
    ? capRoom
    : r.availableLiquidity;
  return {
    ...humanizeReserve(r, ref.refDecimals),
    priceInUSD: usd(one),
    totalDebt: toDecimal(totalDebt, decimals),
    totalLiquidity: toDecimal(totalLiquidity, decimals),
    borrowableLiquidity: toDecimal(borrowable, decimals),
    borrowUsageRatio: totalLiquidity === 0n ? "0" : toDecimal((totalDebt * RAY) / totalLiquidity, 27),
    totalDebtUSD: usd(totalDebt),
    totalLiquidityUSD: usd(totalLiquidity),
    availableLiquidityUSD: usd(r.availableLiquidity),
    borrowableLiquidityUSD: usd(borrowable),
    supplyCapUSD: usd(r.supplyCap * one),
    borrowCapUSD: usd(r.borrowCap * one),
  };
}

/** Reserves in USD with the reference currency they were valued in. */
export interface ReservesUSD {
  /** The reserves, in the pool's order. */
  reserves: ReserveUSD[];
  /** The reference currency. */
  baseCurrency: BaseCurrencyHumanized;
  /** The time interest was accrued to (unix seconds). */
  currentTimestamp: number;
}

/**
 * Values every reserve in USD at `now`, after checking the data.
 *
 * @param data the raw reserves data
 * @param now the formatting time (unix seconds, a non-negative integer)
 * @returns the reserves in USD; failures: `VALIDATION_FAILED` (context `field`, `reason`)
 * @example A bad time is an error value
 * ```ts
 * import assert from "node:assert/strict";
 * import { formatReservesUSD } from "./reserve_usd.ts";
 * import { EXAMPLE_BASE_CURRENCY } from "./_example_reserve.ts";
 * const r = formatReservesUSD({ reserves: [], baseCurrency: EXAMPLE_BASE_CURRENCY }, Number.NaN);
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED");
 * ```
 */
export function formatReservesUSD(data: ReservesData, now: number): Result<ReservesUSD, ClientError> {
  return guardedFormatReservesUSD(data, now);
}

const guardedFormatReservesUSD = /* @__PURE__ */ guardSync("formatReservesUSD", formatReservesUSDUnguarded);

function formatReservesUSDUnguarded(data: ReservesData, now: number): Result<ReservesUSD, ClientError> {
  const issue = checkTime(now) ?? checkReservesData(data);
  if (issue !== undefined) {
    return err(
      new ClientError("VALIDATION_FAILED", `Cannot format reserves: ${issue.field} ${issue.reason}`, {
        context: { ...issue },
      }),
    );
  }
  const ref = {
    refDecimals: unitDecimals(data.baseCurrency.marketReferenceCurrencyUnit) ?? 0,
    refPriceInUsd: data.baseCurrency.marketReferenceCurrencyPriceInUsd,
  };
  return ok({
    reserves: data.reserves.map((r) => formatReserveUSD(r, ref, now)),
    baseCurrency: humanizeBaseCurrency(data.baseCurrency),
    currentTimestamp: now,
  });
}

/**
 * Checks a formatting time.
 *
 * @param now the candidate (unix seconds)
 * @returns an issue, or `undefined` for a non-negative safe integer
 * @example Whole seconds pass, fractions do not
 * ```ts
 * import assert from "node:assert/strict";
 * import { checkTime } from "./reserve_usd.ts";
 * assert.equal(checkTime(1), undefined);
 * assert.equal(checkTime(1.5)?.field, "currentTimestamp");
 * ```
 */
export function checkTime(now: number): { field: string; reason: string } | undefined {
  return Number.isSafeInteger(now) && now >= 0
    ? undefined
    : { field: "currentTimestamp", reason: "not a unix time in seconds" };
}
