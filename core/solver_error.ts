/**
 * The solver's error vocabulary (docs/rules/swaps.md#solver-api): its numeric error codes and the
 * `SolverErrorResponse` body. It sits at the bottom of `core/` because `ClientError`'s context names it;
 * `core/schemas/solver.ts` validates it on the wire.
 *
 * @example Name a solver refusal
 * ```ts
 * import assert from "node:assert/strict";
 * import { type SolverErrorResponse, SolverIntentErrorCode } from "./solver_error.ts";
 * const body: SolverErrorResponse = { detail: { code: SolverIntentErrorCode.NO_PATH_FOUND, message: "no path" } };
 * assert.equal(body.detail.code, -4);
 * ```
 * @module
 */

/** Numeric error codes of the solver. `-8` is shared by two names, as in the reference. */
export const SolverIntentErrorCode = {
  NO_PATH_FOUND: -4,
  NO_PRIVATE_LIQUIDITY: -5,
  NO_EXECUTION_MODULE_FOUND: -7,
  NOT_ENOUGH_PRIVATE_LIQUIDITY: -8,
  QUOTE_NOT_FOUND: -8,
  QUOTE_NOT_MATCH: -9,
  INTENT_DATA_NOT_MATCH_QUOTE: -10,
  NO_GAS_HANDLER_FOR_BLOCKCHAIN: -11,
  INTENT_NOT_FOUND: -12,
  QUOTE_EXPIRED: -13,
  MAX_INPUT_AMOUNT: -14,
  MAX_DIFF_OUTPUT: -15,
  STOPPED: -16,
  NO_ORACLE_MODULE_FOUND: -17,
  NEGATIVE_INPUT_AMOUNT: -18,
  INTENT_ALREADY_IN_ORDERBOOK: -19,
  CREATE_INTENT_ORDER_FAILED: -998,
  UNKNOWN: -999,
} as const;
/** A value of {@link SolverIntentErrorCode}. */
export type SolverIntentErrorCode = typeof SolverIntentErrorCode[keyof typeof SolverIntentErrorCode];

/** `SolverErrorResponse`. */
export interface SolverErrorResponse {
  /**
   * Solver error code (see `SolverIntentErrorCode`) and message. `transport` is set by the client (never sent by
   * a solver) when the solver was not reached or answered without a solver error body: the transport error's code
   * (`NETWORK_ERROR`, `REQUEST_TIMEOUT`, `HTTP_REQUEST_FAILED`, `ABORTED`, ...), its message, the HTTP status
   * if one came back and the URL called (credentials stripped).
   */
  detail: {
    code: SolverIntentErrorCode | number;
    message: string;
    transport?: { code: string; message: string; status?: number; url?: string };
  };
}
