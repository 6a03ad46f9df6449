/**
 * The partner fee object (docs/rules/config.md#partner-fee) and its validation.
 *
 * @example Validate a 1% fee
 * ```ts
 * import assert from "node:assert/strict";
 * import { validatePartnerFee } from "./partner_fee.ts";
 * const r = validatePartnerFee({ address: "0x0000000000000000000000000000000000000001", percentage: 100 });
 * assert.ok(r.ok);
 * ```
 * @module
 */
import { isAddress } from "viem";
import { ClientError, type ErrorContextFields } from "../errors.ts";
import { err, ok, type Result } from "../result.ts";
import { describeValue } from "../describe_value.ts";
import { guardSync } from "../guard/guard_result.ts";

/** Basis-point scale of percentage fees: 10000 = 100%. */
export const FEE_PERCENTAGE_SCALE = 10000n;

/** Shape A: a fee in basis points of the charged amount (100 = 1%, 10000 = 100%). */
export interface PartnerFeePercentage {
  /** Fee recipient, a hub (EVM) address. */
  address: string;
  /** Basis points, an integer in 0..10000. */
  percentage: number;
  /** Absent in this shape. */
  amount?: undefined;
}

/** Shape B: a fixed fee in base units of the charged token. */
export interface PartnerFeeAmount {
  /** Fee recipient, a hub (EVM) address. */
  address: string;
  /** Fixed amount in base units, `>= 0n`. */
  amount: bigint;
  /** Absent in this shape. */
  percentage?: undefined;
}

/** A partner fee: one shape per object. */
export type PartnerFee = PartnerFeePercentage | PartnerFeeAmount;

function invalid(message: string, contextFields: ErrorContextFields): Result<never, ClientError> {
  const context = contextFields as Readonly<Record<string, unknown>>;
  return err(new ClientError("INVALID_FEE", message, { context }));
}

/**
 * Checks a partner fee: `address` a valid EVM address (viem `isAddress`, so a mixed-case address must carry a
 * correct checksum), exactly one of `percentage` (integer 0..10000) or `amount` (bigint `>= 0n`).
 *
 * @param fee the value to check (any value: JavaScript callers may pass anything)
 * @returns `Result<PartnerFee, ClientError>`; the error has code `INVALID_FEE` and `context.field`
 * @example A negative amount is refused
 * ```ts
 * import assert from "node:assert/strict";
 * import { validatePartnerFee } from "./partner_fee.ts";
 * const r = validatePartnerFee({ address: "0x0000000000000000000000000000000000000001", amount: -1n });
 * assert.ok(!r.ok && r.error.code === "INVALID_FEE" && r.error.context.field === "amount");
 * ```
 */
export function validatePartnerFee(fee: unknown): Result<PartnerFee, ClientError> {
  return guardedValidatePartnerFee(fee);
}

const guardedValidatePartnerFee = /* @__PURE__ */ guardSync(
  "validatePartnerFee",
  validatePartnerFeeUnguarded,
  {
    params: ["fee"],
  },
);

function validatePartnerFeeUnguarded(fee: unknown): Result<PartnerFee, ClientError> {
  if (typeof fee !== "object" || fee === null) {
    return invalid("Cannot use fee: not an object", { field: "fee", value: describeValue(fee) });
  }
  const { address, percentage, amount } = fee as Record<string, unknown>;
  if (typeof address !== "string" || !isAddress(address)) {
    return invalid("Cannot use fee: address is not a valid EVM address", {
      field: "address",
      value: address,
    });
  }
  const hasPct = percentage !== undefined;
  const hasAmount = amount !== undefined;
  if (hasPct === hasAmount) {
    return invalid("Cannot use fee: set exactly one of percentage or amount", {
      field: hasPct ? "percentage|amount" : "percentage",
    });
  }
  if (hasPct) {
    if (
      typeof percentage !== "number" || !Number.isInteger(percentage) || percentage < 0 || percentage > 10000
    ) {
      return invalid("Cannot use fee: percentage must be an integer in 0..10000 basis points", {
        field: "percentage",
        value: typeof percentage === "number" ? percentage : describeValue(percentage),
      });
    }
    return ok({ address, percentage });
  }
  if (typeof amount !== "bigint" || amount < 0n) {
    return invalid("Cannot use fee: amount must be a bigint >= 0", {
      field: "amount",
      value: typeof amount === "bigint" ? amount.toString() : describeValue(amount),
    });
  }
  return ok({ address, amount });
}
