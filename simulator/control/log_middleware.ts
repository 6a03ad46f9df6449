/**
 * The first middleware of the simulator: computes the route path once, and logs every service request (control
 * calls excluded) with its `x-api-key`, status and injected fault.
 * @module
 */
import type { MiddlewareHandler } from "hono";
import type { SimEnv } from "../_env.ts";
import { normaliseRoutePath, routePathOf } from "../faults/route_path.ts";
import type { SimClock } from "../state/clock.ts";
import type { RequestLog } from "./request_log.ts";

/** Path root of the control API (never logged, never faulted). */
export const CONTROL_ROOT = "/__sim";

/** Tells whether a path belongs to the control API. */
export function isControlPath(path: string): boolean {
  return path === CONTROL_ROOT || path.startsWith(`${CONTROL_ROOT}/`);
}

/** Options of {@link requestLogMiddleware}. */
export interface RequestLogMiddlewareOptions {
  /** The log. */
  log: RequestLog;
  /** Stamps entries. */
  clock: SimClock;
  /** Gateway prefix, stripped from route paths. */
  prefix: string;
  /** Also print one line per request. @default false */
  print?: boolean | undefined;
}

/**
 * Creates the request-log middleware.
 *
 * @param options log, clock, prefix
 * @returns a hono middleware that sets `routePath` and logs the request
 */
export function requestLogMiddleware(options: RequestLogMiddlewareOptions): MiddlewareHandler<SimEnv> {
  const { log, clock, prefix } = options;
  return async (c, next) => {
    const routePath = await routePathOf(c, prefix);
    c.set("routePath", routePath);
    if (isControlPath(c.req.path)) return await next();
    const entry = log.start({
      at: clock.now(),
      method: c.req.method,
      path: c.req.path,
      route: `${c.req.method} ${normaliseRoutePath(routePath)}`,
      apiKey: c.req.header("x-api-key") ?? null,
    });
    try {
      await next();
    } finally {
      log.finish(entry, c.res.status, c.get("fault"));
      if (options.print) {
        console.log(
          `${c.req.method} ${c.req.path} -> ${c.res.status}${entry.fault ? ` [${entry.fault}]` : ""}`,
        );
      }
    }
  };
}
