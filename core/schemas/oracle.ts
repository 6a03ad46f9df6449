/**
 * Wire schemas and the shared query rules of the price oracle (docs/rules/oracle.md#candles,
 * docs/rules/oracle.md#candle-query-rules). The same {@link validateCandlesQuery} runs in the client (fail
 * fast) and in the simulator (400 answers).
 *
 * @example Reject a reversed range
 * ```ts
 * import assert from "node:assert/strict";
 * import { validateCandlesQuery } from "./oracle.ts";
 * const r = validateCandlesQuery({ symbol: "ETH", interval: "1h", from: "7200", to: "3600" });
 * assert.ok(!r.ok && r.reason === "RANGE_NOT_INCREASING");
 * ```
 * @module
 */
import * as z from "./zod.ts";

/** Known candle intervals and their lengths in seconds. */
export const CANDLE_INTERVALS: Readonly<Record<string, { label: string; seconds: number }>> = {
  "1m": { label: "1 minute", seconds: 60 },
  "5m": { label: "5 minutes", seconds: 300 },
  "1h": { label: "1 hour", seconds: 3600 },
  "1d": { label: "1 day", seconds: 86400 },
};

/** The most candles one request may cover. */
export const MAX_CANDLES_PER_REQUEST = 5000;

/** Markets response. */
export const oracleMarketsSchema: z.ZodMiniType<OracleMarkets> = z.object({
  quote: z.literal("USD"),
  intervals: z.array(
    z.object({ key: z.string(), label: z.string(), seconds: z.number().check(z.int(), z.positive()) }),
  ),
  symbols: z.array(z.string()),
});
/** Markets response. */
export interface OracleMarkets {
  /** Quote currency (always USD). */
  quote: "USD";
  /** Candle intervals: key for queries, label, and length in seconds. */
  intervals: { key: string; label: string; seconds: number }[];
  /** Symbols with candles. */
  symbols: string[];
}

/** One candle; `final: false` only on the still-forming bucket. */
export const candleSchema: z.ZodMiniType<Candle> = z.object({
  timestamp: z.number().check(z.int()),
  open: z.string(),
  high: z.string(),
  low: z.string(),
  close: z.string(),
  final: z.optional(z.literal(false)),
});
/** One candle: bucket start in UNIX seconds, USD prices as decimal strings. */
export interface Candle {
  /** Bucket start in UNIX seconds. */
  timestamp: number;
  /** Opening price (USD, decimal string). */
  open: string;
  /** Highest price (USD, decimal string). */
  high: string;
  /** Lowest price (USD, decimal string). */
  low: string;
  /** Closing (or latest) price (USD, decimal string). */
  close: string;
  /** Present (false) only on the still-forming bucket. */
  final?: false | undefined;
}

/** Candles response. */
export const oracleCandlesSchema: z.ZodMiniType<OracleCandles> = z.object({
  symbol: z.string(),
  quote: z.literal("USD"),
  interval: z.string(),
  candles: z.array(candleSchema),
});
/** Candles response. */
export interface OracleCandles {
  /** The symbol queried. */
  symbol: string;
  /** Quote currency (always USD). */
  quote: "USD";
  /** The interval key queried. */
  interval: string;
  /** Candles, oldest first. */
  candles: Candle[];
}

/** One live price of the solver oracle (`GET /intent/oracle`). */
export const solverOracleItemSchema: z.ZodMiniType<SolverOracleItem> = z.object({
  address: z.string(),
  chainId: z.string(),
  symbol: z.string(),
  priceUsd: z.number(),
  decimals: z.number().check(z.int()),
  updatedAt: z.number().check(z.int()),
});
/** One solver oracle item. */
export interface SolverOracleItem {
  /** Token address on its chain. */
  address: string;
  /** Relay chain id of the token's chain (decimal string). */
  chainId: string;
  /** Token symbol. */
  symbol: string;
  /** Price in USD. */
  priceUsd: number;
  /** Token decimals. */
  decimals: number;
  /** Time of the price in UNIX seconds. */
  updatedAt: number;
}

