/**
 * `mountDashboard`: serves the dashboard page at `/` (and `/__sim/dashboard`), its server-sent event stream at
 * `GET /__sim/dashboard/stream` and a one-off JSON snapshot at `GET /__sim/dashboard/snapshot`, and installs the
 * request tap. Mount it before the request log and the fault layer: the page and the stream are then never
 * logged nor faulted (a `hostile` preset must not break the tool that shows it).
 *
 * What the page shows (open `http://127.0.0.1:8787/` after `deno task simulate`):
 * - Intents: one row per intent, keyed by its source tx hash, with its status (created, submitted, relaying,
 *   on_hub, executing, partially_filled, solved, failed, abandoned), chains, fills (count and share of the
 *   input), relay packet states, status polls, faults; filters by chain (source or destination) and status. A
 *   click opens its timeline: the source tx, backend submit-tx, relay packet states, hub intent, solver
 *   `/execute`, each fill, the final state, every non-poll request and every fault injected on its path.
 * - Correlation: a request belongs to an intent when its path, query or JSON body names one of the intent's
 *   hashes (source tx, hub tx, intent hash, fill txs, packet destination txs), or when it sends the EVM raw
 *   transaction whose keccak256 is the source tx. Requests made before any hash exists (quotes, allowance,
 *   nonce and gas reads) are not tied to an intent; they appear in the requests feed and counters only. Body
 *   tokens are read only while a page is connected; requests from before that are tied by their path alone.
 * - Side panel: seed, preset and clock; presets, per-route rules (latency, 5xx, 503, drop, stall rates),
 *   exact schedules ("next N requests to a route fail"), timing knobs (relay time, partial fills, solver
 *   failure rate) and reset with a seed, all through `POST /__sim/faults` and `POST /__sim/reset`; counters
 *   (requests per route, mutations applied and repeated, faults injected by kind); the recent requests.
 * - Updates are pushed over one EventSource; the page never polls.
 *
 * @example Serve the page in-process
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSimulatorApp } from "../app.ts";
 * import { Hono } from "hono";
 * import { mountDashboard } from "./mount_dashboard.ts";
 * const sim = createSimulatorApp({ clock: "system" });
 * const app = new Hono();
 * mountDashboard(app, sim.context);
 * const res = await app.request("/");
 * assert.ok(res.status === 200 && (await res.text()).includes("<title>"));
 * sim.close();
 * ```
 * @module
 */
import type { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import type { SimEnv } from "../faults/sim_env.ts";
import type { SimContext } from "../context/sim_context.ts";
import { linkSignals } from "../faults/middleware.ts";
import { DashboardHub, type DashboardHubOptions, type DashboardMessage } from "./dashboard_hub.ts";
import { dashboardHtml, type DashboardHtmlOptions } from "./page/page_html.ts";

/** Path of the dashboard's event stream. */
export const DASHBOARD_STREAM_PATH = "/__sim/dashboard/stream";

function serialise(value: unknown): string {
  return JSON.stringify(value, (_k, v) => (typeof v === "bigint" ? v.toString() : v));
}

/**
 * Mounts the dashboard on the simulator's root app.
 *
 * @param app the root app (mount before the request log and fault middleware)
 * @param ctx the simulator's shared state
 * @param options hub options (heartbeat) and the CORS origins the page shows
 * @returns the hub (its `subscribers` count is handy in tests)
 */
export function mountDashboard(
  // deno-lint-ignore no-explicit-any
  app: Hono<any>,
  ctx: SimContext,
  options: DashboardHubOptions & DashboardHtmlOptions = {},
): DashboardHub {
  const hub = new DashboardHub(ctx, options);
  const html = dashboardHtml({ corsOrigin: options.corsOrigin });
  const page = (): Response =>
    new Response(html, {
      headers: { "content-type": "text/html; charset=UTF-8", "cache-control": "no-store" },
    });
  (app as Hono<SimEnv>).use("*", hub.tap);
  app.get("/", page);
  app.get("/__sim/dashboard", page);
  app.get("/__sim/dashboard/snapshot", () => {
    let snapshot: unknown;
    hub.subscribe((m) => (snapshot ??= m.data))();
    return new Response(serialise(snapshot), {
      headers: { "content-type": "application/json; charset=UTF-8" },
    });
  });
  app.get(DASHBOARD_STREAM_PATH, (c) =>
    streamSSE(c, async (stream) => {
      const linked = linkSignals(c.req.raw.signal, ctx.lifetime);
      const queue: DashboardMessage[] = [];
      let wake: (() => void) | undefined;
      const onAbort = (): void => wake?.();
      stream.onAbort(onAbort);
      linked.signal.addEventListener("abort", onAbort, { once: true });
      const unsubscribe = hub.subscribe((m) => {
        queue.push(m);
        wake?.();
      });
      try {
        while (!linked.signal.aborted && !stream.aborted && !stream.closed) {
          const m = queue.shift();
          if (m !== undefined) {
            await stream.writeSSE({ event: m.event, data: serialise(m.data) });
            continue;
          }
          await new Promise<void>((resolve) => (wake = resolve));
          wake = undefined;
        }
      } finally {
        unsubscribe();
        linked.signal.removeEventListener("abort", onAbort);
        linked.dispose();
      }
    }));
  return hub;
}
