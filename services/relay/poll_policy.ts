/**
 * `PollPolicy`: the one object of a client that learns how long this deployment's operations take, and so where
 * their polls go. `ServiceDeps.poll` holds it; every learner the polling loops read or feed is a member here,
 * never a loose field of the dependencies:
 *
 * - `relay`: the client relay path's durations (submission to the packet `executed`), read by the adaptive relay
 *   schedule (below, fed by `relay_client.ts`);
 * - `track`: `swaps.track`'s delivery times (its start to the fill's packet executed), read by its adaptive plan;
 * - `swap`: `swaps.swap`'s durations (the call to the hub tx executed), with `track` what a quote's
 *   `estimatedDeliveryMs` is made of (`services/swaps/eta.ts`);
 * - `milestones`: what `swaps.track` learned from status transitions (`services/relay/track_schedule.ts`); made
 *   by the first `track` (`learnMilestones`), so its code loads with the track's, off a swap page
 *   (docs/browser.md#size).
 *
 * Every schedule is reached through the policy too, so a client's polling is decided in one place:
 * `relaySchedule()` is the schedule of each client relay wait (default: the adaptive schedule over `relay`,
 * below) and `nextTrackPollAt(context)` the time of `swaps.track`'s next
 * solver poll (default: `services/relay/track_schedule.ts`). Both are pure functions of the learners and the
 * elapsed time; their constants are the table of `core/timing.ts`. Pass your own policy as
 * `new XSwap({ pollPolicy: createPollPolicy({ ... }) })` (`@xswap/client/deps`) to change them.
 *
 * @example A fresh policy has learned nothing
 * ```ts
 * import assert from "node:assert/strict";
 * import { createPollPolicy } from "./poll_policy.ts";
 * const poll = createPollPolicy();
 * assert.equal(poll.relay.size + poll.track.size + poll.swap.size, 0);
 * assert.equal(poll.milestones, undefined);
 * ```
 *
 * The polling schedule of relay waits: how long to sleep before the first `get_transaction_packets` poll and
 * after each one, as a pure function of how the wait started, how long it has run and what the last poll saw.
 *
 * @example The default waits after a fresh submit, then polls fast once the packet is executing
 * ```ts
 * import assert from "node:assert/strict";
 * import { defaultRelayPollSchedule } from "./poll_policy.ts";
 * const before = { attempt: 0, elapsedMs: 0, observation: "none", streak: 0 } as const;
 * assert.equal(defaultRelayPollSchedule({ ...before, origin: "submit" }), 1400);
 * assert.equal(defaultRelayPollSchedule({ ...before, origin: "wait" }), 0);
 * assert.equal(
 *   defaultRelayPollSchedule({ attempt: 1, elapsedMs: 1400, observation: "executing", streak: 1, origin: "submit" }),
 *   350,
 * );
 * ```
 *
 * `RelayLatencyEstimator`: remembers how long recent relays took (submission to `executed`), so the adaptive
 * poll schedule (`createAdaptiveRelayPollSchedule` below) can poll where this deployment's relays actually finish instead of
 * where one profile was tuned. The entry object keeps one per client; a standalone `relayTxAndWaitPacket` call
 * uses one only when it is passed.
 *
 * @example Learn from two relays
 * ```ts
 * import assert from "node:assert/strict";
 * import { RelayLatencyEstimator } from "./poll_policy.ts";
 * const estimator = new RelayLatencyEstimator();
 * estimator.record({ lowMs: 200, highMs: 400 });
 * estimator.record({ lowMs: 0, highMs: 600 });
 * assert.deepEqual(estimator.samples(), [300, 300]);
 * ```
 *
 * An adaptive relay poll schedule: it learns how long this deployment's relays take (a
 * {@link RelayLatencyEstimator} of recent relays) and polls where they are likely to finish, spending about as
 * many polls as a fixed 2 s loop would on the same relays. Until the estimator has seen
 * {@link ADAPTIVE_RELAY_MIN_SAMPLES} relays it polls once right after a fresh submit (as the platform's loop
 * does: an instant relayer has the packet executed already) and then exactly as {@link defaultRelayPollSchedule}.
 *
 * @example Cold, it looks at once and then as the default schedule; warm, it polls where the learned relays finish
 * ```ts
 * import assert from "node:assert/strict";
 * import { createAdaptiveRelayPollSchedule } from "./poll_policy.ts";
 * import { RelayLatencyEstimator } from "./poll_policy.ts";
 * const estimator = new RelayLatencyEstimator();
 * const schedule = createAdaptiveRelayPollSchedule(estimator);
 * const first = { attempt: 0, elapsedMs: 0, observation: "none", streak: 0, origin: "submit" } as const;
 * assert.equal(schedule(first), 0);
 * assert.equal(schedule({ ...first, attempt: 1, elapsedMs: 3, observation: "pending", streak: 1 }), 1397);
 * for (const ms of [280, 300, 320, 310, 290]) estimator.record({ lowMs: ms, highMs: ms });
 * assert.ok(schedule(first) < 400);
 * ```
 * @module
 */
