/**
 * What `swaps.track` learns from the status transitions it sees, and where it places its delivery polls.
 *
 * A track sees milestones in a fixed order: the solver's `solved`, then the fill packet's `validating` and
 * `executing`, then `executed` (delivered). Each poll brackets them: a milestone was reached after the last poll
 * that saw an earlier state and by the first poll that saw it (or a later one). For every finished track the
 * learner keeps, per milestone, the ratio of the delivery time to the milestone's time (both from the track's
 * start). On slow chains every leg is slow together, so the ratios are tight even when the delivery times spread
 * over a decade; when they are not, the ratios spread and the bounds they give are loose, and the schedule falls
 * back to the unconditional plan. Nothing is tuned per profile: the bounds come from the last
 * {@link DEFAULT_TRACK_MILESTONE_WINDOW} tracks.
 *
 * @example Three tracks whose delivery came at 3x the solve time bound the next one once it is solved
 * ```ts
 * import assert from "node:assert/strict";
 * import { deliveryBounds, TrackMilestoneLearner } from "./track_schedule.ts";
 * const learner = new TrackMilestoneLearner();
 * for (const solvedAt of [1_000, 2_000, 4_000]) {
 *   learner.record({
 *     observations: [{ atMs: solvedAt - 50, state: "unsolved" }, { atMs: solvedAt + 50, state: "solved" }],
 *     deliveredLowMs: 3 * solvedAt - 50,
 *     deliveredHighMs: 3 * solvedAt + 50,
 *   });
 * }
 * const seen = [{ atMs: 2_950, state: "unsolved" as const }, { atMs: 3_050, state: "solved" as const }];
 * const b = deliveryBounds(learner, seen);
 * assert.ok(b.lowMs > 8_400 && b.highMs < 9_600, `${b.lowMs}..${b.highMs}`);
 * ```
 *
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
  DEFAULT_RELAY_POLL_MAX_SLEEP_MS,
  DEFAULT_RELAY_POLL_MIN_SLEEP_MS,
  DEFAULT_TRACK_MILESTONE_WINDOW,
  TRACK_BACKOFF_FACTOR,
  TRACK_JITTER,
  TRACK_MAX_INTERVAL_MS,
  TRACK_MAX_RETRY_AFTER_MS,
  TRACK_MAX_STEPS_TO_HIGH,
  TRACK_MILESTONE_MIN_SAMPLES,
  TRACK_MILESTONE_SLACK,
  TRACK_MIN_INTERVAL_MS,
  TRACK_REFERENCE_INTERVAL_MS,
  TRACK_RELAY_BURST,
} from "../../core/timing.ts";
export {
  DEFAULT_TRACK_MILESTONE_WINDOW,
  TRACK_MAX_STEPS_TO_HIGH,
  TRACK_MILESTONE_MIN_SAMPLES,
  TRACK_MILESTONE_SLACK,
  TRACK_RELAY_BURST,
} from "../../core/timing.ts";
export {
  TRACK_BACKOFF_FACTOR,
  TRACK_JITTER,
  TRACK_MAX_INTERVAL_MS,
  TRACK_MAX_RETRY_AFTER_MS,
  TRACK_MIN_INTERVAL_MS,
  TRACK_REFERENCE_INTERVAL_MS,
} from "../../core/timing.ts";

/** What one poll of a track saw, in milestone order. */
export type TrackState = "unsolved" | "solved" | "pending" | "validating" | "executing" | "executed";

/** The milestones whose times predict the delivery. */
export type TrackMilestone = "solved" | "validating" | "executing";

/** One poll of a track: when (ms since the track started) and what it saw. */
export interface TrackObservation {
  /** When the poll answered, ms since the track started. */
  atMs: number;
  /** The state it saw. */
  state: TrackState;
}

/** One finished track. */
export interface TrackHistory {
  /** Every poll of the track, in time order (the one that saw `executed` may be left out). */
  observations: readonly TrackObservation[];
  /** Last time the fill packet was seen not executed (ms since the start). */
  deliveredLowMs: number;
  /** Time the poll saw it executed (ms since the start). */
  deliveredHighMs: number;
}

