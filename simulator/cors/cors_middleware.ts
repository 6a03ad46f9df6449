/**
 * `simulatorCors`: the simulator's CORS layer (hono's `cors` middleware with the simulator's header lists). The
 * simulator binds to loopback and its users are dApp pages served from another port (Vite on `:3000`), so by
 * default every origin is allowed; `--cors-origin` (or `corsOrigin`) restricts it to a list. Preflights allow
 * the headers the library sends: `x-api-key`, `content-type`, `x-api-signature` (the exchange signature) and
 * `authorization`; responses expose `retry-after` and the simulator's own `x-sim-*` headers.
 *
 * @example A preflight from a Vite page
 * ```ts
 * import assert from "node:assert/strict";
 * import { Hono } from "hono";
 * import { simulatorCors } from "./cors_middleware.ts";
 * const app = new Hono();
 * app.use("*", simulatorCors());
 * const res = await app.request("/v1/intent/quote", {
 *   method: "OPTIONS",
 *   headers: { origin: "http://localhost:3000", "access-control-request-method": "POST" },
 * });
 * assert.equal(res.status, 204);
 * assert.equal(res.headers.get("access-control-allow-origin"), "*");
 * assert.ok(res.headers.get("access-control-allow-headers")?.includes("x-api-key"));
 * ```
 * @module
 */
import type { MiddlewareHandler } from "hono";
import { cors } from "hono/cors";

/** Origins allowed by default: any. */
export const DEFAULT_SIM_CORS_ORIGIN = "*";

/** Request headers a preflight allows. */
export const SIM_CORS_ALLOW_HEADERS: readonly string[] = [
  "x-api-key",
  "content-type",
  "x-api-signature",
  "authorization",
];

/** Response headers a page may read. */
export const SIM_CORS_EXPOSE_HEADERS: readonly string[] = ["retry-after", "x-sim-fault", "x-sim-cache"];

/** Methods a preflight allows. */
export const SIM_CORS_ALLOW_METHODS: readonly string[] = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];

/** How long a browser may cache a preflight, in seconds. */
export const SIM_CORS_MAX_AGE_S = 600;

/**
 * Builds the CORS middleware.
 *
 * @param origin `"*"` for any origin, or the exact origins allowed (`"http://localhost:3000"`)
 * @default origin "*"
 * @returns the middleware: requests with an `Origin` header get CORS headers, a preflight (`OPTIONS`) is
 *   answered 204 before any other layer (no API key, no fault, no request-log entry); requests without `Origin`
 *   (not from a browser page) pass untouched
 * @example Restricted to one origin
 * ```ts
 * import assert from "node:assert/strict";
 * import { Hono } from "hono";
 * import { simulatorCors } from "./cors_middleware.ts";
 * const app = new Hono();
 * app.use("*", simulatorCors(["http://localhost:3000"]));
 * app.get("/x", (c) => c.text("x"));
 * const allowed = await app.request("/x", { headers: { origin: "http://localhost:3000" } });
 * const other = await app.request("/x", { headers: { origin: "http://evil.test" } });
 * assert.equal(allowed.headers.get("access-control-allow-origin"), "http://localhost:3000");
 * assert.equal(other.headers.get("access-control-allow-origin"), null);
 * await allowed.body?.cancel();
 * await other.body?.cancel();
 * ```
 */
export function simulatorCors(
  origin: string | readonly string[] = DEFAULT_SIM_CORS_ORIGIN,
): MiddlewareHandler {
  const origins = typeof origin === "string" ? [origin] : [...origin];
  const middleware = cors({
    origin: origins.includes("*") ? "*" : origins,
    allowHeaders: [...SIM_CORS_ALLOW_HEADERS],
    allowMethods: [...SIM_CORS_ALLOW_METHODS],
    exposeHeaders: [...SIM_CORS_EXPOSE_HEADERS],
    maxAge: SIM_CORS_MAX_AGE_S,
  });
  // Only browser requests (they carry `Origin`) get CORS headers: other clients see the same answers as before,
  // and the candles fast lane (which stands aside for browser requests) answers exactly like the app.
  return (c, next) => (c.req.header("origin") === undefined ? next() : middleware(c, next));
}
