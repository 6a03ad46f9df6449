/**
 * Internal: the query and path pieces of the data API reads: pagination (`offset`, `limit`), ISO dates and path
 * segments. Bad input is `VALIDATION_FAILED` with `context.field`, before any request.
 * @module
 */
import type { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { invalid } from "./_validate.ts";

/** A page of a list read: `offset` (zero-based) and `limit`, as numbers or decimal strings (the platform's). */
export interface PageParams {
  /** Index of the first item. */
  offset: number | string;
  /** Page size. */
  limit: number | string;
}

/** A point in time: UNIX milliseconds (the platform's form), a `Date`, or an ISO 8601 string. */
export type DateInput = number | Date | string;

/** A non-negative integer as the decimal string the backend reads. */
function count(field: string, value: unknown): Result<string, ClientError> {
  if (typeof value === "number" && Number.isSafeInteger(value) && value >= 0) return ok(String(value));
  if (
    typeof value === "string" && /^(0|[1-9][0-9]{0,15})$/.test(value) && Number.isSafeInteger(Number(value))
  ) {
    return ok(value);
  }
  return err(invalid(field, "must be a non-negative integer (number or decimal string)"));
}

/**
 * Sets `offset` and `limit` on `qs` in `order` (the platform's order of the route); each is optional unless
 * `required`.
 *
 * @returns `ok` or `VALIDATION_FAILED` naming the field
 */
export function setPage(
  qs: URLSearchParams,
  page: { offset?: number | string | undefined; limit?: number | string | undefined } | undefined,
  required: boolean,
  order: readonly (keyof PageParams)[] = ["offset", "limit"],
): Result<void, ClientError> {
  if (required && (typeof page !== "object" || page === null)) {
    return err(invalid("params", "must be {offset, limit}"));
  }
  for (const field of order) {
    const value = page?.[field];
    if (value === undefined && !required) continue;
    const c = count(field, value);
    if (!c.ok) return c;
    qs.set(field, c.value);
  }
  return ok(undefined);
}

/** 9999-12-31T23:59:59.999Z: the last instant `toISOString` writes with a four-digit year. */
const LAST_MS = 253_402_300_799_999;

/** `value` as the ISO 8601 string `Date.prototype.toISOString` writes (what the platform sends). */
export function isoDate(field: string, value: DateInput): Result<string, ClientError> {
  const ms = value instanceof Date
    ? value.getTime()
    : typeof value === "number"
    ? value
    : typeof value === "string" && /^\d{4}-\d{2}-\d{2}T/.test(value)
    ? Date.parse(value)
    : Number.NaN;
  if (!Number.isFinite(ms) || ms < 0 || ms > LAST_MS) {
    return err(invalid(field, "must be UNIX milliseconds, a Date or an ISO 8601 date-time in 1970..9999"));
  }
  return ok(new Date(ms).toISOString());
}

/** A non-empty path segment, percent-encoded. */
export function segment(field: string, value: unknown): Result<string, ClientError> {
  if (typeof value !== "string" || value === "") return err(invalid(field, "must be a non-empty string"));
  return ok(encodeURIComponent(value));
}
