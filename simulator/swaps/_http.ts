/**
 * HTTP helpers shared by the swaps and bridge sub-apps: JSON error bodies (`{message, code, details?}`), body and
 * query validation with zod that never throws, and JSON bodies with bigints written as decimal strings.
 * @module
 */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import type { BackendErrorBody } from "../../core/schemas/backend_error.ts";

/** Codes the swaps and bridge sub-apps put in `code` of a 4xx body. */
export type BackendErrorCode =
  | "INVALID_JSON"
  | "VALIDATION_FAILED"
  | "UNKNOWN_CHAIN_KEY"
  | "UNSUPPORTED_TOKEN"
  | "INVALID_AMOUNT"
  | "INVALID_FEE"
  | "INTENT_CREATION_FAILED"
  | "NOT_FOUND";

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

/** Replaces every bigint by its decimal string, recursively (the wire writes bigints as strings). */
export function toWire(value: unknown): unknown {
  if (typeof value === "bigint") return value.toString();
  if (Array.isArray(value)) return value.map(toWire);
  if (value !== null && typeof value === "object" && !(value instanceof Uint8Array)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toWire(v)]));
  }
  return value;
}

/** Sends `value` as JSON (status 200 unless given), bigints as decimal strings. */
export function wireJson(c: Context, value: unknown, status: ContentfulStatusCode = 200): Response {
  return c.json(toWire(value) as Record<string, unknown>, status);
}

function issues(error: z.ZodError): { path: string; message: string }[] {
  return error.issues.slice(0, 10).map((i) => ({ path: i.path.map(String).join("."), message: i.message }));
}

/** Reads the JSON body and validates it with `schema`; a malformed or invalid body becomes a 400 response. */
export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<Parsed<z.output<S>>> {
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
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    return {
      ok: false,
      response: errorResponse(c, 400, "VALIDATION_FAILED", "Invalid request body", issues(parsed.error)),
    };
  }
  return { ok: true, value: parsed.data };
}

/** Validates the query string with `schema`; an invalid query becomes a 400 response. */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): Parsed<z.output<S>> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) {
    return {
      ok: false,
      response: errorResponse(c, 400, "VALIDATION_FAILED", "Invalid query parameters", issues(parsed.error)),
    };
  }
  return { ok: true, value: parsed.data };
}
