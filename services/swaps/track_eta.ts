/**
 * The delivery estimate a track shows (`etaMs` of its progress events). When the milestones seen so far bound the
 * delivery (`deliveryBounds` of the client's `TrackMilestoneLearner`: on a slow chain every leg is slow together,
 * so a solve seen at `t` puts the delivery near `t` times the learned ratio), the estimate is the middle of those
 * bounds; otherwise {@link estimateRemainingMs} of the learned delivery times (`eta.ts`). A file of its own, apart
 * from the quote's estimate, so the milestone learner loads with `track` and not with the client.
 * @module
 */
import { estimateRemainingMs } from "./eta.ts";
import {
  deliveryBounds,
  TRACK_MILESTONE_MIN_SAMPLES,
  type TrackMilestoneLearner,
  type TrackObservation,
} from "../relay/track_schedule.ts";

/** Input of {@link estimateTrackEtaMs}. */
export interface TrackEtaInput {
  /** Recent delivery times (ms from a track's start to the delivered packet), when enough were learned. */
  learnedMs: readonly number[] | undefined;
  /** The client's milestone ratios, when it has them. */
  learner: TrackMilestoneLearner | undefined;
  /** This track's polls so far, in time order (ms since its start). */
  observations: readonly TrackObservation[];
  /** How long this track has run. */
  elapsedMs: number;
}

/**
 * The estimated time left until delivery for a track in progress: the middle of the milestone bounds when they
 * close, else {@link estimateRemainingMs} of the learned delivery times.
 *
 * @param input the history and this track's progress
 * @returns ms left (never negative), or `undefined` when nothing learned says
 * @example Nothing learned, no estimate
 * ```ts
 * import assert from "node:assert/strict";
 * import { estimateTrackEtaMs } from "./track_eta.ts";
 * assert.equal(estimateTrackEtaMs({ learnedMs: undefined, learner: undefined, observations: [], elapsedMs: 0 }), undefined);
 * assert.equal(estimateTrackEtaMs({ learnedMs: [4_000], learner: undefined, observations: [], elapsedMs: 1_000 }), 3_000);
 * ```
 */
export function estimateTrackEtaMs(input: TrackEtaInput): number | undefined {
  const { learner, elapsedMs } = input;
  if (learner !== undefined && learner.size >= TRACK_MILESTONE_MIN_SAMPLES) {
    const { lowMs, highMs } = deliveryBounds(learner, input.observations);
    if (Number.isFinite(highMs)) return Math.max(0, Math.round((lowMs + highMs) / 2 - elapsedMs));
  }
  return input.learnedMs === undefined ? undefined : estimateRemainingMs(input.learnedMs, elapsedMs);
}
