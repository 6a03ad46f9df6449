/**
 * The first middleware of the simulator: computes the route path once, and logs every service request (control
 * calls excluded) with its `x-api-key`, status and injected fault.
 * @module
 */
import type { Context, MiddlewareHandler, Next } from "hono";
import type { SimEnv } from "../faults/sim_env.ts";
import { normaliseRoutePath, routePathOf } from "../faults/route_path.ts";
import { isUnmatchedResponse } from "../http/method_not_allowed.ts";
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

/** Most normalised routes remembered by one middleware (cleared when full). */
const ROUTE_MEMO_CAPACITY = 2048;

/**
 * Creates the request-log middleware. Per logged request it allocates the log entry and nothing else on the
 * common path: the route path is computed synchronously (only relayer POSTs read their body) and the
 * normalised route key is memoised per method and path.
 *
 * @param options log, clock, prefix
 * @returns a hono middleware that sets `routePath` and logs the request
 */
export function requestLogMiddleware(options: RequestLogMiddlewareOptions): MiddlewareHandler<SimEnv> {
  const { log, clock, prefix } = options;
  const routes = new Map<string, Map<string, string>>();
  const routeKey = (method: string, routePath: string): string => {
    let byPath = routes.get(method);
    if (byPath === undefined) routes.set(method, byPath = new Map());
    let key = byPath.get(routePath);
    if (key === undefined) {
      if (byPath.size >= ROUTE_MEMO_CAPACITY) byPath.clear();
      key = `${method} ${normaliseRoutePath(routePath)}`;
      byPath.set(routePath, key);
    }
    return key;
  };
  const logged = (c: Context<SimEnv>, next: Next, routePath: string): Promise<void> => {
    c.set("routePath", routePath);
    const path = c.req.path;
    if (isControlPath(path)) return next();
    const method = c.req.method;
    const entry = log.start({
      at: clock.now(),
      method,
      path,
      route: routeKey(method, routePath),
      apiKey: c.req.raw.headers.get("x-api-key"),
    });
    const finish = (): void => {
      log.finish(entry, c.res.status, c.get("fault"), isUnmatchedResponse(c.res));
      if (options.print) {
        console.log(`${method} ${path} -> ${c.res.status}${entry.fault ? ` [${entry.fault}]` : ""}`);
      }
    };
    return next().then(finish, (error: unknown) => {
      finish();
      throw error;
    });
  };
  return (c, next) => {
    const routePath = routePathOf(c, prefix);
    return typeof routePath === "string"
      ? logged(c, next, routePath)
      : routePath.then((p) => logged(c, next, p));
  };
}
