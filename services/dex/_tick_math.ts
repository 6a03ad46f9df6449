/**
 * Internal: Uniswap v3 tick math in exact bigint arithmetic (TickMath.sol's constants and algorithm, as the
 * Uniswap and PancakeSwap v3 SDKs port them): the sqrt price of a tick and the tick of a sqrt price, and the
 * amount/liquidity formulas of SqrtPriceMath and LiquidityAmounts. Ticks are numbers, prices Q64.96 bigints.
 *
 * @example Tick 0 is price 1
 * ```ts
 * import assert from "node:assert/strict";
 * import { getSqrtRatioAtTick, getTickAtSqrtRatio, Q96 } from "./_tick_math.ts";
 * assert.equal(getSqrtRatioAtTick(0), Q96);
 * assert.equal(getTickAtSqrtRatio(Q96), 0);
 * ```
 * @module
 */

/** 2^96, the fixed-point scale of a sqrt price. */
export const Q96 = 1n << 96n;
/** The lowest tick. */
export const MIN_TICK = -887272;
/** The highest tick. */
export const MAX_TICK = 887272;
/** The sqrt price of {@link MIN_TICK}. */
export const MIN_SQRT_RATIO = 4295128739n;
/** The sqrt price of {@link MAX_TICK}. */
export const MAX_SQRT_RATIO = 1461446703485210103287273052203988822378723970342n;

const MAX_UINT256 = (1n << 256n) - 1n;

/** TickMath.sol: the factor of each bit of |tick|, Q128. */
const TICK_FACTORS: readonly bigint[] = [
  0xfff97272373d413259a46990580e213an,
  0xfff2e50f5f656932ef12357cf3c7fdccn,
  0xffe5caca7e10e4e61c3624eaa0941cd0n,
  0xffcb9843d60f6159c9db58835c926644n,
  0xff973b41fa98c081472e6896dfb254c0n,
  0xff2ea16466c96a3843ec78b326b52861n,
  0xfe5dee046a99a2a811c461f1969c3053n,
  0xfcbe86c7900a88aedcffc83b479aa3a4n,
  0xf987a7253ac413176f2b074cf7815e54n,
  0xf3392b0822b70005940c7a398e4b70f3n,
  0xe7159475a2c29b7443b29c7fa6e889d9n,
  0xd097f3bdfd2022b8845ad8f792aa5825n,
  0xa9f746462d870fdf8a65dc1f90e061e5n,
  0x70d869a156d2a1b890bb3df62baf32f7n,
  0x31be135f97d08fd981231505542fcfa6n,
  0x9aa508b5b7a84e1c677de54f3e99bc9n,
  0x5d6af8dedb81196699c329225ee604n,
  0x2216e584f5fa1ea926041bedfe98n,
  0x48a170391f7dc42444e8fa2n,
];

/**
 * The sqrt price (Q64.96) at `tick`, rounded up as TickMath.sol does.
 *
 * @param tick an integer in `[MIN_TICK, MAX_TICK]` (the caller checks)
 * @returns `sqrt(1.0001^tick) * 2^96`
 */
export function getSqrtRatioAtTick(tick: number): bigint {
  const absTick = Math.abs(tick);
  let ratio = (absTick & 0x1) !== 0 ? 0xfffcb933bd6fad37aa2d162d1a594001n : 1n << 128n;
  for (let bit = 1; bit < 20; bit++) {
    if ((absTick & (1 << bit)) !== 0) ratio = (ratio * TICK_FACTORS[bit - 1]!) >> 128n;
  }
  if (tick > 0) ratio = MAX_UINT256 / ratio;
  return ratio % (1n << 32n) > 0n ? (ratio >> 32n) + 1n : ratio >> 32n;
}

function mostSignificantBit(x: bigint): bigint {
  return BigInt(x.toString(2).length - 1);
}

/**
 * The greatest tick whose sqrt price is at most `sqrtRatioX96` (TickMath.sol's `getTickAtSqrtRatio`).
 *
 * @param sqrtRatioX96 in `[MIN_SQRT_RATIO, MAX_SQRT_RATIO)` (the caller checks)
 * @returns the tick
 */
