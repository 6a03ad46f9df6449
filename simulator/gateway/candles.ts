/**
 * Candles of the synthetic price walk (docs/rules/oracle.md#candles,
 * docs/rules/oracle.md#candle-query-rules): buckets whose start is in `[from, to)`, oldest first, none before
 * the data start or after now, `final: false` only on the bucket containing now.
 *
 * @example The forming bucket
 * ```ts
 * import assert from "node:assert/strict";
 * import { candlesFor } from "./candles.ts";
 * const now = 1_700_000_030;
 * const c = candlesFor({ seed: 1, symbol: "BTC", interval: "1m", from: now - 120, to: now + 600, nowSeconds: now });
 * assert.ok(c.length === 2 && c[1].final === false && c[0].final === undefined);
 * ```
 * @module
 */
import { type Candle, CANDLE_INTERVALS } from "../../core/schemas/oracle.ts";
import { formatPrice, priceAt, priceDecimals } from "../state/seed/prices.ts";

/** First second with candle data (2020-01-01T00:00:00Z); earlier ranges are empty. */
export const CANDLE_DATA_START = 1_577_836_800;

/** Input of {@link candlesFor}. */
export interface CandlesInput {
  /** Simulator seed. */
  seed: number;
  /** Canonical symbol. */
  symbol: string;
  /** A known interval key. */
  interval: string;
  /** Inclusive start (UNIX seconds). */
  from: number;
  /** Exclusive end (UNIX seconds). */
  to: number;
  /** Current time (UNIX seconds, fractions allowed). */
  nowSeconds: number;
}

/**
 * Builds the candles of a validated query.
 *
 * @param input query, seed and current time
 * @returns the candles, oldest first
 */
export function candlesFor(input: CandlesInput): Candle[] {
  const spec = CANDLE_INTERVALS[input.interval];
  if (spec === undefined) return [];
  const s = spec.seconds;
  const first = Math.max(Math.ceil(input.from / s), Math.ceil(CANDLE_DATA_START / s));
  const last = Math.min(Math.ceil(input.to / s) - 1, Math.floor(input.nowSeconds / s));
  const out: Candle[] = [];
  for (let k = first; k <= last; k++) {
    const start = k * s;
    const end = start + s;
    const forming = input.nowSeconds < end;
    const until = forming ? input.nowSeconds : end;
    const open = priceAt(input.seed, input.symbol, start);
    const close = priceAt(input.seed, input.symbol, until);
    let high = Math.max(open, close);
    let low = Math.min(open, close);
    for (let j = 1; j < 4; j++) {
      const t = start + (s * j) / 4;
      if (t >= until) break;
      const p = priceAt(input.seed, input.symbol, t);
      high = Math.max(high, p);
      low = Math.min(low, p);
    }
    const d = priceDecimals(high);
    const candle: Candle = {
      timestamp: start,
      open: formatPrice(open, d),
      high: formatPrice(high, d),
      low: formatPrice(low, d),
      close: formatPrice(close, d),
    };
    if (forming) candle.final = false;
    out.push(candle);
  }
  return out;
}
