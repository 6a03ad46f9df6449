/**
 * Client configuration (docs/rules/config.md#client-config): packaged defaults, options, the merge,
 * validation and the config service.
 *
 * @example Build a config service with overrides
 * ```ts
 * import assert from "node:assert/strict";
 * import { ConfigService, validateClientOptions } from "./mod.ts";
 * const options = { swaps: { useBackendSubmitTx: false }, apiKey: "k" };
 * assert.ok(validateClientOptions(options).ok);
 * const config = new ConfigService(options);
 * assert.ok(!config.swapUseBackendSubmitTx && config.apiKey === "k");
 * ```
 * @module
 */
export {
  type BaseChainConfig,
  type BitcoinChainConfig,
  type BitcoinExchangeConfig,
  type ChainConfigOf,
  type ChainConfigs,
  type ChainMetadata,
  type EvmChainConfig,
  type IconChainConfig,
  type InjectiveChainConfig,
  type NearChainConfig,
  resolveSuiGrpcUrl,
  type SolanaChainConfig,
  type SpokeChainConfig,
  type StacksChainConfig,
  type StellarChainConfig,
  type StellarTrustlineConfig,
  type SuiChainConfig,
} from "../config_types/chain_config.ts";
export type { ClientDefaultConfig } from "../config_types/client_default_config.ts";
export type {
  ClientConfig,
  ClientOptions,
  ClientSideOptions,
  ExchangeOptions,
  LegacyFeatureOptions,
} from "./client_options.ts";
export { ConfigService } from "./config_service.ts";
export {
  DEFAULT_API_CONFIG,
  DEFAULT_CLIENT_CONFIG,
  DEFAULT_RELAYER_API_ENDPOINT,
  DEFAULT_SOLVER_API_ENDPOINT,
  PACKAGED_HUB_CONFIG,
  TESTNET_RELAYER_API_ENDPOINT,
} from "./default_config.ts";
export type {
  BridgeConfig,
  ConcentratedLiquidityConfig,
  DexConfig,
  DexPoolKey,
  HubAddresses,
  HubConfig,
  LeverageYieldConfig,
  LeverageYieldVault,
  MoneyMarketConfig,
  RelayConfig,
  SolverConfig,
  SwapsConfig,
} from "../config_types/feature_config.ts";
export { type Logger, SILENT_LOGGER } from "./logger.ts";
export { type DeepPartial, isPlainObject, mergeConfig } from "./merge_config.ts";
export { resolveClientConfig } from "./resolve_client_config.ts";
export { collectConfigIssues, type ConfigIssue, validateClientOptions } from "./validate_client_options.ts";
export type { PollingConfig, XToken } from "../config_types/xtoken.ts";
