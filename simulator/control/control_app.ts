/**
 * The control API, mounted at `/__sim` (never faulted, never logged, all JSON):
 * `GET /state` (alias `/counters`): seed, clock, mutation counters, ledger sizes, requests per route, faults
 * injected; `GET /requests?limit=&route=`: the request log; `GET /faults`, `POST /faults`: read or patch the
 * fault configuration; `POST /reset {seed?}`; `POST /clock/advance {ms}` and `POST /clock/set {ms}` (manual clock
 * only, else 409); `GET /events?since=&limit=`: ledger events; `GET /events/stream`: the same as server-sent
 * events; `GET /auth`, `POST /auth {apiKeys?, suspendedOrgs?, allowAnyKey?}`; `POST /fund` and `GET /balances` (see `balances_routes.ts`); `GET /positions`: the hub
 * positions store as JSON; `POST /price {asset, usd}`: the USD price the money-market reads report for a reserve;
 * `GET /client-options`: the client options that target this simulator at the origin it was asked on (what
 * `simulate` prints under "Client options", ready for `new XSwap(await res.json())`).
 * @module
 */
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { z } from "zod";
import { describeIssues, jsonError, readJsonBody } from "../http/respond.ts";
import { isManualClock, type SimContext } from "../context/sim_context.ts";
import type { LedgerEvent } from "../state/types.ts";
import { linkSignals } from "../faults/middleware.ts";
import { parseFaultPatch } from "./fault_patch_schema.ts";
import { type BalanceRoutesOptions, mountBalanceRoutes } from "./balances_routes.ts";
import type { ClientDefaultConfig } from "../../core/config_types/client_default_config.ts";
import { DEFAULT_CLIENT_CONFIG } from "../../core/config/default_config.ts";
import { DEFAULT_SIM_API_KEY } from "../auth/api_keys.ts";
import { simulatorClientConfig, simulatorUrls } from "../client_config/urls.ts";

/** Options of {@link createControlApp}. */
export interface ControlAppOptions extends BalanceRoutesOptions {
  /** The configuration `GET /client-options` describes. @default DEFAULT_CLIENT_CONFIG (as `startSimulator`) */
  config?: Readonly<ClientDefaultConfig> | undefined;
}

const resetSchema = z.object({ seed: z.number().int().optional() }).strict();
const clockSchema = z.object({ ms: z.number().finite() }).strict();
const priceSchema = z.object({
  asset: z.string().min(1),
  // a bounded whole part: it is converted with BigInt (http/uint256.ts)
  usd: z.union([z.number().positive().max(1e15), z.string().regex(/^[0-9]{1,30}(\.[0-9]{1,30})?$/)]),
}).strict();
const authSchema = z.object({
  apiKeys: z.array(z.union([z.string(), z.object({ key: z.string(), org: z.string().optional() })]))
    .optional(),
  suspendedOrgs: z.array(z.string()).optional(),
  allowAnyKey: z.boolean().optional(),
}).strict();

/** The state summary of `GET /__sim/state`. */
export function simState(ctx: SimContext): Record<string, unknown> {
  ctx.ledger.sync();
  return {
    seed: ctx.seed(),
    now: ctx.clock.now(),
    clock: isManualClock(ctx.clock) ? "manual" : "system",
    preset: ctx.faults.presetName,
    counters: structuredClone(ctx.ledger.counters),
    stats: ctx.ledger.stats(),
    requests: { total: ctx.log.total, byRoute: ctx.log.routeCounts() },
    faults: { injected: { ...ctx.faults.injected } },
  };
}

function intParam(value: string | undefined): number | undefined {
  if (value === undefined || !/^[0-9]{1,15}$/.test(value)) return undefined;
  return Number(value);
}

function serialiseEvent(e: LedgerEvent): string {
  return JSON.stringify(e, (_k, v) => (typeof v === "bigint" ? v.toString() : v));
}

/**
 * Creates the control sub-app.
 *
 * @param ctx the simulator's shared state
 * @param options native token lookup of the balance routes, configuration of the client options
 * @returns the hono app
 */
