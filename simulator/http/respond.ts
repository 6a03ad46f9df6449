/**
 * Response helpers shared by the simulator's own sub-apps: the backend error body `{message, code}`, bigints as
 * decimal strings, and a JSON body reader that never throws.
 * @module
 */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { BackendErrorBody } from "../../core/schemas/backend_error.ts";

/** Builds the JSON error response `{message, code}` with `status`. */
export function jsonError(status: ContentfulStatusCode, message: string, code: string): Response {
  const body: BackendErrorBody = { message, code };
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=UTF-8" },
  });
}

/** Replaces every bigint by its decimal string, recursively. */
export function bigintsToStrings(value: unknown): unknown {
  if (typeof value === "bigint") return value.toString();
  if (Array.isArray(value)) return value.map(bigintsToStrings);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, bigintsToStrings(v)]));
  }
  return value;
}

/** A JSON body, or the reason it could not be read. */
export type JsonBody = { ok: true; value: unknown } | { ok: false; message: string };

/** Reads the request body as JSON without throwing (hono caches it, so later readers get the same text). */
export async function readJsonBody(c: Context): Promise<JsonBody> {
  try {
    const text = await c.req.text();
    return { ok: true, value: JSON.parse(text) };
  } catch (cause) {
    return { ok: false, message: cause instanceof Error ? cause.message : String(cause) };
  }
}

/** Summarises zod issues as `path: message` lines (at most five). */
export function describeIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  return issues.slice(0, 5).map((i) => `${i.path.map(String).join(".") || "(body)"}: ${i.message}`).join(
    "; ",
  );
}

/** Shortcut: the JSON response of a context with a status. */
export function json(c: Context, value: unknown, status: ContentfulStatusCode = 200): Response {
  return c.json(bigintsToStrings(value) as Record<string, unknown>, status);
}
