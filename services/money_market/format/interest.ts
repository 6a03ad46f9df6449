/**
 * Interest accrual of an Aave v3 reserve, on bigints, as the pool computes it (aave/aave-v3-core
 * `contracts/protocol/libraries/math/MathUtils.sol`, `ReserveLogic.getNormalizedIncome/Debt`):
 *
 * - linear (supply side): `RAY + rate * dt / SECONDS_PER_YEAR`;
 * - compounded (debt side), the three-term binomial expansion of `(1 + r/N)^dt` with `x = r/N`:
 *   `RAY + r*dt/N + dt*(dt-1)*x²/2 + dt*(dt-1)*(dt-2)*x³/6`, where `x² = rayMul(r, r) / N²` and
 *   `x³ = rayMul(x², r) / N` (N = seconds per year, every division floored);
 * - APY (what Aave's UI shows, aave/aave-utilities `calculateCompoundedRate`): the same three-term expansion over
 *   one year with the per-second rate taken first, `x = floor(r / N)`:
 *   `N*x + N*(N-1)*rayMul(x,x)/2 + N*(N-1)*(N-2)*rayMul(rayMul(x,x),x)/6` (the pool's own formula above loses more
 *   precision in `x³`: 5.12657% against 5.12709% for a 5% rate).
 *
 * A current time at or before the reserve's last update accrues nothing (a client clock may lag the chain).
 *
 * @example A 5% borrow rate is a ~5.127% APY
 * ```ts
 * import assert from "node:assert/strict";
 * import { rateToApy } from "./interest.ts";
 * import { RAY } from "./ray_math.ts";
 * const apy = rateToApy((RAY * 5n) / 100n);
 * assert.ok(apy > (RAY * 5127n) / 100_000n && apy < (RAY * 5128n) / 100_000n);
 * ```
 * @module
 */
import { RAY, rayMul, SECONDS_PER_YEAR } from "./ray_math.ts";

function elapsed(from: number, to: number): bigint {
  if (!Number.isFinite(from) || !Number.isFinite(to) || to <= from) return 0n;
  return BigInt(Math.floor(to) - Math.floor(from));
}

/**
 * The linear interest factor of `rate` from `from` to `to` (seconds): `RAY + rate * dt / SECONDS_PER_YEAR`.
 *
 * @param rate the annual rate (ray)
 * @param from the last update (unix seconds)
 * @param to the current time (unix seconds)
 * @returns the factor (ray, >= RAY)
 * @example Half a year at 10%
 * ```ts
 * import assert from "node:assert/strict";
 * import { linearInterest } from "./interest.ts";
 * import { RAY } from "./ray_math.ts";
 * assert.equal(linearInterest(RAY / 10n, 0, 31_536_000 / 2), RAY + RAY / 20n);
 * ```
 */
export function linearInterest(rate: bigint, from: number, to: number): bigint {
  return RAY + (rate * elapsed(from, to)) / SECONDS_PER_YEAR;
}

/**
 * The compounded interest factor of `rate` over `dt` seconds (binomial approximation, see the module doc).
 *
 * @param rate the annual rate (ray)
 * @param dt the duration in seconds (<= 0: none)
 * @returns the factor (ray, >= RAY)
 * @example No time, no interest
 * ```ts
 * import assert from "node:assert/strict";
 * import { compoundedInterest } from "./interest.ts";
 * import { RAY } from "./ray_math.ts";
 * assert.equal(compoundedInterest(RAY, 0n), RAY);
 * ```
 */
export function compoundedInterest(rate: bigint, dt: bigint): bigint {
  if (dt <= 0n) return RAY;
  const dtMinusOne = dt - 1n;
  const dtMinusTwo = dt > 2n ? dt - 2n : 0n;
  const basePowerTwo = rayMul(rate, rate) / (SECONDS_PER_YEAR * SECONDS_PER_YEAR);
  const basePowerThree = rayMul(basePowerTwo, rate) / SECONDS_PER_YEAR;
  const secondTerm = (dt * dtMinusOne * basePowerTwo) / 2n;
  const thirdTerm = (dt * dtMinusOne * dtMinusTwo * basePowerThree) / 6n;
  return RAY + (rate * dt) / SECONDS_PER_YEAR + secondTerm + thirdTerm;
}

