/**
 * The partner service: accrued partner-fee balances, auto-swap preferences, fee-token approval and the claim, all
 * against the protocol intents contract on the hub.
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
export {
  PARTNER_APPROVED_THRESHOLD,
  type PartnerClaimParams,
  PartnerService,
  type PartnerTokenApprovalParams,
  type SetSwapPreferenceParams,
} from "./service.ts";
export type { PartnerFeeBalance } from "./fetch_balances.ts";
export {
  type AutoSwapPreferences,
  type ConfiguredAutoSwapPreferences,
  type RawAutoSwapPreferences,
  toAutoSwapPreferences,
} from "./auto_swap_preferences.ts";
export {
  buildClaimCalldata,
  buildSetAutoSwapPreferencesCalldata,
  type ClaimCalldataParams,
  type SetAutoSwapPreferencesCalldataParams,
} from "./build_calls.ts";
