/**
 * What the swaps service needs from the entry object.
 * @module
 */
import type { ConfigService } from "../../core/config/mod.ts";
import type { FetchLike, Sleep, TransportOptions } from "../../core/http/types.ts";
import type { SpokeRouter } from "../../chains/routing.ts";
import type { BackendApiClient } from "../backend_api/mod.ts";
import type { HubProvider } from "../hub/hub_provider.ts";
import type { SolverClientConfig } from "../solver/mod.ts";

/** Dependencies of the swaps service. */
export interface SwapsDeps {
  config: ConfigService;
  backendApi: BackendApiClient;
  spokes: SpokeRouter;
  hub: HubProvider;
  /** Injected fetch for solver and relayer calls. @default globalThis.fetch */
  fetch?: FetchLike | undefined;
  /** Transport settings (retry policy, sleep, random) for solver and relayer calls. */
  transport?: Omit<TransportOptions, "fetch"> | undefined;
  /** Sleep of polling loops. @default setTimeout-based */
  sleep?: Sleep | undefined;
  /** Clock of polling loops. @default Date.now */
  now?: (() => number) | undefined;
}

/** The solver client settings derived from the active configuration (tier-4 API key only). */
export function solverConfigOf(deps: SwapsDeps): SolverClientConfig {
  return {
    solverApiEndpoint: deps.config.instanceConfig.solver.solverApiEndpoint,
    apiKey: deps.config.apiKey,
    fetch: deps.fetch,
    transport: deps.transport,
  };
}
