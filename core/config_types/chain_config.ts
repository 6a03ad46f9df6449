/**
 * Per-chain configuration (`SpokeChainConfig`, docs/rules/config.md#chain-config): shared fields plus
 * per-family RPC keys.
 *
 * @example Read the effective Sui endpoint
 * ```ts
 * import assert from "node:assert/strict";
 * import { resolveSuiGrpcUrl } from "./chain_config.ts";
 * assert.ok(resolveSuiGrpcUrl({ grpc_url: "https://a", rpc_url: "https://b" }) === "https://b");
 * ```
 * @module
 */
import type { ChainType, SpokeChainKey } from "../chains/chain_keys.ts";
import type { PollingConfig, XToken } from "./xtoken.ts";

/** Metadata of a chain. */
export interface ChainMetadata<T extends ChainType = ChainType> {
  /** Chain key. */
  key: SpokeChainKey;
  /** Display name. */
  name: string;
  /** Chain family. */
  type: T;
  /** The chain's own id (EVM chain id, or a string id for other families). */
  nativeChainId: number | string;
  /** Always true for the packaged chains. */
  mainnet: boolean;
  /** Block explorer root (empty when not in the packaged data). */
  explorerUrl: string;
}

/** Fields every chain has. */
export interface BaseChainConfig<T extends ChainType> {
  /** Metadata. */
  chain: ChainMetadata<T>;
  /** Contract addresses by role (`assetManager`, `connection`, ...); the roles vary by family. */
  addresses: Readonly<Record<string, string>>;
  /** Every packaged token of the chain. */
  supportedTokens: readonly XToken[];
  /** Address of the native token. */
  nativeToken: string;
  /** Address of the chain's bnUSD token. */
  bnUSD: string;
  /** Receipt polling. */
  pollingConfig: PollingConfig;
}

/** An EVM chain (including the hub as a spoke, Hedera and Robinhood). */
export interface EvmChainConfig extends BaseChainConfig<"EVM"> {
  /** JSON-RPC endpoint. */
  rpcUrl: string;
}

/** Solana. */
export interface SolanaChainConfig extends BaseChainConfig<"SOLANA"> {
  /** JSON-RPC endpoint. */
  rpcUrl: string;
  /** Default wallet address (empty: none). */
  walletAddress: string;
  /** Priority fee in micro-lamports, as a decimal string. */
  gasPrice: string;
}

/** A Stellar trustline the client may add. */
export interface StellarTrustlineConfig {
  /** Asset code. */
  assetCode: string;
  /** Soroban contract id of the asset. */
  contractId: string;
  /** Issuer account. */
  assetIssuer: string;
}

/** Stellar. */
export interface StellarChainConfig extends BaseChainConfig<"STELLAR"> {
  /** Horizon endpoint. */
  horizonRpcUrl: string;
  /** Soroban RPC endpoint. */
  sorobanRpcUrl: string;
  /** Known trustlines. */
  trustlineConfigs: readonly StellarTrustlineConfig[];
  /** Priority fee in stroops, decimal string. */
  priorityFee: string;
  /** Base fee in stroops, decimal string. */
  baseFee: string;
}

/** Sui. */
export interface SuiChainConfig extends BaseChainConfig<"SUI"> {
  /** gRPC-web endpoint. */
  grpc_url: string;
  /**
   * Deprecated alias of `grpc_url`; wins when set (docs/rules/config.md#deprecated-options).
   * @deprecated use `grpc_url`
   */
  rpc_url?: string | undefined;
}

/** ICON. */
export interface IconChainConfig extends BaseChainConfig<"ICON"> {
  /** JSON-RPC endpoint. */
  rpcUrl: string;
  /** Debug JSON-RPC endpoint. */
  debugRpcUrl: string;
  /** Network id. */
  nid: string;
}

/** Injective. */
export interface InjectiveChainConfig extends BaseChainConfig<"INJECTIVE"> {
  /** RPC endpoint. */
  rpcUrl: string;
  /** Default wallet address (empty: none). */
  walletAddress: string;
  /** Bech32 prefix. */
  prefix: string;
  /** Gas price with denomination. */
  gasPrice: string;
  /** Whether the client runs in a browser. */
  isBrowser: boolean;
  /** Network id. */
  networkId: string;
  /** Network name. */
  network: string;
}

/** NEAR. */
export interface NearChainConfig extends BaseChainConfig<"NEAR"> {
  /** JSON-RPC endpoint. */
  rpcUrl: string;
}

/** Stacks. */
export interface StacksChainConfig extends BaseChainConfig<"STACKS"> {
  /** API endpoint. */
  rpcUrl: string;
}

/** The Bitcoin exchange (trading venue) the Bitcoin spoke talks to. Credentials are per call, not here. */
export interface BitcoinExchangeConfig {
  /** Exchange API root. */
  apiUrl: string;
  /** Exchange user-management API root. */
  umsUrl: string;
  /** Wallet mode. @default "TRADING" */
  walletMode?: string | undefined;
}

/** Bitcoin. */
export interface BitcoinChainConfig extends BaseChainConfig<"BITCOIN"> {
  /** Esplora-style API endpoint. */
  rpcUrl: string;
  /** Network name. */
  network: string;
  /** Exchange settings. */
  exchange: BitcoinExchangeConfig;
}

/** `SpokeChainConfig`: the configuration of one chain, discriminated by `chain.type`. */
export type SpokeChainConfig =
  | EvmChainConfig
  | SolanaChainConfig
  | StellarChainConfig
  | SuiChainConfig
  | IconChainConfig
  | InjectiveChainConfig
  | NearChainConfig
  | StacksChainConfig
  | BitcoinChainConfig;

/** The configuration type of each chain key. */
export type ChainConfigOf<K extends SpokeChainKey> = K extends "solana" ? SolanaChainConfig
  : K extends "stellar" ? StellarChainConfig
  : K extends "sui" ? SuiChainConfig
  : K extends "0x1.icon" ? IconChainConfig
  : K extends "injective-1" ? InjectiveChainConfig
  : K extends "near" ? NearChainConfig
  : K extends "stacks" ? StacksChainConfig
  : K extends "bitcoin" ? BitcoinChainConfig
  : EvmChainConfig;

/** `Record<SpokeChainKey, SpokeChainConfig>` with the precise type per key. */
export type ChainConfigs = { [K in SpokeChainKey]: ChainConfigOf<K> };

/**
 * The effective Sui endpoint: the deprecated `rpc_url` when set (non-empty), otherwise `grpc_url`.
 *
 * @param config the Sui chain config (only the two URL fields are read)
 * @returns the endpoint to use
 * @example Only grpc_url
 * ```ts
 * import assert from "node:assert/strict";
 * import { resolveSuiGrpcUrl } from "./chain_config.ts";
 * assert.ok(resolveSuiGrpcUrl({ grpc_url: "https://a" }) === "https://a");
 * ```
 */
export function resolveSuiGrpcUrl(config: Pick<SuiChainConfig, "grpc_url" | "rpc_url">): string {
  return config.rpc_url !== undefined && config.rpc_url !== "" ? config.rpc_url : config.grpc_url;
}
