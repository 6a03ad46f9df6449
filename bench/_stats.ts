/**
 * Small statistics helpers of the benchmarks: percentiles, means, ratios and a seeded log-normal draw.
 *
 * @example Median of a sample
 * ```ts
 * import assert from "node:assert/strict";
 * import { percentile } from "./_stats.ts";
 * assert.ok(percentile([3, 1, 2], 0.5) === 2);
 * ```
 * @module
 */
import { createRng, type Rng } from "../simulator/state/rng.ts";

/**
 * The `q`-quantile of a sample (nearest rank, 0 <= q <= 1); `NaN` for an empty sample.
 *
 * @param values the sample (not modified)
 * @param q the quantile, 0.5 for the median
 * @returns the value at that rank
 * @example p95
 * ```ts
 * import assert from "node:assert/strict";
 * import { percentile } from "./_stats.ts";
 * assert.ok(percentile(Array.from({ length: 100 }, (_, i) => i + 1), 0.95) === 95);
 * ```
 */
export function percentile(values: readonly number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1];
}

/**
 * The arithmetic mean; `NaN` for an empty sample.
 *
 * @param values the sample
 * @returns the mean
 * @example Mean
 * ```ts
 * import assert from "node:assert/strict";
 * import { mean } from "./_stats.ts";
 * assert.ok(mean([1, 2, 3]) === 2);
 * ```
 */
export function mean(values: readonly number[]): number {
  return values.length === 0 ? NaN : values.reduce((a, b) => a + b, 0) / values.length;
}

/**
 * A seeded source of log-normal factors with median 1: `exp(sigma * z)`, z standard normal (Box-Muller).
 *
 * @param seed the seed
 * @param sigma the log-space standard deviation
 * @returns a function drawing the next factor
 * @example Same seed, same draws
 * ```ts
 * import assert from "node:assert/strict";
 * import { logNormalFactors } from "./_stats.ts";
 * const a = logNormalFactors(7, 0.5), b = logNormalFactors(7, 0.5);
 * assert.ok(a() === b() && a() > 0);
 * ```
 */
export function logNormalFactors(seed: number, sigma: number): () => number {
  const rng: Rng = createRng(seed);
  return () => {
    const u = Math.max(1e-12, rng.next());
    const v = rng.next();
    return Math.exp(sigma * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v));
  };
}
