/**
 * The token lookups of the platform's `ConfigService` over one effective configuration, as pure functions
 * (`ConfigService` exposes each as a method of the same name, `xswap.config.*`). Addresses compare
 * case-insensitively; a lookup given a value that is not a string answers "not found" (`undefined`, `false`,
 * `[]`), never throws. The two platform lookups that throw when nothing is found answer a Result here.
 *
 * @example The SODA token of Base, and an unknown hub asset
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "./default_config.ts";
 * import { getSodaTokenAddress, isValidHubAsset } from "./token_lookups.ts";
 * assert.ok(getSodaTokenAddress(DEFAULT_CLIENT_CONFIG, "0x2105.base")?.startsWith("0x"));
 * assert.equal(isValidHubAsset(DEFAULT_CLIENT_CONFIG, "0x000000000000000000000000000000000000dead"), false);
 * ```
 * @module
 */
import type { ClientDefaultConfig } from "../config_types/client_default_config.ts";
import type { XToken } from "../config_types/xtoken.ts";
import { describeValue } from "../describe_value.ts";
import { ClientError } from "../errors.ts";
import { err, ok, type Result } from "../result.ts";

/** The configuration the lookups read (the effective `instanceConfig`, or the packaged defaults). */
export type LookupConfig = Pick<ClientDefaultConfig, "chains" | "moneyMarket" | "dex" | "hub">;

const lower = (v: unknown): string | undefined => typeof v === "string" ? v.toLowerCase() : undefined;

function own<T>(record: Readonly<Record<string, T>>, key: unknown): T | undefined {
  return typeof key === "string" && Object.hasOwn(record, key) ? record[key] : undefined;
}

function chainTokens(config: LookupConfig, chainKey: unknown): readonly XToken[] {
  const chain = own(
    config.chains as Readonly<Record<string, { supportedTokens?: readonly XToken[] }>>,
    chainKey,
  );
  return Array.isArray(chain?.supportedTokens) ? chain.supportedTokens : [];
}

function allTokens(config: LookupConfig): XToken[] {
  return Object.values(config.chains as Readonly<Record<string, { supportedTokens?: readonly XToken[] }>>)
    .flatMap((c) => Array.isArray(c?.supportedTokens) ? c.supportedTokens : []);
}

/**
 * The money-market token of a chain by its address (the platform's `getMoneyMarketToken`).
 *
 * @param config the configuration
 * @param chainKey the chain
 * @param token the token's address on that chain
 * @returns the token, or `undefined`
 * @example Not a money-market token
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "./default_config.ts";
 * import { getMoneyMarketToken } from "./token_lookups.ts";
 * assert.equal(getMoneyMarketToken(DEFAULT_CLIENT_CONFIG, "0x2105.base", "0xdead"), undefined);
 * ```
 */
export function getMoneyMarketToken(
  config: LookupConfig,
  chainKey: string,
  token: string,
): XToken | undefined {
  const want = lower(token);
  return own(config.moneyMarket.supportedTokens, chainKey)?.find((t) => t.address.toLowerCase() === want);
}

/**
 * Whether a token is a money-market token of a chain (the platform's `isMoneyMarketSupportedToken`).
 *
 * @param config the configuration
 * @param chainKey the chain
 * @param token the token's address on that chain
 * @returns whether it is listed
 * @example An unknown chain
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "./default_config.ts";
 * import { isMoneyMarketSupportedToken } from "./token_lookups.ts";
 * assert.equal(isMoneyMarketSupportedToken(DEFAULT_CLIENT_CONFIG, "nowhere", "0x01"), false);
 * ```
 */
export function isMoneyMarketSupportedToken(config: LookupConfig, chainKey: string, token: string): boolean {
  return getMoneyMarketToken(config, chainKey, token) !== undefined;
}

/**
 * The spoke address of the token of `chainKey` whose hub asset is `hubAsset` (the platform's
 * `getOriginalAssetAddress`, also `PartnerFeeClaimService.getOriginalAssetAddress`).
 *
 * @param config the configuration
 * @param chainKey the chain whose token is wanted
 * @param hubAsset the hub asset
 * @returns the token's address on `chainKey`, or `undefined`
 * @example Unknown hub asset
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "./default_config.ts";
 * import { getOriginalAssetAddress } from "./token_lookups.ts";
 * assert.equal(getOriginalAssetAddress(DEFAULT_CLIENT_CONFIG, "0x2105.base", "0xdead"), undefined);
 * ```
 */
