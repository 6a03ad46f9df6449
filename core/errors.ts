/**
 * The library's error value: a stable `code`, a short `message`, plain-data `context` and the underlying `cause`.
 *
 * @example Build and inspect an error
 * ```ts
 * import assert from "node:assert/strict";
 * import { ClientError, isClientError } from "./errors.ts";
 *
 * const e = new ClientError("INVALID_FEE", "Cannot use fee: percentage above 10000", {
 *   context: { field: "percentage", value: 20000 },
 * });
 * assert.ok(isClientError(e) && e.code === "INVALID_FEE");
 * ```
 * @module
 */

/**
 * Every code a {@link ClientError} can carry. The README's errors reference explains each.
 */
export const ERROR_CODES = [
  // bad input, caught before any I/O
  "VALIDATION_FAILED",
  "UNKNOWN_CHAIN_KEY",
  "UNKNOWN_RELAY_CHAIN_ID",
  "INVALID_FEE",
  "INVALID_URL",
  "INVALID_ADDRESS",
  "INVALID_AMOUNT",
  "UNSUPPORTED_TOKEN",
  "INVALID_CONFIG",
  // transport
  "HTTP_REQUEST_FAILED",
  "NETWORK_ERROR",
  "REQUEST_TIMEOUT",
  "ABORTED",
  "PARSE_ERROR",
  "RESPONSE_VALIDATION_FAILED",
  // relay
  "SUBMIT_TX_FAILED",
  "RELAY_TIMEOUT",
  "RELAY_FAILED",
  // swap, bridge and other flows
  "EXTERNAL_API_ERROR",
  "INTENT_CREATION_FAILED",
  "TX_VERIFICATION_FAILED",
  "EXECUTION_FAILED",
  "WALLET_ERROR",
  "UNSUPPORTED_CHAIN_OPERATION",
  "CHAIN_SDK_MISSING",
  // sponsoring
  "INTEGRATION_ERROR",
  "ACTIVATION_FAILED",
  "UNKNOWN",
] as const;

/** A code of {@link ERROR_CODES}. */
export type ErrorCode = typeof ERROR_CODES[number];

/** Options of {@link ClientError}. */
export interface ClientErrorOptions {
  /** Plain data describing the failure (status, url, field, phase, ...). @default {} */
  context?: Record<string, unknown> | undefined;
  /** The underlying failure. @default undefined */
  cause?: unknown;
}

/**
 * The error type of every failed `Result` the library returns (solver client failures excepted: they are
 * `SolverErrorResponse` values, as the spec requires).
 *
 * @example Read the context of a failure
 * ```ts
 * import assert from "node:assert/strict";
 * import { ClientError } from "./errors.ts";
 * const e = new ClientError("HTTP_REQUEST_FAILED", "Cannot fetch quote: status 503", { context: { status: 503 } });
 * assert.ok(e.context.status === 503);
 * ```
 */
export class ClientError extends Error {
  /** Always `"ClientError"`. */
  override readonly name = "ClientError" as const;
  /** Stable machine-readable code. */
  readonly code: ErrorCode;
  /** Plain data describing the failure. */
  readonly context: Readonly<Record<string, unknown>>;

  /**
   * Builds the error.
   *
   * @param code the stable code
   * @param message a short human message, or a phase tag such as `RELAY_TIMEOUT`
   * @param options context and cause
   */
  constructor(code: ErrorCode, message: string, options: ClientErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.context = options.context ?? {};
  }

  /** A JSON-safe view (bigints as strings, cause summarised). */
  toJSON(): Record<string, unknown> {
    return {
      name: this.name,
      code: this.code,
      message: this.message,
      context: JSON.parse(JSON.stringify(this.context, bigintReplacer)),
      cause: this.cause instanceof Error
        ? { name: this.cause.name, message: this.cause.message }
        : this.cause,
    };
  }
}

function bigintReplacer(_key: string, value: unknown): unknown {
  return typeof value === "bigint" ? value.toString() : value;
}

/**
 * Type guard for {@link ClientError}: checks `name` as well as `instanceof`, so errors from another copy of the
 * library are recognised.
 *
 * @example Guard an unknown value
 * ```ts
 * import assert from "node:assert/strict";
 * import { isClientError } from "./errors.ts";
 * assert.ok(!isClientError(new Error("x")));
 * ```
 */
export function isClientError(value: unknown): value is ClientError {
  return value instanceof ClientError ||
    (value instanceof Error && value.name === "ClientError" &&
      typeof (value as { code?: unknown }).code === "string");
}

/**
 * Shorthand for `new ClientError(code, message, {context, cause})`.
 *
 * @example Make an error
 * ```ts
 * import assert from "node:assert/strict";
 * import { clientError } from "./errors.ts";
 * assert.ok(clientError("UNKNOWN", "x").code === "UNKNOWN");
 * ```
 */
export function clientError(
  code: ErrorCode,
  message: string,
  context?: Record<string, unknown>,
  cause?: unknown,
): ClientError {
  return new ClientError(code, message, { context, cause });
}