export function getTickAtSqrtRatio(sqrtRatioX96: bigint): number {
  const sqrtRatioX128 = sqrtRatioX96 << 32n;
  const msb = mostSignificantBit(sqrtRatioX128);
  let r = msb >= 128n ? sqrtRatioX128 >> (msb - 127n) : sqrtRatioX128 << (127n - msb);
  let log2 = (msb - 128n) << 64n;
  for (let i = 0; i < 14; i++) {
    r = (r * r) >> 127n;
    const f = r >> 128n;
    log2 = log2 | (f << BigInt(63 - i));
    r = r >> f;
  }
  const logSqrt10001 = log2 * 255738958999603826347141n;
  const tickLow = Number((logSqrt10001 - 3402992956809132418596140100660247210n) >> 128n);
  const tickHigh = Number((logSqrt10001 + 291339464771989622907027621153398088495n) >> 128n);
  if (tickLow === tickHigh) return tickLow;
  return getSqrtRatioAtTick(tickHigh) <= sqrtRatioX96 ? tickHigh : tickLow;
}

const sorted = (a: bigint, b: bigint): [bigint, bigint] => a > b ? [b, a] : [a, b];

/** SqrtPriceMath `getAmount0Delta`, rounded down. */
export function amount0Delta(a: bigint, b: bigint, liquidity: bigint): bigint {
  const [lo, hi] = sorted(a, b);
  return ((liquidity << 96n) * (hi - lo) / hi) / lo;
}

/** SqrtPriceMath `getAmount1Delta`, rounded down. */
export function amount1Delta(a: bigint, b: bigint, liquidity: bigint): bigint {
  const [lo, hi] = sorted(a, b);
  return (liquidity * (hi - lo)) / Q96;
}

/** LiquidityAmounts `maxLiquidityForAmount0` (full precision). */
export function maxLiquidityForAmount0(a: bigint, b: bigint, amount0: bigint): bigint {
  const [lo, hi] = sorted(a, b);
  return (amount0 * lo * hi) / (Q96 * (hi - lo));
}

/** LiquidityAmounts `maxLiquidityForAmount1`. */
export function maxLiquidityForAmount1(a: bigint, b: bigint, amount1: bigint): bigint {
  const [lo, hi] = sorted(a, b);
  return (amount1 * Q96) / (hi - lo);
}

/** LiquidityAmounts `maxLiquidityForAmounts`: the binding one of the two constraints at the current price. */
export function maxLiquidityForAmounts(
  current: bigint,
  a: bigint,
  b: bigint,
  amount0: bigint,
  amount1: bigint,
): bigint {
  const [lo, hi] = sorted(a, b);
  if (current <= lo) return maxLiquidityForAmount0(lo, hi, amount0);
  if (current < hi) {
    const l0 = maxLiquidityForAmount0(current, hi, amount0);
    const l1 = maxLiquidityForAmount1(lo, current, amount1);
    return l0 < l1 ? l0 : l1;
  }
  return maxLiquidityForAmount1(lo, hi, amount1);
}

/** PositionMath `getToken0Amount`: the token0 of `liquidity` in `[tickLower, tickUpper)` at the current price. */
export function token0Amount(
  tickCurrent: number,
  tickLower: number,
  tickUpper: number,
  sqrtRatioX96: bigint,
  liquidity: bigint,
): bigint {
  if (tickCurrent < tickLower) {
    return amount0Delta(getSqrtRatioAtTick(tickLower), getSqrtRatioAtTick(tickUpper), liquidity);
  }
  if (tickCurrent < tickUpper) return amount0Delta(sqrtRatioX96, getSqrtRatioAtTick(tickUpper), liquidity);
  return 0n;
}

/** PositionMath `getToken1Amount`: the token1 of `liquidity` in `[tickLower, tickUpper)` at the current price. */
export function token1Amount(
  tickCurrent: number,
  tickLower: number,
  tickUpper: number,
  sqrtRatioX96: bigint,
  liquidity: bigint,
): bigint {
  if (tickCurrent < tickLower) return 0n;
  if (tickCurrent < tickUpper) return amount1Delta(getSqrtRatioAtTick(tickLower), sqrtRatioX96, liquidity);
  return amount1Delta(getSqrtRatioAtTick(tickLower), getSqrtRatioAtTick(tickUpper), liquidity);
}

/** floor(sqrt(n)) by Newton's method, for n >= 0. */
export function sqrtBigInt(n: bigint): bigint {
  if (n < 2n) return n;
  let x = 1n << ((BigInt(n.toString(2).length) + 1n) / 2n);
  while (true) {
    const next = (x + n / x) / 2n;
    if (next >= x) return x;
    x = next;
  }
}
