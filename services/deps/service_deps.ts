/**
 * What the swaps service needs from the entry object.
 * @module
 */
import type { JournalHandle } from "../journal/handle.ts";
import type { ConfigService } from "../../core/config/mod.ts";
import type { RelayChainIds } from "../../core/chains/mod.ts";
import type { FetchLike, Sleep, TransportOptions } from "../../core/http/types.ts";
import type { SpokeRouter } from "../../chains/registry/routing.ts";
import type { BackendApiClient } from "../backend_api/mod.ts";
import type { HubProvider } from "../../chains/hub/hub_provider.ts";
import type { SolverClientConfig } from "../solver/mod.ts";
import type { RelayLatencyEstimator } from "../relay/relay_latency_estimator.ts";
import type { TrackMilestoneLearner } from "../relay/track_milestones.ts";

/** Dependencies of the swaps service. */
export interface ServiceDeps {
  /** Chains, tokens and service settings. */
  config: ConfigService;
  /** The backend API client (submit-tx jobs, intent records). */
  backendApi: BackendApiClient;
  /** The spoke adapter of each chain key. */
  spokes: SpokeRouter;
  /** Hub reads (wallet derivation, deadlines). */
  hub: HubProvider;
  /** Injected fetch for solver and relayer calls. @default globalThis.fetch */
  fetch?: FetchLike | undefined;
  /** Transport settings (retry policy, sleep, random) for solver and relayer calls. */
  transport?: Omit<TransportOptions, "fetch"> | undefined;
  /** Sleep of polling loops. @default setTimeout-based */
  sleep?: Sleep | undefined;
  /** Clock of polling loops. @default Date.now */
  now?: (() => number) | undefined;
  /**
   * Learned relay durations: the client relay path records each relay here and polls on the adaptive schedule
   * (`createAdaptiveRelayPollSchedule`). @default undefined (the default schedule, no learning)
   */
  relayLatency?: RelayLatencyEstimator | undefined;
  /**
   * Learned delivery times of `swaps.track` (from the track's start to the fill's packet executed): once warm, the
   * track polls on the adaptive plan (`planRelayPolls`) instead of its backoff. @default undefined (no learning)
   */
  trackLatency?: RelayLatencyEstimator | undefined;
  /**
   * Learned durations of `swaps.swap` (from the call to the hub tx executed): with `trackLatency`, what a quote's
   * `estimatedDeliveryMs` is made of. @default undefined (no estimate)
   */
  swapLatency?: RelayLatencyEstimator | undefined;
  /**
   * What `swaps.track` learned from the status transitions of earlier tracks (delivery time ÷ the time of the
   * solve, of the packet's `validating`, of its `executing`): once warm, delivery polls go where these bound the
   * delivery (`track_milestones.ts`). @default undefined (no learning)
   */
  trackMilestones?: TrackMilestoneLearner | undefined;
  /**
   * When `trackMilestones` is unset, the first `swaps.track` sets it to a new learner (its code then loads with the
   * track's, off a swap page: docs/browser.md#size). `XSwap` sets it. @default false
   */
  learnTrackMilestones?: boolean | undefined;
  /**
   * The swap journal (`XSwapOptions.swapJournal`): swaps and bridges record each phase in it, `recover` finishes
   * what it holds. @default undefined (nothing recorded)
   */
  journal?: JournalHandle | undefined;
}

/**
 * Bound of one post-execution call (`/execute`, retries included), in ms. The swap's per-attempt `timeout`
 * does not bound post-execution (docs/rules/swaps.md#per-attempt-timeout); this own bound keeps a stalled
 * solver from hanging `swap` forever.
 */
export const POST_EXECUTION_TIMEOUT_MS = 30_000;

/**
 * The solver client settings derived from the active configuration (tier-4 API key only).
 *
 * @param deps the service dependencies
 * @param timeout overall bound of the call in ms. @default none (the solver's `/status` has no budget)
 */
export function solverConfigOf(deps: ServiceDeps, timeout?: number): SolverClientConfig {
  return {
    solverApiEndpoint: deps.config.instanceConfig.solver.solverApiEndpoint,
    apiKey: deps.config.apiKey,
    fetch: deps.fetch,
    transport: deps.transport,
    timeout,
  };
}

/**
 * The client's relay chain ids: `relay.relayChainIdMap` of the active configuration (constructor options, then
 * `initialize()`), read at each call so a later `initialize()` applies.
 *
 * @param deps the service dependencies
 * @returns the configured ids
 */
export function relayIdsOf(deps: ServiceDeps): RelayChainIds {
  return deps.config.instanceConfig.relay.relayChainIdMap;
}
