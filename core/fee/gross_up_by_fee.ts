/**
 * The inverse of `adjustAmountByFee` for exact-output quotes: the smallest gross input whose net, after the
 * partner fee is taken off it, still covers a required net amount.
 *
 * @example 1% of a gross input
 * ```ts
 * import assert from "node:assert/strict";
 * import { grossUpByFee } from "./gross_up_by_fee.ts";
 * const r = grossUpByFee(1_000n, { address: "0x2222222222222222222222222222222222222222", percentage: 100 });
 * assert.ok(r.ok && r.value === 1_010n); // 1010 - floor(1010 * 1%) = 1000
 * ```
 * @module
 */
import { ClientError } from "../errors.ts";
import { err, ok, type Result } from "../result.ts";
import { computePartnerFee } from "./compute_partner_fee.ts";
import { FEE_PERCENTAGE_SCALE, type PartnerFee, validatePartnerFee } from "./partner_fee.ts";
import { describeValue } from "../describe_value.ts";
import { guardSync } from "../guard/guard_result.ts";

/**
 * Computes the gross amount `g` (smallest such value) with `g - computePartnerFee(g, fee) >= net`.
 *
 * @param net the amount that must remain after the fee, `>= 0`
 * @param fee the partner fee; `undefined` means none @default undefined
 * @returns `Result<bigint, ClientError>`: `INVALID_AMOUNT` for a bad `net`, `INVALID_FEE` for a bad fee or a
 *   100% fee (no gross amount leaves anything)
 * @example A fixed fee is added
 * ```ts
 * import assert from "node:assert/strict";
 * import { grossUpByFee } from "./gross_up_by_fee.ts";
 * const r = grossUpByFee(1_000n, { address: "0x2222222222222222222222222222222222222222", amount: 25n });
 * assert.ok(r.ok && r.value === 1_025n);
 * ```
 */
export function grossUpByFee(net: bigint, fee?: PartnerFee | undefined): Result<bigint, ClientError> {
  return guardedGrossUpByFee(net, fee);
}

const guardedGrossUpByFee = /* @__PURE__ */ guardSync("grossUpByFee", grossUpByFeeUnguarded);

function grossUpByFeeUnguarded(net: bigint, fee?: PartnerFee | undefined): Result<bigint, ClientError> {
  if (typeof net !== "bigint" || net < 0n) {
    return err(
      new ClientError("INVALID_AMOUNT", "Cannot gross up by fee: amount must be a bigint >= 0", {
        context: { field: "amount", value: describeValue(net) },
      }),
    );
  }
  if (fee === undefined) return ok(net);
  const valid = validatePartnerFee(fee);
  if (!valid.ok) return valid;
  const f = valid.value;
  if (f.amount !== undefined) return ok(net + f.amount);
  const keep = FEE_PERCENTAGE_SCALE - BigInt(f.percentage);
  if (keep <= 0n) {
    if (net === 0n) return ok(0n);
    return err(
      new ClientError("INVALID_FEE", "Cannot gross up by fee: a 100% fee leaves nothing", {
        context: { field: "percentage", value: f.percentage },
      }),
    );
  }
  // ceil(net / (1 - p)) covers net; the fee rounds down, so a smaller gross may cover it too.
  let gross = (net * FEE_PERCENTAGE_SCALE + keep - 1n) / keep;
  while (gross > 0n && netOf(gross - 1n, fee) >= net) gross--;
  return ok(gross);
}

function netOf(gross: bigint, fee: PartnerFee): bigint {
  const charged = computePartnerFee(gross, fee);
  return charged.ok ? gross - charged.value : -1n;
}