/** The solver oracle response (design: a bare JSON array of items). */
export const solverOracleResponseSchema: z.ZodMiniType<SolverOracleItem[]> = z.array(solverOracleItemSchema);

/** Why a candles query is rejected. */
export type CandlesQueryRejection =
  | "MISSING_PARAMETER"
  | "INVALID_PARAMETER"
  | "UNKNOWN_INTERVAL"
  | "RANGE_NOT_INCREASING"
  | "RANGE_TOO_WIDE";

/** A validated candles query. */
export interface CandlesQuery {
  symbol: string;
  interval: string;
  /** Inclusive start, UNIX seconds. */
  from: number;
  /** Exclusive end, UNIX seconds. */
  to: number;
}

/** Outcome of {@link validateCandlesQuery}. */
export type CandlesQueryCheck =
  | { ok: true; query: CandlesQuery }
  | { ok: false; reason: CandlesQueryRejection; field: string; message: string };

const INTEGER = /^-?[0-9]+$/;

/**
 * Checks a candles query against the 400 rules of docs/rules/oracle.md#candle-query-rules (missing or invalid
 * parameters, unknown interval, `from >= to`, more than 5000 candles). Values may be strings (a query string)
 * or numbers (client input).
 *
 * @param raw the query parameters
 * @returns the parsed query, or the first rule it breaks
 * @example A valid query
 * ```ts
 * import assert from "node:assert/strict";
 * import { validateCandlesQuery } from "./oracle.ts";
 * const r = validateCandlesQuery({ symbol: "BTC", interval: "1m", from: 0, to: 600 });
 * assert.ok(r.ok && r.query.to === 600);
 * ```
 */
export function validateCandlesQuery(raw: Record<string, string | number | undefined>): CandlesQueryCheck {
  const reject = (reason: CandlesQueryRejection, field: string, message: string): CandlesQueryCheck => ({
    ok: false,
    reason,
    field,
    message,
  });
  for (const field of ["symbol", "interval", "from", "to"]) {
    const v = raw[field];
    if (v === undefined || v === "") {
      return reject("MISSING_PARAMETER", field, `Missing query parameter ${field}`);
    }
  }
  const symbol = raw.symbol;
  const interval = raw.interval;
  if (typeof symbol !== "string") {
    return reject("INVALID_PARAMETER", "symbol", "Query parameter symbol must be a string");
  }
  if (typeof interval !== "string") {
    return reject("INVALID_PARAMETER", "interval", "Query parameter interval must be a string");
  }
  const spec = Object.hasOwn(CANDLE_INTERVALS, interval) ? CANDLE_INTERVALS[interval] : undefined;
  if (spec === undefined) return reject("UNKNOWN_INTERVAL", "interval", `Unknown interval ${interval}`);
  const bounds: Record<"from" | "to", number> = { from: 0, to: 0 };
  for (const field of ["from", "to"] as const) {
    const v = raw[field];
    const n = typeof v === "number" ? v : typeof v === "string" && INTEGER.test(v) ? Number(v) : Number.NaN;
    if (!Number.isSafeInteger(n) || n < 0) {
      return reject("INVALID_PARAMETER", field, `Query parameter ${field} must be a non-negative integer`);
    }
    bounds[field] = n;
  }
  if (bounds.from >= bounds.to) return reject("RANGE_NOT_INCREASING", "from", "from must be lower than to");
  const firstBucket = Math.ceil(bounds.from / spec.seconds);
  const lastBucket = Math.ceil(bounds.to / spec.seconds) - 1;
  if (lastBucket - firstBucket + 1 > MAX_CANDLES_PER_REQUEST) {
    return reject("RANGE_TOO_WIDE", "to", `Range covers more than ${MAX_CANDLES_PER_REQUEST} candles`);
  }
  return { ok: true, query: { symbol, interval, from: bounds.from, to: bounds.to } };
}
