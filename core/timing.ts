/**
 * Every timing default of the client in one table: the transports' request bounds, each operation's default
 * `timeout`, and the constants of the polling schedules and learners that `PollPolicy`
 * (`services/relay/poll_policy.ts`) drives. Nothing else defines a timing constant; the modules named below
 * re-export theirs from here, so every public name keeps its home (docs/sub_paths.md). A file of the lowest
 * layer (`core/`), so the transports, the relay and the services all read the same values.
 *
 * | constant | value | used by (and re-exported from) |
 * |---|---|---|
 * | `MAX_TIMER_MS` | 2 ** 31 - 1 (the largest `setTimeout` delay) | `core/options/number_option.ts` |
 * | `DEFAULT_API_TIMEOUT_MS` | 30000 | `core/api_config/types.ts` |
 * | `DEFAULT_RPC_TIMEOUT_MS` | 15_000 | `chains/rpc/rpc_transport.ts` |
 * | `DEFAULT_LCD_TIMEOUT_MS` | 15_000 | `chains/injective/lcd.ts` |
 * | `STACKS_RPC_TIMEOUT_MS` | 15_000 | `chains/stacks/_rest.ts` |
 * | `SOLVER_QUOTE_ATTEMPT_TIMEOUT_MS` | 10_000 | `services/solver/solver_calls.ts` |
 * | `DEFAULT_SWAPS_API_TIMEOUT` | 30_000 | `wire/options.ts` |
 * | `DEFAULT_SWAP_TIMEOUT_MS` | 120_000 | `services/swaps/swap.ts` |
 * | `DEFAULT_BRIDGE_TIMEOUT_MS` | 120_000 | `services/bridge/constants.ts` |
 * | `DEFAULT_QUOTE_TIMEOUT_MS` | 30_000 | `services/swaps/get_quote.ts` |
 * | `DEFAULT_DETAILED_STATUS_BUDGET_MS` | 10_000 | `services/swaps/wait_defaults.ts` |
 * | `DEFAULT_TRACK_TIMEOUT_MS` | 300_000 | `services/swaps/wait_defaults.ts` |
 * | `DEFAULT_TRACK_REQUEST_BUDGET_MS` | 10_000 | `services/swaps/wait_defaults.ts` |
 * | `DEFAULT_RELAY_TX_TIMEOUT` | 120_000 | `services/relay/constants.ts` |
 * | `RELAY_REQUEST_TIMEOUT_MS` | 15_000 | `services/relay/constants.ts` |
 * | `POST_EXECUTION_TIMEOUT_MS` | 30_000 | `services/deps/service_deps.ts` |
 * | `DEFAULT_MINT_EVENT_TIMEOUT` | 60_000 | `services/dex/mint_position_event.ts` |
 * | `DEFAULT_MINT_EVENT_POLL_INTERVAL` | 1_000 | `services/dex/mint_position_event.ts` |
 * | `DEFAULT_RELAY_FIRST_POLL_AFTER_SUBMIT_MS` | 1_400 | `services/relay/poll_policy.ts` |
 * | `DEFAULT_RELAY_ASSUMED_AGE_MS` | 1_400 | `services/relay/poll_policy.ts` |
 * | `DEFAULT_RELAY_POLL_AGE_FACTORS` | pending 1, validating 1, executing 0.25 (x the age) | `services/relay/poll_policy.ts` |
 * | `DEFAULT_RELAY_POLL_MIN_SLEEP_MS` | 100 | `services/relay/poll_policy.ts` |
 * | `DEFAULT_RELAY_POLL_MAX_SLEEP_MS` | 2_000 | `services/relay/poll_policy.ts` |
 * | `DEFAULT_RELAY_POLL_UNSEEN_SLEEP_MS` | 3_000 | `services/relay/poll_policy.ts` |
 * | `RELAY_LATENCY_ALIGN_MARGIN_MS` | 25 | `services/relay/poll_policy.ts` |
 * | `ADAPTIVE_RELAY_MIN_SAMPLES` | 3 | `services/relay/poll_policy.ts` |
 * | `ADAPTIVE_RELAY_REFERENCE_INTERVAL_MS` | 2_000 | `services/relay/poll_policy.ts` |
 * | `ADAPTIVE_RELAY_POLL_BUDGET_SHARE` | 0.95 | `services/relay/poll_policy.ts` |
 * | `ADAPTIVE_RELAY_IN_FLIGHT_QUANTILE` | 0.1 | `services/relay/poll_policy.ts` |
 * | `ADAPTIVE_RELAY_MIN_SIGMA` | 0.2 | `services/relay/poll_policy.ts` |
 * | `ADAPTIVE_RELAY_AT_ONCE_MS` | 10 | `services/relay/poll_policy.ts` |
 * | `DEFAULT_RELAY_LATENCY_WINDOW` | 32 | `services/relay/poll_policy.ts` |
 * | `TRACK_REFERENCE_INTERVAL_MS` | 2_000 | `services/relay/track_schedule.ts` |
 * | `TRACK_MIN_INTERVAL_MS` | 250 | `services/relay/track_schedule.ts` |
 * | `TRACK_MAX_INTERVAL_MS` | 8_000 | `services/relay/track_schedule.ts` |
 * | `TRACK_BACKOFF_FACTOR` | 0.35 | `services/relay/track_schedule.ts` |
 * | `TRACK_JITTER` | 0.2 | `services/relay/track_schedule.ts` |
 * | `TRACK_MAX_RETRY_AFTER_MS` | 30_000 | `services/relay/track_schedule.ts` |
 * | `DEFAULT_TRACK_MILESTONE_WINDOW` | 32 | `services/relay/track_schedule.ts` |
 * | `TRACK_MILESTONE_MIN_SAMPLES` | 3 | `services/relay/track_schedule.ts` |
 * | `TRACK_MILESTONE_SLACK` | 0.03 | `services/relay/track_schedule.ts` |
 * | `TRACK_RELAY_BURST` | 3 | `services/relay/track_schedule.ts` |
 * | `TRACK_MAX_STEPS_TO_HIGH` | 8 | `services/relay/track_schedule.ts` |
 * | `ETA_MIN_SAMPLES` | 3 | `services/swaps/eta.ts` |
 * | `SUBMIT_TX_POLL_INTERVALS` | [250, 500, 750, 1_000] | `services/intent/deliver.ts` |
 * | `SUBMIT_TX_READ_BUDGET_MS` | 15_000 | `services/intent/deliver.ts` (not re-exported) |
 *
 * @example Read a default
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_SWAP_TIMEOUT_MS, DEFAULT_TRACK_TIMEOUT_MS } from "./timing.ts";
 * assert.ok(DEFAULT_SWAP_TIMEOUT_MS === 120_000 && DEFAULT_TRACK_TIMEOUT_MS === 300_000);
 * ```
 * @module
 */
