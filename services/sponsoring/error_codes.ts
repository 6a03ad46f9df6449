/**
 * The codes `client.sponsoring`'s methods declare (Stellar account sponsoring): bad input (an address), the
 * sponsor's and Horizon's HTTP calls (transport), the wallet's signature (`WALLET_ERROR`), the sponsor's refusal
 * (`ACTIVATION_FAILED`), a part that failed to load (`INTEGRATION_ERROR`). `setHeaders` declares
 * `SetHeadersErrorCode` (services/backend_api/error_codes.ts).
 *
 * @example A bad address narrows to a declared code
 * ```ts
 * import assert from "node:assert/strict";
 * import { XSwap } from "../../mod.ts";
 * import { SPONSORING_ERROR_CODES } from "./error_codes.ts";
 * const r = await new XSwap({}).sponsoring.isStellarAccountActive("not an address");
 * assert.ok(!r.ok && SPONSORING_ERROR_CODES.includes(r.error.code));
 * ```
 * @module
 */
import {
  errorCodeList,
  GUARD_CODES,
  type GuardErrorCode,
  INPUT_CODES,
  type InputErrorCode,
  TRANSPORT_CODES,
  type TransportErrorCode,
} from "../../core/error_code_lists.ts";

/** What a sponsoring call can fail with. */
export type SponsoringErrorCode =
  | GuardErrorCode
  | InputErrorCode
  | TransportErrorCode
  | "WALLET_ERROR"
  | "ACTIVATION_FAILED"
  | "INTEGRATION_ERROR";
/** {@link SponsoringErrorCode} as a list. */
export const SPONSORING_ERROR_CODES: readonly SponsoringErrorCode[] = errorCodeList<SponsoringErrorCode>({
  ...GUARD_CODES,
  ...INPUT_CODES,
  ...TRANSPORT_CODES,
  WALLET_ERROR: true,
  ACTIVATION_FAILED: true,
  INTEGRATION_ERROR: true,
});
