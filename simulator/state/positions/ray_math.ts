/**
 * The Aave v3 pool's fixed-point math the simulated reserves move their indexes with (aave/aave-v3-core
 * `WadRayMath.sol`, `MathUtils.sol`, `ReserveLogic.sol`): rays rounded half up, linear supply interest and the
 * three-term compounded borrow interest. The same formulas the library's money-market reads accrue with, so a
 * balance written at time `t` reads back unchanged at `t`.
 *
 * @example Scale and unscale a supply at an index of 1.02
 * ```ts
 * import assert from "node:assert/strict";
 * import { RAY, rayDiv, rayMul } from "./ray_math.ts";
 * const index = (RAY * 102n) / 100n;
 * assert.equal(rayMul(rayDiv(25n * 10n ** 18n, index), index), 25n * 10n ** 18n);
 * ```
 * @module
 */

/** 1e27: one in ray precision. */
export const RAY = 10n ** 27n;
/** Seconds per year of the pool's rates. */
export const SECONDS_PER_YEAR = 31_536_000n;

/** `a * b / RAY`, rounded half up. */
export function rayMul(a: bigint, b: bigint): bigint {
  return (a * b + RAY / 2n) / RAY;
}

/** `a * RAY / b`, rounded half up (`b` > 0). */
export function rayDiv(a: bigint, b: bigint): bigint {
  return (a * RAY + b / 2n) / b;
}

/** The supply index after `dt` seconds: `rayMul(RAY + rate * dt / year, index)`. */
export function accrueLiquidityIndex(index: bigint, rate: bigint, dt: bigint): bigint {
  if (dt <= 0n) return index;
  return rayMul(RAY + (rate * dt) / SECONDS_PER_YEAR, index);
}

/** The borrow index after `dt` seconds: the pool's binomial approximation of `(1 + rate/year)^dt`. */
export function accrueBorrowIndex(index: bigint, rate: bigint, dt: bigint): bigint {
  if (dt <= 0n) return index;
  const dtMinusOne = dt - 1n;
  const dtMinusTwo = dt > 2n ? dt - 2n : 0n;
  const basePowerTwo = rayMul(rate, rate) / (SECONDS_PER_YEAR * SECONDS_PER_YEAR);
  const basePowerThree = rayMul(basePowerTwo, rate) / SECONDS_PER_YEAR;
  const factor = RAY + (rate * dt) / SECONDS_PER_YEAR + (dt * dtMinusOne * basePowerTwo) / 2n +
    (dt * dtMinusOne * dtMinusTwo * basePowerThree) / 6n;
  return rayMul(factor, index);
}