import {
  ADAPTIVE_RELAY_AT_ONCE_MS,
  ADAPTIVE_RELAY_IN_FLIGHT_QUANTILE,
  ADAPTIVE_RELAY_MIN_SAMPLES,
  ADAPTIVE_RELAY_MIN_SIGMA,
  ADAPTIVE_RELAY_POLL_BUDGET_SHARE,
  ADAPTIVE_RELAY_REFERENCE_INTERVAL_MS,
  DEFAULT_RELAY_ASSUMED_AGE_MS,
  DEFAULT_RELAY_FIRST_POLL_AFTER_SUBMIT_MS,
  DEFAULT_RELAY_LATENCY_WINDOW,
  DEFAULT_RELAY_POLL_AGE_FACTORS,
  DEFAULT_RELAY_POLL_MAX_SLEEP_MS,
  DEFAULT_RELAY_POLL_MIN_SLEEP_MS,
  DEFAULT_RELAY_POLL_UNSEEN_SLEEP_MS,
  RELAY_LATENCY_ALIGN_MARGIN_MS,
} from "../../core/timing.ts";
import type { PacketStatus } from "../../core/schemas/relayer.ts";
export {
  DEFAULT_RELAY_ASSUMED_AGE_MS,
  DEFAULT_RELAY_FIRST_POLL_AFTER_SUBMIT_MS,
  DEFAULT_RELAY_POLL_AGE_FACTORS,
  DEFAULT_RELAY_POLL_MAX_SLEEP_MS,
  DEFAULT_RELAY_POLL_MIN_SLEEP_MS,
  DEFAULT_RELAY_POLL_UNSEEN_SLEEP_MS,
  RELAY_LATENCY_ALIGN_MARGIN_MS,
} from "../../core/timing.ts";
export { DEFAULT_RELAY_LATENCY_WINDOW } from "../../core/timing.ts";
export {
  ADAPTIVE_RELAY_AT_ONCE_MS,
  ADAPTIVE_RELAY_IN_FLIGHT_QUANTILE,
  ADAPTIVE_RELAY_MIN_SAMPLES,
  ADAPTIVE_RELAY_MIN_SIGMA,
  ADAPTIVE_RELAY_POLL_BUDGET_SHARE,
  ADAPTIVE_RELAY_REFERENCE_INTERVAL_MS,
} from "../../core/timing.ts";
import type { TrackMilestoneLearner, TrackPollContext } from "./track_schedule.ts";

/**
 * What one poll saw: the status of the matching packet, `not_found` (404, `success: false`, no packet whose
 * `src_tx_hash` matches) or `error` (a transient failure: network error, per-request timeout, 408/429/5xx).
 */
export type RelayPollObservation = PacketStatus | "not_found" | "error";

/**
 * How a wait started: `submit` when it follows a fresh successful submission (`relayTxAndWaitPacket`: the packet
 * was just created, so its age is the wait's elapsed time); `wait` for a plain wait on a transaction submitted
 * earlier (`waitUntilIntentExecuted`, `getSolvedIntentPacket`: the packet's age is unknown).
 */
export type RelayWaitOrigin = "submit" | "wait";

/** The in-flight statuses whose sleep is proportional to the relay's age. */
export type RelayInFlightStatus = Exclude<PacketStatus, "executed">;

/** Input of a {@link RelayPollSchedule}. */
export interface RelayPollContext {
  /** Number of polls made so far: 0 when asked for the sleep before the first poll, 1 after the first. */
  attempt: number;
  /** Time since the wait started (for `relayTxAndWaitPacket`: since the call, submission included), in ms. */
  elapsedMs: number;
  /** What the last poll saw; `none` before the first poll. */
  observation: RelayPollObservation | "none";
  /** How many polls in a row (the last included) saw this same observation; 1 right after a change, 0 before the first poll. */
  streak: number;
  /** Whether the wait follows a fresh successful submit (`submit`) or is a plain wait (`wait`). */
  origin: RelayWaitOrigin;
}

/**
 * Returns the sleep in ms before the next poll (with `attempt` 0: before the first one). The wait never sleeps
 * past its deadline, whatever this returns; a throwing or non-finite schedule falls back to the default.
 */