export function createControlApp(ctx: SimContext, options: ControlAppOptions = {}): Hono {
  const app = new Hono();
  mountBalanceRoutes(app, ctx, options);
  app.get("/client-options", (c) =>
    c.json(
      simulatorClientConfig(
        simulatorUrls(new URL(c.req.url).origin, ctx.prefix),
        options.config ?? DEFAULT_CLIENT_CONFIG,
        ctx.auth.keys()[0] ?? DEFAULT_SIM_API_KEY,
      ),
    ));
  const body = async <S extends z.ZodType>(
    c: Parameters<typeof readJsonBody>[0],
    schema: S,
    empty: unknown,
  ) => {
    const raw = await readJsonBody(c);
    const value = raw.ok ? raw.value : (await c.req.text()).trim() === "" ? empty : undefined;
    if (value === undefined) {
      return { ok: false as const, response: jsonError(400, "Invalid JSON", "INVALID_JSON") };
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      return {
        ok: false as const,
        response: jsonError(400, describeIssues(parsed.error.issues), "INVALID_BODY"),
      };
    }
    return { ok: true as const, value: parsed.data as z.output<S> };
  };

  app.get("/state", (c) => c.json(simState(ctx)));
  app.get("/counters", (c) => c.json(simState(ctx)));
  app.get("/requests", (c) => {
    const entries = ctx.log.entries({ route: c.req.query("route"), limit: intParam(c.req.query("limit")) });
    return c.json({ total: ctx.log.total, entries });
  });
  app.get("/faults", (c) => c.json(ctx.faults.config()));
  app.post("/faults", async (c) => {
    const raw = await readJsonBody(c);
    if (!raw.ok) return jsonError(400, "Invalid JSON", "INVALID_JSON");
    const patch = parseFaultPatch(raw.value, ctx.clock.now());
    if (!patch.ok) return jsonError(400, patch.message, "INVALID_BODY");
    ctx.faults.update(patch.value);
    return c.json(ctx.faults.config());
  });
  app.post("/reset", async (c) => {
    const r = await body(c, resetSchema, {});
    if (!r.ok) return r.response;
    ctx.reset(r.value.seed);
    return c.json({ ok: true, seed: ctx.seed() });
  });
  app.post("/clock/:op{advance|set}", async (c) => {
    if (!isManualClock(ctx.clock)) {
      return jsonError(409, "The simulator runs on the system clock", "CLOCK_NOT_MANUAL");
    }
    const r = await body(c, clockSchema, undefined);
    if (!r.ok) return r.response;
    if (c.req.param("op") === "advance") ctx.clock.advance(r.value.ms);
    else ctx.clock.set(r.value.ms);
    ctx.ledger.sync();
    return c.json({ now: ctx.clock.now() });
  });
  app.get("/positions", (c) => {
    ctx.ledger.sync();
    return c.json(ctx.positions.toJSON());
  });
  app.post("/price", async (c) => {
    const r = await body(c, priceSchema, undefined);
    if (!r.ok) return r.response;
    const reserve = ctx.positions.moneyMarket.resolveReserve(r.value.asset);
    if (reserve === undefined) {
      return jsonError(
        404,
        `No simulated reserve ${r.value.asset} (an address or a symbol such as sodaETH)`,
        "NOT_FOUND",
      );
    }
    const usd = typeof r.value.usd === "number" ? r.value.usd.toFixed(8) : r.value.usd;
    const [whole, fraction = ""] = usd.split(".");
    const price = BigInt(whole) * 100_000_000n + BigInt(fraction.slice(0, 8).padEnd(8, "0"));
    if (price === 0n) return jsonError(400, "usd must be at least 0.00000001", "INVALID_BODY");
    ctx.positions.setPrice(reserve, price);
    return c.json({ asset: reserve, priceInMarketReferenceCurrency: price.toString() });
  });
  app.get("/events", (c) => {
    const since = intParam(c.req.query("since")) ?? Number.NEGATIVE_INFINITY;
    const limit = intParam(c.req.query("limit"));
    ctx.ledger.sync();
    const events = ctx.ledger.events().filter((e) => e.at >= since);
    const out = limit === undefined ? events : events.slice(Math.max(0, events.length - limit));
    return c.body(`{"events":[${out.map(serialiseEvent).join(",")}]}`, 200, {
      "content-type": "application/json; charset=UTF-8",
    });
  });
  app.get("/events/stream", (c) =>
    streamSSE(c, async (stream) => {
      const linked = linkSignals(c.req.raw.signal, ctx.lifetime);
      const queue: LedgerEvent[] = [];
      let wake: (() => void) | undefined;
      const unsubscribe = ctx.ledger.onEvent((e) => {
        queue.push(e);
        wake?.();
      });
      const onAbort = (): void => wake?.();
      linked.signal.addEventListener("abort", onAbort, { once: true });
      try {
        await stream.writeSSE({ event: "ready", data: JSON.stringify({ now: ctx.clock.now() }) });
        while (!linked.signal.aborted) {
          const e = queue.shift();
          if (e !== undefined) {
            await stream.writeSSE({ event: e.type, data: serialiseEvent(e) });
            continue;
          }
          await new Promise<void>((resolve) => (wake = resolve));
          wake = undefined;
        }
      } finally {
        linked.signal.removeEventListener("abort", onAbort);
        linked.dispose();
        unsubscribe();
      }
    }));
  app.get("/auth", (c) => c.json(ctx.auth.snapshot()));
  app.post("/auth", async (c) => {
    const r = await body(c, authSchema, {});
    if (!r.ok) return r.response;
    ctx.auth.configure(r.value);
    return c.json(ctx.auth.snapshot());
  });
  return app;
}