/** One track's ratio: its bracket midpoints' ratio and the interval its brackets allow. */
interface RatioSample {
  mid: number;
  low: number;
  high: number;
}

const MILESTONES: readonly TrackMilestone[] = ["solved", "validating", "executing"];
const RANK: Record<TrackState, number> = {
  unsolved: 0,
  solved: 1,
  pending: 1,
  validating: 2,
  executing: 3,
  executed: 4,
};
const MILESTONE_RANK: Record<TrackMilestone, number> = { solved: 1, validating: 2, executing: 3 };

/** Latest poll that proves the packet was not delivered yet (a solve alone proves nothing about the packet). */
function notDeliveredBy(observations: readonly TrackObservation[]): number {
  let t = 0;
  for (const o of observations) if (o.state !== "executed" && o.state !== "solved") t = Math.max(t, o.atMs);
  return t;
}

/**
 * When a milestone was reached, from a track's polls: after `lowMs` (the last poll that saw a state before it, 0
 * when none; a status poll that saw the solve shows the packet in no phase) and by `highMs` (the first poll that saw it or later; `undefined` while not reached).
 *
 * @param observations the polls, in time order
 * @param milestone the milestone
 * @returns the bracket
 * @example Validating seen at the third poll
 * ```ts
 * import assert from "node:assert/strict";
 * import { milestoneBracket } from "./track_schedule.ts";
 * const b = milestoneBracket([
 *   { atMs: 100, state: "unsolved" }, { atMs: 900, state: "pending" }, { atMs: 1_500, state: "validating" },
 * ], "validating");
 * assert.deepEqual(b, { lowMs: 900, highMs: 1_500 });
 * ```
 */
export function milestoneBracket(
  observations: readonly TrackObservation[],
  milestone: TrackMilestone,
): { lowMs: number; highMs: number | undefined } {
  const rank = MILESTONE_RANK[milestone];
  let lowMs = 0;
  for (const o of observations) {
    if (RANK[o.state] >= rank) return { lowMs, highMs: o.atMs };
    // a status poll that saw the solve says nothing about the packet's phase
    if (o.state !== "solved") lowMs = Math.max(lowMs, o.atMs);
  }
  return { lowMs, highMs: undefined };
}

/** Learns, per milestone, delivery time ÷ milestone time from finished tracks. */
export class TrackMilestoneLearner {
  readonly #window: number;
  readonly #ratios: Record<TrackMilestone, RatioSample[]> = { solved: [], validating: [], executing: [] };
  readonly #solvedAt: number[] = [];
  #size = 0;

  /**
   * Creates an empty learner.
   *
   * @param options `window`: tracks remembered per milestone (@default 32)
   * @example Empty at first
   * ```ts
   * import assert from "node:assert/strict";
   * import { TrackMilestoneLearner } from "./track_schedule.ts";
   * assert.equal(new TrackMilestoneLearner().size, 0);
   * ```
   */
  constructor(options: { window?: number | undefined } = {}) {
    const w = options.window;
    this.#window = typeof w === "number" && Number.isInteger(w) && w > 0 ? w : DEFAULT_TRACK_MILESTONE_WINDOW;
  }

  /** Tracks recorded (ever). */
  get size(): number {
    return this.#size;
  }