// --- The limit every timing option is checked against (`core/options/number_option.ts`) ---

/** The largest delay `setTimeout` honours (2^31-1 ms, about 24.8 days); a larger one fires at once. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

// --- Transports (one request of a backend, RPC node or REST node) ---
/**
 * Default request timeout of the backend clients in ms. The spec leaves it open
 * (docs/rules/http.md#timeouts); the packaged value is the reference's `DEFAULT_BACKEND_API_TIMEOUT`.
 */
export const DEFAULT_API_TIMEOUT_MS = 30000;
/** Default bound of one RPC call in ms (retries included). */
export const DEFAULT_RPC_TIMEOUT_MS = 15_000;
/** Default bound of one REST call in ms (retries included). */
export const DEFAULT_LCD_TIMEOUT_MS = 15_000;
/** Default bound of one node call in ms (retries included). */
export const STACKS_RPC_TIMEOUT_MS = 15_000;
/**
 * Deadline of one `/quote` attempt: a stalled connection is cut and retried within the quote's budget instead of
 * eating all of it. `/status` without a budget waits as long as the solver takes (SPEC), and `/execute` is bounded
 * by its own budget, so neither is cut.
 */
export const SOLVER_QUOTE_ATTEMPT_TIMEOUT_MS = 10_000;

/** Default overall deadline of one call of the standalone wire client, retries and backoff included, in ms. */
export const DEFAULT_SWAPS_API_TIMEOUT = 30_000;

