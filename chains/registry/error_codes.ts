/**
 * The codes the methods of `client.spoke` declare (docs/errors.md#codes-per-operation).
 *
 * @example Narrow an adapter lookup's failure
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSpokeRouter } from "./routing.ts";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import { SPOKE_LOOKUP_ERROR_CODES } from "./error_codes.ts";
 * const r = createSpokeRouter(() => new ConfigService({}).instanceConfig.chains).adapter("mars");
 * assert.ok(!r.ok && r.error.code === "UNKNOWN_CHAIN_KEY" && SPOKE_LOOKUP_ERROR_CODES.includes(r.error.code));
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

/**
 * What `spoke.adapter` can fail with: a key that is not a chain (`UNKNOWN_CHAIN_KEY`), a family whose SDK is not
 * installed (`CHAIN_SDK_MISSING`), a chain configuration the adapter cannot use (`INVALID_CONFIG`).
 */
export type SpokeLookupErrorCode =
  | GuardErrorCode
  | "UNKNOWN_CHAIN_KEY"
  | "CHAIN_SDK_MISSING"
  | "INVALID_CONFIG"
  | "UNSUPPORTED_CHAIN_OPERATION";
/** {@link SpokeLookupErrorCode} as a list. */
export const SPOKE_LOOKUP_ERROR_CODES: readonly SpokeLookupErrorCode[] = errorCodeList<SpokeLookupErrorCode>({
  ...GUARD_CODES,
  UNKNOWN_CHAIN_KEY: true,
  CHAIN_SDK_MISSING: true,
  INVALID_CONFIG: true,
  UNSUPPORTED_CHAIN_OPERATION: true,
});

/**
 * What a spoke read can fail with (`spoke.getLimit`, `getAvailable`): bad input, a chain without the read
 * (`UNSUPPORTED_CHAIN_OPERATION`) or without its SDK, the transport.
 */
export type SpokeReadErrorCode =
  | GuardErrorCode
  | InputErrorCode
  | TransportErrorCode
  | "UNSUPPORTED_CHAIN_OPERATION"
  | "CHAIN_SDK_MISSING";
/** {@link SpokeReadErrorCode} as a list. */
export const SPOKE_READ_ERROR_CODES: readonly SpokeReadErrorCode[] = errorCodeList<SpokeReadErrorCode>({
  ...GUARD_CODES,
  ...INPUT_CODES,
  ...TRANSPORT_CODES,
  UNSUPPORTED_CHAIN_OPERATION: true,
  CHAIN_SDK_MISSING: true,
});
