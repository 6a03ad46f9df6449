/**
 * `forward`: a route handler that passes the request to a sub-app with a path prefix removed; a non-JSON 404 of
 * the sub-app becomes a JSON one.
 *
 * @example Forward `/horizon/*` to an app serving `/accounts/:id`
 * ```ts
 * import assert from "node:assert/strict";
 * import { Hono } from "hono";
 * import { forward } from "./forward.ts";
 * const horizon = new Hono().get("/accounts/:id", (c) => c.json({ id: c.req.param("id") }));
 * const app = new Hono().all("/horizon/*", forward("/horizon", () => horizon));
 * assert.equal((await (await app.request("/horizon/accounts/G1")).json()).id, "G1");
 * assert.equal((await app.request("/horizon/nope")).status, 404);
 * ```
 * @module
 */
import type { Context, Hono } from "hono";
import { jsonError } from "./respond.ts";

/**
 * Forwards a request to a sub-app with `strip` removed from its path; a non-JSON 404 becomes a JSON one.
 *
 * @param strip the path prefix the sub-app does not see
 * @param target the sub-app (read per request: it may be rebuilt)
 * @returns the route handler
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { Hono } from "hono";
 * import { forward } from "./forward.ts";
 * const handler = forward("/x", () => new Hono());
 * assert.equal(typeof handler, "function");
 * ```
 */
export function forward(strip: string, target: () => Hono): (c: Context) => Promise<Response> {
  return async (c) => {
    const url = new URL(c.req.url);
    url.pathname = url.pathname.slice(strip.length) || "/";
    const res = await target().fetch(new Request(url, c.req.raw));
    if (res.status === 404 && !(res.headers.get("content-type") ?? "").includes("json")) {
      await res.body?.cancel();
      return jsonError(404, `No route ${c.req.method} ${c.req.path}`, "NOT_FOUND");
    }
    return res;
  };
}
