/**
 * Hub, solver, relay and feature configuration types (docs/rules/config.md#client-config).
 *
 * @example A bridge config with the backend path off
 * ```ts
 * import assert from "node:assert/strict";
 * import type { BridgeConfig } from "./feature_config.ts";
 * const b: BridgeConfig = { useBackendSubmitTx: false };
 * assert.ok(b.useBackendSubmitTx === false);
 * ```
 * @module
 */
import type { SpokeChainKey } from "../chains/chain_keys.ts";
import type { PartnerFee } from "../fee/partner_fee.ts";
import type { PollingConfig, XToken } from "./xtoken.ts";

/** Contract addresses of the hub. */
export interface HubAddresses {
  /** Asset manager. */
  assetManager: string;
  /** Hub wallet factory. */
  hubWallet: string;
  /** xToken manager. */
  xTokenManager: string;
  /** ICX migration. */
  icxMigration: string;
  /** BALN swap. */
  balnSwap: string;
  /** SODA token. */
  sodaToken: string;
  /** SODA vault. */
  sodaVault: string;
  /** Staked SODA. */
  stakedSoda: string;
  /** xSODA. */
  xSoda: string;
  /** Staking router. */
  stakingRouter: string;
  /** Wallet router (hub-source wallet derivation). */
  walletRouter: string;
}

/** `HubConfig`: the hub chain. */
export interface HubConfig {
  /** The hub's chain key. */
  chainKey: SpokeChainKey;
  /** Display name. */
  name: string;
  /** EVM chain id. */
  nativeChainId: number;
  /** JSON-RPC endpoint of the hub client. */
  rpcUrl: string;
  /** Contract addresses. */
  addresses: HubAddresses;
  /** Native token address. */
  nativeToken: string;
  /** Wrapped native token address. */
  wrappedNativeToken: string;
  /** bnUSD token address. */
  bnUSD: string;
  /** Receipt polling. */
  pollingConfig: PollingConfig;
}

/** `SolverConfig`. */
export interface SolverConfig {
  /** Intents contract on the hub. */
  intentsContract: string;
  /** Solver API root `{solver_url}`. @default "https://api.sodax.com/v1/intent" */
  solverApiEndpoint: string;
  /** Protocol intents contract (partner fee claims). */
  protocolIntentsContract: string;
}

/** `RelayConfig`. */
export interface RelayConfig {
  /** Relayer root. @default "https://xcall-relay.nw.iconblockchain.xyz" */
  relayerApiEndpoint: string;
  /** Chain key to relay chain id. */
  relayChainIdMap: Readonly<Record<SpokeChainKey, bigint>>;
}

/** `SwapsConfig`. */
export interface SwapsConfig {
  /** Solver-supported tokens per chain (replace a chain's list wholesale to override it). */
  supportedTokens: Readonly<Record<SpokeChainKey, readonly XToken[]>>;
  /** Swap partner fee. @default undefined (the global `fee` applies) */
  partnerFee?: PartnerFee | undefined;
  /** Use the backend submit-tx path first. @default true */
  useBackendSubmitTx?: boolean | undefined;
}

/** `BridgeConfig`. */
export interface BridgeConfig {
  /** Bridge partner fee. @default undefined (the global `fee` applies) */
  partnerFee?: PartnerFee | undefined;
  /** Use the backend submit-tx path first. @default true */
  useBackendSubmitTx?: boolean | undefined;
}

/** `MoneyMarketConfig`. */
export interface MoneyMarketConfig {
  /** Lending pool. */
  lendingPool: string;
  /** UI pool data provider. */
  uiPoolDataProvider: string;
  /** Pool addresses provider. */
  poolAddressesProvider: string;
  /** bnUSD (hub). */
  bnUSD: string;
  /** bnUSD vault. */
  bnUSDVault: string;
  /** bnUSD aToken. */
  bnUSDAToken: string;
  /** Money-market tokens per chain. The packaged data has no such list: empty per chain until `initialize()`. */
  supportedTokens: Readonly<Record<SpokeChainKey, readonly XToken[]>>;
  /** Reserve assets (hub vault addresses). */
  supportedReserveAssets: readonly string[];
  /** Money-market partner fee. @default undefined (the global `fee` applies) */
  partnerFee?: PartnerFee | undefined;
}

/** Contracts of the concentrated-liquidity dex. */
export interface ConcentratedLiquidityConfig {
  /** Permit2. */
  permit2: string;
  /** Pool manager. */
  clPoolManager: string;
  /** Router. */
  router: string;
  /** Position manager. */
  clPositionManager: string;
  /** Position descriptor. */
  clPositionDescriptor: string;
  /** Quoter. */
  clQuoter: string;
  /** Tick lens. */
  clTickLens: string;
  /** Default hook. */
  defaultHook: string;
  /** Static aToken factory. */
  stataTokenFactory: string;
  /** Default tick spacing. */
  defaultTickSpacing: number;
  /** Default bitmap. */
  defaultBitmap: bigint;
}

/** A pool key of the dex. */
export interface DexPoolKey {
  /** First currency. */
  currency0: string;
  /** Second currency. */
  currency1: string;
  /** Hook contract. */
  hooks: string;
  /** Pool manager. */
  poolManager: string;
  /** Fee tier. */
  fee: number;
  /** Encoded parameters. */
  parameters: string;
}

/** `DexConfig`. */
export interface DexConfig {
  /** Contract set. */
  concentratedLiquidityConfig: ConcentratedLiquidityConfig;
  /** Pool keys by name. The packaged data lists pool names only: empty until `initialize()`. */
  dexPools: Readonly<Record<string, DexPoolKey>>;
  /** Stata (static aToken) pool currency to the money-market vault it wraps. */
  statATokenAddresses: Readonly<Record<string, string>>;
}

/** One leverage-yield vault on the hub. */
export interface LeverageYieldVault {
  /** Vault name. */
  name: string;
  /** Vault contract. */
  address: string;
  /** Underlying hub asset. */
  asset: string;
}

/** `LeverageYieldConfig`. */
export interface LeverageYieldConfig {
  /** Vault registry. The packaged data has none: empty until `initialize()`. */
  vaults: readonly LeverageYieldVault[];
  /** Leverage-yield partner fee. @default undefined (the global `fee` applies) */
  partnerFee?: PartnerFee | undefined;
}
