/**
 * `ConfigService`: the merged configuration of one client, its effective flags and fees, the token lookups of the
 * swap service, and `applyBackendConfig` used by `initialize()`.
 *
 * Backend data policy (a design choice, documented): `applyBackendConfig` merges the backend's chain and token data
 * over the packaged defaults (arrays replaced wholesale), then re-applies the user's constructor options on top, so
 * an explicit override (an RPC URL, a token list) survives `initialize()`. Client-side options (logger, fee, apiKey,
 * exchange signer) never come from the backend.
 *
 * Cost: construction only merges (untouched default subtrees are shared, not copied); the address index of a
 * chain's token list is built on the first lookup on that chain and dropped when backend data is applied.
 *
 * @example Effective fee falls back to the global fee
 * ```ts
 * import assert from "node:assert/strict";
 * import { ConfigService } from "./config_service.ts";
 * const fee = { address: "0x0000000000000000000000000000000000000001", percentage: 10 };
 * const c = new ConfigService({ fee });
 * assert.ok(c.swapPartnerFee === fee && c.swapUseBackendSubmitTx);
 * ```
 * @module
 */
import type { ExchangeSignRequest } from "../auth/exchange_signature.ts";
import { isSpokeChainKey, type SpokeChainKey } from "../chains/chain_keys.ts";
import { describeValue } from "../describe_value.ts";
import { ClientError } from "../errors.ts";
import type { PartnerFee } from "../fee/partner_fee.ts";
import { err, ok, type Result } from "../result.ts";
import { type ConfigAllPayload, PACKAGED_CONFIG_VERSION } from "../schemas/config_all_payload.ts";
import type { ChainConfigOf, SpokeChainConfig } from "../config_types/chain_config.ts";
import type { ClientDefaultConfig } from "../config_types/client_default_config.ts";
import type { ClientConfig, ClientOptions } from "./client_options.ts";
import { DEFAULT_CLIENT_CONFIG, PACKAGED_HUB_CONFIG } from "./default_config.ts";
import type { HubConfig } from "../config_types/feature_config.ts";
import { type Logger, SILENT_LOGGER } from "./logger.ts";
import { type DeepPartial, mergeConfig } from "./merge_config.ts";
import { resolveClientConfig } from "./resolve_client_config.ts";
import type { XToken } from "../config_types/xtoken.ts";

import * as lookups from "./token_lookups.ts";
import type { ConfigApplyErrorCode, ConfigLookupErrorCode } from "./error_codes.ts";
/** Per-chain address index; each chain's map is built on its first lookup (construction stays cheap). */
type TokenIndex = Map<string, Map<string, XToken>>;

function lookup(index: TokenIndex, chainKey: string, address: string, tokens: unknown): XToken | undefined {
  if (typeof address !== "string") return undefined;
  let byAddress = index.get(chainKey);
  if (byAddress === undefined) {
    if (!Array.isArray(tokens)) return undefined;
    byAddress = new Map((tokens as readonly XToken[]).map((t) => [t.address.toLowerCase(), t]));
    index.set(chainKey, byAddress);
  }
  return byAddress.get(address.toLowerCase());
}

function own(record: object, key: string): unknown {
  if (typeof key !== "string") return undefined;
  return Object.hasOwn(record, key) ? (record as Record<string, unknown>)[key] : undefined;
}

/** The configuration service of one client. Construction never throws (see `validateClientOptions`). */
export class ConfigService {
  readonly #options: ClientOptions;
  readonly #defaults: Readonly<ClientDefaultConfig>;
  #config: ClientConfig;
  #swapIndex: TokenIndex;
  #chainIndex: TokenIndex;
  #backendVersion: number | undefined;

  /**
   * Merges `options` over `defaults`; never throws.
   *
   * @param options the constructor options @default {}
   * @param defaults the packaged defaults @default DEFAULT_CLIENT_CONFIG
   */
  constructor(options: ClientOptions = {}, defaults: Readonly<ClientDefaultConfig> = DEFAULT_CLIENT_CONFIG) {
    this.#options = options;
    this.#defaults = defaults;
    this.#config = resolveClientConfig(defaults, options);
    this.#swapIndex = new Map();
    this.#chainIndex = new Map();
    this.#backendVersion = undefined;
  }

  /** The merged configuration (`ClientConfig`). */
  get instanceConfig(): ClientConfig {
    return this.#config;
  }

  /** The log sink. @default SILENT_LOGGER */
  get logger(): Logger {
    return this.#options.logger ?? SILENT_LOGGER;
  }

  /** Version of the backend config applied by `applyBackendConfig`, `undefined` before. */
  get backendConfigVersion(): number | undefined {
    return this.#backendVersion;
  }

