/**
 * The building blocks of the error codes each public operation declares (`Result<T, ClientError<SwapErrorCode>>`
 * ...): the guard's codes, the bad-input codes, the transport codes, the chain-write codes, the relay codes.
 * Every list is exact: {@link errorCodeList} takes one key per code of its union, no more, no fewer.
 *
 * @example Narrow on a declared code
 * ```ts
 * import assert from "node:assert/strict";
 * import { ClientError } from "./errors.ts";
 * import { TRANSPORT_ERROR_CODES, type TransportErrorCode } from "./error_code_lists.ts";
 * const e: ClientError<TransportErrorCode> = new ClientError("REQUEST_TIMEOUT", "Cannot quote: timed out");
 * assert.ok(TRANSPORT_ERROR_CODES.includes(e.code));
 * ```
 * @module
 */
import type { ErrorCode } from "./errors.ts";

/**
 * The codes of a union `C` as a list: `codes` names each code of `C` once (the compiler refuses a missing or an
 * extra one), so the list and the union cannot drift apart.
 *
 * @typeParam C the codes
 * @param codes one `true` per code
 * @returns the codes, in the order given
 * @example A list of two codes
 * ```ts
 * import assert from "node:assert/strict";
 * import { errorCodeList } from "./error_code_lists.ts";
 * assert.deepEqual(errorCodeList<"ABORTED" | "UNKNOWN">({ ABORTED: true, UNKNOWN: true }), ["ABORTED", "UNKNOWN"]);
 * ```
 */
export function errorCodeList<C extends ErrorCode>(codes: Readonly<Record<C, true>>): readonly C[] {
  return Object.freeze(Object.keys(codes) as C[]);
}

/**
 * What the boundary guard adds to every public method: `VALIDATION_FAILED` (a hostile argument) and `UNKNOWN` (a
 * defect: the method threw although every argument read safely).
 */
export type GuardErrorCode = "VALIDATION_FAILED" | "UNKNOWN";
/** {@link GuardErrorCode} as a record (spread it into an {@link errorCodeList}). */
export const GUARD_CODES: Readonly<Record<GuardErrorCode, true>> = { VALIDATION_FAILED: true, UNKNOWN: true };

/** Bad input caught before any I/O. */
export type InputErrorCode =
  | "VALIDATION_FAILED"
  | "UNKNOWN_CHAIN_KEY"
  | "INVALID_FEE"
  | "INVALID_URL"
  | "INVALID_ADDRESS"
  | "INVALID_AMOUNT"
  | "UNSUPPORTED_TOKEN"
  | "INVALID_CONFIG";
/** {@link InputErrorCode} as a record. */
export const INPUT_CODES: Readonly<Record<InputErrorCode, true>> = {
  VALIDATION_FAILED: true,
  UNKNOWN_CHAIN_KEY: true,
  INVALID_FEE: true,
  INVALID_URL: true,
  INVALID_ADDRESS: true,
  INVALID_AMOUNT: true,
  UNSUPPORTED_TOKEN: true,
  INVALID_CONFIG: true,
};

/** One HTTP or RPC call that failed (docs/errors.md#transport-failures-read-the-same-on-every-method). */
export type TransportErrorCode =
  | "HTTP_REQUEST_FAILED"
  | "NETWORK_ERROR"
  | "REQUEST_TIMEOUT"
  | "ABORTED"
  | "PARSE_ERROR"
  | "RESPONSE_VALIDATION_FAILED"
  | "CROSS_ORIGIN_REDIRECT"
  | "RESPONSE_TOO_LARGE";
/** {@link TransportErrorCode} as a record. */
export const TRANSPORT_CODES: Readonly<Record<TransportErrorCode, true>> = {
  HTTP_REQUEST_FAILED: true,
  NETWORK_ERROR: true,
  REQUEST_TIMEOUT: true,
  ABORTED: true,
  PARSE_ERROR: true,
  RESPONSE_VALIDATION_FAILED: true,
  CROSS_ORIGIN_REDIRECT: true,
  RESPONSE_TOO_LARGE: true,
};
/** {@link TransportErrorCode} as a list. */
export const TRANSPORT_ERROR_CODES: readonly TransportErrorCode[] = errorCodeList<TransportErrorCode>(
  TRANSPORT_CODES,
);

/**
 * A transaction on a spoke chain (or the hub) that could not be built, signed, sent or confirmed, or a chain that
 * cannot do it: the wallet, the intent or deposit, its confirmation, the allowance, the family's SDK.
 */
export type ChainWriteErrorCode =
  | "WALLET_ERROR"
  | "INTENT_CREATION_FAILED"
  | "TX_VERIFICATION_FAILED"
  | "INSUFFICIENT_ALLOWANCE"
  | "UNSUPPORTED_CHAIN_OPERATION"
  | "CHAIN_SDK_MISSING";
/** {@link ChainWriteErrorCode} as a record. */
export const CHAIN_WRITE_CODES: Readonly<Record<ChainWriteErrorCode, true>> = {
  WALLET_ERROR: true,
  INTENT_CREATION_FAILED: true,
  TX_VERIFICATION_FAILED: true,
  INSUFFICIENT_ALLOWANCE: true,
  UNSUPPORTED_CHAIN_OPERATION: true,
  CHAIN_SDK_MISSING: true,
};

/** The relay layer's own failures, returned raw by bridge and the hub services (docs/rules/errors.md#relay-errors). */
export type RelayStepErrorCode = "SUBMIT_TX_FAILED" | "RELAY_TIMEOUT";
/** {@link RelayStepErrorCode} as a record. */
export const RELAY_STEP_CODES: Readonly<Record<RelayStepErrorCode, true>> = {
  SUBMIT_TX_FAILED: true,
  RELAY_TIMEOUT: true,
};
