/**
 * A plain timing harness: runs a function in calibrated batches with `performance.now()` and reports the
 * median time per call over several rounds, after a warm-up.
 *
 * @example Time a cheap call
 * ```ts
 * import assert from "node:assert/strict";
 * import { timePerOp } from "./_timing.ts";
 * const t = await timePerOp(() => Math.sqrt(2), { rounds: 3, roundMs: 5 });
 * assert.ok(t.usPerOp >= 0 && t.calls > 0);
 * ```
 * @module
 */
import { percentile } from "./_stats.ts";

/** Options of {@link timePerOp}. */
export interface TimePerOpOptions {
  /** Measured rounds; the median is reported. @default 7 */
  rounds?: number | undefined;
  /** Target duration of one round in ms. @default 150 */
  roundMs?: number | undefined;
  /** Warm-up duration in ms before calibration. @default 100 */
  warmupMs?: number | undefined;
}

/** What {@link timePerOp} measured. */
export interface OpTiming {
  /** Median µs per call over the rounds. */
  usPerOp: number;
  /** Fastest round, µs per call. */
  minUsPerOp: number;
  /** Calls made in the measured rounds. */
  calls: number;
}

/**
 * Times `fn` (sync or async; awaited one call at a time).
 *
 * @param fn the operation
 * @param options rounds, round length and warm-up
 * @returns median and fastest µs per call
 */
export async function timePerOp(
  fn: () => unknown,
  options: TimePerOpOptions = {},
): Promise<OpTiming> {
  const rounds = options.rounds ?? 7;
  const roundMs = options.roundMs ?? 150;
  const runBatch = async (n: number): Promise<number> => {
    const t0 = performance.now();
    for (let i = 0; i < n; i++) {
      const r = fn();
      if (r instanceof Promise) await r;
    }
    return performance.now() - t0;
  };
  let n = 1;
  const warmupEnd = performance.now() + (options.warmupMs ?? 100);
  while (performance.now() < warmupEnd) await runBatch(n);
  for (;;) {
    const ms = await runBatch(n);
    if (ms >= roundMs / 4 || n >= 1 << 24) {
      n = Math.max(1, Math.round((n * roundMs) / Math.max(ms, 0.001)));
      break;
    }
    n *= 2;
  }
  const perOp: number[] = [];
  for (let r = 0; r < rounds; r++) perOp.push(((await runBatch(n)) * 1000) / n);
  return { usPerOp: percentile(perOp, 0.5), minUsPerOp: Math.min(...perOp), calls: n * rounds };
}