export type RelayPollSchedule = (context: RelayPollContext) => number;

/** Options of {@link createRelayPollSchedule}. */
export interface RelayPollScheduleOptions {
  /** Sleep before the first poll after a fresh successful submit. @default 1400 */
  firstPollAfterSubmitMs?: number | undefined;
  /** Age a plain wait assumes its packet had when the wait started. @default 1400 */
  assumedAgeMs?: number | undefined;
  /** Sleep per in-flight status as a fraction of the age (merged over the defaults). @default DEFAULT_RELAY_POLL_AGE_FACTORS */
  ageFactors?: Partial<Record<RelayInFlightStatus, number>> | undefined;
  /** Lower bound of an age-proportional sleep. @default 100 */
  minSleepMs?: number | undefined;
  /** Upper bound of an age-proportional sleep. @default 2000 */
  maxSleepMs?: number | undefined;
  /** Sleep after `not_found` or a transient `error`. @default 3000 */
  unseenSleepMs?: number | undefined;
  /**
   * Typical time from submission to `executed` on this deployment. When set, the first poll after a fresh
   * submit, and every later poll before it that did not see `executing`, land
   * {@link RELAY_LATENCY_ALIGN_MARGIN_MS} after it, so a relay of the usual length is seen with one request.
   * @default undefined (no alignment)
   */
  expectedLatencyMs?: number | undefined;
}

function nonNegative(value: number | undefined, fallback: number): number {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : fallback;
}

/**
 * Builds an age-aware schedule. The relay's age is the wait's elapsed time after a fresh submit, and elapsed +
 * `assumedAgeMs` on a plain wait. With the defaults:
 *
 * | when | sleep |
 * |---|---|
 * | before the first poll, after a fresh submit (`origin: "submit"`) | 1400 ms |
 * | before the first poll, plain wait (`origin: "wait"`) | 0 (poll at once) |
 * | after `pending` or `validating` | 1 x age, within 100 ms - 2 s (rounded to the ms) |
 * | after `executing` (the hub tx is in flight) | 0.25 x age, within 100 ms - 2 s |
 * | after `not_found` (not indexed yet) or `error` (transient failure) | 3000 ms |
 *
 * Why: the reference polls right after its submit and then every 2 s whatever it sees, so its detection lag is
 * uniform in [0, 2 s]. A poll right after a fresh submit can only see `pending` (the packet was just created),
 * so it is skipped. After that, the time a relay has already taken predicts what is left (a relay seen
 * `executing` after t ms is done soon; one still `pending` after t ms has about as far to go), so the sleep is
 * a fraction of the age: polls bunch where `executed` is likely and thin out on slow relays. A plain wait does
 * not know the packet's age: it polls at once (the packet may be done) and counts the age from
 * `assumedAgeMs`. Against the simulator's default relay profile (executed 1.5 s after submission, scaled by a
 * log-normal factor of median 1 and sigma 0.5) this detects `executed` about 0.35x as late as the reference
 * with about 0.9x its relayer requests; the timeout overrun stays bounded because the wait never sleeps past
 * its deadline. Its fixed 1.4 s first poll suits that profile only: on much faster or slower relayers, waits
 * that can learn (the client's, through a `RelayLatencyEstimator`) use `createAdaptiveRelayPollSchedule`, which
 * starts as this schedule and then polls where the learned relays finish (`bench/RESULTS.md`, four profiles).
 *
 * @param options first-poll delay, assumed age, age factors, sleep bounds, unseen sleep and expected latency
 * @returns a {@link RelayPollSchedule}
 * @example Align to a 1.5 s relay
 * ```ts
 * import assert from "node:assert/strict";
 * import { createRelayPollSchedule } from "./poll_policy.ts";
 * const schedule = createRelayPollSchedule({ expectedLatencyMs: 1500 });
 * assert.equal(schedule({ attempt: 0, elapsedMs: 2, observation: "none", streak: 0, origin: "submit" }), 1523);
 * assert.equal(schedule({ attempt: 1, elapsedMs: 2, observation: "pending", streak: 1, origin: "wait" }), 1523);
 * ```
 */
