/**
 * The polling schedule of relay waits: how long to sleep before the first `get_transaction_packets` poll and
 * after each one, as a pure function of how the wait started, how long it has run and what the last poll saw.
 *
 * @example The default waits after a fresh submit, then polls fast once the packet is executing
 * ```ts
 * import assert from "node:assert/strict";
 * import { defaultRelayPollSchedule } from "./poll_schedule.ts";
 * const before = { attempt: 0, elapsedMs: 0, observation: "none", streak: 0 } as const;
 * assert.equal(defaultRelayPollSchedule({ ...before, origin: "submit" }), 1400);
 * assert.equal(defaultRelayPollSchedule({ ...before, origin: "wait" }), 0);
 * assert.equal(
 *   defaultRelayPollSchedule({ attempt: 1, elapsedMs: 1400, observation: "executing", streak: 1, origin: "submit" }),
 *   350,
 * );
 * ```
 * @module
 */
import {
  DEFAULT_RELAY_ASSUMED_AGE_MS,
  DEFAULT_RELAY_FIRST_POLL_AFTER_SUBMIT_MS,
  DEFAULT_RELAY_POLL_AGE_FACTORS,
  DEFAULT_RELAY_POLL_MAX_SLEEP_MS,
  DEFAULT_RELAY_POLL_MIN_SLEEP_MS,
  DEFAULT_RELAY_POLL_UNSEEN_SLEEP_MS,
  RELAY_LATENCY_ALIGN_MARGIN_MS,
} from "../../core/timing.ts";
export {
  DEFAULT_RELAY_ASSUMED_AGE_MS,
  DEFAULT_RELAY_FIRST_POLL_AFTER_SUBMIT_MS,
  DEFAULT_RELAY_POLL_AGE_FACTORS,
  DEFAULT_RELAY_POLL_MAX_SLEEP_MS,
  DEFAULT_RELAY_POLL_MIN_SLEEP_MS,
  DEFAULT_RELAY_POLL_UNSEEN_SLEEP_MS,
  RELAY_LATENCY_ALIGN_MARGIN_MS,
} from "../../core/timing.ts";
import type { PacketStatus } from "../../core/schemas/relayer.ts";

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
 * import { createRelayPollSchedule } from "./poll_schedule.ts";
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
 * import { defaultRelayPollSchedule } from "./poll_schedule.ts";
 * const sleeps = [1400, 2800, 4800].map((elapsedMs, i) =>
 *   defaultRelayPollSchedule({ attempt: i + 1, elapsedMs, observation: "pending", streak: i + 1, origin: "submit" })
 * );
 * assert.equal(sleeps.join(), "1400,2000,2000");
 * ```
 */
export const defaultRelayPollSchedule: RelayPollSchedule = createRelayPollSchedule();
