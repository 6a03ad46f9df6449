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

const HEX_ID = /^0x[0-9a-fA-F]{8,}$/;

function isIdSegment(segment: string): boolean {
  return segment.length >= 20 || (segment.length >= 10 && HEX_ID.test(segment));
}

/** Folds path segments that are ids (hex, or 20+ characters) into `:id`. */
export function normaliseRoutePath(path: string): string {
  const hash = path.indexOf("#");
  const end = hash >= 0 ? hash : path.length;
  let out = "";
  let copied = 0;
  let start = 0;
  while (start <= end) {
    let slash = path.indexOf("/", start);
    if (slash < 0 || slash > end) slash = end;
    if (slash > start && isIdSegment(path.slice(start, slash))) {
      out += `${path.slice(copied, start)}:id`;
      copied = slash;
    }
    start = slash + 1;
  }
  return copied === 0 ? path : out + path.slice(copied);
}

const RELAYER_PATH = /^\/relayer\/?$/;

/**
 * The route path of a request (prefix stripped; relayer POSTs tagged with `#action` read from the cached body).
 * Synchronous except for relayer POSTs, whose body must be read.
 *
 * @param c the hono context
 * @param prefix the gateway prefix
 * @returns the path the fault patterns match (a promise only for relayer POSTs)
 */
export function routePathOf(c: Context, prefix: string): string | Promise<string> {
  const path = stripPrefix(c.req.path, prefix);
  if (c.req.method !== "POST" || !RELAYER_PATH.test(path)) return path;
  return relayerRoutePath(c);
}

async function relayerRoutePath(c: Context): Promise<string> {
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
