/**
 * The polling schedule of `swaps.track`: when to ask the solver again, as a pure function of what the track has
 * seen. It backs off with jitter while nothing changes, polls fast right after a change (the next transition of
 * an intent follows its previous one closely), honours a server's `Retry-After`, and never makes more requests
 * than a fixed poll at {@link TRACK_REFERENCE_INTERVAL_MS} would over the same span: request `k` (0-based) is
 * never sent before `k * 2000` ms after the track started. Time saved while backing off is spent polling fast
 * around a transition.
 *
 * @example Fast after a change, backing off while nothing moves, never ahead of a 2 s poll
 * ```ts
 * import assert from "node:assert/strict";
 * import { nextTrackPollAt } from "./track_schedule.ts";
 * const base = { startedAt: 0, requests: 3, lastChangeAt: 0, now: 9_000, random: () => 0.5 };
 * const afterChange = nextTrackPollAt({ ...base, lastChangeAt: 9_000 });
 * const idle = nextTrackPollAt({ ...base, now: 30_000, requests: 6 });
 * assert.ok(afterChange - 9_000 <= 400);
 * assert.ok(idle - 30_000 >= 4_000);
 * assert.ok(nextTrackPollAt({ ...base, requests: 8, now: 1_000, lastChangeAt: 1_000 }) >= 16_000);
 * ```
 * @module
 */
import {
  TRACK_BACKOFF_FACTOR,
  TRACK_JITTER,
  TRACK_MAX_INTERVAL_MS,
  TRACK_MAX_RETRY_AFTER_MS,
  TRACK_MIN_INTERVAL_MS,
  TRACK_REFERENCE_INTERVAL_MS,
} from "../../core/timing.ts";
export {
  TRACK_BACKOFF_FACTOR,
  TRACK_JITTER,
  TRACK_MAX_INTERVAL_MS,
  TRACK_MAX_RETRY_AFTER_MS,
  TRACK_MIN_INTERVAL_MS,
  TRACK_REFERENCE_INTERVAL_MS,
} from "../../core/timing.ts";

/** Input of {@link nextTrackPollAt}. */
export interface TrackPollContext {
  /** When the track started (its first request), on the `now` clock. */
  startedAt: number;
  /** Requests sent so far. */
  requests: number;
  /** When the track last saw a change of state (its start counts as one). */
  lastChangeAt: number;
  /** The current time. */
  now: number;
  /** A server's `Retry-After` on the last answer, in ms. @default undefined */
  retryAfterMs?: number | undefined;
  /** Source of jitter in [0, 1). @default Math.random */
  random?: (() => number) | undefined;
  /**
   * A learned plan's time for this request (the track's adaptive plan over recent delivery times). When given it
   * replaces the backoff (no jitter); `Retry-After` and the fixed-poll floor still apply. @default undefined
   */
  plannedAt?: number | undefined;
}

/**
 * The time of the next request.
 *
 * @param context what the track has seen; see {@link TrackPollContext}
 * @returns an absolute time on the `now` clock, never before `startedAt + requests * 2000` (also with `plannedAt`)
 * @example A Retry-After pushes the next poll back
 * ```ts
 * import assert from "node:assert/strict";
 * import { nextTrackPollAt } from "./track_schedule.ts";
 * const at = nextTrackPollAt({ startedAt: 0, requests: 1, lastChangeAt: 0, now: 5_000, retryAfterMs: 7_000 });
 * assert.ok(at >= 12_000);
 * ```
 */
export function nextTrackPollAt(context: TrackPollContext): number {
  const random = context.random ?? Math.random;
  const quiet = Math.max(0, context.now - context.lastChangeAt);
  const base = Math.min(TRACK_MAX_INTERVAL_MS, Math.max(TRACK_MIN_INTERVAL_MS, quiet * TRACK_BACKOFF_FACTOR));
  const r = random();
  const jitter = 1 + TRACK_JITTER * (2 * (Number.isFinite(r) ? Math.min(1, Math.max(0, r)) : 0.5) - 1);
  const planned = context.plannedAt;
  let at = planned !== undefined && Number.isFinite(planned)
    ? Math.max(context.now, planned)
    : context.now + base * jitter;
  const retryAfter = context.retryAfterMs;
  if (retryAfter !== undefined && Number.isFinite(retryAfter) && retryAfter > 0) {
    at = Math.max(at, context.now + Math.min(retryAfter, TRACK_MAX_RETRY_AFTER_MS));
  }
  return Math.max(at, context.startedAt + context.requests * TRACK_REFERENCE_INTERVAL_MS);
}
