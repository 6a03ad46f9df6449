/**
 * The backend's "key verification unavailable" 503, the one failure retried for every call, mutations included
 * (docs/rules/auth.md#auth-failures).
 *
 * @example Recognise the message
 * ```ts
 * import assert from "node:assert/strict";
 * import { API_KEY_VERIFICATION_UNAVAILABLE_MESSAGE, isKeyVerificationUnavailable } from "./key_verification.ts";
 * assert.ok(isKeyVerificationUnavailable(503, API_KEY_VERIFICATION_UNAVAILABLE_MESSAGE));
 * assert.ok(!isKeyVerificationUnavailable(500, API_KEY_VERIFICATION_UNAVAILABLE_MESSAGE));
 * ```
 * @module
 */

import { API_KEY_VERIFICATION_UNAVAILABLE_MESSAGE } from "../schemas/backend_error.ts";

export { API_KEY_VERIFICATION_UNAVAILABLE_MESSAGE };

/**
 * Tells whether a response is the key-verification 503: status 503 and a backend message equal to
 * {@link API_KEY_VERIFICATION_UNAVAILABLE_MESSAGE} (exact match, no trimming or case folding).
 *
 * @param status HTTP status, if any
 * @param message backend `message` of the JSON body, if any
 * @returns true for the key-verification 503
 *
 * @example Any other 503 is not it
 * ```ts
 * import assert from "node:assert/strict";
 * import { isKeyVerificationUnavailable } from "./key_verification.ts";
 * assert.ok(!isKeyVerificationUnavailable(503, "Service Unavailable"));
 * ```
 */
export function isKeyVerificationUnavailable(
  status: number | undefined,
  message: string | undefined,
): boolean {
  return status === 503 && message === API_KEY_VERIFICATION_UNAVAILABLE_MESSAGE;
}
