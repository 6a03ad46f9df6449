/**
 * The partner fee as the simulated swaps API charges it, restated from docs/rules/config.md#partner-fee (not
 * the library's code): a fee object has a hub (EVM) `address` and exactly one of `percentage` (basis points,
 * an integer in 0..10000; the fee is `floor(amount * percentage / 10000)`) or `amount` (a fixed fee in base
 * units, `>= 0n` and at most the amount it is taken from). No fee charges nothing.
 *
 * @example One percent of a million
 * ```ts
 * import assert from "node:assert/strict";
 * import { chargePartnerFee } from "./partner_fee.ts";
 * const fee = { address: "0x1111111111111111111111111111111111111111", percentage: 100 };
 * const r = chargePartnerFee(1_000_000n, fee);
 * assert.ok(r.ok && r.value === 10_000n);
 * ```
 * @module
 */
import { isAddress } from "viem";
import { err, ok, type Result } from "../../core/result.ts";
import { type SwapsError, swapsError } from "./swaps_error.ts";

/** Basis points of a whole amount: 10000 = 100%. */
export const FEE_PERCENTAGE_SCALE = 10000n;

/** A partner fee: a percentage in basis points, or a fixed amount in base units. */
export type SimPartnerFee =
  | { address: string; percentage: number; amount?: undefined }
  | { address: string; amount: bigint; percentage?: undefined };

const invalid = (message: string, context: Record<string, unknown>): Result<never, SwapsError> =>
  err(swapsError("INVALID_FEE", message, { context }));

function shown(value: unknown): string {
  if (typeof value === "object" && value !== null) {
    return Array.isArray(value) ? `[array(${value.length})]` : "[object]";
  }
  const text = typeof value === "function" ? "[function]" : String(value);
  return text.length > 200 ? `${text.slice(0, 197)}...` : text;
}

/**
 * The fee charged on `amount` (`amount >= 0n`): `0n` without a fee, the percentage of `amount` rounded down, or
 * the fixed amount; `INVALID_AMOUNT` or `INVALID_FEE` for input outside these rules.
 *
 * @param amount the gross amount, in base units
 * @param fee the partner fee, or undefined
 * @returns the fee in base units
 * @example A fixed fee above the amount is refused
 * ```ts
 * import assert from "node:assert/strict";
 * import { chargePartnerFee } from "./partner_fee.ts";
 * const r = chargePartnerFee(5n, { address: "0x1111111111111111111111111111111111111111", amount: 6n });
 * assert.ok(!r.ok && r.error.code === "INVALID_FEE");
 * ```
 */
export function chargePartnerFee(
  amount: bigint,
  fee?: SimPartnerFee | undefined,
): Result<bigint, SwapsError> {
  if (typeof amount !== "bigint" || amount < 0n) {
    return err(
      swapsError("INVALID_AMOUNT", "Cannot compute fee: amount must be a bigint >= 0", {
        context: { field: "amount", value: shown(amount) },
      }),
    );
  }
  if (fee === undefined) return ok(0n);
  if (typeof fee !== "object" || fee === null) {
    return invalid("Cannot use fee: not an object", { field: "fee", value: shown(fee) });
  }
  const { address, percentage, amount: fixed } = fee as Record<string, unknown>;
  if (typeof address !== "string" || !isAddress(address)) {
    return invalid("Cannot use fee: address is not a valid EVM address", {
      field: "address",
      value: address,
    });
  }
  if ((percentage !== undefined) === (fixed !== undefined)) {
    return invalid("Cannot use fee: set exactly one of percentage or amount", {
      field: percentage !== undefined ? "percentage|amount" : "percentage",
    });
  }
  if (percentage !== undefined) {
    if (
      typeof percentage !== "number" || !Number.isInteger(percentage) || percentage < 0 || percentage > 10000
    ) {
      return invalid("Cannot use fee: percentage must be an integer in 0..10000 basis points", {
        field: "percentage",
        value: typeof percentage === "number" ? percentage : shown(percentage),
      });
    }
    return ok((amount * BigInt(percentage)) / FEE_PERCENTAGE_SCALE);
  }
  if (typeof fixed !== "bigint" || fixed < 0n) {
    return invalid("Cannot use fee: amount must be a bigint >= 0", {
      field: "amount",
      value: typeof fixed === "bigint" ? fixed.toString() : shown(fixed),
    });
  }
  if (fixed > amount) {
    return err(
      swapsError("INVALID_FEE", "Cannot compute fee: fixed fee exceeds the amount", {
        context: { field: "amount", fee: fixed.toString(), amount: amount.toString() },
      }),
    );
  }
  return ok(fixed);
}
