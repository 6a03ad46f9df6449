/**
 * Partner constants the package root exports: kept apart from the partner service, so the root can export them
 * without making the service's code part of every app (the service loads on first use).
 *
 * @example Effectively unlimited
 * ```ts
 * import assert from "node:assert/strict";
 * import { maxUint256 } from "viem";
 * import { PARTNER_APPROVED_THRESHOLD } from "./constants.ts";
 * assert.equal(maxUint256 - PARTNER_APPROVED_THRESHOLD, 1000n);
 * ```
 * @module
 */
import { maxUint256 } from "viem";

/** Allowance at or above which `PartnerService.isTokenApproved` calls a token approved by default. */
export const PARTNER_APPROVED_THRESHOLD: bigint = maxUint256 - 1000n;