  /** The static packaged hub snapshot; after overriding `hub`, `instanceConfig.hub` is the source of truth. */
  getHubChainConfig(): Readonly<HubConfig> {
    return PACKAGED_HUB_CONFIG;
  }

  /** Effective swaps flag: `swaps.useBackendSubmitTx` ?? deprecated `swapsOptions` ?? `true`. */
  get swapUseBackendSubmitTx(): boolean {
    return this.#config.swaps.useBackendSubmitTx ?? true;
  }

  /** Effective bridge flag: `bridge.useBackendSubmitTx` ?? deprecated `bridgeOptions` ?? `true`. */
  get bridgeUseBackendSubmitTx(): boolean {
    return this.#config.bridge.useBackendSubmitTx ?? true;
  }

  /** The global fee. */
  get fee(): PartnerFee | undefined {
    return this.#config.fee;
  }

  /** The global API key (`undefined` when unset or empty). */
  get apiKey(): string | undefined {
    return this.#config.apiKey;
  }

  /** The exchange request signer, if configured. */
  get exchangeSignRequest(): ExchangeSignRequest | undefined {
    return this.#config.exchange.signRequest;
  }

  /** Effective swaps fee: `swaps.partnerFee` ?? `swapsOptions.partnerFee` ?? `fee`. */
  get swapPartnerFee(): PartnerFee | undefined {
    return this.#config.swaps.partnerFee ?? this.fee;
  }

  /** Effective money-market fee: `moneyMarket.partnerFee` ?? `fee`. */
  get moneyMarketPartnerFee(): PartnerFee | undefined {
    return this.#config.moneyMarket.partnerFee ?? this.fee;
  }

  /** Effective bridge fee: `bridge.partnerFee` ?? `bridgeOptions.partnerFee` ?? `fee`. */
  get bridgePartnerFee(): PartnerFee | undefined {
    return this.#config.bridge.partnerFee ?? this.fee;
  }

  /** Effective leverage-yield fee: `leverageYield.partnerFee` ?? `fee`. */
  get leverageYieldPartnerFee(): PartnerFee | undefined {
    return this.#config.leverageYield.partnerFee ?? this.fee;
  }

  /** Whether `key` is a chain of the active configuration. */
  isValidSpokeChainKey(key: unknown): key is SpokeChainKey {
    return isSpokeChainKey(key) && key in this.#config.chains;
  }

