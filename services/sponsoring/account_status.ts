/**
 * Account status from one Horizon account read (docs/rules/sponsoring.md#resources): whether the account
 * exists, what native balance it can spend, and whether that covers a trustline.
 *
 * @example A freshly sponsored account holds nothing spendable
 * ```ts
 * import assert from "node:assert/strict";
 * import { stellarAccountStatusFromHorizon } from "./account_status.ts";
 * const s = stellarAccountStatusFromHorizon({
 *   id: "G", account_id: "G", sequence: "1", subentry_count: 0, num_sponsoring: 0, num_sponsored: 2,
 *   balances: [{ asset_type: "native", balance: "0.0000000" }],
 * });
 * assert.ok(s.active && s.spendableBalance === 0n && !s.canAffordTrustline);
 * ```
 * @module
 */
import {
  amountToStroops,
  type HorizonAccount,
  STELLAR_BASE_FEE_STROOPS,
  STELLAR_BASE_RESERVE_STROOPS,
} from "../../core/schemas/sponsoring.ts";

/** Status of a Stellar account. */
export interface StellarAccountStatus {
  /** The account exists on the ledger. */
  active: boolean;
  /**
   * Native units the account can spend, in stroops (1 XLM = 10^7): balance minus the reserve requirement
   * `(2 + subentry_count + num_sponsoring - num_sponsored) x 0.5 XLM` minus selling liabilities, floored at 0.
   * 0 for an inactive account.
   */
  spendableBalance: bigint;
  /** `spendableBalance >= 0.5 XLM (one base reserve) + 100 stroops (the base fee)`. */
  canAffordTrustline: boolean;
}

/** The stroops a trustline needs spendable: one base reserve plus one base fee. */
export const TRUSTLINE_COST_STROOPS: bigint = STELLAR_BASE_RESERVE_STROOPS + STELLAR_BASE_FEE_STROOPS;

/**
 * Computes the status from a Horizon account (or `undefined` for a 404).
 *
 * @param account the Horizon account, or undefined when it does not exist
 * @returns the status
 *
 * @example An unknown account is inactive
 * ```ts
 * import assert from "node:assert/strict";
 * import { stellarAccountStatusFromHorizon } from "./account_status.ts";
 * assert.ok(!stellarAccountStatusFromHorizon(undefined).active);
 * ```
 */
export function stellarAccountStatusFromHorizon(account: HorizonAccount | undefined): StellarAccountStatus {
  if (account === undefined) return { active: false, spendableBalance: 0n, canAffordTrustline: false };
  const native = account.balances.find((b) => b.asset_type === "native");
  const balance = amountToStroops(native?.balance ?? "0") ?? 0n;
  const selling = amountToStroops(native?.selling_liabilities ?? "0") ?? 0n;
  const entries = 2n + BigInt(account.subentry_count + account.num_sponsoring - account.num_sponsored);
  const raw = balance - entries * STELLAR_BASE_RESERVE_STROOPS - selling;
  const spendableBalance = raw > 0n ? raw : 0n;
  return { active: true, spendableBalance, canAffordTrustline: spendableBalance >= TRUSTLINE_COST_STROOPS };
}