export function createRelayPollSchedule(options: RelayPollScheduleOptions = {}): RelayPollSchedule {
  const factors = { ...DEFAULT_RELAY_POLL_AGE_FACTORS };
  for (const [k, v] of Object.entries(options.ageFactors ?? {})) {
    if (k in factors) factors[k as RelayInFlightStatus] = nonNegative(v, factors[k as RelayInFlightStatus]);
  }
  const firstAfterSubmit = nonNegative(
    options.firstPollAfterSubmitMs,
    DEFAULT_RELAY_FIRST_POLL_AFTER_SUBMIT_MS,
  );
  const assumedAge = nonNegative(options.assumedAgeMs, DEFAULT_RELAY_ASSUMED_AGE_MS);
  const min = nonNegative(options.minSleepMs, DEFAULT_RELAY_POLL_MIN_SLEEP_MS);
  const max = Math.max(min, nonNegative(options.maxSleepMs, DEFAULT_RELAY_POLL_MAX_SLEEP_MS));
  const unseen = nonNegative(options.unseenSleepMs, DEFAULT_RELAY_POLL_UNSEEN_SLEEP_MS);
  const expected = options.expectedLatencyMs;
  return (context: RelayPollContext): number => {
    const { observation, elapsedMs, origin } = context;
    const aligned = expected !== undefined && observation !== "executing" && elapsedMs < expected;
    if (observation === "none") {
      if (origin !== "submit") return 0;
      return aligned ? expected - elapsedMs + RELAY_LATENCY_ALIGN_MARGIN_MS : firstAfterSubmit;
    }
    if (aligned) return expected - elapsedMs + RELAY_LATENCY_ALIGN_MARGIN_MS;
    if (observation === "executed") return 0;
    if (observation === "not_found" || observation === "error") return unseen;
    const age = Math.max(0, elapsedMs) + (origin === "submit" ? 0 : assumedAge);
    return Math.round(Math.min(max, Math.max(min, factors[observation] * age)));
  };
}

/**
 * The default schedule: {@link createRelayPollSchedule} with its defaults (no latency alignment).
 *
 * @param context how the wait started, its elapsed time and the last poll's observation
 * @returns the sleep in ms
 * @example Sleeps grow with the age while the packet stays pending
 * ```ts
 * import assert from "node:assert/strict";
 * import { defaultRelayPollSchedule } from "./poll_policy.ts";
 * const sleeps = [1400, 2800, 4800].map((elapsedMs, i) =>
 *   defaultRelayPollSchedule({ attempt: i + 1, elapsedMs, observation: "pending", streak: i + 1, origin: "submit" })
 * );
 * assert.equal(sleeps.join(), "1400,2000,2000");
 * ```
 */
export const defaultRelayPollSchedule: RelayPollSchedule = createRelayPollSchedule();

/** When one relay finished: after the last poll that saw it in flight (`lowMs`), by the poll that saw it done. */
export interface RelayLatencyBracket {
  /** Elapsed ms since the submission at the last poll that did not see `executed` (0 when none). */
  lowMs: number;
  /** Elapsed ms since the submission at the poll that saw `executed`. */
  highMs: number;
  /** Elapsed ms at the last poll that saw the packet `pending` or `validating` (before `executing`). @default undefined */
  inFlightMs?: number | undefined;
}

/** Options of {@link RelayLatencyEstimator}. */
export interface RelayLatencyEstimatorOptions {
  /** Recent relays remembered (older ones are forgotten first). @default 32 */
  window?: number | undefined;
}

/**
 * A bounded window of recent relay durations. Each relay is known only within a bracket (it finished between two
 * polls); the estimate kept is the bracket's midpoint, which converges as the schedule's brackets narrow.
 */
export class RelayLatencyEstimator {
  readonly #window: number;
  readonly #values: number[] = [];
  readonly #ratios: (number | undefined)[] = [];

  /**
   * Creates an empty estimator.
   *
   * @param options the window size
   * @example A window of two forgets the oldest relay
   * ```ts
   * import assert from "node:assert/strict";
   * import { RelayLatencyEstimator } from "./poll_policy.ts";
   * const e = new RelayLatencyEstimator({ window: 2 });
   * for (const ms of [100, 200, 300]) e.record({ lowMs: ms, highMs: ms });
   * assert.deepEqual(e.samples(), [200, 300]);
   * ```
   */
  constructor(options: RelayLatencyEstimatorOptions = {}) {
    const w = options.window;
    this.#window = typeof w === "number" && Number.isInteger(w) && w > 0 ? w : DEFAULT_RELAY_LATENCY_WINDOW;
  }

