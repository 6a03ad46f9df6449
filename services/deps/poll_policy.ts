/**
 * `PollPolicy`: the one object of a client that learns how long this deployment's operations take, and so where
 * their polls go. `ServiceDeps.poll` holds it; every learner the polling loops read or feed is a member here,
 * never a loose field of the dependencies:
 *
 * - `relay`: the client relay path's durations (submission to the packet `executed`), read by the adaptive relay
 *   schedule (`services/relay/poll_schedule.ts`, fed by `relay_wait.ts`);
 * - `track`: `swaps.track`'s delivery times (its start to the fill's packet executed), read by its adaptive plan;
 * - `swap`: `swaps.swap`'s durations (the call to the hub tx executed), with `track` what a quote's
 *   `estimatedDeliveryMs` is made of (`services/swaps/eta.ts`);
 * - `milestones`: what `swaps.track` learned from status transitions (`services/relay/track_schedule.ts`); made
 *   by the first `track` (`learnMilestones`), so its code loads with the track's, off a swap page
 *   (docs/browser.md#size).
 *
 * Every schedule is reached through the policy too, so a client's polling is decided in one place:
 * `relaySchedule()` is the schedule of each client relay wait (default: the adaptive schedule over `relay`,
 * `services/relay/poll_schedule.ts`) and `nextTrackPollAt(context)` the time of `swaps.track`'s next
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
 * @module
 */
import type { RelayPollSchedule } from "../relay/poll_schedule.ts";
import { RelayLatencyEstimator } from "../relay/poll_schedule.ts";
import type { TrackPollContext } from "../relay/track_schedule.ts";
import type { TrackMilestoneLearner } from "../relay/track_schedule.ts";

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
