/**
 * Fixed-point arithmetic of the Aave v3 pool on bigints: wads (1e18), rays (1e27) and basis points (1e4), each
 * product or quotient rounded half up exactly as the pool's `WadRayMath` and `PercentageMath` libraries do
 * (aave/aave-v3-core `contracts/protocol/libraries/math/`). Inputs are non-negative; a zero divisor is a
 * programming error (`RangeError`), so callers check it first.
 *
 * @example Multiply by an index of 1.05
 * ```ts
 * import assert from "node:assert/strict";
 * import { RAY, rayMul } from "./ray_math.ts";
 * assert.equal(rayMul(2n * 10n ** 18n, (RAY * 105n) / 100n), 21n * 10n ** 17n);
 * ```
 * @module
 */

/** 1e18: one in wad precision. */
export const WAD = 10n ** 18n;
/** 1e27: one in ray precision (rates and indexes). */
export const RAY = 10n ** 27n;
/** 1e9: ray / wad. */
export const WAD_RAY_RATIO = 10n ** 9n;
/** 1e4: 100% in basis points (LTV, liquidation threshold, bonus, reserve factor). */
export const PERCENTAGE_FACTOR = 10_000n;
/** Seconds per year the pool uses for rates (365 days, leap years ignored). */
export const SECONDS_PER_YEAR = 31_536_000n;

/**
 * `a * b / RAY`, rounded half up: `(a*b + RAY/2) / RAY`.
 *
 * @param a a ray (or any amount to scale by a ray)
 * @param b a ray
 * @returns the ray product
 * @example Identity
 * ```ts
 * import assert from "node:assert/strict";
 * import { RAY, rayMul } from "./ray_math.ts";
 * assert.equal(rayMul(123n, RAY), 123n);
 * ```
 */
export function rayMul(a: bigint, b: bigint): bigint {
  return (a * b + RAY / 2n) / RAY;
}

/**
 * `a * RAY / b`, rounded half up: `(a*RAY + b/2) / b`.
 *
 * @param a the dividend
 * @param b the divisor (> 0)
 * @returns the ray quotient
 * @throws {RangeError} when `b` is 0
 * @example Halve
 * ```ts
 * import assert from "node:assert/strict";
 * import { RAY, rayDiv } from "./ray_math.ts";
 * assert.equal(rayDiv(RAY, 2n * RAY), RAY / 2n);
 * ```
 */
export function rayDiv(a: bigint, b: bigint): bigint {
  return (a * RAY + b / 2n) / b;
}

/**
 * `a * b / WAD`, rounded half up.
 *
 * @param a a wad
 * @param b a wad
 * @returns the wad product
 * @example Identity
 * ```ts
 * import assert from "node:assert/strict";
 * import { WAD, wadMul } from "./ray_math.ts";
 * assert.equal(wadMul(7n, WAD), 7n);
 * ```
 */
export function wadMul(a: bigint, b: bigint): bigint {
  return (a * b + WAD / 2n) / WAD;
}

/**
 * `a * WAD / b`, rounded half up (the health factor's division).
 *
 * @param a the dividend
 * @param b the divisor (> 0)
 * @returns the wad quotient
 * @throws {RangeError} when `b` is 0
 * @example 3 / 2
 * ```ts
 * import assert from "node:assert/strict";
 * import { WAD, wadDiv } from "./ray_math.ts";
 * assert.equal(wadDiv(3n, 2n), (3n * WAD) / 2n);
 * ```
 */
export function wadDiv(a: bigint, b: bigint): bigint {
  return (a * WAD + b / 2n) / b;
}

/**
 * A ray as a wad: `a / 1e9`, rounded half up.
 *
 * @param a a ray
 * @returns the wad
 * @example One
 * ```ts
 * import assert from "node:assert/strict";
 * import { RAY, rayToWad, WAD } from "./ray_math.ts";
 * assert.equal(rayToWad(RAY), WAD);
 * ```
 */
export function rayToWad(a: bigint): bigint {
  return (a + WAD_RAY_RATIO / 2n) / WAD_RAY_RATIO;
}

/**
 * A wad as a ray: `a * 1e9` (exact).
 *
 * @param a a wad
 * @returns the ray
 * @example One
 * ```ts
 * import assert from "node:assert/strict";
 * import { RAY, WAD, wadToRay } from "./ray_math.ts";
 * assert.equal(wadToRay(WAD), RAY);
 * ```
 */
export function wadToRay(a: bigint): bigint {
  return a * WAD_RAY_RATIO;
}

/**
 * `value * bps / 1e4`, rounded half up (`PercentageMath.percentMul`).
 *
 * @param value the amount
 * @param bps the percentage in basis points
 * @returns the share of `value`
 * @example 75% of 1000
 * ```ts
 * import assert from "node:assert/strict";
 * import { percentMul } from "./ray_math.ts";
 * assert.equal(percentMul(1000n, 7500n), 750n);
 * ```
 */
export function percentMul(value: bigint, bps: bigint): bigint {
  return (value * bps + PERCENTAGE_FACTOR / 2n) / PERCENTAGE_FACTOR;
}
