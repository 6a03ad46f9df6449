/**
 * Partner fees (docs/rules/config.md#partner-fee): the fee object, its validation and its arithmetic in basis
 * points.
 *
 * @example Net amount after a fixed fee
 * ```ts
 * import assert from "node:assert/strict";
 * import { adjustAmountByFee } from "./mod.ts";
 * const r = adjustAmountByFee(100n, { address: "0x0000000000000000000000000000000000000001", amount: 7n });
 * assert.ok(r.ok && r.value === 93n);
 * ```
 * @module
 */
export { adjustAmountByFee, computePartnerFee } from "./compute_partner_fee.ts";
export { grossUpByFee } from "./gross_up_by_fee.ts";
export {
  FEE_PERCENTAGE_SCALE,
  type PartnerFee,
  type PartnerFeeAmount,
  type PartnerFeePercentage,
  validatePartnerFee,
} from "./partner_fee.ts";
