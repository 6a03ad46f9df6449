/**
 * `SwapsError`: the simulated swaps API's own error answer, plain data (a stable `code`, a short `message`,
 * `context` describing the failure, the underlying `cause`). The app sends it as a 400 body
 * `{message, code, details: context}`; the codes are the wire's, shared with the client by name only.
 *
 * @example An error value
 * ```ts
 * import assert from "node:assert/strict";
 * import { swapsError } from "./swaps_error.ts";
 * const e = swapsError("INVALID_AMOUNT", "Cannot quote: amount must be > 0", { context: { field: "amount" } });
 * assert.ok(e.code === "INVALID_AMOUNT" && e.context.field === "amount");
 * ```
 * @module
 */

/** The codes the simulated swaps API answers bad input with. */
export type SwapsErrorCode =
  | "VALIDATION_FAILED"
  | "UNKNOWN_CHAIN_KEY"
  | "INVALID_ADDRESS"
  | "INVALID_AMOUNT"
  | "INVALID_FEE"
  | "UNSUPPORTED_TOKEN"
  | "UNSUPPORTED_CHAIN_OPERATION"
  | "INTENT_CREATION_FAILED"
  | "UNKNOWN";

/** A refused swaps request, as data. */
export interface SwapsError {
  /** Stable machine-readable code. */
  readonly code: SwapsErrorCode;
  /** A short human message. */
  readonly message: string;
  /** Plain data describing the failure (field, chain key, phase, ...). */
  readonly context: Readonly<Record<string, unknown>>;
  /** The underlying failure. @default undefined */
  readonly cause?: unknown;
}

/**
 * Makes a {@link SwapsError}.
 *
 * @param code the stable code
 * @param message a short human message
 * @param options context and cause
 * @returns the error value
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { swapsError } from "./swaps_error.ts";
 * assert.deepEqual(swapsError("UNKNOWN", "x").context, {});
 * ```
 */
export function swapsError(
  code: SwapsErrorCode,
  message: string,
  options: { context?: Record<string, unknown> | undefined; cause?: unknown } = {},
): SwapsError {
  return options.cause === undefined
    ? { code, message, context: options.context ?? {} }
    : { code, message, context: options.context ?? {}, cause: options.cause };
}