  /** The active configuration of one chain. */
  getChainConfig<K extends SpokeChainKey>(chainKey: K): ChainConfigOf<K> {
    // a hostile key (its toString throws) or a symbol reads nothing instead of throwing
    return (typeof chainKey === "string" ? this.#config.chains[chainKey] : undefined) as ChainConfigOf<K>;
  }

  /** The chain configuration of a runtime key; `UNKNOWN_CHAIN_KEY` when unknown. */
  findChainConfig(chainKey: string): Result<SpokeChainConfig, ClientError<ConfigLookupErrorCode>>;
  findChainConfig(chainKey: string): Result<SpokeChainConfig, ClientError> {
    if (!this.isValidSpokeChainKey(chainKey)) {
      return err(
        new ClientError("UNKNOWN_CHAIN_KEY", `Unknown chain key ${describeValue(chainKey)}`, {
          context: { chainKey: describeValue(chainKey) },
        }),
      );
    }
    return ok(this.#config.chains[chainKey] as SpokeChainConfig);
  }

  /**
   * Solver-supported tokens of a chain. Typed by chain key (`"0x2105.base"`, a value of `ChainKeys`), so a typo
   * such as `"base"` does not compile; at run time an unknown key answers an empty list (check it first with
   * {@link isValidSpokeChainKey}, or `findChainConfig` for a failure naming the closest keys).
   */
  getSupportedSwapTokens(chainKey: SpokeChainKey): readonly XToken[] {
    return isSpokeChainKey(chainKey) ? this.#config.swaps.supportedTokens[chainKey] ?? [] : [];
  }

  /** The swap token of a chain by address, case-insensitive; `undefined` when not supported. */
  getSwapToken(chainKey: string, address: string): XToken | undefined {
    return lookup(this.#swapIndex, chainKey, address, own(this.#config.swaps.supportedTokens, chainKey));
  }

  /** Any packaged token of a chain by address (`chains[k].supportedTokens`), case-insensitive. */
  getChainToken(chainKey: string, address: string): XToken | undefined {
    const chain = own(this.#config.chains, chainKey) as SpokeChainConfig | undefined;
    return lookup(this.#chainIndex, chainKey, address, chain?.supportedTokens);
  }

  /** The money-market token of a chain by address (the platform's `getMoneyMarketToken`); `undefined` if none. */
  getMoneyMarketToken(chainKey: string, token: string): XToken | undefined {
    return lookups.getMoneyMarketToken(this.#config, chainKey, token);
  }

  /** Whether a token is a money-market token of a chain (the platform's `isMoneyMarketSupportedToken`). */
  isMoneyMarketSupportedToken(chainKey: string, token: string): boolean {
    return lookups.isMoneyMarketSupportedToken(this.#config, chainKey, token);
  }

  /** The address on `chainKey` of the token whose hub asset is `hubAsset` (the platform's `getOriginalAssetAddress`). */
  getOriginalAssetAddress(chainKey: string, hubAsset: string): string | undefined {
    return lookups.getOriginalAssetAddress(this.#config, chainKey, hubAsset);
  }

  /** Whether `hubAsset` is the hub asset of any configured token (the platform's `isValidHubAsset`). */
  isValidHubAsset(hubAsset: string): boolean {
    return lookups.isValidHubAsset(this.#config, hubAsset);
  }

  /** Whether `hubAsset` is a hub vault of a configured token (the platform's `isSodaVaultHubAsset`). */
  isSodaVaultHubAsset(hubAsset: string): boolean {
    return lookups.isSodaVaultHubAsset(this.#config, hubAsset);
  }

  /** Whether `chainKey` lists a token of hub asset `hubAsset` (the platform's `isValidChainHubAsset`). */
  isValidChainHubAsset(chainKey: string, hubAsset: string): boolean {
    return lookups.isValidChainHubAsset(this.#config, chainKey, hubAsset);
  }

  /** A token of a chain by symbol, case-insensitive (the platform's `findSupportedTokenBySymbol`). */
  findSupportedTokenBySymbol(chainKey: string, symbol: string): XToken | undefined {
    return lookups.findSupportedTokenBySymbol(this.#config, chainKey, symbol);
  }

  /** Whether `address` is a stata pool currency of the dex (the platform's `isValidStakedATokenAddress`). */
  isValidStakedATokenAddress(address: string): boolean {
    return lookups.isValidStakedATokenAddress(this.#config, address);
  }

  /** The addresses on `chainKey` of the tokens of hub vault `vault` (the platform's `getOriginalAssetsFromVault`). */
  getOriginalAssetsFromVault(chainKey: string, vault: string): string[] {
    return lookups.getOriginalAssetsFromVault(this.#config, chainKey, vault);
  }

  /** The SODA token address of a chain (the platform's `getSodaTokenAddress`); `undefined` if none. */
  getSodaTokenAddress(chainKey: string): string | undefined {
    return lookups.getSodaTokenAddress(this.#config, chainKey);
  }

  /** The SODA token of a chain (the platform's `getSodaToken`); `UNSUPPORTED_TOKEN` when it has none. */
  getSodaToken(chainKey: string): Result<XToken, ClientError<ConfigLookupErrorCode>>;
  getSodaToken(chainKey: string): Result<XToken, ClientError> {
    return lookups.getSodaToken(this.#config, chainKey);
  }

  /**
   * The address on `chainKey` of the token a staked aToken stands for (the platform's
   * `getOriginalAssetAddressFromStakedATokenAddress`); `UNSUPPORTED_TOKEN` when none.
   */
  getOriginalAssetAddressFromStakedATokenAddress(
    chainKey: string,
    address: string,
  ): Result<string, ClientError<ConfigLookupErrorCode>>;
  getOriginalAssetAddressFromStakedATokenAddress(
    chainKey: string,
    address: string,
  ): Result<string, ClientError> {
    return lookups.getOriginalAssetAddressFromStakedATokenAddress(this.#config, chainKey, address);
  }

  /**
   * Applies backend data (see the module doc): merged over the packaged defaults, then the constructor options
   * re-applied. A payload older than {@link PACKAGED_CONFIG_VERSION} is refused with `INVALID_CONFIG`
   * (`context.version`, `context.minVersion`) and the configuration is left unchanged.
   */
  applyBackendConfig(payload: ConfigAllPayload): Result<void, ClientError<ConfigApplyErrorCode>>;
  applyBackendConfig(payload: ConfigAllPayload): Result<void, ClientError> {
    if (!(payload?.version >= PACKAGED_CONFIG_VERSION)) {
      return err(
        new ClientError("INVALID_CONFIG", "Cannot apply backend config: version too old", {
          context: {
            version: typeof payload?.version === "number" ? payload.version : describeValue(payload?.version),
            minVersion: PACKAGED_CONFIG_VERSION,
          },
        }),
      );
    }
    const base = mergeConfig<ClientDefaultConfig>(
      this.#defaults,
      payload.config as DeepPartial<ClientDefaultConfig>,
    );
    this.#config = resolveClientConfig(base, this.#options);
    this.#swapIndex = new Map();
    this.#chainIndex = new Map();
    this.#backendVersion = payload.version;
    return ok();
  }
}
