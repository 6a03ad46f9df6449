/**
 * The candles fast lane: a repeated `GET {prefix}/be/oracle/candles` whose answer is already cached is served
 * before the hono app, with the same body, status, headers and request-log entry the app gives, at a fraction of
 * the cost (no context, no middleware chain, no URL parsing). Everything else — a first query, a stale cache entry,
 * a configured fault rule or schedule, a connected dashboard, printed request lines, a browser request (an `Origin` header, answered with CORS
 * headers) — goes through the app, so
 * faults, latency and dashboard taps see every request they could act on.
 *
 * @example The second identical query takes the lane
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSimulatorApp } from "../app.ts";
 * const sim = createSimulatorApp({ preset: "calm" });
 * const url = `${sim.urls.gateway}/be/oracle/candles?symbol=BTC&interval=1m&from=1700000040&to=1700000640`;
 * const first = await sim.fetch(url);
 * const second = await sim.fetch(url);
 * assert.equal(first.headers.get("x-sim-cache"), "miss");
 * assert.equal(second.headers.get("x-sim-cache"), "hit");
 * assert.equal(await first.text(), await second.text());
 * sim.close();
 * ```
 * @module
 */
import type { RequestLog } from "../request_log/request_log.ts";
import type { FaultEngine } from "../faults/fault_engine.ts";
import type { SimClock } from "../state/clock.ts";
import { type CandlesCache, type CandlesQueryMemo, candlesResponse } from "./oracle_app.ts";

/** What the lane reads. */
export interface CandlesFastLaneOptions {
  /** Gateway prefix (`/v1`, or `""`). */
  prefix: string;
  /** Stamps log entries and ages the cache. */
  clock: SimClock;
  /** The oracle's cache (filled by the app). */
  cache: CandlesCache;
  /** The oracle's validated queries (filled by the app). */
  queries: CandlesQueryMemo;
  /** The lane stands aside unless the engine is idle. */
  faults: FaultEngine;
  /** Gets the same entry the request-log middleware writes. */
  log: RequestLog;
  /** The lane stands aside while this is true (a dashboard page is connected, or lines are printed). */
  observed: () => boolean;
}

/** The route key the request log files candles requests under. */
const ROUTE = "GET /be/oracle/candles";

/**
 * Builds the lane.
 *
 * @param options see {@link CandlesFastLaneOptions}
 * @returns a function answering a request it can serve, `undefined` for any other
 */
export function candlesFastLane(options: CandlesFastLaneOptions): (request: Request) => Response | undefined {
  const { clock, cache, queries, faults, log, observed } = options;
  const path = `${options.prefix}/be/oracle/candles`;
  // one init object, refilled per request (the log copies it into its entry)
  const init: Parameters<RequestLog["record"]>[0] = {
    at: 0,
    method: "GET",
    path,
    route: ROUTE,
    apiKey: null,
  };
  return (request) => {
    if (request.method !== "GET" || observed() || !faults.isIdle()) return undefined;
    if (request.headers.has("origin")) return undefined;
    const url = request.url;
    const scheme = url.indexOf("://");
    const pathStart = scheme < 0 ? -1 : url.indexOf("/", scheme + 3);
    if (pathStart < 0 || !url.startsWith(path, pathStart)) return undefined;
    const queryStart = pathStart + path.length;
    if (url.charCodeAt(queryStart) !== 63 /* ? */) return undefined;
    const check = queries.peek(url.slice(queryStart + 1));
    if (check === undefined || !check.ok) return undefined;
    const now = clock.now();
    const body = cache.get(check.key, now);
    if (body === undefined) return undefined;
    init.at = now;
    init.apiKey = request.headers.get("x-api-key");
    log.record(init, 200, undefined);
    return candlesResponse(body, "hit");
  };
}
