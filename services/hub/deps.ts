/**
 * What the hub services (money market, staking, dex, migration, partner, recovery, leverage yield) need from the
 * entry object: the same shape as the swaps service's dependencies, so the lead constructs them uniformly
 * (`new MoneyMarketService(deps)`).
 *
 * @example Accept the dependencies
 * ```ts
 * import assert from "node:assert/strict";
 * import type { HubServiceDeps } from "./deps.ts";
 * function relayerOf(deps: HubServiceDeps): string {
 *   return deps.config.instanceConfig.relay.relayerApiEndpoint;
 * }
 * assert.ok(typeof relayerOf === "function");
 * ```
 * @module
 */
import type { ConfigService } from "../../core/config/mod.ts";
import type { FetchLike, Sleep, TransportOptions } from "../../core/http/types.ts";
import type { SpokeRouter } from "../../chains/routing.ts";
import type { BackendApiClient } from "../backend_api/mod.ts";
import type { HubProvider } from "./hub_provider.ts";

/** Dependencies of a hub service (the `SwapsDeps` shape). */
export interface HubServiceDeps {
  /** The configuration service. */
  config: ConfigService;
  /** The backend API client (unused by most hub services; kept for a uniform shape). */
  backendApi: BackendApiClient;
  /** Spoke routing: only chains whose family has an adapter can send. */
  spokes: SpokeRouter;
  /** Hub reads and hub wallet derivation. */
  hub: HubProvider;
  /** Injected fetch for relayer calls and spoke-chain RPC reads. @default globalThis.fetch */
  fetch?: FetchLike | undefined;
  /** Transport settings of relayer calls. */
  transport?: Omit<TransportOptions, "fetch"> | undefined;
  /** Sleep of the relay polling loop. @default setTimeout-based */
  sleep?: Sleep | undefined;
  /** Clock of the relay polling loop. @default Date.now */
  now?: (() => number) | undefined;
}
