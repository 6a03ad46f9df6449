/**
 * `@xswap/client/sponsoring`, the service behind `xswap.sponsoring`. Stellar sponsoring (docs/rules/sponsoring.md#resources, docs/rules/sponsoring.md#activation): sponsor
 * config, account status, sponsored activation and the `nextAction` guidance of failures. (The activation's
 * Stellar-SDK steps, `build_activation.ts`, `verify_signature.ts` and `activate.ts`, load on first use and are
 * not exported.)
 *
 * @example Classify a failure
 * ```ts
 * import assert from "node:assert/strict";
 * import { clientError } from "../../core/errors.ts";
 * import { nextActionFor } from "./mod.ts";
 * assert.ok(nextActionFor(clientError("HTTP_REQUEST_FAILED", "x", { status: 401 })) === "contactOperator");
 * ```
 * @module
 */
export { DEFAULT_HORIZON_URL, SponsoringService, type SponsoringServiceOptions } from "./service.ts";
export type {
  ActivateStellarAccountParameters,
  SignatureRequestReason,
  SignatureRequiredEvent,
  StellarActivationResult,
} from "./types.ts";
export { NEXT_ACTIONS, type NextAction, nextActionFor, withNextAction } from "./next_action.ts";
export { type StellarAccountStatus, TRUSTLINE_COST_STROOPS } from "./account_status.ts";
export type { StellarSponsorConfig } from "../../core/schemas/sponsoring.ts";