  /**
   * Records a finished track; one with a non-finite, negative or inverted delivery bracket is ignored.
   *
   * @param track its polls and its delivery bracket
   * @example A track whose polls never saw the solve carries no ratio for it
   * ```ts
   * import assert from "node:assert/strict";
   * import { TrackMilestoneLearner } from "./track_schedule.ts";
   * const l = new TrackMilestoneLearner();
   * l.record({ observations: [{ atMs: 10, state: "solved" }], deliveredLowMs: 50, deliveredHighMs: 70 });
   * assert.deepEqual(l.ratios("solved"), [12]);
   * assert.deepEqual(l.ratios("executing"), []);
   * ```
   */
  record(track: TrackHistory): void {
    const { deliveredHighMs: hi } = track;
    const lo = Math.max(track.deliveredLowMs, notDeliveredBy(track.observations));
    if (!Number.isFinite(lo) || !Number.isFinite(hi) || lo < 0 || hi < lo) return;
    const delivered = (lo + hi) / 2;
    this.#size++;
    for (const m of MILESTONES) {
      const b = milestoneBracket(track.observations, m);
      if (b.highMs === undefined) continue;
      const at = (b.lowMs + b.highMs) / 2;
      if (m === "solved" && at > 0) {
        this.#solvedAt.push(at);
        if (this.#solvedAt.length > this.#window) this.#solvedAt.shift();
      }
      if (!(at > 0) || at > delivered) continue;
      const list = this.#ratios[m];
      // the true ratio of this track lies in [lo / milestone high, hi / milestone low]
      list.push({ mid: delivered / at, low: lo / b.highMs, high: b.lowMs > 0 ? hi / b.lowMs : Infinity });
      if (list.length > this.#window) list.shift();
    }
  }

  /**
   * The remembered solve times (ms from the track's start to the middle of the solve's bracket), oldest first.
   *
   * @returns the times (a copy)
   * @example
   * ```ts
   * import assert from "node:assert/strict";
   * import { TrackMilestoneLearner } from "./track_schedule.ts";
   * const l = new TrackMilestoneLearner();
   * l.record({
   *   observations: [{ atMs: 100, state: "unsolved" }, { atMs: 300, state: "solved" }],
   *   deliveredLowMs: 900,
   *   deliveredHighMs: 1_000,
   * });
   * assert.deepEqual(l.solvedTimes(), [200]);
   * ```
   */
  solvedTimes(): number[] {
    return [...this.#solvedAt];
  }

  /**
   * The remembered ratios (delivery time ÷ milestone time) of a milestone, oldest first (a copy).
   *
   * @param milestone the milestone
   * @returns the ratios
   * @example
   * ```ts
   * import assert from "node:assert/strict";
   * import { TrackMilestoneLearner } from "./track_schedule.ts";
   * assert.deepEqual(new TrackMilestoneLearner().ratios("validating"), []);
   * ```
   */
  ratios(milestone: TrackMilestone): number[] {
    return this.#ratios[milestone].map((r) => r.mid);
  }

  /**
   * The range the ratio of a milestone is taken to lie in, or `undefined` before
   * {@link TRACK_MILESTONE_MIN_SAMPLES} tracks carried it. Each remembered track puts its own ratio in an
   * interval (its brackets' ends); when one ratio fits every remembered track (the intervals intersect) the range
   * is that intersection, which narrows with every track; otherwise the ratio varies from track to track and the
   * range spans the remembered midpoints. Either way widened by {@link TRACK_MILESTONE_SLACK} on each side.
   *
   * @param milestone the milestone
   * @returns `{ low, high }` or `undefined`
   * @example Three tracks whose ratio is 3 give a range around 3
   * ```ts
   * import assert from "node:assert/strict";
   * import { TrackMilestoneLearner } from "./track_schedule.ts";
   * const l = new TrackMilestoneLearner();
   * for (const [lo, hi] of [[900, 1_100], [1_400, 2_000], [2_900, 3_050]]) {
   *   l.record({
   *     observations: [{ atMs: lo, state: "unsolved" }, { atMs: hi, state: "solved" }],
   *     deliveredLowMs: 3 * hi - 100,
   *     deliveredHighMs: 3 * hi + 100,
   *   });
   * }
   * const r = l.ratioRange("solved")!;
   * assert.ok(r.low > 2.8 && r.low < 3 && r.high > 3 && r.high < 3.3, `${r.low}..${r.high}`);
   * ```
   */
  ratioRange(milestone: TrackMilestone): { low: number; high: number } | undefined {
    const list = this.#ratios[milestone];
    if (list.length < TRACK_MILESTONE_MIN_SAMPLES) return undefined;
    let low = -Infinity, high = Infinity;
    for (const r of list) {
      low = Math.max(low, r.low);
      high = Math.min(high, r.high);
    }
    if (!(low <= high)) {
      low = Math.min(...list.map((r) => r.mid));
      high = Math.max(...list.map((r) => r.mid));
    }
    return { low: low * (1 - TRACK_MILESTONE_SLACK), high: high * (1 + TRACK_MILESTONE_SLACK) };
  }
}

/**
 * Bounds on the delivery time (ms since the track started) from the polls so far and the learned ratios: a
 * milestone reached in `[lo, hi]` puts the delivery in `[lo x min ratio, hi x max ratio]`, one not reached by `t`
 * puts it after `t x min ratio`, and every poll that did not see it executed puts it after that poll.
 * `highMs` is `Infinity` when nothing bounds it (or when the bounds contradict each other: the learned ratios do
 * not hold for this track).
 *
 * @param learner the learned ratios
 * @param observations the polls so far, in time order
 * @returns `{ lowMs, highMs }`
 * @example Before anything is learned only the polls bound it
 * ```ts
 * import assert from "node:assert/strict";
 * import { deliveryBounds, TrackMilestoneLearner } from "./track_schedule.ts";
 * const b = deliveryBounds(new TrackMilestoneLearner(), [{ atMs: 4_000, state: "executing" }]);
 * assert.deepEqual(b, { lowMs: 4_000, highMs: Infinity });
 * ```
 */
export function deliveryBounds(
  learner: TrackMilestoneLearner,
  observations: readonly TrackObservation[],
): { lowMs: number; highMs: number } {
  let low = notDeliveredBy(observations);
  let high = Infinity;
  for (const m of MILESTONES) {
    const range = learner.ratioRange(m);
    if (range === undefined) continue;
    const { low: rLo, high: rHi } = range;
    const b = milestoneBracket(observations, m);
    low = Math.max(low, b.lowMs * rLo);
    if (b.highMs !== undefined) high = Math.min(high, b.highMs * rHi);
  }
  return high < low ? { lowMs: low, highMs: Infinity } : { lowMs: low, highMs: high };
}

/** Input of {@link nextDeliveryPollAt}. */
export interface DeliveryPollContext {
  /** Delivery bounds (ms since the start), see {@link deliveryBounds}. */
  bounds: { lowMs: number; highMs: number };
  /** Now, in ms since the start. */
  nowMs: number;
  /** Where the poll goes when the bounds are open (`highMs` infinite), ms since the start. */
  fallbackAtMs: number;
  /** Shortest sleep, in ms. @default 100 */
  minSleepMs?: number | undefined;
  /** Longest step past the lower bound, in ms. @default 2000 */
  maxSleepMs?: number | undefined;
  /** Polls placed between now and the upper bound while past the lower bound. @default 4 */
  stepsToHigh?: number | undefined;
}

/**
 * Where the next delivery poll goes (ms since the start). The delivery cannot come before the lower bound `L`, so
 * a poll before it is skipped: the next one goes at `L` when that is ahead (it sees a phase, which may move `L`
 * again). Past `L`, polls step towards the upper bound `U` in {@link DeliveryPollContext.stepsToHigh} steps
 * (denser as `U` nears), at most `maxSleep` apart, or at the fallback when that is sooner; with open bounds they
 * follow the fallback, at most `maxSleep` past `max(now, L)`. Never before `now + minSleep`, never after `U`.
 *
 * @param context bounds, now, fallback and sleep limits; see {@link DeliveryPollContext}
 * @returns the time of the next poll, ms since the start
 * @example Skip to the lower bound, then step towards the upper one
 * ```ts
 * import assert from "node:assert/strict";
 * import { nextDeliveryPollAt } from "./track_schedule.ts";
 * const late = Infinity; // the unconditional plan has nothing sooner
 * assert.equal(nextDeliveryPollAt({ bounds: { lowMs: 9_000, highMs: 12_000 }, nowMs: 4_000, fallbackAtMs: late }), 9_000);
 * assert.equal(nextDeliveryPollAt({ bounds: { lowMs: 9_000, highMs: 11_000 }, nowMs: 9_000, fallbackAtMs: late }), 9_500);
 * // past the lower bound, the unconditional plan's sooner poll wins
 * assert.equal(nextDeliveryPollAt({ bounds: { lowMs: 9_000, highMs: 11_000 }, nowMs: 9_000, fallbackAtMs: 9_200 }), 9_200);
 * assert.equal(nextDeliveryPollAt({ bounds: { lowMs: 0, highMs: Infinity }, nowMs: 100, fallbackAtMs: 900 }), 900);
 * ```
 */
export function nextDeliveryPollAt(context: DeliveryPollContext): number {
  const { bounds, nowMs } = context;
  const min = context.minSleepMs ?? DEFAULT_RELAY_POLL_MIN_SLEEP_MS;
  const max = Math.max(min, context.maxSleepMs ?? DEFAULT_RELAY_POLL_MAX_SLEEP_MS);
  const steps = Math.max(1, context.stepsToHigh ?? 4);
  if (!Number.isFinite(bounds.highMs)) {
    const at = Number.isFinite(context.fallbackAtMs) ? context.fallbackAtMs : nowMs + max;
    return Math.min(Math.max(nowMs, bounds.lowMs) + max, Math.max(nowMs + min, at));
  }
  if (bounds.lowMs > nowMs + min) return Math.min(bounds.lowMs, bounds.highMs);
  const step = Math.min(max, Math.max(min, (bounds.highMs - nowMs) / steps));
  const fallback = Number.isFinite(context.fallbackAtMs) ? context.fallbackAtMs : Infinity;
  return Math.max(nowMs + min, Math.min(bounds.highMs, nowMs + step, fallback));
}

/** Input of {@link nextTrackDeliveryPollAt}. */
export interface TrackDeliveryPollInput {
  /** What earlier tracks taught. */
  learner: TrackMilestoneLearner;
  /** This track's polls so far. */
  observations: readonly TrackObservation[];
  /** Requests this track made so far (status and relayer). */
  requestsMade: number;
  /** Now, ms since the track started. */
  nowMs: number;
  /** Where the unconditional plan would poll, ms since the start. */
  fallbackAtMs: number;
  /** Whether this is the first relayer poll (it may go at once). */
  first: boolean;
}

/**
 * The time of a track's next relayer poll (ms since its start): {@link nextDeliveryPollAt} on the bounds the
 * learned milestones give, spending on the steps towards the upper bound what is left of the fixed poll's
 * budget, and never before the budget's floor (`(requestsMade - 1 - TRACK_RELAY_BURST) x 2000`).
 *
 * @param input the learner, the polls so far, the request count, now and the fallback
 * @returns the time of the next poll, ms since the start
 * @example Cold, it follows the fallback; the floor holds it back after many requests
 * ```ts
 * import assert from "node:assert/strict";
 * import { nextTrackDeliveryPollAt, TrackMilestoneLearner } from "./track_schedule.ts";
 * const learner = new TrackMilestoneLearner();
 * const base = { learner, observations: [], nowMs: 1_000, fallbackAtMs: 1_500, first: false };
 * assert.equal(nextTrackDeliveryPollAt({ ...base, requestsMade: 2 }), 1_500);
 * assert.equal(nextTrackDeliveryPollAt({ ...base, requestsMade: 9 }), 10_000);
 * ```
 */
export function nextTrackDeliveryPollAt(input: TrackDeliveryPollInput): number {
  const bounds = deliveryBounds(input.learner, input.observations);
  const floor = (input.requestsMade - 1 - TRACK_RELAY_BURST) * TRACK_REFERENCE_INTERVAL_MS;
  const left = Math.floor(bounds.highMs / TRACK_REFERENCE_INTERVAL_MS) + 1 + TRACK_RELAY_BURST -
    input.requestsMade;
  const at = nextDeliveryPollAt({
    bounds,
    nowMs: input.nowMs,
    fallbackAtMs: input.fallbackAtMs,
    minSleepMs: input.first ? 0 : undefined,
    stepsToHigh: Math.min(TRACK_MAX_STEPS_TO_HIGH, Math.max(1, left)),
  });
  return Math.max(at, floor, input.nowMs);
}

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
