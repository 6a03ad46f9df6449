/**
 * Parsing of the `Retry-After` response header.
 *
 * @example Seconds and HTTP-dates
 * ```ts
 * import assert from "node:assert/strict";
 * import { parseRetryAfter } from "./retry_after.ts";
 * assert.ok(parseRetryAfter("2", 0) === 2000);
 * assert.ok(parseRetryAfter("soon", 0) === undefined);
 * ```
 * @module
 */

const SECONDS = /^\s*(\d+)\s*$/;

/**
 * Parses a `Retry-After` value, either integer seconds or an HTTP-date, into a wait in ms clamped to >= 0.
 * A missing, empty or malformed value gives `undefined` (the caller then falls back to its own backoff).
 *
 * @param header the raw header value
 * @param nowMs current time in ms since the epoch, used for HTTP-dates
 * @returns the wait in ms, or `undefined`
 *
 * @example A date in the past means "now"
 * ```ts
 * import assert from "node:assert/strict";
 * import { parseRetryAfter } from "./retry_after.ts";
 * const now = Date.parse("Wed, 21 Oct 2015 07:28:00 GMT");
 * assert.ok(parseRetryAfter("Wed, 21 Oct 2015 07:28:05 GMT", now) === 5000);
 * assert.ok(parseRetryAfter("Wed, 21 Oct 2015 07:27:00 GMT", now) === 0);
 * ```
 */
export function parseRetryAfter(header: string | null | undefined, nowMs: number): number | undefined {
  if (header === null || header === undefined || header.trim() === "") return undefined;
  const seconds = SECONDS.exec(header);
  if (seconds) {
    const ms = Number(seconds[1]) * 1000;
    return Number.isFinite(ms) ? ms : undefined;
  }
  // Only accept something that looks like an HTTP-date (has a letter), not bare numbers like "1.5" or "-3".
  if (!/[a-z]/i.test(header)) return undefined;
  const at = Date.parse(header);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - nowMs);
}
