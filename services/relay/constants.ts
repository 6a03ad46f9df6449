/**
 * Constants of the relay layer: timeouts (docs/rules/relay.md#relay-timeouts) and the phase tags placed on
 * `error.message` (docs/rules/errors.md#relay-errors).
 *
 * @example Read the defaults
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_RELAY_TX_TIMEOUT, RELAY_REQUEST_TIMEOUT_MS } from "./constants.ts";
 * assert.ok(DEFAULT_RELAY_TX_TIMEOUT === 120_000 && RELAY_REQUEST_TIMEOUT_MS === 15_000);
 * ```
 * @module
 */
export { DEFAULT_RELAY_TX_TIMEOUT, RELAY_REQUEST_TIMEOUT_MS } from "../../core/timing.ts";

/**
 * The tags the relay layer puts on `error.message` (and `error.code`, and `error.context.relayCode`):
 * `SUBMIT_TX_FAILED` (the relayer refused the submission), `RELAY_TIMEOUT` (no executed packet within the
 * timeout), `HTTP_REQUEST_FAILED` (network-level or protocol failure; the transport error is the `cause`).
 *
 * @example Match a tag
 * ```ts
 * import assert from "node:assert/strict";
 * import { RELAY_ERROR_CODES } from "./constants.ts";
 * assert.ok(RELAY_ERROR_CODES.RELAY_TIMEOUT === "RELAY_TIMEOUT");
 * ```
 */
export const RELAY_ERROR_CODES = {
  SUBMIT_TX_FAILED: "SUBMIT_TX_FAILED",
  RELAY_TIMEOUT: "RELAY_TIMEOUT",
  HTTP_REQUEST_FAILED: "HTTP_REQUEST_FAILED",
} as const;

/** A value of {@link RELAY_ERROR_CODES}. */
export type RelayErrorCode = typeof RELAY_ERROR_CODES[keyof typeof RELAY_ERROR_CODES];
