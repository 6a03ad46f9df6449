/**
 * What the swaps service needs from the entry object.
 * @module
 */
export { POST_EXECUTION_TIMEOUT_MS } from "../../core/timing.ts";
import type { JournalHandle } from "../journal/handle.ts";
import type { ConfigService } from "../../core/config/mod.ts";
import type { RelayChainIds } from "../../core/chains/mod.ts";
import type { FetchLike, Sleep, TransportOptions } from "../../core/http/types.ts";
import type { SpokeRouter } from "../../chains/registry/routing.ts";
import type { BackendApiClient } from "../backend_api/mod.ts";
import type { HubProvider } from "../../chains/hub/hub_provider.ts";
import type { SolverClientConfig } from "../solver/mod.ts";
import type { PollPolicy } from "../relay/poll_policy.ts";

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
   * Every learner of the polling loops (relay, track and swap durations, track milestones; `poll_policy.ts`).
   * @default undefined (the default schedules, no learning, no delivery estimate)
   */
  poll?: PollPolicy | undefined;
  /**
   * The swap journal (`XSwapOptions.swapJournal`): swaps and bridges record each phase in it, `recover` finishes
   * what it holds. @default undefined (nothing recorded)
   */
  journal?: JournalHandle | undefined;
}

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
