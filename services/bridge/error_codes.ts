/**
 * The codes each method of `client.bridge` declares (docs/errors.md#codes-per-operation); the allowance methods
 * declare `AllowanceErrorCode` (services/swaps/error_codes.ts), the reads `HubReadErrorCode`.
 *
 * @example A bridge's failure narrows
 * ```ts
 * import assert from "node:assert/strict";
 * import { XSwap } from "../../mod.ts";
 * import { BRIDGE_ERROR_CODES } from "./error_codes.ts";
 * const r = await new XSwap({}).bridge.bridge({ params: {} as never, raw: true });
 * assert.ok(!r.ok && BRIDGE_ERROR_CODES.includes(r.error.code));
 * ```
 * @module
 */
import {
  CHAIN_WRITE_CODES,
  type ChainWriteErrorCode,
  errorCodeList,
  GUARD_CODES,
  type GuardErrorCode,
  INPUT_CODES,
  type InputErrorCode,
  RELAY_STEP_CODES,
  type RelayStepErrorCode,
  TRANSPORT_CODES,
  type TransportErrorCode,
} from "../../core/error_code_lists.ts";

/**
 * What a bridge can fail with (`bridge.bridge`, `resume`): bad input, the deposit's write, the relay (raw), the
 * backend submit-tx (`EXTERNAL_API_ERROR`), the transport, a journal store that failed (`INTEGRATION_ERROR`).
 */
export type BridgeErrorCode =
  | GuardErrorCode
  | InputErrorCode
  | TransportErrorCode
  | ChainWriteErrorCode
  | RelayStepErrorCode
  | "EXTERNAL_API_ERROR"
  | "INTEGRATION_ERROR";
/** {@link BridgeErrorCode} as a list. */
export const BRIDGE_ERROR_CODES: readonly BridgeErrorCode[] = errorCodeList<BridgeErrorCode>({
  ...GUARD_CODES,
  ...INPUT_CODES,
  ...TRANSPORT_CODES,
  ...CHAIN_WRITE_CODES,
  ...RELAY_STEP_CODES,
  EXTERNAL_API_ERROR: true,
  INTEGRATION_ERROR: true,
});

/** What following a bridge can fail with (`bridge.track`): bad input, the relay's wait, the transport. */
export type BridgeTrackErrorCode =
  | GuardErrorCode
  | InputErrorCode
  | TransportErrorCode
  | RelayStepErrorCode
  | "RELAY_FAILED"
  | "EXTERNAL_API_ERROR"
  | "TX_VERIFICATION_FAILED"
  | "UNSUPPORTED_CHAIN_OPERATION"
  | "CHAIN_SDK_MISSING";
/** {@link BridgeTrackErrorCode} as a list. */
export const BRIDGE_TRACK_ERROR_CODES: readonly BridgeTrackErrorCode[] = errorCodeList<BridgeTrackErrorCode>({
  ...GUARD_CODES,
  ...INPUT_CODES,
  ...TRANSPORT_CODES,
  ...RELAY_STEP_CODES,
  RELAY_FAILED: true,
  EXTERNAL_API_ERROR: true,
  TX_VERIFICATION_FAILED: true,
  UNSUPPORTED_CHAIN_OPERATION: true,
  CHAIN_SDK_MISSING: true,
});