/**
 * The annual percentage yield of an annual rate compounded per second (the UI formula of the module doc).
 *
 * @param rate the annual rate (ray), e.g. `liquidityRate` or `variableBorrowRate`
 * @returns the APY (ray; `RAY` is 100%)
 * @example Zero rate
 * ```ts
 * import assert from "node:assert/strict";
 * import { rateToApy } from "./interest.ts";
 * assert.equal(rateToApy(0n), 0n);
 * ```
 */
export function rateToApy(rate: bigint): bigint {
  const n = SECONDS_PER_YEAR;
  const x = rate / n;
  const x2 = rayMul(x, x);
  const x3 = rayMul(x2, x);
  return n * x + (n * (n - 1n) * x2) / 2n + (n * (n - 1n) * (n - 2n) * x3) / 6n;
}

/** The index fields {@link normalizedIncome} and {@link normalizedDebt} read. */
export interface ReserveIndexes {
  /** Supply index at the last update (ray). */
  liquidityIndex: bigint;
  /** Borrow index at the last update (ray). */
  variableBorrowIndex: bigint;
  /** Supply rate (ray). */
  liquidityRate: bigint;
  /** Variable borrow rate (ray). */
  variableBorrowRate: bigint;
  /** Last update (unix seconds). */
  lastUpdateTimestamp: number;
}

/**
 * The supply index at `now`: `rayMul(linearInterest(liquidityRate, last, now), liquidityIndex)`; a scaled aToken
 * balance times it (`rayMul`) is the balance.
 *
 * @param reserve the reserve's indexes and rates
 * @param now the current time (unix seconds)
 * @returns the normalized income (ray)
 * @example No time elapsed
 * ```ts
 * import assert from "node:assert/strict";
 * import { normalizedIncome } from "./interest.ts";
 * import { RAY } from "./ray_math.ts";
 * const r = { liquidityIndex: 2n * RAY, variableBorrowIndex: RAY, liquidityRate: RAY, variableBorrowRate: RAY, lastUpdateTimestamp: 5 };
 * assert.equal(normalizedIncome(r, 5), 2n * RAY);
 * ```
 */
export function normalizedIncome(reserve: ReserveIndexes, now: number): bigint {
  if (now <= reserve.lastUpdateTimestamp) return reserve.liquidityIndex;
  return rayMul(
    linearInterest(reserve.liquidityRate, reserve.lastUpdateTimestamp, now),
    reserve.liquidityIndex,
  );
}

/**
 * The borrow index at `now`: `rayMul(compoundedInterest(variableBorrowRate, now - last), variableBorrowIndex)`; a
 * scaled debt times it (`rayMul`) is the debt.
 *
 * @param reserve the reserve's indexes and rates
 * @param now the current time (unix seconds)
 * @returns the normalized debt (ray)
 * @example No time elapsed
 * ```ts
 * import assert from "node:assert/strict";
 * import { normalizedDebt } from "./interest.ts";
 * import { RAY } from "./ray_math.ts";
 * const r = { liquidityIndex: RAY, variableBorrowIndex: 3n * RAY, liquidityRate: RAY, variableBorrowRate: RAY, lastUpdateTimestamp: 5 };
 * assert.equal(normalizedDebt(r, 1), 3n * RAY);
 * ```
 */
export function normalizedDebt(reserve: ReserveIndexes, now: number): bigint {
  const dt = elapsed(reserve.lastUpdateTimestamp, now);
  if (dt === 0n) return reserve.variableBorrowIndex;
  return rayMul(compoundedInterest(reserve.variableBorrowRate, dt), reserve.variableBorrowIndex);
}