  /**
   * Records one finished relay; brackets that are not finite, negative or inverted are ignored.
   *
   * @param bracket when it finished
   * @example An inverted bracket is ignored
   * ```ts
   * import assert from "node:assert/strict";
   * import { RelayLatencyEstimator } from "./poll_policy.ts";
   * const e = new RelayLatencyEstimator();
   * e.record({ lowMs: 500, highMs: 100 });
   * assert.equal(e.size, 0);
   * ```
   */
  record(bracket: RelayLatencyBracket): void {
    const { lowMs, highMs } = bracket;
    if (!Number.isFinite(lowMs) || !Number.isFinite(highMs) || lowMs < 0 || highMs < lowMs) return;
    const duration = (lowMs + highMs) / 2;
    const inFlight = bracket.inFlightMs;
    this.#values.push(duration);
    this.#ratios.push(
      typeof inFlight === "number" && Number.isFinite(inFlight) && inFlight > 0 && inFlight <= lowMs
        ? duration / inFlight
        : undefined,
    );
    if (this.#values.length > this.#window) {
      this.#values.shift();
      this.#ratios.shift();
    }
  }

  /**
   * For the remembered relays seen `pending`/`validating` at some poll: duration ÷ elapsed time of the last such
   * poll, oldest first. A low quantile of these says how much longer a relay still in flight at `t` lasts at
   * least.
   *
   * @returns the ratios
   * @example A relay still validating at 2 s that finished at 4 s
   * ```ts
   * import assert from "node:assert/strict";
   * import { RelayLatencyEstimator } from "./poll_policy.ts";
   * const e = new RelayLatencyEstimator();
   * e.record({ lowMs: 3_900, highMs: 4_100, inFlightMs: 2_000 });
   * assert.deepEqual(e.inFlightRatios(), [2]);
   * ```
   */
  inFlightRatios(): number[] {
    return this.#ratios.filter((r): r is number => r !== undefined);
  }

  /** Relays remembered. */
  get size(): number {
    return this.#values.length;
  }

  /**
   * The remembered durations in ms, oldest first (a copy).
   *
   * @returns the durations
   * @example Empty at first
   * ```ts
   * import assert from "node:assert/strict";
   * import { RelayLatencyEstimator } from "./poll_policy.ts";
   * assert.deepEqual(new RelayLatencyEstimator().samples(), []);
   * ```
   */
  samples(): number[] {
    return [...this.#values];
  }
}

function lowQuantile(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(ADAPTIVE_RELAY_IN_FLIGHT_QUANTILE * (sorted.length - 1))];
}

/** Options of {@link createAdaptiveRelayPollSchedule}. */
export interface AdaptiveRelayPollScheduleOptions {
  /** Schedule used while the estimator is cold, on plain waits and after `not_found`/`error`. @default defaultRelayPollSchedule */
  fallback?: RelayPollSchedule | undefined;
  /** Share of the reference's fixed-loop requests (on the learned relays) to plan for. @default 0.95 */
  budgetShare?: number | undefined;
  /** Shortest sleep between polls, in ms. @default 100 */
  minSleepMs?: number | undefined;
  /** Longest sleep between polls, in ms. @default 2000 */
  maxSleepMs?: number | undefined;
}

/** A log-normal fit of relay durations plus the per-poll completion share that meets the poll budget. */
export interface RelayLatencyPlan {
  /** Mean of the log durations. */
  mu: number;
  /** Standard deviation of the log durations (at least {@link ADAPTIVE_RELAY_MIN_SIGMA}). */
  sigma: number;
  /** Share of the still-running relays each poll is placed to catch (0-1). */
  hazard: number;
}

