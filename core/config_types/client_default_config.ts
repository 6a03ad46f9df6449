/**
 * `ClientDefaultConfig`: the data contract of the client configuration (docs/rules/config.md#client-config).
 *
 * @example Read the hub RPC of the packaged defaults
 * ```ts
 * import assert from "node:assert/strict";
 * import type { ClientDefaultConfig } from "./client_default_config.ts";
 * import { DEFAULT_CLIENT_CONFIG } from "../config/default_config.ts";
 * const c: ClientDefaultConfig = DEFAULT_CLIENT_CONFIG;
 * assert.ok(c.hub.rpcUrl.startsWith("https://"));
 * ```
 * @module
 */
import type { ApiConfig } from "../api_config/types.ts";
import type { ChainConfigs } from "./chain_config.ts";
import type {
  BridgeConfig,
  DexConfig,
  HubConfig,
  LeverageYieldConfig,
  MoneyMarketConfig,
  RelayConfig,
  SolverConfig,
  SwapsConfig,
} from "./feature_config.ts";

/** The keys the backend can deliver (fetched by `initialize()`) plus `api`, `bridge` flags and fees. */
export interface ClientDefaultConfig {
  /** Per-chain settings of all 22 chains (the hub included). */
  chains: ChainConfigs;
  /** Swaps settings. */
  swaps: SwapsConfig;
  /** Money market settings. */
  moneyMarket: MoneyMarketConfig;
  /** Bridge settings. */
  bridge: BridgeConfig;
  /** Dex settings. */
  dex: DexConfig;
  /** Leverage-yield settings. */
  leverageYield: LeverageYieldConfig;
  /** Hub chain. */
  hub: HubConfig;
  /** Backend API settings. */
  api: ApiConfig;
  /** Solver settings. */
  solver: SolverConfig;
  /** Relayer settings. */
  relay: RelayConfig;
}