// --- Operation budgets (the documented defaults of a call's `timeout`) ---
/** Default per-attempt timeout of `swap`, in ms. */
export const DEFAULT_SWAP_TIMEOUT_MS = 120_000;
/** Default per-attempt timeout of `bridge`, in ms. */
export const DEFAULT_BRIDGE_TIMEOUT_MS = 120_000;
/**
 * Default request budget of `swaps.getQuote` in ms: the whole solver call, retries and backoff included.
 */
export const DEFAULT_QUOTE_TIMEOUT_MS = 30_000;
/** Default request budget of `getDetailedStatus`, in ms. */
export const DEFAULT_DETAILED_STATUS_BUDGET_MS = 10_000;
/** Default overall bound of a track, in ms. */
export const DEFAULT_TRACK_TIMEOUT_MS = 300_000;
/** Default budget of each status request of a track, in ms. */
export const DEFAULT_TRACK_REQUEST_BUDGET_MS = 10_000;
/** Default timeout of a relay wait (`relayTxAndWaitPacket`, `getSolvedIntentPacket`) in ms. */
export const DEFAULT_RELAY_TX_TIMEOUT = 120_000;
/** Per-request read budget of one `get_transaction_packets` call on the polling path, in ms. */
export const RELAY_REQUEST_TIMEOUT_MS = 15_000;
/**
 * Bound of one post-execution call (`/execute`, retries included), in ms. The swap's per-attempt `timeout`
 * does not bound post-execution (docs/rules/swaps.md#per-attempt-timeout); this own bound keeps a stalled
 * solver from hanging `swap` forever.
 */
export const POST_EXECUTION_TIMEOUT_MS = 30_000;

/** How long `dex.getMintPositionEvent` waits for the receipt by default (ms). */
export const DEFAULT_MINT_EVENT_TIMEOUT = 60_000;

/** How often `dex.getMintPositionEvent` polls for the receipt by default (ms). */
export const DEFAULT_MINT_EVENT_POLL_INTERVAL = 1_000;

// --- The relay wait's schedule (`services/relay/poll_policy.ts`) ---
/** Sleep before the first poll after a fresh successful submit, in ms (the relay cannot be done sooner). */
export const DEFAULT_RELAY_FIRST_POLL_AFTER_SUBMIT_MS = 1_400;
/** Age a plain wait assumes its packet already had when the wait started, in ms. */
export const DEFAULT_RELAY_ASSUMED_AGE_MS = 1_400;
/** Sleep after an in-flight status, as a fraction of the relay's age. */
export const DEFAULT_RELAY_POLL_AGE_FACTORS: Readonly<
  { pending: number; validating: number; executing: number }
> = Object.freeze({
  pending: 1,
  validating: 1,
  executing: 0.25,
});
/** Lower bound of an age-proportional sleep, in ms. */
export const DEFAULT_RELAY_POLL_MIN_SLEEP_MS = 100;
/** Upper bound of an age-proportional sleep, in ms. */
export const DEFAULT_RELAY_POLL_MAX_SLEEP_MS = 2_000;
/** Sleep after a poll that saw `not_found` or a transient `error`, in ms. */
export const DEFAULT_RELAY_POLL_UNSEEN_SLEEP_MS = 3_000;
/** Margin added after an expected relay latency so the aligned poll lands just after it. */
export const RELAY_LATENCY_ALIGN_MARGIN_MS = 25;

