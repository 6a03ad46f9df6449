/**
 * `@xswap/client/config`: the shapes of the client's configuration tree (chains, features, API settings,
 * token polling) and the partner-fee arithmetic. A dApp passes a `DeepPartial` of this tree to `new XSwap()`
 * (the root exports `ClientOptions`); these types name its branches for code that builds or reads one
 * (`xswap.config.instanceConfig`).
 *
 * @example Compute the partner fee of an amount
 * ```ts
 * import assert from "node:assert/strict";
 * import { computePartnerFee, type PollingConfig } from "./mod.ts";
 * const fee = computePartnerFee(1_000_000n, { address: "0x0000000000000000000000000000000000000001", amount: 250n });
 * assert.ok(fee.ok && fee.value === 250n);
 * const polling: Partial<PollingConfig> = {};
 * assert.deepEqual(polling, {});
 * ```
 * @module
 */
export type {
  BaseChainConfig,
  BitcoinChainConfig,
  BitcoinExchangeConfig,
  ChainConfigOf,
  ChainConfigs,
  ChainMetadata,
  EvmChainConfig,
  IconChainConfig,
  InjectiveChainConfig,
  NearChainConfig,
  SolanaChainConfig,
  SpokeChainConfig,
  StacksChainConfig,
  StellarChainConfig,
  StellarTrustlineConfig,
  SuiChainConfig,
} from "./chain_config.ts";
export type { ClientDefaultConfig } from "./client_default_config.ts";
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
} from "./feature_config.ts";
export type { PollingConfig } from "./xtoken.ts";
export {
  type ApiConfig,
  type ApiConfigSlice,
  type BackendApiConfig,
  type BaseApiConfigSlice,
  type CustomApiConfig,
  DEFAULT_GATEWAY_BASE_URL,
  type RequestOverrideConfig,
  type WarnSink,
} from "../api_config/types.ts";
export {
  adjustAmountByFee,
  computePartnerFee,
  FEE_PERCENTAGE_SCALE,
  grossUpByFee,
  validatePartnerFee,
} from "../fee/mod.ts";
