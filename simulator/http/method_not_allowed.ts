/**
 * The simulator's answer to a request no handler matched: a JSON 405 `METHOD_NOT_ALLOWED` with an `Allow` header
 * when the path is a route served under other methods (as the relayer does), a JSON 404 otherwise.
 *
 * @example A wrong method on a GET route
 * ```ts
 * import assert from "node:assert/strict";
 * import { Hono } from "hono";
 * import { notFoundOrMethodNotAllowed } from "./method_not_allowed.ts";
 * const app = new Hono();
 * app.get("/v1/be/config/all", (c) => c.json({}));
 * app.notFound(notFoundOrMethodNotAllowed(app));
 * const res = await app.request("/v1/be/config/all", { method: "POST" });
 * assert.equal(res.status, 405);
 * assert.equal(res.headers.get("allow"), "GET, HEAD");
 * assert.equal((await res.json()).code, "METHOD_NOT_ALLOWED");
 * ```
 * @module
 */
import type { Context } from "hono";
import { jsonError } from "./respond.ts";

/** A registered route as hono lists it in `app.routes`. */
export interface RegisteredRoute {
  method: string;
  path: string;
}

/** Responses this module made for requests no route served (kept weakly: no growth). */
const unmatched = new WeakSet<Response>();

/**
 * Tells whether a response is the no-route answer of {@link notFoundOrMethodNotAllowed} (a 404 for an unknown
 * path, a 405 for a wrong method), as opposed to a route's own 404 (an unknown intent, job or account).
 *
 * @param res a response
 * @returns true for the no-route answer
 * @example A route's own 404 is not unmatched
 * ```ts
 * import assert from "node:assert/strict";
 * import { isUnmatchedResponse } from "./method_not_allowed.ts";
 * assert.equal(isUnmatchedResponse(new Response(null, { status: 404 })), false);
 * ```
 */
export function isUnmatchedResponse(res: Response): boolean {
  return unmatched.has(res);
}

function matches(pattern: string, path: string): boolean {
  const want = pattern.split("/").filter((s) => s !== "");
  const got = path.split("/").filter((s) => s !== "");
  for (let i = 0; i < want.length; i++) {
    const w = want[i];
    if (w === "*") return true;
    const g = got[i];
    if (g === undefined) return false;
    if (w.startsWith(":")) continue;
    if (w !== g) return false;
  }
  return want.length === got.length;
}

/**
 * The methods the routes serve at `path` (`ALL` entries, which are middleware or catch-all forwards, are not
 * counted); `HEAD` is listed with `GET`, since hono answers it from the GET handler. Sorted.
 *
 * @param routes the app's routes (`app.routes`)
 * @param path the request path
 * @returns the allowed methods, empty when no route serves the path
 * @example A route with a parameter
 * ```ts
 * import assert from "node:assert/strict";
 * import { allowedMethods } from "./method_not_allowed.ts";
 * const routes = [{ method: "GET", path: "/v1/be/intent/tx/:txHash" }, { method: "ALL", path: "/v1/*" }];
 * assert.deepEqual(allowedMethods(routes, "/v1/be/intent/tx/0x12"), ["GET", "HEAD"]);
 * assert.deepEqual(allowedMethods(routes, "/v1/nope"), []);
 * ```
 */
export function allowedMethods(routes: readonly RegisteredRoute[], path: string): string[] {
  const out = new Set<string>();
  for (const route of routes) {
    if (route.method === "ALL" || !matches(route.path, path)) continue;
    out.add(route.method);
    if (route.method === "GET") out.add("HEAD");
  }
  return [...out].sort();
}

/**
 * Builds a `notFound` handler over an app's routes: 405 with `Allow` for a known path, 404 otherwise; both JSON
 * `{message, code}`.
 *
 * @param app the app whose `routes` are read at request time (so later mounts count)
 * @returns the handler for `app.notFound`
 * @example An unknown path stays a 404
 * ```ts
 * import assert from "node:assert/strict";
 * import { Hono } from "hono";
 * import { notFoundOrMethodNotAllowed } from "./method_not_allowed.ts";
 * const app = new Hono();
 * app.notFound(notFoundOrMethodNotAllowed(app));
 * assert.equal((await app.request("/nope")).status, 404);
 * ```
 */
export function notFoundOrMethodNotAllowed(
  app: { readonly routes: readonly RegisteredRoute[] },
): (c: Context) => Response {
  return (c) => {
    const allow = allowedMethods(app.routes, c.req.path);
    if (allow.length === 0 || allow.includes(c.req.method)) {
      const res = jsonError(404, `No route ${c.req.method} ${c.req.path}`, "NOT_FOUND");
      unmatched.add(res);
      return res;
    }
    const res = jsonError(
      405,
      `Method ${c.req.method} is not allowed on ${c.req.path}; use ${allow.join(", ")}`,
      "METHOD_NOT_ALLOWED",
    );
    res.headers.set("allow", allow.join(", "));
    unmatched.add(res);
    return res;
  };
}
