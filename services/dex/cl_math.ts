/**
 * The concentrated-liquidity math of the platform's `ClService` statics (`calculateLiquidityFromAmounts`,
 * `calculateAmount1FromAmount0`, `calculateAmount0FromAmount1`, `calculateMaxAmountsForSlippage`, `priceToTick`),
 * in the same exact integer arithmetic (Uniswap v3 TickMath, LiquidityAmounts with full precision, PositionMath
 * rounding down). Each checks its input first and answers a Result (`xswap.dex.*` of the same names).
 *
 * One difference, on purpose: with one amount zero, `calculateLiquidityFromAmounts` takes the liquidity of the
 * other amount alone (the platform's static computes it from the zero amount and answers 0).
 *
 * @example Liquidity of an in-range deposit, then the paired amount
 * ```ts
 * import assert from "node:assert/strict";
 * import { calculateAmount1FromAmount0, calculateLiquidityFromAmounts } from "./cl_math.ts";
 * const l = calculateLiquidityFromAmounts(1_000_000n, 1_000_000n, -60n, 60n, 0n);
 * assert.ok(l.ok && l.value > 0n);
 * const a1 = calculateAmount1FromAmount0(1_000_000n, -60n, 60n, 0n, 2n ** 96n);
 * assert.ok(a1.ok && a1.value > 990_000n && a1.value <= 1_000_000n);
 * ```
 * @module
 */
