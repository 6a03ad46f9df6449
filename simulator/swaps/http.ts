/**
 * HTTP helpers shared by the swaps and bridge sub-apps: JSON error bodies (`{message, code, details?}`), body and
 * query validation with zod that never throws, and JSON bodies with bigints written as decimal strings.
 * @module
 */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import { isSpokeChainKey } from "../../core/chains/chain_keys.ts";
import type { SwapsError, SwapsErrorCode } from "./swaps_error.ts";
import type { BackendErrorBody } from "../../core/schemas/backend_error.ts";
import { bytesToIndexObject } from "../../core/schemas/swaps_v2.ts";

/**
 * Codes the swaps and bridge sub-apps put in `code` of a 4xx body: the {@link SwapsErrorCode}s for bad
 * input, plus `INVALID_JSON` (unparsable body), `NOT_FOUND` (no such job or route), `QUOTE_FAILED` (the quote
 * function refused).
 */
export type BackendErrorCode = SwapsErrorCode | "INVALID_JSON" | "NOT_FOUND" | "QUOTE_FAILED";

/** A validated value, or the error response to send. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response };

/** Builds a JSON error response `{message, code, details?}`. */
export function errorResponse(
  c: Context,
  status: ContentfulStatusCode,
  code: BackendErrorCode,
  message: string,
  details?: unknown,
): Response {
  const body: BackendErrorBody = details === undefined ? { message, code } : { message, code, details };
  return c.json(body, status);
}

/** A 400 carrying a {@link SwapsError}'s code, message and context. */
export function clientErrorResponse(c: Context, error: SwapsError): Response {
  return errorResponse(c, 400, error.code, error.message, error.context);
}

/**
 * Replaces every bigint by its decimal string and every `Uint8Array` by its index object, recursively (the wire
 * writes bigints as strings and bytes as `{"0": n, ...}`); `undefined` fields are dropped.
 */
export function toWire(value: unknown): unknown {
  if (typeof value === "bigint") return value.toString();
  if (value instanceof Uint8Array) return bytesToIndexObject(value);
  if (Array.isArray(value)) return value.map(toWire);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).filter(([, v]) => v !== undefined).map(([k, v]) => [k, toWire(v)]),
    );
  }
  return value;
}

/** Sends `value` as JSON (status 200 unless given), bigints as decimal strings. */
export function wireJson(c: Context, value: unknown, status: ContentfulStatusCode = 200): Response {
  return c.json(toWire(value) as Record<string, unknown>, status);
}

function issues(error: z.core.$ZodError): { path: string; message: string }[] {
  return error.issues.slice(0, 10).map((i) => ({ path: i.path.map(String).join("."), message: i.message }));
}

/** A 400 `UNKNOWN_CHAIN_KEY` when one of `fields` of `raw` is a string that is not a chain key. */
function unknownChainKey(c: Context, raw: unknown, fields: readonly string[]): Response | undefined {
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) return undefined;
  for (const field of fields) {
    const key = (raw as Record<string, unknown>)[field];
    if (typeof key === "string" && !isSpokeChainKey(key)) {
      return errorResponse(c, 400, "UNKNOWN_CHAIN_KEY", `Unknown chain key in ${field}: ${key}`, {
        field,
        key,
      });
    }
  }
  return undefined;
}

/** The largest uint256: every amount, id and deadline on the wire is one. */
const MAX_UINT256 = 2n ** 256n - 1n;
const DECIMAL = /^[0-9]+$/;

/**
 * The path of the first decimal-string field of `raw` (searched depth-first, arrays and objects) whose value does
 * not fit a uint256, or `undefined`. Every integer field of the swaps and bridge bodies is a uint256 on chain, so
 * a larger one is bad input (400), not a reason for an encoder to throw.
 */
export function outOfRangeField(raw: unknown, path = "", depth = 0): string | undefined {
  if (typeof raw === "string") {
    return DECIMAL.test(raw) && (raw.length > 78 || BigInt(raw) > MAX_UINT256) ? path : undefined;
  }
  if (raw === null || typeof raw !== "object" || depth > 8) return undefined;
  for (const [key, value] of Object.entries(raw)) {
    const found = outOfRangeField(value, path === "" ? key : `${path}.${key}`, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Reads the JSON body and validates it with `schema`; a malformed or invalid body becomes a 400 response, a
 * string in one of `chainKeyFields` that is not a chain key a 400 `UNKNOWN_CHAIN_KEY`, and a decimal amount
 * above 2^256 - 1 in any field a 400 `INVALID_AMOUNT`.
 */
export async function parseBody<S extends z.core.$ZodType>(
  c: Context,
  schema: S,
  chainKeyFields: readonly string[] = [],
): Promise<Parsed<z.output<S>>> {
  let raw: unknown;
  try {
    const text = await c.req.text();
    raw = JSON.parse(text);
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    return {
      ok: false,
      response: errorResponse(c, 400, "INVALID_JSON", "Request body is not valid JSON", reason),
    };
  }
  const badKey = unknownChainKey(c, raw, chainKeyFields);
  if (badKey) return { ok: false, response: badKey };
  const tooLarge = outOfRangeField(raw);
  if (tooLarge !== undefined) {
    return {
      ok: false,
      response: errorResponse(c, 400, "INVALID_AMOUNT", `${tooLarge} must be at most 2^256 - 1`, {
        field: tooLarge,
      }),
    };
  }
  const parsed = z.safeParse(schema, raw);
  if (!parsed.success) {
    return {
      ok: false,
      response: errorResponse(c, 400, "VALIDATION_FAILED", "Invalid request body", issues(parsed.error)),
    };
  }
  return { ok: true, value: parsed.data };
}

/** Validates the query string with `schema` like {@link parseBody} (400 on an invalid query). */
export function parseQuery<S extends z.core.$ZodType>(
  c: Context,
  schema: S,
  chainKeyFields: readonly string[] = [],
): Parsed<z.output<S>> {
  const raw = c.req.query();
  const badKey = unknownChainKey(c, raw, chainKeyFields);
  if (badKey) return { ok: false, response: badKey };
  const parsed = z.safeParse(schema, raw);
  if (!parsed.success) {
    return {
      ok: false,
      response: errorResponse(c, 400, "VALIDATION_FAILED", "Invalid query parameters", issues(parsed.error)),
    };
  }
  return { ok: true, value: parsed.data };
}