export function getOriginalAssetAddress(
  config: LookupConfig,
  chainKey: string,
  hubAsset: string,
): string | undefined {
  const want = lower(hubAsset);
  return chainTokens(config, chainKey).find((t) => t.hubAsset.toLowerCase() === want)?.address;
}

/**
 * Whether `hubAsset` is the hub asset of a token of any chain (the platform's `isValidHubAsset`).
 *
 * @param config the configuration
 * @param hubAsset a hub address
 * @returns whether some configured token has it as hub asset
 * @example Garbage
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "./default_config.ts";
 * import { isValidHubAsset } from "./token_lookups.ts";
 * assert.equal(isValidHubAsset(DEFAULT_CLIENT_CONFIG, 42 as unknown as string), false);
 * ```
 */
export function isValidHubAsset(config: LookupConfig, hubAsset: string): boolean {
  const want = lower(hubAsset);
  return want !== undefined && allTokens(config).some((t) => t.hubAsset.toLowerCase() === want);
}

/**
 * Whether `hubAsset` is one of the hub vaults (sodaUSDC, bnUSD vault, ...) some configured token belongs to (the
 * platform's `isSodaVaultHubAsset`). Give a hub address: a spoke address that happens to equal a vault answers
 * `true` too, as on the platform.
 *
 * @param config the configuration
 * @param hubAsset a hub address
 * @returns whether it is a vault
 * @example Not a vault
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "./default_config.ts";
 * import { isSodaVaultHubAsset } from "./token_lookups.ts";
 * assert.equal(isSodaVaultHubAsset(DEFAULT_CLIENT_CONFIG, "0x000000000000000000000000000000000000dead"), false);
 * ```
 */
export function isSodaVaultHubAsset(config: LookupConfig, hubAsset: string): boolean {
  const want = lower(hubAsset);
  return want !== undefined && allTokens(config).some((t) => t.vault.toLowerCase() === want);
}

/**
 * Whether a token of `chainKey` has `hubAsset` as its hub asset (the platform's `isValidChainHubAsset`).
 *
 * @param config the configuration
 * @param chainKey the chain
 * @param hubAsset a hub address
 * @returns whether that chain lists a token of that hub asset
 * @example Unknown chain
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "./default_config.ts";
 * import { isValidChainHubAsset } from "./token_lookups.ts";
 * assert.equal(isValidChainHubAsset(DEFAULT_CLIENT_CONFIG, "nowhere", "0x01"), false);
 * ```
 */
export function isValidChainHubAsset(config: LookupConfig, chainKey: string, hubAsset: string): boolean {
  return getOriginalAssetAddress(config, chainKey, hubAsset) !== undefined;
}

/**
 * A token of a chain by symbol, case-insensitive (the platform's `findSupportedTokenBySymbol`).
 *
 * @param config the configuration
 * @param chainKey the chain
 * @param symbol the symbol (`usdc` finds `USDC`)
 * @returns the first token of that symbol, or `undefined`
 * @example USDC on Base
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "./default_config.ts";
 * import { findSupportedTokenBySymbol } from "./token_lookups.ts";
 * assert.equal(findSupportedTokenBySymbol(DEFAULT_CLIENT_CONFIG, "0x2105.base", "usdc")?.symbol, "USDC");
 * ```
 */
export function findSupportedTokenBySymbol(
  config: LookupConfig,
  chainKey: string,
  symbol: string,
): XToken | undefined {
  const want = lower(symbol);
  return chainTokens(config, chainKey).find((t) => t.symbol.toLowerCase() === want);
}

/**
 * Whether `address` is a stata (static aToken) pool currency of the dex (the platform's
 * `isValidStakedATokenAddress`: a key of `dex.statATokenAddresses`).
 *
 * @param config the configuration
 * @param address a hub address
 * @returns whether it is one
 * @example Not one
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "./default_config.ts";
 * import { isValidStakedATokenAddress } from "./token_lookups.ts";
 * assert.equal(isValidStakedATokenAddress(DEFAULT_CLIENT_CONFIG, "0xdead"), false);
 * ```
 */
export function isValidStakedATokenAddress(config: LookupConfig, address: string): boolean {
  const want = lower(address);
  return want !== undefined &&
    Object.keys(config.dex.statATokenAddresses).some((k) => k.toLowerCase() === want);
}

