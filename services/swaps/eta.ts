/**
 * Delivery estimates from learned delivery times: a quote's (`estimateSwapDeliveryMs`) and the fallback of the
 * estimate a track shows (`estimateTrackEtaMs` in `track.ts`, `etaMs` of its progress events, when its milestones do not bound the
 * delivery): the median of the recent deliveries that had not yet finished at this point of the
 * track, less the time already spent: conditioning on the elapsed time keeps it honest on long-tailed chains (a
 * track already slower than most learned deliveries is told what the slow ones took, not the overall median).
 *
 * @example Half the learned deliveries are already past; the estimate is the median of the rest
 * ```ts
 * import assert from "node:assert/strict";
 * import { estimateRemainingMs } from "./eta.ts";
 * const learned = [1_000, 2_000, 3_000, 4_000, 9_000];
 * assert.equal(estimateRemainingMs(learned, 0), 3_000);
 * assert.equal(estimateRemainingMs(learned, 2_500), 4_000 - 2_500);
 * assert.equal(estimateRemainingMs(learned, 10_000), undefined);
 * ```
 * @module
 */
import { ETA_MIN_SAMPLES } from "../../core/timing.ts";
export { ETA_MIN_SAMPLES } from "../../core/timing.ts";

/**
 * The estimated time left until delivery, from the learned delivery times and the time this track has run.
 *
 * @param learnedMs recent delivery times, from a track's start to the delivered packet (any order)
 * @param elapsedMs how long this track has run
 * @returns ms left (the median of the learned times not below `elapsedMs`, less `elapsedMs`; 0 when the track is
 *   exactly as old as a learned delivery), or `undefined` when every learned delivery was quicker (the track is
 *   past everything it knows)
 */
export function estimateRemainingMs(learnedMs: readonly number[], elapsedMs: number): number | undefined {
  const later = learnedMs.filter((ms) => Number.isFinite(ms) && ms >= elapsedMs).sort((a, b) => a - b);
  if (later.length === 0) return undefined;
  const mid = later.length >> 1;
  const median = later.length % 2 === 1
    ? later[mid] as number
    : ((later[mid - 1] as number) + (later[mid] as number)) / 2;
  return Math.round(median - elapsedMs);
}

/**
 * A quote's delivery estimate, from this client's history: the median time of its recent swaps (`swaps.swap`, from
 * the call to the hub tx executed) plus the median time of its recent tracks (from the track's start to the
 * delivered packet). `undefined` until each has three samples.
 *
 * @param swapMs recent `swaps.swap` durations
 * @param trackMs recent `swaps.track` durations
 * @returns ms from starting the swap to its delivery, or `undefined`
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { estimateSwapDeliveryMs } from "./eta.ts";
 * assert.equal(estimateSwapDeliveryMs([900, 1_000, 5_000], [2_000, 3_000, 4_000]), 4_000);
 * assert.equal(estimateSwapDeliveryMs([1_000], [2_000, 3_000, 4_000]), undefined);
 * ```
 */
export function estimateSwapDeliveryMs(
  swapMs: readonly number[],
  trackMs: readonly number[],
): number | undefined {
  if (swapMs.length < ETA_MIN_SAMPLES || trackMs.length < ETA_MIN_SAMPLES) return undefined;
  const a = estimateRemainingMs(swapMs, 0);
  const b = estimateRemainingMs(trackMs, 0);
  return a === undefined || b === undefined ? undefined : a + b;
}
