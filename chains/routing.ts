/**
 * Spoke routing: picks the adapter of a chain key's family from the active configuration. Services reach chains
 * only through this layer. The EVM family (the hub included) is built in; ICON, Solana, Stellar, Sui, Injective,
 * NEAR, Stacks and Bitcoin are loaded lazily (a dynamic `import()` of the family's adapter module on the first call
 * that needs it, see `createLazySpokeAdapter`), so an app that never uses them never loads their code or SDKs and a
 * bundler splits each into its own chunk. Address checks answer without loading (`./_address/`).
 *
 * @example Route an EVM chain
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "../core/config/mod.ts";
 * import { createSpokeRouter } from "./routing.ts";
 * const router = createSpokeRouter(() => DEFAULT_CLIENT_CONFIG.chains);
 * const base = router.adapter("0x2105.base");
 * assert.ok(base.ok && base.value.family === "EVM");
 * const near = router.adapter("near");
 * assert.ok(near.ok && near.value.family === "NEAR" && near.value.isValidAddress("alice.near"));
 * ```
 * @module
 */
import type { Address } from "viem";
import { getChainType, isSpokeChainKey, type SpokeChainKey } from "../core/chains/mod.ts";
import type {
  BitcoinChainConfig,
  ChainConfigs,
  IconChainConfig,
  InjectiveChainConfig,
  NearChainConfig,
  SolanaChainConfig,
  StacksChainConfig,
  StellarChainConfig,
  SuiChainConfig,
} from "../core/config/mod.ts";
import type { ExchangeSignRequest } from "../core/auth/mod.ts";
import { ClientError } from "../core/errors.ts";
import type { FetchLike } from "../core/http/types.ts";
import { err, ok, type Result } from "../core/result.ts";
import { isValidAddress } from "./address/mod.ts";
import type { SpokeAdapterOptions } from "./spoke/adapter_options.ts";
import { createLazySpokeAdapter } from "./spoke/lazy_adapter.ts";
import { createEvmSpokeAdapter } from "./evm/adapter.ts";
import type { SpokeAdapter } from "./spoke/spoke_adapter.ts";
import { describeValue } from "../core/describe_value.ts";

/** Options of {@link createSpokeRouter}. */
export interface SpokeRouterOptions {
  /** Injected fetch for every chain RPC (e.g. the simulator's in-process fetch). @default globalThis.fetch */
  fetch?: FetchLike | undefined;
  /** Client-side exchange options (docs/rules/auth.md#exchange-signature), handed to the Bitcoin adapter. @default {} (no signer) */
  exchange?: { signRequest?: ExchangeSignRequest | undefined } | undefined;
}

/** Chooses the spoke adapter of a chain key. */
export interface SpokeRouter {
  /** The adapter of `chainKey`, built once per chain configuration. */
  adapter(chainKey: string): Result<SpokeAdapter, ClientError>;
}

/**
 * Creates a router over the active chain configurations (read on every call, so `initialize()` updates apply).
 *
 * @param chains a getter of the active chain configurations
 * @param options injected fetch
 * @returns the router
 */
export function createSpokeRouter(chains: () => ChainConfigs, options: SpokeRouterOptions = {}): SpokeRouter {
  const cache = new WeakMap<object, SpokeAdapter>();
  return {
    adapter(chainKey) {
      if (!isSpokeChainKey(chainKey)) {
        return err(
          new ClientError(
            "UNKNOWN_CHAIN_KEY",
            `Cannot route chain ${describeValue(chainKey)}: unknown chain key`,
            {
              context: { chainKey: describeValue(chainKey) },
            },
          ),
        );
      }
      const config = chains()[chainKey];
      const cached = cache.get(config);
      if (cached) return ok(cached);
      const built = build(chainKey, config, options);
      if (built.ok) cache.set(config, built.value);
      return built;
    },
  };
}

/** The lazily loaded families: each loader imports the family's adapter module (and with it the family's SDK). */
const LAZY_FAMILIES: Readonly<
  Record<
    string,
    (
      config: ChainConfigs[SpokeChainKey],
      options: SpokeAdapterOptions & SpokeRouterOptions,
    ) => Promise<SpokeAdapter>
  >
> = {
  SOLANA: async (config, options) =>
    (await import("./solana/adapter.ts")).createSolanaSpokeAdapter(
      config as SolanaChainConfig,
      options,
    ) as SpokeAdapter,
  // ICON has no SDK, but its adapter (intents, hub calls, token reads) is code only an ICON page runs.
  ICON: async (config, options) =>
    (await import("./icon/adapter.ts")).createIconSpokeAdapter(config as IconChainConfig, {
      fetch: options.fetch,
    }) as SpokeAdapter,
  STELLAR: async (config, options) =>
    (await import("./stellar/spoke/adapter.ts")).createStellarSpokeAdapter(
      config as StellarChainConfig,
      options,
    ) as SpokeAdapter,
  SUI: async (config, options) =>
    (await import("./sui/adapter.ts")).createSuiSpokeAdapter(
      config as SuiChainConfig,
      options,
    ) as SpokeAdapter,
  INJECTIVE: async (config, options) =>
    (await import("./injective/adapter.ts")).createInjectiveSpokeAdapter(
      config as InjectiveChainConfig,
      options,
    ) as SpokeAdapter,
  NEAR: async (config, options) =>
    (await import("./near/adapter.ts")).createNearSpokeAdapter(
      config as NearChainConfig,
      options,
    ) as SpokeAdapter,
  STACKS: async (config, options) =>
    (await import("./stacks/adapter.ts")).createStacksSpokeAdapter(
      config as StacksChainConfig,
      options,
    ) as SpokeAdapter,
  BITCOIN: async (config, options) =>
    (await import("./bitcoin/adapter.ts")).createBitcoinSpokeAdapter(
      config as BitcoinChainConfig,
      options,
    ) as SpokeAdapter,
};

function build(
  chainKey: SpokeChainKey,
  config: ChainConfigs[SpokeChainKey],
  options: SpokeRouterOptions,
): Result<SpokeAdapter, ClientError> {
  const family = getChainType(chainKey);
  if (family === "EVM" && "rpcUrl" in config) {
    const adapter = createEvmSpokeAdapter({
      chainKey,
      rpcUrl: config.rpcUrl,
      chainId: typeof config.chain.nativeChainId === "number" ? config.chain.nativeChainId : undefined,
      assetManager: (config.addresses.assetManager ?? config.nativeToken) as Address,
      nativeToken: config.nativeToken as Address,
      pollingConfig: config.pollingConfig,
    }, { fetch: options.fetch });
    return ok(adapter as SpokeAdapter);
  }
  const load = LAZY_FAMILIES[family];
  if (load !== undefined) {
    return ok(createLazySpokeAdapter({
      chainKey,
      family,
      isValidAddress: (address) => isValidAddress(chainKey, address),
      load: () => load(config, { fetch: options.fetch, exchange: options.exchange }),
    }));
  }
  const missing = `${family} spoke adapter`;
  return err(
    new ClientError(
      "UNSUPPORTED_CHAIN_OPERATION",
      `Cannot route chain ${chainKey}: no spoke adapter for the ${family} family (missing: ${missing})`,
      { context: { chainKey, family, missing } },
    ),
  );
}