/**
 * The spoke addresses of the tokens of `chainKey` that belong to hub vault `vault` (the platform's
 * `getOriginalAssetsFromVault`).
 *
 * @param config the configuration
 * @param chainKey the chain
 * @param vault the hub vault
 * @returns the addresses, in configuration order (`[]` for none)
 * @example None
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "./default_config.ts";
 * import { getOriginalAssetsFromVault } from "./token_lookups.ts";
 * assert.deepEqual(getOriginalAssetsFromVault(DEFAULT_CLIENT_CONFIG, "0x2105.base", "0xdead"), []);
 * ```
 */
export function getOriginalAssetsFromVault(config: LookupConfig, chainKey: string, vault: string): string[] {
  const want = lower(vault);
  return chainTokens(config, chainKey).filter((t) => t.vault.toLowerCase() === want).map((t) => t.address);
}

/**
 * The SODA token of a chain (the platform's `getSodaToken`, which throws when there is none).
 *
 * @param config the configuration
 * @param chainKey the chain
 * @returns the token; `UNSUPPORTED_TOKEN` when the chain has no SODA
 * @example A chain without SODA
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "./default_config.ts";
 * import { getSodaToken } from "./token_lookups.ts";
 * const r = getSodaToken(DEFAULT_CLIENT_CONFIG, "nowhere" as never);
 * assert.ok(!r.ok && r.error.code === "UNSUPPORTED_TOKEN");
 * ```
 */
export function getSodaToken(config: LookupConfig, chainKey: string): Result<XToken, ClientError> {
  const soda = chainTokens(config, chainKey).find((t) => t.symbol === "SODA");
  if (soda !== undefined) return ok(soda);
  return err(
    new ClientError("UNSUPPORTED_TOKEN", `Cannot find the SODA token of chain ${describeValue(chainKey)}`, {
      context: { chainKey: describeValue(chainKey), token: "SODA" },
    }),
  );
}

/**
 * The SODA token address of a chain (the platform's `getSodaTokenAddress`).
 *
 * @param config the configuration
 * @param chainKey the chain
 * @returns the address, or `undefined` when the chain has no SODA
 * @example A chain without SODA
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "./default_config.ts";
 * import { getSodaTokenAddress } from "./token_lookups.ts";
 * assert.equal(getSodaTokenAddress(DEFAULT_CLIENT_CONFIG, "nowhere"), undefined);
 * ```
 */
export function getSodaTokenAddress(config: LookupConfig, chainKey: string): string | undefined {
  const r = getSodaToken(config, chainKey);
  return r.ok ? r.value.address : undefined;
}

/**
 * The spoke address of the token a staked aToken stands for on `chainKey` (the platform's
 * `getOriginalAssetAddressFromStakedATokenAddress`, which throws when nothing matches): xSODA gives the chain's
 * SODA; a stata pool currency gives the first token of the vault it wraps; any other address is taken as a vault.
 *
 * @param config the configuration
 * @param chainKey the chain
 * @param address the staked aToken (or vault) address on the hub
 * @returns the spoke address; `UNSUPPORTED_TOKEN` when the chain has no such token
 * @example xSODA on a chain without SODA
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "./default_config.ts";
 * import { getOriginalAssetAddressFromStakedATokenAddress } from "./token_lookups.ts";
 * const r = getOriginalAssetAddressFromStakedATokenAddress(DEFAULT_CLIENT_CONFIG, "nowhere", "0xdead");
 * assert.ok(!r.ok && r.error.code === "UNSUPPORTED_TOKEN");
 * ```
 */
export function getOriginalAssetAddressFromStakedATokenAddress(
  config: LookupConfig,
  chainKey: string,
  address: string,
): Result<string, ClientError> {
  const want = lower(address);
  if (want !== undefined && want === lower(config.hub.addresses.xSoda)) {
    const soda = getSodaToken(config, chainKey);
    return soda.ok ? ok(soda.value.address) : soda;
  }
  const stata = Object.entries(config.dex.statATokenAddresses).find(([k]) => k.toLowerCase() === want)?.[1];
  const [first] = getOriginalAssetsFromVault(config, chainKey, stata ?? address);
  if (first !== undefined) return ok(first);
  return err(
    new ClientError("UNSUPPORTED_TOKEN", "Cannot find the original asset of the staked aToken", {
      context: { chainKey: describeValue(chainKey), token: describeValue(address) },
    }),
  );
}
