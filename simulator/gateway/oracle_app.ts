/**
 * The oracle routes of the gateway: `GET /be/oracle/markets`, `GET /be/oracle/candles`
 * (docs/rules/oracle.md#candles, docs/rules/oracle.md#candle-query-rules, with a response cache of about 10 s
 * keyed by the query and driven by the simulator clock) and `GET /intent/oracle` (a bare JSON array of solver
 * oracle items for the hub tokens). All open (no API key).
 *
 * @example Ask for markets
 * ```ts
 * import assert from "node:assert/strict";
 * import { createManualClock } from "../state/clock.ts";
 * import { DEFAULT_CLIENT_CONFIG } from "../../core/config/default_config.ts";
 * import { TokenCatalog } from "../state/token_catalog.ts";
 * import { createOracleApp } from "./oracle_app.ts";
 * const app = createOracleApp({ clock: createManualClock(), seed: () => 1, catalog: TokenCatalog.fromConfig(DEFAULT_CLIENT_CONFIG) });
 * const markets = await (await app.request("/be/oracle/markets")).json();
 * assert.ok(markets.quote === "USD" && markets.symbols.includes("BTC"));
 * ```
 * @module
 */
import { Hono } from "hono";
import {
  CANDLE_INTERVALS,
  type CandlesQuery,
  type CandlesQueryCheck,
  type OracleCandles,
  type OracleMarkets,
  type SolverOracleItem,
  validateCandlesQuery,
} from "../../core/schemas/oracle.ts";
import { jsonError } from "../http/respond.ts";
import type { SimClock } from "../state/clock.ts";
import { candlesFor } from "./candles.ts";
import type { TokenCatalog } from "../state/token_catalog.ts";
import { BASE_PRICES, priceAt } from "../state/seed/prices.ts";

/** How long a candles response is served from the cache, in clock ms. */
export const CANDLES_CACHE_TTL_MS = 10_000;

const CACHE_CAPACITY = 512;

/**
 * The candles response cache (clock-driven): the serialised JSON body per normalised query, so a hit answers
 * without building or stringifying anything.
 *
 * @example Store and read a body
 * ```ts
 * import assert from "node:assert/strict";
 * import { CandlesCache, CANDLES_CACHE_TTL_MS } from "./oracle_app.ts";
 * const cache = new CandlesCache();
 * cache.set("BTC|1m|0|60", 0, '{"candles":[]}');
 * assert.equal(cache.get("BTC|1m|0|60", CANDLES_CACHE_TTL_MS - 1), '{"candles":[]}');
 * assert.equal(cache.get("BTC|1m|0|60", CANDLES_CACHE_TTL_MS), undefined);
 * ```
 */
export class CandlesCache {
  #entries = new Map<string, { expires: number; body: string }>();

  /** A fresh cached body (JSON text), if any. */
  get(key: string, now: number): string | undefined {
    const hit = this.#entries.get(key);
    if (hit === undefined) return undefined;
    if (hit.expires > now) return hit.body;
    this.#entries.delete(key);
    return undefined;
  }

  /** Stores a body (JSON text) until `now + CANDLES_CACHE_TTL_MS`. */
  set(key: string, now: number, body: string): void {
    if (this.#entries.size >= CACHE_CAPACITY) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, { expires: now + CANDLES_CACHE_TTL_MS, body });
  }

  /** Empties the cache. */
  clear(): void {
    this.#entries.clear();
  }
}

/** A validated candles query with its cache key, or the rule it breaks. */
export type KeyedCheck = (CandlesQueryCheck & { ok: false }) | { ok: true; query: CandlesQuery; key: string };

const QUERY_MEMO_CAPACITY = 256;

/**
 * Validation results per raw query string (validation is pure: the same text always gives the same answer). The
 * oracle app fills it; the candles fast lane only reads it.
 */
export class CandlesQueryMemo {
  #checks = new Map<string, KeyedCheck>();

  /** The memoised check of a raw query string (the text after `?`), if it was seen. */
  peek(search: string): KeyedCheck | undefined {
    return this.#checks.get(search);
  }

