/**
 * The partner service: accrued partner-fee balances and their claim.
 *
 * @example Encode a claim offline
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildClaimCalldata } from "./mod.ts";
 * const a = "0x1111111111111111111111111111111111111111" as const;
 * assert.ok(buildClaimCalldata({ partner: a, token: a, amount: 1n, minOutputAmount: 0n }).length === 2 + 8 + 256);
 * ```
 * @module
 */
export { buildClaimCalldata, type PartnerFeeBalance, PartnerService } from "./service.ts";
