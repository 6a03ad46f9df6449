/**
 * The codes `client.backendApi`'s methods declare: a read or a submission of the backend's HTTP API fails with bad
 * input, the transport's codes, or `INTEGRATION_ERROR` (the data API reads and the oracle's schemas load on first
 * use); `setHeaders` only with the guard's codes.
 *
 * @example A bad argument narrows to a declared code
 * ```ts
 * import assert from "node:assert/strict";
 * import { XSwap } from "../../mod.ts";
 * import { BACKEND_API_ERROR_CODES } from "./error_codes.ts";
 * const r = await new XSwap({}).backendApi.getIntentByHash(42 as never);
 * assert.ok(!r.ok && BACKEND_API_ERROR_CODES.includes(r.error.code));
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

/** What a backend API call can fail with. */
export type BackendApiErrorCode = GuardErrorCode | InputErrorCode | TransportErrorCode | "INTEGRATION_ERROR";
/** {@link BackendApiErrorCode} as a list. */
export const BACKEND_API_ERROR_CODES: readonly BackendApiErrorCode[] = errorCodeList<BackendApiErrorCode>({
  ...GUARD_CODES,
  ...INPUT_CODES,
  ...TRANSPORT_CODES,
  INTEGRATION_ERROR: true,
});

/** What setting a client's request headers can fail with (`backendApi.setHeaders`, `sponsoring.setHeaders`). */
export type SetHeadersErrorCode = GuardErrorCode;
/** {@link SetHeadersErrorCode} as a list. */
export const SET_HEADERS_ERROR_CODES: readonly SetHeadersErrorCode[] = errorCodeList<SetHeadersErrorCode>({
  ...GUARD_CODES,
});
