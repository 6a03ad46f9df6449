/**
 * The route path the fault layer and the request log see: the gateway prefix removed, relayer calls tagged with
 * their action (`/relayer#submit`), and a normalised form with long ids folded (`/be/intent/tx/:id`).
 *
 * @example Fold a hash
 * ```ts
 * import assert from "node:assert/strict";
 * import { normaliseRoutePath } from "./route_path.ts";
 * assert.ok(normaliseRoutePath("/be/intent/tx/0x1234567890abcdef1234") === "/be/intent/tx/:id");
 * ```
 * @module
 */
import type { Context } from "hono";

/** The request path without the gateway prefix (`""` prefix: unchanged). */
export function stripPrefix(path: string, prefix: string): string {
  if (prefix === "" || prefix === "/") return path;
  if (path === prefix) return "/";
  return path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : path;
}

/** Folds path segments that are ids (hex, or 20+ characters) into `:id`. */
export function normaliseRoutePath(path: string): string {
  const hash = path.indexOf("#");
  const base = hash >= 0 ? path.slice(0, hash) : path;
  const folded = base.split("/").map((s) => (s.length >= 20 || /^0x[0-9a-fA-F]{8,}$/.test(s) ? ":id" : s));
  return folded.join("/") + (hash >= 0 ? path.slice(hash) : "");
}

const RELAYER_PATH = /^\/relayer\/?$/;

/**
 * The route path of a request (prefix stripped; relayer POSTs tagged with `#action` read from the cached body).
 *
 * @param c the hono context
 * @param prefix the gateway prefix
 * @returns the path the fault patterns match
 */
export async function routePathOf(c: Context, prefix: string): Promise<string> {
  const path = stripPrefix(c.req.path, prefix);
  if (c.req.method !== "POST" || !RELAYER_PATH.test(path)) return path;
  try {
    const body: unknown = JSON.parse(await c.req.text());
    const action = body !== null && typeof body === "object"
      ? (body as { action?: unknown }).action
      : undefined;
    return typeof action === "string" && /^[a-z_]{1,40}$/.test(action) ? `/relayer#${action}` : "/relayer";
  } catch {
    return "/relayer";
  }
}