  /** The check of the query of `url`, validated with `validate` the first time its text is seen. */
  check(url: string, validate: () => CandlesQueryCheck): KeyedCheck {
    const q = url.indexOf("?");
    const search = q < 0 ? "" : url.slice(q + 1);
    const hit = this.#checks.get(search);
    if (hit !== undefined) return hit;
    const check = validate();
    const keyed: KeyedCheck = check.ok
      ? {
        ok: true,
        query: check.query,
        key: `${check.query.symbol}|${check.query.interval}|${check.query.from}|${check.query.to}`,
      }
      : check;
    if (this.#checks.size >= QUERY_MEMO_CAPACITY) this.#checks.clear();
    this.#checks.set(search, keyed);
    return keyed;
  }
}

/** The two header sets of a candles answer, built once (a `Response` copies its init headers). */
const CANDLES_INIT: Record<"hit" | "miss", ResponseInit> = {
  hit: { headers: { "content-type": "application/json", "x-sim-cache": "hit" } },
  miss: { headers: { "content-type": "application/json", "x-sim-cache": "miss" } },
};

/** A candles answer: the cached or fresh JSON text, tagged `x-sim-cache: hit|miss`. */
export function candlesResponse(body: string, cache: "hit" | "miss"): Response {
  return new Response(body, CANDLES_INIT[cache]);
}

/** Options of {@link createOracleApp}. */
export interface OracleAppOptions {
  /** Drives the forming candle and the cache. */
  clock: SimClock;
  /** The simulator seed (read per request: a reset may change it). */
  seed: () => number;
  /** Tokens priced by `/intent/oracle`. */
  catalog: TokenCatalog;
  /** Candles cache. @default a new cache */
  cache?: CandlesCache | undefined;
  /** Memo of validated queries (shared with the fast lane). @default a new memo */
  queries?: CandlesQueryMemo | undefined;
}

/** The markets response. */
export function oracleMarkets(): OracleMarkets {
  return {
    quote: "USD",
    intervals: Object.entries(CANDLE_INTERVALS).map(([key, v]) => ({
      key,
      label: v.label,
      seconds: v.seconds,
    })),
    symbols: Object.keys(BASE_PRICES).sort(),
  };
}

/**
 * Creates the oracle sub-app (mount at the gateway root).
 *
 * @param options clock, seed, catalog and cache
 * @returns the hono app
 */
export function createOracleApp(options: OracleAppOptions): Hono {
  const { clock, seed, catalog } = options;
  const cache = options.cache ?? new CandlesCache();
  const app = new Hono();
  app.get("/be/oracle/markets", (c) => c.json(oracleMarkets()));
  const queries = options.queries ?? new CandlesQueryMemo();
  app.get("/be/oracle/candles", (c) => {
    const check = queries.check(c.req.url, () => {
      const q = c.req.query();
      return validateCandlesQuery({ symbol: q.symbol, interval: q.interval, from: q.from, to: q.to });
    });
    if (!check.ok) return jsonError(400, check.message, check.reason);
    const now = clock.now();
    const cached = cache.get(check.key, now);
    if (cached !== undefined) return candlesResponse(cached, "hit");
    const { symbol, interval, from, to } = check.query;
    const known = Object.hasOwn(BASE_PRICES, symbol);
    const body: OracleCandles = {
      symbol,
      quote: "USD",
      interval,
      candles: known ? candlesFor({ seed: seed(), symbol, interval, from, to, nowSeconds: now / 1000 }) : [],
    };
    const text = JSON.stringify(body);
    cache.set(check.key, now, text);
    return candlesResponse(text, "miss");
  });
  app.get("/intent/oracle", (c) => {
    const now = clock.now();
    const items: SolverOracleItem[] = catalog.hubTokens().map((t) => ({
      address: t.address,
      chainId: "146",
      symbol: t.symbol,
      priceUsd: Number(priceAt(seed(), t.canonical, now / 1000).toPrecision(10)),
      decimals: t.decimals,
      updatedAt: Math.floor(now / 1000) * 1000,
    }));
    return c.json(items);
  });
  return app;
}
