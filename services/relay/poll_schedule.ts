/**
 * The polling schedule of relay waits: how long to sleep after each `get_transaction_packets` poll, as a pure
 * function of what the poll saw.
 *
 * @example The default polls fast once a packet is executing
 * ```ts
 * import { defaultRelayPollSchedule } from "./poll_schedule.ts";
 * console.assert(defaultRelayPollSchedule({ attempt: 3, elapsedMs: 4000, observation: "executing", streak: 1 }) === 250);
 * console.assert(defaultRelayPollSchedule({ attempt: 1, elapsedMs: 0, observation: "not_found", streak: 1 }) === 2000);
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

/** Floor interval per observation and the cap of the back-off, used by {@link defaultRelayPollSchedule}. */
export const DEFAULT_RELAY_POLL_INTERVALS: Readonly<Record<RelayPollObservation, number>> = Object.freeze({
  not_found: 2000,
  error: 2000,
  pending: 2000,
  validating: 1000,
  executing: 250,
  executed: 0,
});

/** Longest sleep between two polls of the default schedule, in ms (the reference's fixed interval). */
export const DEFAULT_RELAY_POLL_MAX_INTERVAL_MS = 2000;

/**
 * The default schedule: the first poll is immediate (an already relayed tx is found at once), then the sleep
 * depends on how close the packet is to `executed`, and doubles while the observation does not change, capped
 * at 2000 ms:
 *
 * | last poll saw | sleeps (same observation again and again) |
 * |---|---|
 * | `not_found`, `pending`, `error` | 2000, 2000, ... (the reference's cadence: nothing is imminent) |
 * | `validating` (signatures arriving) | 1000, 2000, 2000, ... |
 * | `executing` (enough signatures; the hub tx is in flight) | 250, 500, 1000, 2000, ... |
 *
 * Why: the reference polls every 2 s whatever it sees, so its detection lag is uniform in [0, 2 s]. Spending
 * requests where `executed` is imminent (the `executing` state) and none extra elsewhere cuts the lag to at most
 * 250 ms when the hub execution is quick, at a bounded cost of at most 3 extra requests per `executing` phase
 * and 1 per `validating` phase; on a long wait in `pending` the request rate is the reference's. Inject another
 * {@link RelayPollSchedule} to tune it to a deployment's relay latency.
 *
 * @param context the last poll's observation and its streak
 * @returns the sleep in ms
 * @example Back-off while the packet stays executing
 * ```ts
 * import { defaultRelayPollSchedule } from "./poll_schedule.ts";
 * const sleeps = [1, 2, 3, 4, 5].map((streak) =>
 *   defaultRelayPollSchedule({ attempt: streak, elapsedMs: 0, observation: "executing", streak })
 * );
 * console.assert(sleeps.join() === "250,500,1000,2000,2000");
 * ```
 */
export function defaultRelayPollSchedule(context: RelayPollContext): number {
  const floor = DEFAULT_RELAY_POLL_INTERVALS[context.observation];
  const doublings = Math.min(Math.max(0, context.streak - 1), 8);
  return Math.min(DEFAULT_RELAY_POLL_MAX_INTERVAL_MS, floor * 2 ** doublings);
}
