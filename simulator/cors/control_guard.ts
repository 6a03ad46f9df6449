/**
 * `controlGuard`: keeps web pages from driving a developer's running simulator. The control surface (`/__sim`
 * and `/__sim/*`: faults, reset, clock, fund, snapshot and restore, the dashboard's stream and writes) answers
 * - only a `Host` that is a loopback name (`localhost`, `*.localhost`, `127.x.x.x`, `[::1]`), the simulator's own
 *   specific `hostname`, or one named by `--allowed-host` (`allowedHosts`): a page on another name that resolves
 *   to 127.0.0.1 (DNS rebinding) is refused, 403 `HOST_NOT_ALLOWED`;
 * - only a browser `Origin` that is the simulator's own or one named by `--cors-origin` (never any origin, even
 *   when the platform routes allow any): 403 `ORIGIN_NOT_ALLOWED`, preflights included; the one exception is
 *   `GET /__sim/client-options`, the client options a dApp page loads (what `simulate` prints);
 * - only state-changing requests (POST, PUT, PATCH, DELETE) whose body is `application/json`: a page can send a
 *   `text/plain` or form POST without a preflight, so those are refused, 415 `UNSUPPORTED_MEDIA_TYPE`.
 *
 * In-process requests (`sim.fetch`, `app.request`) carry no `Host` header; they are trusted, and only an `Origin`
 * they carry is checked (with the JSON rule). The platform API routes are not guarded: browser dApps keep calling
 * them from any origin `--cors-origin` allows.
 *
 * @example A cross-origin text/plain POST to reset is refused
 * ```ts
 * import assert from "node:assert/strict";
 * import { Hono } from "hono";
 * import { controlGuard } from "./control_guard.ts";
 * const app = new Hono();
 * app.use("*", controlGuard({}));
 * app.post("/__sim/reset", (c) => c.json({ ok: true }));
 * const res = await app.request("http://127.0.0.1:8787/__sim/reset", {
 *   method: "POST",
 *   headers: { host: "127.0.0.1:8787", origin: "https://evil.example", "content-type": "text/plain" },
 *   body: "{}",
 * });
 * assert.equal(res.status, 403);
 * await res.body?.cancel();
 * ```
 * @module
 */
import type { MiddlewareHandler } from "hono";
import { jsonError } from "../http/respond.ts";
import { isControlPath } from "../request_log/log_middleware.ts";

/** Options of {@link controlGuard}. */
export interface ControlGuardOptions {
  /** Origins `--cors-origin` names (`"*"` names none for the control surface). @default "*" */
  corsOrigin?: string | readonly string[] | undefined;
  /** Extra host names allowed (`--allowed-host`). @default [] */
  allowedHosts?: readonly string[] | undefined;
  /** The simulator's listen hostname; allowed when it is a specific name (not 0.0.0.0 / ::). @default "127.0.0.1" */
  hostname?: string | undefined;
}

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/**
 * Reads any page may make: the client options a dApp loads (`examples/browser`), the same JSON `simulate` prints.
 * They change nothing and reveal nothing a page could misuse; the Host rule still applies to them.
 */
const PUBLIC_READS = new Set(["/__sim/client-options"]);
const WILDCARDS = new Set(["0.0.0.0", "::", "[::]", ""]);

/** The host name of a `Host` header, lower-cased, without its port (IPv6 keeps its brackets). */
export function hostNameOf(host: string): string {
  const h = host.trim().toLowerCase();
  if (h.startsWith("[")) return h.slice(0, h.indexOf("]") + 1);
  const colon = h.lastIndexOf(":");
  return colon === -1 ? h : h.slice(0, colon);
}

/** Whether a host name is a loopback one. */
export function isLoopbackHost(name: string): boolean {
  return name === "localhost" || name.endsWith(".localhost") || name === "[::1]" || name === "::1" ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name);
}

/**
 * Builds the guard; mount it before the CORS layer so a refused preflight gets no CORS headers.
 *
 * @param options the allowed origins and hosts
 * @returns the middleware (passes every request outside the control surface untouched)
 * @example A loopback Host with the simulator's own origin passes
 * ```ts
 * import assert from "node:assert/strict";
 * import { Hono } from "hono";
 * import { controlGuard } from "./control_guard.ts";
 * const app = new Hono();
 * app.use("*", controlGuard({}));
 * app.post("/__sim/reset", (c) => c.json({ ok: true }));
 * const res = await app.request("http://localhost:8787/__sim/reset", {
 *   method: "POST",
 *   headers: { host: "localhost:8787", origin: "http://localhost:8787", "content-type": "application/json" },
 *   body: "{}",
 * });
 * assert.equal(res.status, 200);
 * await res.body?.cancel();
 * ```
 */
export function controlGuard(options: ControlGuardOptions): MiddlewareHandler {
  const named = typeof options.corsOrigin === "string"
    ? [options.corsOrigin]
    : [...(options.corsOrigin ?? [])];
  const origins = new Set(named.filter((o) => o !== "*").map((o) => o.toLowerCase().replace(/\/+$/, "")));
  const hosts = new Set((options.allowedHosts ?? []).map(hostNameOf));
  const own = hostNameOf(options.hostname ?? "127.0.0.1");
  if (!WILDCARDS.has(own)) hosts.add(own);
  return async (c, next) => {
    if (!isControlPath(c.req.path)) return await next();
    const host = c.req.header("host");
    const origin = c.req.header("origin");
    if (host !== undefined) {
      const name = hostNameOf(host);
      if (!isLoopbackHost(name) && !hosts.has(name)) {
        return jsonError(
          403,
          `Host ${name} may not drive the simulator: use a loopback name or start it with --allowed-host=${name}`,
          "HOST_NOT_ALLOWED",
        );
      }
    }
    const publicRead = PUBLIC_READS.has(c.req.path) && (c.req.method === "GET" || c.req.method === "HEAD");
    if (origin !== undefined && !publicRead) {
      const self = new URL(c.req.url).origin.toLowerCase();
      const o = origin.toLowerCase().replace(/\/+$/, "");
      if (o !== self && !origins.has(o)) {
        return jsonError(
          403,
          `Origin ${origin} may not drive the simulator: start it with --cors-origin=${origin} to allow it`,
          "ORIGIN_NOT_ALLOWED",
        );
      }
    }
    const method = c.req.method.toUpperCase();
    if ((host !== undefined || origin !== undefined) && STATE_CHANGING.has(method)) {
      const type = (c.req.header("content-type") ?? "").split(";")[0].trim().toLowerCase();
      if (type !== "application/json") {
        return jsonError(
          415,
          `The simulator's control surface takes application/json bodies, got ${type || "none"}`,
          "UNSUPPORTED_MEDIA_TYPE",
        );
      }
    }
    return await next();
  };
}
