/**
 * The parsed `/config/all` payload's types, shared by the full zod schema (config_all.ts) and its fast path.
 * @module
 */
import type { SpokeChainKey } from "../chains/chain_keys.ts";
import type { ChainConfigs } from "../config_types/chain_config.ts";
import type {
  DexConfig,
  HubConfig,
  LeverageYieldConfig,
  MoneyMarketConfig,
  SolverConfig,
} from "../config_types/feature_config.ts";
import type { XToken } from "../config_types/xtoken.ts";

/** The config version the packaged client expects; an older payload is refused (reference `CONFIG_VERSION`). */
export const PACKAGED_CONFIG_VERSION = 100;

/** Backend chain and token data, as the client uses it (bigints revived). */
export interface BackendConfigData {
  /** Per-chain settings (known chain keys only). */
  chains: Partial<ChainConfigs>;
  /** Swap token lists. */
  swaps: { supportedTokens: Partial<Record<SpokeChainKey, readonly XToken[]>> };
  /** Relay chain ids. */
  relay: { relayChainIdMap: Partial<Record<SpokeChainKey, bigint>> };
  /** Hub chain. */
  hub?: HubConfig | undefined;
  /** Money-market contracts and tokens. */
  moneyMarket?: BackendMoneyMarketData | undefined;
  /** Dex contracts and pools. */
  dex?: DexConfig | undefined;
  /** Leverage-yield vaults. */
  leverageYield?: Pick<LeverageYieldConfig, "vaults"> | undefined;
  /** Solver contracts (never the endpoint). */
  solver?: Pick<SolverConfig, "intentsContract" | "protocolIntentsContract"> | undefined;
}

/** Money-market data of the backend (no fee; token lists keyed by known chain keys). */
export type BackendMoneyMarketData = Omit<MoneyMarketConfig, "partnerFee" | "supportedTokens"> & {
  supportedTokens: Partial<Record<SpokeChainKey, readonly XToken[]>>;
};

/** The parsed `/config/all` response. */
export interface ConfigAllPayload {
  /** Config version; compare with {@link PACKAGED_CONFIG_VERSION}. */
  version: number;
  /** The data. */
  config: BackendConfigData;
}
