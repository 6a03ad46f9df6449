/**
 * The codes each method of `client.swaps` declares: its failed Result is a `ClientError` of one of them, so a
 * `switch (r.error.code)` narrows (docs/errors.md#codes-per-operation). tests/errors/ checks each list against the
 * codes the swap tests and a hostile-input property produce.
 *
 * @example Narrow a swap's failure
 * ```ts
 * import assert from "node:assert/strict";
 * import { XSwap } from "../../mod.ts";
 * import { SWAP_ERROR_CODES } from "./error_codes.ts";
 * const r = await new XSwap({}).swaps.getSolverFee(-1n);
 * assert.ok(!r.ok && r.error.code === "INVALID_AMOUNT" && SWAP_ERROR_CODES.includes(r.error.code));
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
  TRANSPORT_CODES,
  type TransportErrorCode,
} from "../../core/error_code_lists.ts";

/** What `swaps.getQuote` can fail with: bad input, the solver's refusal (`EXTERNAL_API_ERROR`), the transport. */
export type SwapQuoteErrorCode = GuardErrorCode | InputErrorCode | TransportErrorCode | "EXTERNAL_API_ERROR";
/** {@link SwapQuoteErrorCode} as a list. */
export const SWAP_QUOTE_ERROR_CODES: readonly SwapQuoteErrorCode[] = errorCodeList<SwapQuoteErrorCode>({
  ...GUARD_CODES,
  ...INPUT_CODES,
  ...TRANSPORT_CODES,
  EXTERNAL_API_ERROR: true,
});

/**
 * What a swap can fail with (`swaps.swap`, `createLimitOrder`, `createIntent`, `createLimitOrderIntent`, `resume`):
 * bad input, the source chain's write, the backend, solver or relay leg (`EXTERNAL_API_ERROR`), the transport, and
 * a journal store that failed (`INTEGRATION_ERROR`).
 */
export type SwapErrorCode =
  | GuardErrorCode
  | InputErrorCode
  | TransportErrorCode
  | ChainWriteErrorCode
  | "EXTERNAL_API_ERROR"
  | "INTEGRATION_ERROR";
/** {@link SwapErrorCode} as a list. */
export const SWAP_ERROR_CODES: readonly SwapErrorCode[] = errorCodeList<SwapErrorCode>({
  ...GUARD_CODES,
  ...INPUT_CODES,
  ...TRANSPORT_CODES,
  ...CHAIN_WRITE_CODES,
  EXTERNAL_API_ERROR: true,
  INTEGRATION_ERROR: true,
});

/**
 * What following a swap can fail with (`swaps.track`, `reconcile`, `postExecution`, `getSolvedIntentPacket`): bad
 * input, the solver or relayer (`EXTERNAL_API_ERROR`, `RELAY_TIMEOUT`, `RELAY_FAILED`), an intent the solver
 * reports failed (`EXECUTION_FAILED`), an unconfirmed source tx, the transport.
 */
export type SwapTrackErrorCode =
  | GuardErrorCode
  | InputErrorCode
  | TransportErrorCode
  | "EXTERNAL_API_ERROR"
  | "EXECUTION_FAILED"
  | "TX_VERIFICATION_FAILED"
  | "RELAY_TIMEOUT"
  | "RELAY_FAILED"
  | "UNKNOWN_RELAY_CHAIN_ID"
  | "UNSUPPORTED_CHAIN_OPERATION"
  | "CHAIN_SDK_MISSING";
/** {@link SwapTrackErrorCode} as a list. */
export const SWAP_TRACK_ERROR_CODES: readonly SwapTrackErrorCode[] = errorCodeList<SwapTrackErrorCode>({
  ...GUARD_CODES,
  ...INPUT_CODES,
  ...TRANSPORT_CODES,
  EXTERNAL_API_ERROR: true,
  EXECUTION_FAILED: true,
  TX_VERIFICATION_FAILED: true,
  RELAY_TIMEOUT: true,
  RELAY_FAILED: true,
  UNKNOWN_RELAY_CHAIN_ID: true,
  UNSUPPORTED_CHAIN_OPERATION: true,
  CHAIN_SDK_MISSING: true,
});

/**
 * What an allowance check or approval can fail with (`swaps.isAllowanceValid`, `approve`; `bridge.*` alike): bad
 * input, the chain read or the approval's write, the transport.
 */
export type AllowanceErrorCode = GuardErrorCode | InputErrorCode | TransportErrorCode | ChainWriteErrorCode;
/** {@link AllowanceErrorCode} as a list. */
export const ALLOWANCE_ERROR_CODES: readonly AllowanceErrorCode[] = errorCodeList<AllowanceErrorCode>({
  ...GUARD_CODES,
  ...INPUT_CODES,
  ...TRANSPORT_CODES,
  ...CHAIN_WRITE_CODES,
});

/** What an input check without I/O can fail with (`swaps.getSolverFee`). */
export type SwapInputErrorCode = GuardErrorCode | InputErrorCode;
/** {@link SwapInputErrorCode} as a list. */
export const SWAP_INPUT_ERROR_CODES: readonly SwapInputErrorCode[] = errorCodeList<SwapInputErrorCode>({
  ...GUARD_CODES,
  ...INPUT_CODES,
});
