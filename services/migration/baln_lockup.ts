/**
 * BALN -> SODA lock-up periods and their SODA multipliers. The BALN swap contract accepts exactly these periods
 * (seconds, a month counted as 30 days) and pays `amount * multiplier / 10_000` SODA:
 *
 * | Period | Seconds | Multiplier (bps) |
 * |---|---|---|
 * | none | 0 | 5000 (0.5x) |
 * | 6 months | 15 552 000 | 7500 (0.75x) |
 * | 12 months | 31 104 000 | 10000 (1x) |
 * | 18 months | 46 656 000 | 12500 (1.25x) |
 * | 24 months | 62 208 000 | 15000 (1.5x) |
 *
 * Values confirmed against the reference client (icon-project/sodax-sdks `packages/sdk/src/migration/
 * BalnSwapService.ts`: `LockupPeriod`, `LockupMultiplier`, `calculateSodaAmount`).
 *
 * @example SODA for 10 BALN locked 12 months
 * ```ts
 * import assert from "node:assert/strict";
 * import { BALN_LOCKUP_PERIODS, calculateBalnSodaAmount } from "./baln_lockup.ts";
 * const r = calculateBalnSodaAmount(10n * 10n ** 18n, BALN_LOCKUP_PERIODS.TWELVE_MONTHS);
 * assert.ok(r.ok && r.value === 10n * 10n ** 18n);
 * ```
 * @module
 */
import type { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { invalid } from "../hub/phase_error.ts";
import { guardSync } from "../../core/guard/guard_result.ts";

/** The lock-up periods the BALN swap contract accepts, in seconds (a month is 30 days). */
export const BALN_LOCKUP_PERIODS: {
  readonly NO_LOCKUP: 0;
  readonly SIX_MONTHS: 15_552_000;
  readonly TWELVE_MONTHS: 31_104_000;
  readonly EIGHTEEN_MONTHS: 46_656_000;
  readonly TWENTY_FOUR_MONTHS: 62_208_000;
} = {
  NO_LOCKUP: 0,
  SIX_MONTHS: 15_552_000,
  TWELVE_MONTHS: 31_104_000,
  EIGHTEEN_MONTHS: 46_656_000,
  TWENTY_FOUR_MONTHS: 62_208_000,
};

/** One of {@link BALN_LOCKUP_PERIODS}. */
export type BalnLockupPeriod = (typeof BALN_LOCKUP_PERIODS)[keyof typeof BALN_LOCKUP_PERIODS];

const MULTIPLIERS: ReadonlyMap<number, bigint> = new Map([
  [BALN_LOCKUP_PERIODS.NO_LOCKUP, 5000n],
  [BALN_LOCKUP_PERIODS.SIX_MONTHS, 7500n],
  [BALN_LOCKUP_PERIODS.TWELVE_MONTHS, 10000n],
  [BALN_LOCKUP_PERIODS.EIGHTEEN_MONTHS, 12500n],
  [BALN_LOCKUP_PERIODS.TWENTY_FOUR_MONTHS, 15000n],
]);

/**
 * The SODA multiplier of a lock-up period, in basis points (10 000 = 1x).
 *
 * @param lockupPeriod seconds, one of {@link BALN_LOCKUP_PERIODS}
 * @returns the multiplier; `VALIDATION_FAILED` (phase `validate`, `context.field` `lockupPeriod`) for any other
 *   value
 * @example Six months
 * ```ts
 * import assert from "node:assert/strict";
 * import { BALN_LOCKUP_PERIODS, balnLockupMultiplier } from "./baln_lockup.ts";
 * const r = balnLockupMultiplier(BALN_LOCKUP_PERIODS.SIX_MONTHS);
 * assert.ok(r.ok && r.value === 7500n);
 * assert.ok(!balnLockupMultiplier(1).ok);
 * ```
 */
export function balnLockupMultiplier(lockupPeriod: number): Result<bigint, ClientError> {
  return guardedBalnLockupMultiplier(lockupPeriod);
}

const guardedBalnLockupMultiplier = /* @__PURE__ */ guardSync(
  "balnLockupMultiplier",
  balnLockupMultiplierUnguarded,
  {
    params: ["lockupPeriod"],
  },
);

function balnLockupMultiplierUnguarded(lockupPeriod: number): Result<bigint, ClientError> {
  const multiplier = typeof lockupPeriod === "number" ? MULTIPLIERS.get(lockupPeriod) : undefined;
  if (multiplier === undefined) {
    return err(
      invalid(
        "VALIDATION_FAILED",
        "migrateBaln",
        "lockupPeriod must be one of BALN_LOCKUP_PERIODS (seconds)",
        {
          field: "lockupPeriod",
          value: typeof lockupPeriod === "number" ? lockupPeriod : String(lockupPeriod),
        },
      ),
    );
  }
  return ok(multiplier);
}

/**
 * The SODA a BALN migration pays (before on-chain rounding): `balnAmount * multiplier / 10_000`.
 *
 * @param balnAmount BALN (18 decimals), >= 0
 * @param lockupPeriod seconds, one of {@link BALN_LOCKUP_PERIODS}
 * @returns the SODA amount (18 decimals); `INVALID_AMOUNT` (negative or not a bigint) or the
 *   {@link balnLockupMultiplier} failure
 * @example No lock-up halves the amount
 * ```ts
 * import assert from "node:assert/strict";
 * import { calculateBalnSodaAmount } from "./baln_lockup.ts";
 * const r = calculateBalnSodaAmount(4n, 0);
 * assert.ok(r.ok && r.value === 2n);
 * ```
 */
export function calculateBalnSodaAmount(
  balnAmount: bigint,
  lockupPeriod: number,
): Result<bigint, ClientError> {
  return guardedCalculateBalnSodaAmount(balnAmount, lockupPeriod);
}

const guardedCalculateBalnSodaAmount = /* @__PURE__ */ guardSync(
  "calculateBalnSodaAmount",
  calculateBalnSodaAmountUnguarded,
  { params: ["balnAmount", "lockupPeriod"] },
);

function calculateBalnSodaAmountUnguarded(
  balnAmount: bigint,
  lockupPeriod: number,
): Result<bigint, ClientError> {
  if (typeof balnAmount !== "bigint" || balnAmount < 0n) {
    return err(
      invalid("INVALID_AMOUNT", "migrateBaln", "balnAmount must be a bigint >= 0", { field: "balnAmount" }),
    );
  }
  const multiplier = balnLockupMultiplier(lockupPeriod);
  if (!multiplier.ok) return multiplier;
  return ok(balnAmount * multiplier.value / 10_000n);
}