import type { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { invalid } from "../hub/phase_error.ts";
import {
  getSqrtRatioAtTick,
  getTickAtSqrtRatio,
  MAX_SQRT_RATIO,
  MAX_TICK,
  maxLiquidityForAmount0,
  maxLiquidityForAmount1,
  maxLiquidityForAmounts,
  MIN_SQRT_RATIO,
  MIN_TICK,
  sqrtBigInt,
  token0Amount,
  token1Amount,
} from "./_tick_math.ts";

const MAX_UINT128 = (1n << 128n) - 1n;

/** Max token inputs for a liquidity under slippage ({@link calculateMaxAmountsForSlippage}). */
export interface ClMaxAmounts {
  /** Worst-case token0 (a price drop). */
  amount0Max: bigint;
  /** Worst-case token1 (a price rise). */
  amount1Max: bigint;
}

/** A token as {@link priceToTick} needs it (the platform passes a swap-sdk `Token`; only `decimals` is read). */
export interface ClPriceToken {
  /** Decimals of the token. */
  decimals: number;
}

type Checked = Result<void, ClientError>;

function amount(action: string, field: string, v: unknown): Checked {
  return typeof v === "bigint" && v >= 0n
    ? ok()
    : err(invalid("INVALID_AMOUNT", action, `${field} must be a bigint >= 0`, { field }));
}

function tick(action: string, field: string, v: unknown): Checked {
  return typeof v === "bigint" && v >= BigInt(MIN_TICK) && v <= BigInt(MAX_TICK) ? ok() : err(
    invalid("VALIDATION_FAILED", action, `${field} must be a bigint tick in [${MIN_TICK}, ${MAX_TICK}]`, {
      field,
    }),
  );
}

function range(action: string, lower: unknown, upper: unknown, current: unknown): Checked {
  for (const [field, v] of [["tickLower", lower], ["tickUpper", upper], ["currentTick", current]] as const) {
    const r = tick(action, field, v);
    if (!r.ok) return r;
  }
  return (lower as bigint) < (upper as bigint)
    ? ok()
    : err(invalid("VALIDATION_FAILED", action, "tickLower must be below tickUpper", { field: "tickLower" }));
}

function sqrtPrice(action: string, v: unknown): Checked {
  return typeof v === "bigint" && v >= MIN_SQRT_RATIO && v < MAX_SQRT_RATIO ? ok() : err(
    invalid("VALIDATION_FAILED", action, "sqrtPriceX96 is outside the tick range", {
      field: "sqrtPriceX96",
    }),
  );
}

function first(...checks: (() => Checked)[]): Checked {
  for (const check of checks) {
    const r = check();
    if (!r.ok) return r;
  }
  return ok();
}

/**
 * The liquidity `amount0` and `amount1` can mint in `[tickLower, tickUpper)` at `currentTick` (the binding
 * constraint; with one amount zero, the other's single-sided liquidity).
 *
 * @param amount0 token0 available
 * @param amount1 token1 available
 * @param tickLower lower tick
 * @param tickUpper upper tick (above `tickLower`)
 * @param currentTick the pool's tick
 * @returns the liquidity; `INVALID_AMOUNT` / `VALIDATION_FAILED` naming the bad field
 * @example Nothing to deposit
 * ```ts
 * import assert from "node:assert/strict";
 * import { calculateLiquidityFromAmounts } from "./cl_math.ts";
 * assert.deepEqual(calculateLiquidityFromAmounts(0n, 0n, -60n, 60n, 0n), { ok: true, value: 0n });
 * ```
 */
export function calculateLiquidityFromAmounts(
  amount0: bigint,
  amount1: bigint,
  tickLower: bigint,
  tickUpper: bigint,
  currentTick: bigint,
): Result<bigint, ClientError> {
  const action = "calculateLiquidityFromAmounts";
  const bad = first(
    () => amount(action, "amount0", amount0),
    () => amount(action, "amount1", amount1),
    () => range(action, tickLower, tickUpper, currentTick),
  );
  if (!bad.ok) return bad;
  const lower = getSqrtRatioAtTick(Number(tickLower));
  const upper = getSqrtRatioAtTick(Number(tickUpper));
  if (amount1 === 0n) return ok(maxLiquidityForAmount0(lower, upper, amount0));
  if (amount0 === 0n) return ok(maxLiquidityForAmount1(lower, upper, amount1));
  return ok(maxLiquidityForAmounts(getSqrtRatioAtTick(Number(currentTick)), lower, upper, amount0, amount1));
}

function paired(
  action: string,
  field: "amount0" | "amount1",
  given: bigint,
  tickLower: bigint,
  tickUpper: bigint,
  currentTick: bigint,
  sqrtPriceX96: bigint,
): Result<bigint, ClientError> {
  const bad = first(
    () => amount(action, field, given),
    () => range(action, tickLower, tickUpper, currentTick),
    () => sqrtPrice(action, sqrtPriceX96),
  );
  if (!bad.ok) return bad;
  if (given === 0n) return ok(0n);
  const lower = getSqrtRatioAtTick(Number(tickLower));
  const upper = getSqrtRatioAtTick(Number(tickUpper));
  const [a0, a1] = field === "amount0" ? [given, MAX_UINT128] : [MAX_UINT128, given];
  const liquidity = maxLiquidityForAmounts(sqrtPriceX96, lower, upper, a0, a1);
  const [t, l, u] = [Number(currentTick), Number(tickLower), Number(tickUpper)];
  return ok(
    field === "amount0"
      ? token1Amount(t, l, u, sqrtPriceX96, liquidity)
      : token0Amount(t, l, u, sqrtPriceX96, liquidity),
  );
}

/**
 * The token1 that pairs with `amount0` at the current price (liquidity from `amount0` alone).
 *
 * @param amount0 the token0 amount
 * @param tickLower lower tick
 * @param tickUpper upper tick
 * @param currentTick the pool's tick
 * @param sqrtPriceX96 the pool's sqrt price (Q64.96)
 * @returns the token1 amount (0 for 0); a failure naming the bad field
 * @example Zero in, zero out
 * ```ts
 * import assert from "node:assert/strict";
 * import { calculateAmount1FromAmount0 } from "./cl_math.ts";
 * assert.deepEqual(calculateAmount1FromAmount0(0n, -60n, 60n, 0n, 2n ** 96n), { ok: true, value: 0n });
 * ```
 */
export function calculateAmount1FromAmount0(
  amount0: bigint,
  tickLower: bigint,
  tickUpper: bigint,
  currentTick: bigint,
  sqrtPriceX96: bigint,
): Result<bigint, ClientError> {
  return paired(
    "calculateAmount1FromAmount0",
    "amount0",
    amount0,
    tickLower,
    tickUpper,
    currentTick,
    sqrtPriceX96,
  );
}

/**
 * The token0 that pairs with `amount1` at the current price (liquidity from `amount1` alone).
 *
 * @param amount1 the token1 amount
 * @param tickLower lower tick
 * @param tickUpper upper tick
 * @param currentTick the pool's tick
 * @param sqrtPriceX96 the pool's sqrt price (Q64.96)
 * @returns the token0 amount (0 for 0); a failure naming the bad field
 * @example A negative amount
 * ```ts
 * import assert from "node:assert/strict";
 * import { calculateAmount0FromAmount1 } from "./cl_math.ts";
 * const r = calculateAmount0FromAmount1(-1n, -60n, 60n, 0n, 2n ** 96n);
 * assert.ok(!r.ok && r.error.code === "INVALID_AMOUNT");
 * ```
 */
export function calculateAmount0FromAmount1(
  amount1: bigint,
  tickLower: bigint,
  tickUpper: bigint,
  currentTick: bigint,
  sqrtPriceX96: bigint,
): Result<bigint, ClientError> {
  return paired(
    "calculateAmount0FromAmount1",
    "amount1",
    amount1,
    tickLower,
    tickUpper,
    currentTick,
    sqrtPriceX96,
  );
}

/** The platform's slippage scale: a percentage is applied as `round(percent * 1e9 / 100)` parts of 1e9. */
const SLIPPAGE_SCALE = 1_000_000_000n;

/**
 * Worst-case `amount0Max` / `amount1Max` for `liquidity` when the price moves by `slippagePercent` either way:
 * the sqrt price is scaled by `sqrt(1 ± s)` in integer math and each amount is the larger of now and after.
 *
 * @param liquidity the liquidity
 * @param tickLower lower tick
 * @param tickUpper upper tick
 * @param currentTick the pool's tick
 * @param sqrtPriceX96 the pool's sqrt price (Q64.96)
 * @param slippagePercent percent, 0 to 100 (`0.5` is 0.5%)
 * @returns the maxima; a failure naming the bad field (also when the moved price leaves the tick range)
 * @example No liquidity, nothing needed
 * ```ts
 * import assert from "node:assert/strict";
 * import { calculateMaxAmountsForSlippage } from "./cl_math.ts";
 * const r = calculateMaxAmountsForSlippage(0n, -60n, 60n, 0n, 2n ** 96n, 1);
 * assert.deepEqual(r, { ok: true, value: { amount0Max: 0n, amount1Max: 0n } });
 * ```
 */
export function calculateMaxAmountsForSlippage(
  liquidity: bigint,
  tickLower: bigint,
  tickUpper: bigint,
  currentTick: bigint,
  sqrtPriceX96: bigint,
  slippagePercent: number,
): Result<ClMaxAmounts, ClientError> {
  const action = "calculateMaxAmountsForSlippage";
  const bad = first(
    () => amount(action, "liquidity", liquidity),
    () => range(action, tickLower, tickUpper, currentTick),
    () => sqrtPrice(action, sqrtPriceX96),
    () =>
      typeof slippagePercent === "number" && slippagePercent >= 0 && slippagePercent <= 100
        ? ok()
        : err(invalid("VALIDATION_FAILED", action, "slippagePercent must be a number from 0 to 100", {
          field: "slippagePercent",
        })),
  );
  if (!bad.ok) return bad;
  const [t, l, u] = [Number(currentTick), Number(tickLower), Number(tickUpper)];
  const now0 = token0Amount(t, l, u, sqrtPriceX96, liquidity);
  const now1 = token1Amount(t, l, u, sqrtPriceX96, liquidity);
  const scaled = BigInt(Math.round((slippagePercent * Number(SLIPPAGE_SCALE)) / 100));
  const squared = sqrtPriceX96 * sqrtPriceX96;
  const down = sqrtBigInt((squared * (SLIPPAGE_SCALE - scaled)) / SLIPPAGE_SCALE);
  const up = sqrtBigInt((squared * (SLIPPAGE_SCALE + scaled)) / SLIPPAGE_SCALE);
  if (down < MIN_SQRT_RATIO || up >= MAX_SQRT_RATIO) {
    return err(invalid("VALIDATION_FAILED", action, "the slipped price leaves the tick range", {
      field: "slippagePercent",
    }));
  }
  const drop0 = token0Amount(getTickAtSqrtRatio(down), l, u, down, liquidity);
  const rise1 = token1Amount(getTickAtSqrtRatio(up), l, u, up, liquidity);
  return ok({ amount0Max: drop0 > now0 ? drop0 : now0, amount1Max: rise1 > now1 ? rise1 : now1 });
}

/**
 * The initializable tick nearest a human price (token1 per token0), as the platform computes it: the ratio
 * `floor(price * 10^decimals1) * 2^96 / 10^decimals0`, `tick = floor(ln(ratio / 2^96) / ln(1.0001))`, then
 * `Math.round(tick / tickSpacing) * tickSpacing` (floating point, as there).
 *
 * @param price the price of token0 in token1 (> 0, finite)
 * @param token0 token0 (its `decimals`)
 * @param token1 token1 (its `decimals`)
 * @param tickSpacing the pool's tick spacing (a positive integer)
 * @returns the tick; `VALIDATION_FAILED` naming the bad field
 * @example Parity is tick 0
 * ```ts
 * import assert from "node:assert/strict";
 * import { priceToTick } from "./cl_math.ts";
 * assert.deepEqual(priceToTick(1, { decimals: 18 }, { decimals: 18 }, 1), { ok: true, value: 0n });
 * ```
 */
export function priceToTick(
  price: number,
  token0: ClPriceToken,
  token1: ClPriceToken,
  tickSpacing: number,
): Result<bigint, ClientError> {
  const action = "priceToTick";
  const decimals = (v: unknown): v is number =>
    typeof v === "number" && Number.isInteger(v) && v >= 0 && v <= 77;
  if (typeof price !== "number" || !Number.isFinite(price) || price <= 0) {
    return err(invalid("VALIDATION_FAILED", action, "price must be a finite number > 0", { field: "price" }));
  }
  if (!decimals(token0?.decimals)) {
    return err(
      invalid("VALIDATION_FAILED", action, "token0.decimals must be an integer 0..77", { field: "token0" }),
    );
  }
  if (!decimals(token1?.decimals)) {
    return err(
      invalid("VALIDATION_FAILED", action, "token1.decimals must be an integer 0..77", { field: "token1" }),
    );
  }
  if (typeof tickSpacing !== "number" || !Number.isInteger(tickSpacing) || tickSpacing <= 0) {
    return err(
      invalid("VALIDATION_FAILED", action, "tickSpacing must be a positive integer", {
        field: "tickSpacing",
      }),
    );
  }
  const numerator = BigInt(Math.floor(price * 10 ** token1.decimals));
  const denominator = BigInt(10 ** token0.decimals);
  if (numerator === 0n) {
    return err(
      invalid("VALIDATION_FAILED", action, "price is below token1's smallest unit", { field: "price" }),
    );
  }
  const ratioX96 = (numerator * (1n << 96n)) / denominator;
  const raw = Math.floor(Math.log(Number(ratioX96) / 2 ** 96) / Math.log(1.0001));
  return ok(BigInt(Math.round(raw / tickSpacing) * tickSpacing));
}
