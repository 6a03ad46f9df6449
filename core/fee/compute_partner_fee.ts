/**
 * Partner fee arithmetic (docs/rules/config.md#partner-fee): the fee charged on an amount and the net amount
 * after it.
 *
 * @example Charge 1% of 1000
 * ```ts
 * import assert from "node:assert/strict";
 * import { computePartnerFee } from "./compute_partner_fee.ts";
 * const r = computePartnerFee(1000n, { address: "0x0000000000000000000000000000000000000001", percentage: 100 });
 * assert.ok(r.ok && r.value === 10n);
 * ```
 * @module
 */
import { ClientError } from "../errors.ts";
import { err, ok, type Result } from "../result.ts";
import { FEE_PERCENTAGE_SCALE, type PartnerFee, validatePartnerFee } from "./partner_fee.ts";
import { describeValue } from "../describe_value.ts";
import { guardSync } from "../guard/guard_result.ts";

/**
 * The fee charged on `amount`: `floor(amount * percentage / 10000)` for a percentage fee, the fixed `amount` of a
 * fixed fee, `0n` when no fee is given.
 *
 * @param amount gross amount in base units, `>= 0n`
 * @param fee the partner fee, or `undefined` for none
 * @returns `Result<bigint, ClientError>`: `INVALID_AMOUNT` for a negative or non-bigint amount; `INVALID_FEE` for a
 * malformed fee or a fixed fee larger than `amount`
 * @example A fixed fee larger than the amount
 * ```ts
 * import assert from "node:assert/strict";
 * import { computePartnerFee } from "./compute_partner_fee.ts";
 * const r = computePartnerFee(5n, { address: "0x0000000000000000000000000000000000000001", amount: 6n });
 * assert.ok(!r.ok && r.error.code === "INVALID_FEE");
 * ```
 */
export function computePartnerFee(amount: bigint, fee?: PartnerFee | undefined): Result<bigint, ClientError> {
  return guardedComputePartnerFee(amount, fee);
}

const guardedComputePartnerFee = /* @__PURE__ */ guardSync("computePartnerFee", computePartnerFeeUnguarded);

function computePartnerFeeUnguarded(
  amount: bigint,
  fee?: PartnerFee | undefined,
): Result<bigint, ClientError> {
  if (typeof amount !== "bigint" || amount < 0n) {
    return err(
      new ClientError("INVALID_AMOUNT", "Cannot compute fee: amount must be a bigint >= 0", {
        context: { field: "amount", value: describeValue(amount) },
      }),
    );
  }
  if (fee === undefined) return ok(0n);
  const valid = validatePartnerFee(fee);
  if (!valid.ok) return valid;
  const f = valid.value;
  if (f.amount === undefined) return ok((amount * BigInt(f.percentage)) / FEE_PERCENTAGE_SCALE);
  if (f.amount > amount) {
    return err(
      new ClientError("INVALID_FEE", "Cannot compute fee: fixed fee exceeds the amount", {
        context: { field: "amount", fee: f.amount.toString(), amount: amount.toString() },
      }),
    );
  }
  return ok(f.amount);
}

/**
 * The net amount after the partner fee: `amount - computePartnerFee(amount, fee)`.
 *
 * @param amount gross amount in base units, `>= 0n`
 * @param fee the partner fee, or `undefined` for none (the amount is returned unchanged)
 * @returns `Result<bigint, ClientError>` with the same errors as {@link computePartnerFee}
 * @example Net of a 1% fee
 * ```ts
 * import assert from "node:assert/strict";
 * import { adjustAmountByFee } from "./compute_partner_fee.ts";
 * const r = adjustAmountByFee(1000n, { address: "0x0000000000000000000000000000000000000001", percentage: 100 });
 * assert.ok(r.ok && r.value === 990n);
 * ```
 */
export function adjustAmountByFee(amount: bigint, fee?: PartnerFee | undefined): Result<bigint, ClientError> {
  return guardedAdjustAmountByFee(amount, fee);
}

const guardedAdjustAmountByFee = /* @__PURE__ */ guardSync("adjustAmountByFee", adjustAmountByFeeUnguarded);

function adjustAmountByFeeUnguarded(
  amount: bigint,
  fee?: PartnerFee | undefined,
): Result<bigint, ClientError> {
  const charged = computePartnerFee(amount, fee);
  return charged.ok ? ok(amount - charged.value) : charged;
}
