/**
 * The polling schedule of relay waits: how long to sleep after each `get_transaction_packets` poll, as a pure
 * function of what the poll saw.
 *
 * @example The default polls fast once a packet is executing
 * ```ts
 * import assert from "node:assert/strict";
 * import { defaultRelayPollSchedule } from "./poll_schedule.ts";
 * assert.ok(defaultRelayPollSchedule({ attempt: 3, elapsedMs: 4000, observation: "executing", streak: 1 }) === 400);
 * assert.ok(defaultRelayPollSchedule({ attempt: 1, elapsedMs: 0, observation: "not_found", streak: 1 }) === 3000);
 * ```
 * @module
 */
import type { PacketStatus } from "../../core/schemas/relayer.ts";

/**
 * What one poll saw: the status of the matching packet, `not_found` (404, `success: false`, no packet whose
 * `src_tx_hash` matches) or `error` (a transient failure: network error, per-request timeout, 408/429/5xx).
 */
export type RelayPollObservation = PacketStatus | "not_found" | "error";

/** Input of a {@link RelayPollSchedule}. */
export interface RelayPollContext {
  /** Number of polls made so far (1 after the first). */
  attempt: number;
  /** Time since the wait started, in ms. */
  elapsedMs: number;
  /** What the last poll saw. */
  observation: RelayPollObservation;
  /** How many polls in a row (the last included) saw this same observation; 1 right after a change. */
  streak: number;
}

/** Returns the sleep in ms before the next poll. The wait never sleeps past its deadline, whatever this returns. */
export type RelayPollSchedule = (context: RelayPollContext) => number;

/** First sleep after each observation, used by the default schedule. */
export const DEFAULT_RELAY_POLL_INTERVALS: Readonly<Record<RelayPollObservation, number>> = Object.freeze({
  not_found: 3000,
  error: 3000,
  pending: 1800,
  validating: 1500,
  executing: 400,
  executed: 0,
});

/** A repeated observation's sleep doubles up to this cap (or its first sleep, if longer). */
export const DEFAULT_RELAY_POLL_BACKOFF_CAP_MS = 2000;

/** Margin added after an expected relay latency so the aligned poll lands just after it. */
export const RELAY_LATENCY_ALIGN_MARGIN_MS = 25;

/** Options of {@link createRelayPollSchedule}. */
export interface RelayPollScheduleOptions {
  /** First sleep per observation (merged over the defaults). @default DEFAULT_RELAY_POLL_INTERVALS */
  intervals?: Partial<Record<RelayPollObservation, number>> | undefined;
  /** Cap of the doubling of a repeated observation's sleep. @default 2000 */
  backoffCapMs?: number | undefined;
  /**
   * Typical time from submission to `executed` on this deployment. When set, polls before it (and not already
   * `executing`) are moved to land {@link RELAY_LATENCY_ALIGN_MARGIN_MS} after it, so a relay of the usual
   * length is seen at once with no extra request. @default undefined (no alignment)
   */
  expectedLatencyMs?: number | undefined;
}

/**
 * Builds a status-aware schedule. The first poll is always immediate (the wait makes it); after each poll the
 * sleep depends on how close the packet is to `executed`, doubling while the observation repeats, up to
 * `backoffCapMs` (a first sleep above the cap stays as it is). With the defaults:
 *
 * | last poll saw | sleeps while it repeats |
 * |---|---|
 * | `not_found` (not indexed yet), `error` (transient failure) | 3000, 3000, ... |
 * | `pending` (no signatures yet) | 1800, 2000, 2000, ... |
 * | `validating` (signatures arriving) | 1500, 2000, 2000, ... |
 * | `executing` (enough signatures; the hub tx is in flight) | 400, 800, 1600, 2000, ... |
 *
 * Why: the reference polls every 2 s whatever it sees, so its detection lag is uniform in [0, 2 s]. The packet's
 * own status says how far `executed` is: fewer requests while nothing is imminent, more once the hub execution is
 * in flight. In a simulation against the simulator's default relay profile (executed 1.5 s after submission) the
 * defaults detect `executed` 0.6x as late as the reference at the same request count (2); over randomised phase
 * profiles (each phase 0.1-15 s) 0.4-0.5x as late at 0.9-1.1x the requests; on the slow fixed profiles whose
 * phases end on the reference's 2 s grid the reference wins. `expectedLatencyMs` aligns the second poll to a
 * known latency: with 1500 on the default profile the lag is about 25 ms at the same 2 requests.
 *
 * @param options intervals, back-off cap and expected latency
 * @returns a {@link RelayPollSchedule}
 * @example Align to a 1.5 s relay
 * ```ts
 * import assert from "node:assert/strict";
 * import { createRelayPollSchedule } from "./poll_schedule.ts";
 * const schedule = createRelayPollSchedule({ expectedLatencyMs: 1500 });
 * assert.ok(schedule({ attempt: 1, elapsedMs: 2, observation: "pending", streak: 1 }) === 1523);
 * ```
 */
export function createRelayPollSchedule(options: RelayPollScheduleOptions = {}): RelayPollSchedule {
  const intervals = { ...DEFAULT_RELAY_POLL_INTERVALS };
  for (const [k, v] of Object.entries(options.intervals ?? {})) {
    if (typeof v === "number" && Number.isFinite(v) && v >= 0) intervals[k as RelayPollObservation] = v;
  }
  const cap = options.backoffCapMs ?? DEFAULT_RELAY_POLL_BACKOFF_CAP_MS;
  const expected = options.expectedLatencyMs;
  return (context: RelayPollContext): number => {
    if (expected !== undefined && context.observation !== "executing" && context.elapsedMs < expected) {
      return expected - context.elapsedMs + RELAY_LATENCY_ALIGN_MARGIN_MS;
    }
    const first = intervals[context.observation] ?? cap;
    const doublings = Math.min(Math.max(0, context.streak - 1), 8);
    return Math.min(Math.max(first, cap), first * 2 ** doublings);
  };
}

/**
 * The default schedule: {@link createRelayPollSchedule} with its defaults (no latency alignment).
 *
 * @param context the last poll's observation and its streak
 * @returns the sleep in ms
 * @example Back-off while the packet stays executing
 * ```ts
 * import assert from "node:assert/strict";
 * import { defaultRelayPollSchedule } from "./poll_schedule.ts";
 * const sleeps = [1, 2, 3, 4].map((streak) =>
 *   defaultRelayPollSchedule({ attempt: streak, elapsedMs: 0, observation: "executing", streak })
 * );
 * assert.ok(sleeps.join() === "400,800,1600,2000");
 * ```
 */
export const defaultRelayPollSchedule: RelayPollSchedule = createRelayPollSchedule();