// --- The adaptive relay schedule (`services/relay/poll_policy.ts`) ---
/** Relays the estimator must have seen before the schedule adapts. */
export const ADAPTIVE_RELAY_MIN_SAMPLES = 3;
/** Interval of the fixed loop whose poll count the adaptive schedule budgets against, in ms. */
export const ADAPTIVE_RELAY_REFERENCE_INTERVAL_MS = 2_000;
/** Share of the fixed loop's polls the adaptive schedule plans to spend (a margin for estimation noise). */
export const ADAPTIVE_RELAY_POLL_BUDGET_SHARE = 0.95;
/**
 * Quantile of the learned in-flight ratios used to skip polls: a relay still `pending`/`validating` at `t` is
 * not polled again before this quantile of (duration ÷ last in-flight time) over the learned relays, times `t`.
 */
export const ADAPTIVE_RELAY_IN_FLIGHT_QUANTILE = 0.1;
/** Smallest log-space spread assumed for the learned durations (a floor against an over-confident fit). */
export const ADAPTIVE_RELAY_MIN_SIGMA = 0.2;
/**
 * A learned plan whose first poll after a submit falls within this many ms of the wait's start polls at once
 * instead: relays learned that fast were done when their submit returned (an instant relayer), so the look at
 * once sees the packet executed, with no request more, where a timer of a few ms only adds its own delay.
 */
export const ADAPTIVE_RELAY_AT_ONCE_MS = 10;
/** Default number of recent relays an estimator remembers. */
export const DEFAULT_RELAY_LATENCY_WINDOW = 32;

// --- The track's schedule (`services/relay/track_schedule.ts`) and its milestone learner (`services/relay/track_schedule.ts`) ---
/** The fixed poll interval the schedule never out-requests, in ms. */
export const TRACK_REFERENCE_INTERVAL_MS = 2_000;
/** Sleep right after a change, in ms. */
export const TRACK_MIN_INTERVAL_MS = 250;
/** Longest sleep while nothing changes, in ms. */
export const TRACK_MAX_INTERVAL_MS = 8_000;
/** Growth of the sleep per second without a change (the sleep is this fraction of the quiet time). */
export const TRACK_BACKOFF_FACTOR = 0.35;
/** Jitter applied to the sleep: +/- this fraction. */
export const TRACK_JITTER = 0.2;
/** Longest `Retry-After` the schedule honours, in ms (a longer one is capped, never skipped). */
export const TRACK_MAX_RETRY_AFTER_MS = 30_000;
/** Tracks a learner remembers by default. */
export const DEFAULT_TRACK_MILESTONE_WINDOW = 32;
/** Tracks that must carry a milestone before its ratio bounds anything. */
export const TRACK_MILESTONE_MIN_SAMPLES = 3;
/** Slack applied to the learned ratio range on each side (estimation noise of 32 samples). */
export const TRACK_MILESTONE_SLACK = 0.03;
/**
 * Requests a track may be ahead of a fixed 2 s poll (status every 2 s, then the relayer at once and every 2 s) at
 * any time: its request `n` (0-based, status requests included) never goes before `(n - 1 - burst) x 2000` ms
 * after the start.
 */
export const TRACK_RELAY_BURST = 3;
/** Most polls a track places between now and the learned upper bound of the delivery. */
export const TRACK_MAX_STEPS_TO_HIGH = 8;
/** Samples a history needs before a quote carries an estimate. */
export const ETA_MIN_SAMPLES = 3;

// --- The backend submit-tx wait (`services/intent/deliver.ts`, `services/intent/deliver.ts`) ---
/** Polling intervals of the backend submit-tx status, in ms; the last one repeats. */
export const SUBMIT_TX_POLL_INTERVALS: readonly number[] = [250, 500, 750, 1_000];

/** Bound of one submit-tx status read of the backend attempt, in ms. */
export const SUBMIT_TX_READ_BUDGET_MS = 15_000;
