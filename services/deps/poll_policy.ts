/**
 * `PollPolicy`: the one object of a client that learns how long this deployment's operations take, and so where
 * their polls go. `ServiceDeps.poll` holds it; every learner the polling loops read or feed is a member here,
 * never a loose field of the dependencies:
 *
 * - `relay`: the client relay path's durations (submission to the packet `executed`), read by the adaptive relay
 *   schedule (`services/relay/adaptive_poll_schedule.ts`, fed by `relay_tx_and_wait_packet.ts`);
 * - `track`: `swaps.track`'s delivery times (its start to the fill's packet executed), read by its adaptive plan;
 * - `swap`: `swaps.swap`'s durations (the call to the hub tx executed), with `track` what a quote's
 *   `estimatedDeliveryMs` is made of (`services/swaps/eta.ts`);
 * - `milestones`: what `swaps.track` learned from status transitions (`services/relay/track_milestones.ts`); made
 *   by the first `track` (`learnMilestones`), so its code loads with the track's, off a swap page
 *   (docs/browser.md#size).
 *
 * The schedules themselves (`poll_schedule.ts`, `adaptive_poll_schedule.ts`, `track_schedule.ts`) are pure
 * functions of these learners and the elapsed time.
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
import { RelayLatencyEstimator } from "../relay/relay_latency_estimator.ts";
import type { TrackMilestoneLearner } from "../relay/track_milestones.ts";

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
}

/**
 * A policy that has learned nothing yet (the entry object makes one per client).
 *
 * @returns fresh learners, each with its default window
 * @example Record a relay
 * ```ts
 * import assert from "node:assert/strict";
 * import { createPollPolicy } from "./poll_policy.ts";
 * const poll = createPollPolicy();
 * poll.relay.record({ lowMs: 100, highMs: 300 });
 * assert.deepEqual(poll.relay.samples(), [200]);
 * ```
 */
export function createPollPolicy(): PollPolicy {
  return {
    relay: new RelayLatencyEstimator(),
    track: new RelayLatencyEstimator(),
    swap: new RelayLatencyEstimator(),
    milestones: undefined,
    learnMilestones: true,
  };
}
