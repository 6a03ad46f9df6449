/**
 * The error the swaps wire client throws (docs/rules/wire_client.md#errors): a stable `code`, a `context`
 * naming the call, and `cause`.
 *
 * @example Inspect a thrown error
 * ```ts
 * import assert from "node:assert/strict";
 * import { isSwapsApiError, SwapsApiError } from "./errors.ts";
 * const e = new SwapsApiError("HTTP_ERROR", "Cannot POST /swaps/quote: status 503", {
 *   context: { endpoint: "https://api.example/swaps/quote", method: "POST", path: "/swaps/quote", status: 503, attempts: 4 },
 * });
 * assert.ok(isSwapsApiError(e) && e.context.status === 503);
 * ```
 * @module
 */

/** Codes of {@link SwapsApiError}. */
export const SWAPS_API_ERROR_CODES = [
  "NETWORK_ERROR",
  "TIMEOUT_ERROR",
  "HTTP_ERROR",
  "PARSE_ERROR",
  "VALIDATION_ERROR",
] as const;
/** A code of {@link SWAPS_API_ERROR_CODES}. */
export type SwapsApiErrorCode = typeof SWAPS_API_ERROR_CODES[number];

/** What a {@link SwapsApiError} knows about the failed call; extra keys may appear (`body`, `retryAfterMs`, ...). */
export interface SwapsApiErrorContext {
  /** Absolute URL called, credentials stripped (the base URL for construction errors). */
  endpoint: string;
  /** HTTP method (empty for construction errors). */
  method: string;
  /** Route path, e.g. `/swaps/quote` (empty for construction errors). */
  path: string;
  /** Client method, e.g. `getQuote`. */
  operation?: string | undefined;
  /** HTTP status of the last response. */
  status?: number | undefined;
  /** Backend `message` of the last error body. */
  message?: string | undefined;
  /** zod issues of a validation failure. */
  issues?: readonly unknown[] | undefined;
  /** Attempts made (0 when the call was refused before any I/O). */
  attempts: number;
  /** Further details of the failure. */
  [key: string]: unknown;
}

/** Options of {@link SwapsApiError}. */
export interface SwapsApiErrorOptions {
  /** Context of the failure. */
  context: SwapsApiErrorContext;
  /** The underlying failure. @default undefined */
  cause?: unknown;
}

/**
 * Thrown by every method of `SwapsApiClient` (and by its constructor on bad options).
 *
 * Codes: `NETWORK_ERROR` (no response), `TIMEOUT_ERROR` (the client `timeout` expired; never retried),
 * `HTTP_ERROR` (non-2xx; `context.status`, `context.message`; also a redirect to another origin, never followed:
 * `context.host`, `context.location`, and a non-2xx body over `maxResponseBytes`), `PARSE_ERROR` (2xx body not
 * JSON, or over `maxResponseBytes`: `context.limit`),
 * `VALIDATION_ERROR` (bad options or parameters before any I/O, or a response of the wrong shape;
 * `context.issues`).
 *
 * @example Branch on the code
 * ```ts
 * import assert from "node:assert/strict";
 * import { SwapsApiError } from "./errors.ts";
 * const e = new SwapsApiError("TIMEOUT_ERROR", "Cannot GET /swaps/tokens: timed out after 30000 ms", {
 *   context: { endpoint: "https://api.example/swaps/tokens", method: "GET", path: "/swaps/tokens", attempts: 1 },
 * });
 * assert.ok(e.name === "SwapsApiError" && e.code === "TIMEOUT_ERROR");
 * ```
 */
export class SwapsApiError extends Error {
  /** Always `"SwapsApiError"`. */
  override readonly name = "SwapsApiError" as const;
  /** Stable machine-readable code. */
  readonly code: SwapsApiErrorCode;
  /** Plain data describing the call and the failure. */
  readonly context: Readonly<SwapsApiErrorContext>;

  /**
   * Builds the error.
   *
   * @param code the code
   * @param message short human message, std style ("Cannot POST /swaps/quote: status 503")
   * @param options context and cause
   */
  constructor(code: SwapsApiErrorCode, message: string, options: SwapsApiErrorOptions) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.context = options.context;
  }
}

/**
 * Type guard for {@link SwapsApiError}; checks `name` and `code` too, so errors from another copy of the
 * package are recognised.
 *
 * @param value anything caught
 * @returns whether it is a SwapsApiError
 *
 * @example Guard a caught value
 * ```ts
 * import assert from "node:assert/strict";
 * import { isSwapsApiError } from "./errors.ts";
 * assert.ok(!isSwapsApiError(new Error("x")));
 * ```
 */
export function isSwapsApiError(value: unknown): value is SwapsApiError {
  return value instanceof SwapsApiError ||
    (value instanceof Error && value.name === "SwapsApiError" &&
      (SWAPS_API_ERROR_CODES as readonly unknown[]).includes((value as { code?: unknown }).code));
}