/** Standard normal CDF (Abramowitz-Stegun 7.1.26 erf, |error| < 1.5e-7). */
function normCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** Inverse standard normal CDF (Acklam's rational approximation, relative error < 1.2e-9). */
function normInv(p: number): number {
  const q0 = Math.min(1 - 1e-12, Math.max(1e-12, p));
  const a = [
    -39.69683028665376,
    220.9460984245205,
    -275.9285104469687,
    138.357751867269,
    -30.66479806614716,
    2.506628277459239,
  ];
  const b = [
    -54.47609879822406,
    161.5858368580409,
    -155.6989798598866,
    66.80131188771972,
    -13.28068155288572,
  ];
  const c = [
    -0.007784894002430293,
    -0.3223964580411365,
    -2.400758277161838,
    -2.549732539343734,
    4.374664141464968,
    2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const tail = (q: number): number => {
    const r = Math.sqrt(-2 * Math.log(q));
    return (((((c[0] * r + c[1]) * r + c[2]) * r + c[3]) * r + c[4]) * r + c[5]) /
      ((((d[0] * r + d[1]) * r + d[2]) * r + d[3]) * r + 1);
  };
  if (q0 < 0.02425) return tail(q0);
  if (q0 > 1 - 0.02425) return -tail(1 - q0);
  const q = q0 - 0.5;
  const r = q * q;
  return (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q /
    (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
}

/**
 * The elapsed time (ms since submission) of the next poll: where a share `hazard` of the relays still running at
 * `elapsedMs` will have finished, on the fitted log-normal. The first poll (`elapsedMs` 0) may come late (no
 * relay finishes before the learned range); later ones come `minSleepMs` to `maxSleepMs` after the previous.
 *
 * @param plan the fit
 * @param elapsedMs time since submission
 * @param bounds shortest and longest sleep. @default { minSleepMs: 100, maxSleepMs: 2000 }
 * @returns the next poll's elapsed time, in ms
 * @example From the start, the first poll catches `hazard` of all relays
 * ```ts
 * import assert from "node:assert/strict";
 * import { nextRelayPollAt } from "./poll_policy.ts";
 * const at = nextRelayPollAt({ mu: Math.log(1000), sigma: 0.5, hazard: 0.5 }, 0);
 * assert.ok(Math.abs(at - 1000) < 1);
 * ```
 */
export function nextRelayPollAt(
  plan: RelayLatencyPlan,
  elapsedMs: number,
  bounds: { minSleepMs: number; maxSleepMs: number } = {
    minSleepMs: DEFAULT_RELAY_POLL_MIN_SLEEP_MS,
    maxSleepMs: DEFAULT_RELAY_POLL_MAX_SLEEP_MS,
  },
): number {
  const survival = elapsedMs > 0 ? 1 - normCdf((Math.log(elapsedMs) - plan.mu) / plan.sigma) : 1;
  const target = (1 - plan.hazard) * survival;
  const at = Math.exp(plan.mu + plan.sigma * normInv(1 - target));
  const sleep = elapsedMs === 0 ? at : Math.min(bounds.maxSleepMs, at - elapsedMs);
  return elapsedMs + Math.max(elapsedMs > 0 ? bounds.minSleepMs : 0, sleep);
}

/** Polls the plan makes on a relay of `durationMs` (the one that sees it executed included). */
function pollsFor(times: number[], plan: RelayLatencyPlan, durationMs: number, bounds: Bounds): number {
  let i = 0;
  for (;; i++) {
    if (i >= times.length) times.push(nextRelayPollAt(plan, times.at(-1) ?? 0, bounds));
    if (times[i] >= durationMs || i > 10_000) return i + 1;
  }
}

/** The sleep bounds of a planned relay poll ({@link planRelayPolls}). */
export interface RelayPollBounds {
  /** Shortest sleep between two reads. */
  minSleepMs: number;
  /** Longest sleep between two reads. */
  maxSleepMs: number;
}
type Bounds = RelayPollBounds;

/**
 * Fits the learned durations with a log-normal and picks the per-poll share `hazard`: the smallest share (the
 * finest polling) whose requests on the learned relays (submit plus polls) stay within `budgetShare` of what
 * the reference's fixed loop would send on them (submit, a poll at once, then one every 2 s: `2 + ceil(d / 2000)`
 * for a relay of `d` ms). So fast relays get one well-placed poll and slow ones a few polls bunched where they
 * finish, each within the fixed loop's budget.
 *
 * @param samples learned durations in ms (at least one)
 * @param budgetShare share of the fixed loop's requests to plan for. @default 0.95
 * @param bounds shortest and longest sleep. @default { minSleepMs: 100, maxSleepMs: 2000 }
 * @returns the plan
 * @example Fast relays: the first poll lands where most of them are done
 * ```ts
 * import assert from "node:assert/strict";
 * import { nextRelayPollAt, planRelayPolls } from "./poll_policy.ts";
 * const plan = planRelayPolls([250, 300, 350]);
 * assert.ok(Math.abs(Math.exp(plan.mu) - 297.2) < 0.1 && nextRelayPollAt(plan, 0) < 400);
 * ```
 */
export function planRelayPolls(
  samples: readonly number[],
  budgetShare: number = ADAPTIVE_RELAY_POLL_BUDGET_SHARE,
  bounds: RelayPollBounds = {
    minSleepMs: DEFAULT_RELAY_POLL_MIN_SLEEP_MS,
    maxSleepMs: DEFAULT_RELAY_POLL_MAX_SLEEP_MS,
  },
): RelayLatencyPlan {
  const durations = samples.map((s) => Math.max(1, s));
  const logs = durations.map((s) => Math.log(s));
  const mu = logs.reduce((a, b) => a + b, 0) / logs.length;
  const variance = logs.reduce((a, b) => a + (b - mu) ** 2, 0) / Math.max(1, logs.length - 1);
  const sigma = Math.max(ADAPTIVE_RELAY_MIN_SIGMA, Math.sqrt(variance));
  const interval = ADAPTIVE_RELAY_REFERENCE_INTERVAL_MS;
  const fixed = durations.reduce((a, d) => a + 2 + Math.ceil(d / interval), 0);
  const budget = budgetShare * fixed;
  const cost = (hazard: number): number => {
    const plan = { mu, sigma, hazard }, times: number[] = [];
    return durations.reduce((a, d) => a + 1 + pollsFor(times, plan, d, bounds), 0);
  };
  // cost falls as the hazard grows: bisect for the smallest hazard within budget
  let lo = 0.05, hi = 0.95;
  if (cost(hi) > budget) return { mu, sigma, hazard: hi };
  for (let i = 0; i < 14; i++) {
    const mid = (lo + hi) / 2;
    if (cost(mid) <= budget) hi = mid;
    else lo = mid;
  }
  return { mu, sigma, hazard: hi };
}

/**
 * Builds the adaptive schedule over `estimator`. After a fresh submit, with at least
 * {@link ADAPTIVE_RELAY_MIN_SAMPLES} learned relays, each sleep ends where the next share of the still-running
 * relays is expected to finish ({@link planRelayPolls}, {@link nextRelayPollAt}: the first where the earliest
 * learned relays finish, later ones 100 ms - 2 s apart), and a packet still `pending`/`validating` at `t` is not polled
 * again before `t` times the learned low quantile of duration ÷ in-flight time
 * ({@link ADAPTIVE_RELAY_IN_FLIGHT_QUANTILE}). With a cold estimator after a fresh submit it polls at once, then
 * where `fallback` would have polled first (`fallback`'s first sleep after the submit, counted from the submit),
 * then as `fallback`: one request more than `fallback` on each of the first {@link ADAPTIVE_RELAY_MIN_SAMPLES}
 * relays of a client, and the estimator learns an instant relayer at once. Otherwise (plain wait, `not_found`,
 * `error`) it defers to `fallback`. Whoever runs the wait records each finished relay in the
 * estimator (`relayTxAndWaitPacket` does when given `latency`).
 *
 * @param estimator the learned relay durations (read at every call, so it keeps adapting)
 * @param options fallback schedule, poll budget and sleep bounds
 * @returns a {@link RelayPollSchedule}
 * @example Plain waits keep the fallback
 * ```ts
 * import assert from "node:assert/strict";
 * import { createAdaptiveRelayPollSchedule } from "./poll_policy.ts";
 * import { RelayLatencyEstimator } from "./poll_policy.ts";
 * const e = new RelayLatencyEstimator();
 * for (let i = 0; i < 5; i++) e.record({ lowMs: 300, highMs: 300 });
 * const s = createAdaptiveRelayPollSchedule(e);
 * assert.equal(s({ attempt: 0, elapsedMs: 0, observation: "none", streak: 0, origin: "wait" }), 0);
 * ```
 */
export function createAdaptiveRelayPollSchedule(
  estimator: RelayLatencyEstimator,
  options: AdaptiveRelayPollScheduleOptions = {},
): RelayPollSchedule {
  const fallback = options.fallback ?? defaultRelayPollSchedule;
  const share = options.budgetShare ?? ADAPTIVE_RELAY_POLL_BUDGET_SHARE;
  const min = options.minSleepMs ?? DEFAULT_RELAY_POLL_MIN_SLEEP_MS;
  const max = Math.max(min, options.maxSleepMs ?? DEFAULT_RELAY_POLL_MAX_SLEEP_MS);
  const bounds = { minSleepMs: min, maxSleepMs: max };
  let cached: { samples: number[]; plan: RelayLatencyPlan } | undefined;
  return (context) => {
    const { observation, origin, elapsedMs } = context;
    if (estimator.size < ADAPTIVE_RELAY_MIN_SAMPLES && origin === "submit" && observation !== "executed") {
      // cold: look once at once (a fast relayer is done already, and the estimator learns it), then at the
      // fallback's first poll, as if the immediate look had not been made
      if (context.attempt === 0) return 0;
      if (context.attempt === 1) {
        const first = fallback({ attempt: 0, elapsedMs: 0, observation: "none", streak: 0, origin });
        return Math.max(0, first - Math.max(0, elapsedMs));
      }
    }
    if (
      estimator.size < ADAPTIVE_RELAY_MIN_SAMPLES || origin !== "submit" || observation === "not_found" ||
      observation === "error" || observation === "executed"
    ) return fallback(context);
    const samples = estimator.samples();
    if (cached === undefined || cached.samples.join() !== samples.join()) {
      cached = { samples, plan: planRelayPolls(samples, share, bounds) };
    }
    const elapsed = Math.max(0, elapsedMs);
    let at = nextRelayPollAt(cached.plan, observation === "none" ? 0 : Math.max(1, elapsed), bounds);
    // learned as instant: the packet is executed by the time the submit returns, so look at once
    if (observation === "none" && at <= ADAPTIVE_RELAY_AT_ONCE_MS) return 0;
    if ((observation === "pending" || observation === "validating")) {
      // a relay still before `executing` at t has, on the learned relays, lasted at least ratio x t
      const ratios = estimator.inFlightRatios();
      if (ratios.length >= ADAPTIVE_RELAY_MIN_SAMPLES) at = Math.max(at, elapsed * lowQuantile(ratios));
    }
    return Math.round(at - elapsed);
  };
}

/** Every learner of a client's polling loops (see the module doc). */
export interface PollPolicy {
  /** The client relay path's learned durations (adaptive relay schedule). */
  readonly relay: RelayLatencyEstimator;
  /** `swaps.track`'s learned delivery times (its adaptive plan, the quote's estimate). */
  readonly track: RelayLatencyEstimator;
  /** `swaps.swap`'s learned durations (the quote's estimate). */
  readonly swap: RelayLatencyEstimator;
  /** What `swaps.track` learned from status transitions; `undefined` until the first `track` makes it. */
  milestones: TrackMilestoneLearner | undefined;
  /** Whether the first `swaps.track` makes the `milestones` learner. @default true (`createPollPolicy`) */
  readonly learnMilestones: boolean;
  /**
   * The schedule of one client relay wait (the source transaction's relay to the hub, submit to `executed`);
   * asked once per wait. `undefined`: the default, `createAdaptiveRelayPollSchedule(this.relay)`, made by the
   * relay wait itself (so the schedule's code loads with the wait's, off a swap page: docs/browser.md#size).
   */
  relaySchedule(): RelayPollSchedule | undefined;
  /**
   * The time of `swaps.track`'s next solver poll, on the context's clock. `undefined`: the default,
   * `nextTrackPollAt` (loaded with `track`).
   */
  nextTrackPollAt(context: TrackPollContext): number | undefined;
}

/** The schedule of a client's relay waits, made from its learned relay durations. */
export type RelayScheduleFactory = (learned: RelayLatencyEstimator) => RelayPollSchedule;

/** Options of {@link createPollPolicy}. */
export interface PollPolicyOptions {
  /** Makes the relay waits' schedule from the learned relays. @default createAdaptiveRelayPollSchedule */
  relaySchedule?: RelayScheduleFactory | undefined;
  /** The time of `swaps.track`'s next solver poll. @default nextTrackPollAt */
  trackSchedule?: ((context: TrackPollContext) => number) | undefined;
  /** Whether the first `swaps.track` makes the milestone learner. @default true */
  learnMilestones?: boolean | undefined;
}

/**
 * A policy that has learned nothing yet (the entry object makes one per client unless given `pollPolicy`).
 *
 * @param options the schedules and whether milestones are learned; each has its default
 * @returns fresh learners, each with its default window, and the schedules
 * @example Record a relay
 * ```ts
 * import assert from "node:assert/strict";
 * import { createPollPolicy } from "./poll_policy.ts";
 * const poll = createPollPolicy();
 * poll.relay.record({ lowMs: 100, highMs: 300 });
 * assert.deepEqual(poll.relay.samples(), [200]);
 * ```
 */
export function createPollPolicy(options: PollPolicyOptions = {}): PollPolicy {
  const relay = new RelayLatencyEstimator();
  const { relaySchedule, trackSchedule } = options;
  return {
    relay,
    track: new RelayLatencyEstimator(),
    swap: new RelayLatencyEstimator(),
    milestones: undefined,
    learnMilestones: options.learnMilestones ?? true,
    relaySchedule: () => relaySchedule?.(relay),
    nextTrackPollAt: (context) => trackSchedule?.(context),
  };
}

/**
 * Whether `value` has every member of a {@link PollPolicy} (what the entry object checks of `pollPolicy`).
 *
 * @param value anything
 * @returns true for a policy
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { createPollPolicy, isPollPolicy } from "./poll_policy.ts";
 * assert.ok(isPollPolicy(createPollPolicy()) && !isPollPolicy({}));
 * ```
 */
export function isPollPolicy(value: unknown): value is PollPolicy {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  const learner = (x: unknown): boolean =>
    typeof x === "object" && x !== null && typeof (x as RelayLatencyEstimator).record === "function" &&
    typeof (x as RelayLatencyEstimator).samples === "function";
  return learner(v.relay) && learner(v.track) && learner(v.swap) && typeof v.learnMilestones === "boolean" &&
    typeof v.relaySchedule === "function" && typeof v.nextTrackPollAt === "function";
}
