/**
 * The configuration in the shapes `@sodax/sdk@1.3.0-beta` parses (docs/wire_inventory.md#backend-data-api;
 * its `GetAllConfigApiResponse` and the per-part `/config/...` routes). That SDK's `initialize()` reads `GET
 * /be/config/all` as one flat object, `{version?, supportedChains, supportedSwapTokens,
 * supportedMoneyMarketTokens, supportedMoneyMarketReserveAssets, supportedHubAssets, relayChainIdMap,
 * spokeChainConfig}`, and adopts the body itself as its config when `version >= 26`; SPEC's body is
 * `{version, config}`. {@link platformFlatConfig} gives those flat fields, which the simulator serves beside
 * SPEC's `version` and `config` (our parser strips unknown top-level keys).
 *
 * Shapes: tokens carry SPEC's `chainKey` and that SDK's `xChainId`; `spokeChainConfig[key]` is our chain entry
 * with `chain.id` (the chain key) and `chain.chainId` (the native id) added and `supportedTokens` keyed by
 * symbol (`legacybnUSD` for "bnUSD (legacy)"), as that SDK indexes it; relay ids are JSON numbers (JSON has no
 * bigint; the packaged map of that SDK holds bigints).
 *
 * @example The flat fields of the packaged defaults
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "../../core/config/default_config.ts";
 * import { platformFlatConfig } from "./platform_config_fields.ts";
 * const flat = platformFlatConfig(DEFAULT_CLIENT_CONFIG) as {
 *   supportedChains: string[];
 *   relayChainIdMap: Record<string, number>;
 *   spokeChainConfig: Record<string, { chain: { id: string }; supportedTokens: Record<string, { xChainId: string }> }>;
 * };
 * assert.ok(flat.supportedChains.includes("0x2105.base"));
 * assert.equal(flat.relayChainIdMap["0x2105.base"], 30);
 * assert.equal(flat.spokeChainConfig["0x2105.base"].chain.id, "0x2105.base");
 * assert.equal(flat.spokeChainConfig["0x2105.base"].supportedTokens.USDC.xChainId, "0x2105.base");
 * ```
 * @module
 */
import type { ClientDefaultConfig } from "../../core/config_types/client_default_config.ts";
import type { XToken } from "../../core/config_types/xtoken.ts";
import { SIM_RESERVES } from "../state/seed/money_market.ts";

type ChainEntry = Record<string, unknown> & {
  chain: Record<string, unknown> & { nativeChainId?: unknown };
  supportedTokens: readonly XToken[];
};

/**
 * One token in both shapes: SPEC/SDKS `chainKey`, the 1.3.0-beta `xChainId`.
 *
 * @param t the token
 * @returns a JSON-safe token with both chain fields
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "../../core/config/default_config.ts";
 * import { tokenWire } from "./platform_config_fields.ts";
 * const usdc = DEFAULT_CLIENT_CONFIG.chains["0x2105.base"].supportedTokens.find((t) => t.symbol === "USDC")!;
 * assert.equal(tokenWire(usdc).xChainId, "0x2105.base");
 * ```
 */
export function tokenWire(t: XToken): Record<string, unknown> {
  return { ...t, xChainId: t.chainKey };
}

/**
 * The 1.3.0-beta hub-asset map of one chain: original asset -> `{asset, decimal, vault, symbol, name}`.
 *
 * @param tokens the chain's tokens
 * @returns the map
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "../../core/config/default_config.ts";
 * import { hubAssetsOf } from "./platform_config_fields.ts";
 * const tokens = DEFAULT_CLIENT_CONFIG.chains["0x2105.base"].supportedTokens;
 * const usdc = tokens.find((t) => t.symbol === "USDC")!;
 * assert.equal(hubAssetsOf(tokens)[usdc.address].asset, usdc.hubAsset);
 * ```
 */
export function hubAssetsOf(tokens: readonly XToken[]): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    tokens.map((t) => [
      t.address,
      { asset: t.hubAsset, decimal: t.decimals, vault: t.vault, symbol: t.symbol, name: t.name },
    ]),
  );
}

function symbolKey(symbol: string): string {
  const legacy = /^(.*) \(legacy\)$/.exec(symbol);
  return legacy ? `legacy${legacy[1]}` : symbol;
}

function jsonSafe(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (_k, v) => typeof v === "bigint" ? v.toString() : v));
}

/**
 * The flat `GetAllConfigApiResponse` fields of `@sodax/sdk@1.3.0-beta` for a configuration (JSON-safe).
 *
 * @param config the configuration served
 * @returns the seven fields (no `version`)
 * @example Hub assets per chain, keyed by the original token
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "../../core/config/default_config.ts";
 * import { platformFlatConfig } from "./platform_config_fields.ts";
 * const flat = platformFlatConfig(DEFAULT_CLIENT_CONFIG) as {
 *   supportedHubAssets: Record<string, Record<string, { asset: string }>>;
 * };
 * const usdc = DEFAULT_CLIENT_CONFIG.chains["0x2105.base"].supportedTokens.find((t) => t.symbol === "USDC")!;
 * assert.equal(flat.supportedHubAssets["0x2105.base"][usdc.address].asset, usdc.hubAsset);
 * ```
 */
export function platformFlatConfig(config: Readonly<ClientDefaultConfig>): Record<string, unknown> {
  const chains = config.chains as unknown as Readonly<Record<string, ChainEntry>>;
  const keys = Object.keys(chains);
  const perChain = (pick: (key: string) => readonly XToken[]): Record<string, unknown[]> =>
    Object.fromEntries(keys.map((k) => [k, pick(k).map(tokenWire)]));
  const swapTokens = config.swaps.supportedTokens as Readonly<Record<string, readonly XToken[]>>;
  const mmTokens = config.moneyMarket.supportedTokens as Readonly<Record<string, readonly XToken[]>>;
  const spokeChainConfig = Object.fromEntries(keys.map((key) => {
    const entry = chains[key] as ChainEntry;
    return [key, {
      ...entry,
      chain: { ...entry.chain, id: key, chainId: entry.chain.nativeChainId },
      supportedTokens: Object.fromEntries(
        entry.supportedTokens.map((t) => [symbolKey(t.symbol), tokenWire(t)]),
      ),
    }];
  }));
  return {
    supportedChains: keys,
    supportedSwapTokens: perChain((k) => swapTokens[k] ?? chains[k]?.supportedTokens ?? []),
    supportedMoneyMarketTokens: perChain((k) => mmTokens[k] ?? []),
    supportedMoneyMarketReserveAssets: [...SIM_RESERVES],
    supportedHubAssets: Object.fromEntries(
      keys.map((k) => [k, hubAssetsOf(chains[k]?.supportedTokens ?? [])]),
    ),
    relayChainIdMap: Object.fromEntries(
      Object.entries(config.relay.relayChainIdMap).map(([k, v]) => [k, Number(v)]),
    ),
    spokeChainConfig: jsonSafe(spokeChainConfig),
  };
}
