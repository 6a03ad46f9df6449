/**
 * The simulator's request body caps: hono's `bodyLimit` per route family, chosen by path prefix, each answering
 * 413 with JSON in its service's vocabulary. `bodyLimit` decides from `content-length` when the request has one
 * (nothing is read), and otherwise reads the body chunk by chunk and stops at the first chunk past the cap, so
 * a 50 MB body is never read whole. The simulator puts it in front of everything that reads bodies (the request
 * recorder included). In process (`sim.fetch`), a request that declares a `content-length` is taken at its word
 * like the socket's HTTP framing: the caller is the test itself.
 *
 * @example A streamed body past the cap is refused after reading at most the cap
 * ```ts
 * import assert from "node:assert/strict";
 * import { Hono } from "hono";
 * import { backendTooLarge, bodyLimits } from "./body_limits.ts";
 * const app = new Hono();
 * app.use("*", bodyLimits([], { maxBytes: 10, tooLarge: backendTooLarge }));
 * app.post("/x", async (c) => c.text(await c.req.text()));
 * let pulled = 0;
 * const body = new ReadableStream<Uint8Array>({
 *   pull(controller) {
 *     pulled += 4;
 *     controller.enqueue(new Uint8Array(4));
 *   },
 * });
 * const res = await app.request("/x", { method: "POST", body, duplex: "half" } as RequestInit);
 * assert.equal(res.status, 413);
 * assert.equal((await res.json()).code, "PAYLOAD_TOO_LARGE");
 * assert.ok(pulled <= 10 + 4 * 2);
 * ```
 * @module
 */
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

/** The cap of every route without its own: the JSON-RPC fakes' long-standing 1 MB. */
export const DEFAULT_MAX_BODY_BYTES = 1_000_000;

/** The 413 answer of a family, given its cap. */
export type TooLargeAnswer = (maxBytes: number) => Response;

/** One family's cap: the path prefix it covers, its cap in bytes and its 413 answer. */
export interface BodyLimitRule {
  /** Path prefix (`/relayer`, `/v1/intent`, `/rpc/`). */
  prefix: string;
  /** Largest body accepted, in bytes. @default DEFAULT_MAX_BODY_BYTES */
  maxBytes?: number | undefined;
  /** The 413 answer. */
  tooLarge: TooLargeAnswer;
}

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status: 413,
    headers: { "content-type": "application/json; charset=UTF-8" },
  });
}

const said = (maxBytes: number): string => `Request body larger than ${maxBytes} bytes`;

/** The backend's (and the control API's) 413: `{message, code: "PAYLOAD_TOO_LARGE"}`. */
export const backendTooLarge: TooLargeAnswer = (maxBytes) =>
  json({ message: said(maxBytes), code: "PAYLOAD_TOO_LARGE" });

/** A JSON-RPC node's 413: the envelope error `-32600` with no id. */
export const jsonRpcTooLarge: TooLargeAnswer = (maxBytes) =>
  json({ jsonrpc: "2.0", id: null, error: { code: -32600, message: said(maxBytes) } });

/** The solver's 413: `{detail: {code: -999, message}}` (its UNKNOWN code, as for any malformed body). */
export const solverTooLarge: TooLargeAnswer = (maxBytes) =>
  json({ detail: { code: -999, message: said(maxBytes) } });

/** The relayer's 413: `{success: false, message, code: "PAYLOAD_TOO_LARGE"}`. */
export const relayerTooLarge: TooLargeAnswer = (maxBytes) =>
  json({ success: false, message: said(maxBytes), code: "PAYLOAD_TOO_LARGE" });

/**
 * The body cap middleware: the rule with the longest matching prefix applies, `fallback` otherwise.
 *
 * @param rules each family's prefix, cap and 413 answer
 * @param fallback the cap and answer of every other path
 * @returns a hono middleware (hono's `bodyLimit` of the matching rule)
 */
export function bodyLimits(
  rules: readonly BodyLimitRule[],
  fallback: Omit<BodyLimitRule, "prefix">,
): MiddlewareHandler {
  const limiter = (rule: Omit<BodyLimitRule, "prefix">): MiddlewareHandler => {
    const maxSize = rule.maxBytes ?? DEFAULT_MAX_BODY_BYTES;
    return bodyLimit({ maxSize, onError: (_c: Context) => rule.tooLarge(maxSize) });
  };
  const sorted = [...rules].sort((a, b) => b.prefix.length - a.prefix.length)
    .map((rule) => ({ prefix: rule.prefix, limit: limiter(rule) }));
  const other = limiter(fallback);
  return (c, next) => {
    const path = c.req.path;
    for (const rule of sorted) if (path.startsWith(rule.prefix)) return rule.limit(c, next);
    return other(c, next);
  };
}

/**
 * The path prefix a route pattern covers: the pattern up to its first parameter or wildcard (`/rpc/:chainKey`
 * covers `/rpc/`, `/horizon/*` covers `/horizon/`).
 *
 * @param pattern a hono route pattern
 * @returns its literal prefix
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { routePrefix } from "./body_limits.ts";
 * assert.equal(routePrefix("/rpc/:chainKey"), "/rpc/");
 * assert.equal(routePrefix("/near"), "/near");
 * ```
 */
export function routePrefix(pattern: string): string {
  const cut = pattern.search(/[:*]/);
  return cut === -1 ? pattern : pattern.slice(0, cut);
}

/**
 * Reads a request body as text through hono's `bodyLimit`, for a handler mounted on its own (a chain node's
 * JSON-RPC app used without the simulator's door): reading stops at the first chunk past `maxBytes`.
 *
 * @param c the hono context
 * @param maxBytes the cap
 * @returns the text, or `undefined` when the body is larger than the cap
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { Hono } from "hono";
 * import { readTextWithin } from "./body_limits.ts";
 * const app = new Hono().post("/", async (c) => c.text((await readTextWithin(c, 4)) ?? "too large"));
 * assert.equal(await (await app.request("/", { method: "POST", body: "abcd" })).text(), "abcd");
 * assert.equal(await (await app.request("/", { method: "POST", body: "abcde" })).text(), "too large");
 * ```
 */
export async function readTextWithin(c: Context, maxBytes: number): Promise<string | undefined> {
  let over = false;
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      over = true;
      return new Response(null, { status: 413 });
    },
  });
  await limit(c, () => Promise.resolve());
  return over ? undefined : await c.req.text();
}
