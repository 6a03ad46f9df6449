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
 * import { DEFAULT_CLIENT_CONFIG } from "../../core/config/mod.ts";
 * import { createSpokeRouter } from "./routing.ts";
 * const router = createSpokeRouter(() => DEFAULT_CLIENT_CONFIG.chains);
 * const base = router.adapter("0x2105.base");
 * assert.ok(base.ok && base.value.family === "EVM");
 * const near = router.adapter("near");
 * assert.ok(near.ok && near.value.family === "NEAR" && near.value.isValidAddress("alice.near"));
 * ```
 * @module
 */
import { type ChainType, getChainType, isSpokeChainKey, type SpokeChainKey } from "../../core/chains/mod.ts";
import type { ChainConfigs } from "../../core/config/mod.ts";
import type { ExchangeSignRequest } from "../../core/auth/mod.ts";
import { ClientError } from "../../core/errors.ts";
import type { FetchLike } from "../../core/http/types.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { isValidAddress } from "../address/mod.ts";
import { createLazySpokeAdapter } from "../spoke/lazy_adapter.ts";
import type { SpokeFamily } from "../spoke/spoke_family.ts";
import { evmFamily } from "../evm/family.ts";
import { solanaFamily } from "../solana/family.ts";
import { stellarFamily } from "../stellar/family.ts";
import { suiFamily } from "../sui/family.ts";
import { iconFamily } from "../icon/family.ts";
import { injectiveFamily } from "../injective/family.ts";
import { nearFamily } from "../near/family.ts";
import { stacksFamily } from "../stacks/family.ts";
import { bitcoinFamily } from "../bitcoin/family.ts";
import type { SpokeAdapter, SpokeRateLimit, SpokeReadOptions } from "../spoke/spoke_adapter.ts";
import type { BitcoinServiceMethods } from "../bitcoin/service_methods.ts";
import type { EstimateGasParams, EstimateGasResult } from "../spoke/gas_estimate.ts";
import type { EstimateGasErrorCode } from "../spoke/error_codes.ts";
import { describeValue } from "../../core/describe_value.ts";
import type { SpokeLookupErrorCode, SpokeReadErrorCode } from "./error_codes.ts";

/** Options of {@link createSpokeRouter}. */
export interface SpokeRouterOptions {
  /** Injected fetch for every chain RPC (e.g. the simulator's in-process fetch). @default globalThis.fetch */
  fetch?: FetchLike | undefined;
  /** Client-side exchange options (docs/rules/auth.md#exchange-signature), handed to the Bitcoin adapter. @default {} (no signer) */
  exchange?: { signRequest?: ExchangeSignRequest | undefined } | undefined;
}

/** Chooses the spoke adapter of a chain key. */
export interface SpokeRouter {
  /**
   * The adapter of `chainKey`, built once per chain configuration. Bitcoin's carries the platform's
   * `BitcoinSpokeService` methods too (`radfi`, `fundTradingWallet`, `getEffectiveWalletAddress`, …).
   */
  adapter(
    chainKey: "bitcoin",
  ): Result<SpokeAdapter & BitcoinServiceMethods, ClientError<SpokeLookupErrorCode>>;
  /** The adapter of `chainKey`, built once per chain configuration. */
  adapter(chainKey: string): Result<SpokeAdapter, ClientError<SpokeLookupErrorCode>>;
  /**
   * The most of `token` that can be withdrawn at once on `chainKey` (the platform's `SpokeService.getLimit`: the
   * rate limit's `maxAvailable`; NEAR only, as in the platform: other chains fail `UNSUPPORTED_CHAIN_OPERATION`).
   */
  getLimit(
    token: string,
    chainKey: string,
    options?: SpokeReadOptions,
  ): Promise<Result<bigint, ClientError<SpokeReadErrorCode>>>;
  /** What of `token` can be withdrawn now on `chainKey` (`SpokeService.getAvailable`: the rate limit's `available`). */
  getAvailable(
    token: string,
    chainKey: string,
    options?: SpokeReadOptions,
  ): Promise<Result<bigint, ClientError<SpokeReadErrorCode>>>;
  /**
   * Estimates the gas of an unsigned transaction on `params.chainKey` with that chain's node (the platform's
   * `SpokeService.estimateGas`; docs/gas.md): `params.tx` as a `raw: true` result returned it, the estimate in the
   * family's shape. Failures: `UNKNOWN_CHAIN_KEY`, `VALIDATION_FAILED` (a tx of another family), `ABORTED`,
   * `EXECUTION_FAILED` (the node says it would fail), `CHAIN_SDK_MISSING`, or the transport's codes.
   */
  estimateGas<K extends SpokeChainKey>(
    params: EstimateGasParams<K>,
  ): Promise<EstimateGasResult<K, EstimateGasErrorCode>>;
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
  const rateLimit = async (
    token: string,
    chainKey: string,
    options: SpokeReadOptions | undefined,
    method: string,
  ): Promise<Result<SpokeRateLimit, ClientError>> => {
    const adapter = router.adapter(chainKey);
    if (!adapter.ok) return adapter;
    const read = adapter.value.getRateLimit;
    if (typeof read !== "function") {
      return err(
        new ClientError("UNSUPPORTED_CHAIN_OPERATION", `Cannot ${method}: not supported for ${chainKey}`, {
          context: { chainKey, family: adapter.value.family, method },
        }),
      );
    }
    return await read.call(adapter.value, token, options);
  };
  const router = {
    async getLimit(
      token: string,
      chainKey: string,
      options?: SpokeReadOptions,
    ): Promise<Result<bigint, ClientError>> {
      const r = await rateLimit(token, chainKey, options, "getLimit");
      return r.ok ? ok(r.value.maxAvailable) : r;
    },
    async getAvailable(
      token: string,
      chainKey: string,
      options?: SpokeReadOptions,
    ): Promise<Result<bigint, ClientError>> {
      const r = await rateLimit(token, chainKey, options, "getAvailable");
      return r.ok ? ok(r.value.available) : r;
    },
    async estimateGas<K extends SpokeChainKey>(params: EstimateGasParams<K>): Promise<EstimateGasResult<K>> {
      const a = router.adapter(params?.chainKey);
      if (!a.ok) return a;
      const estimate = a.value.estimateGas;
      if (typeof estimate !== "function") {
        return err(
          new ClientError("UNSUPPORTED_CHAIN_OPERATION", `Cannot estimate gas on chain ${a.value.chainKey}`, {
            context: { chainKey: a.value.chainKey, family: a.value.family, method: "estimateGas" },
          }),
        );
      }
      return await estimate.call(a.value, params.tx, { signal: params.signal }) as EstimateGasResult<K>;
    },
    adapter(chainKey: string): Result<SpokeAdapter, ClientError> {
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
  // the Bitcoin family's adapter carries its service methods (chains/bitcoin/family.ts)
  return router as SpokeRouter;
}

/** The lazily loaded families: each loader imports the family's adapter module (and with it the family's SDK). */
/** Every family, one line each: the registry of `chains/<family>/family.ts` declarations. */
const FAMILIES: { readonly [F in ChainType]: SpokeFamily<F> } = {
  EVM: evmFamily,
  SOLANA: solanaFamily,
  STELLAR: stellarFamily,
  SUI: suiFamily,
  ICON: iconFamily,
  INJECTIVE: injectiveFamily,
  NEAR: nearFamily,
  STACKS: stacksFamily,
  BITCOIN: bitcoinFamily,
};

function build(
  chainKey: SpokeChainKey,
  config: ChainConfigs[SpokeChainKey],
  options: SpokeRouterOptions,
): Result<SpokeAdapter, ClientError> {
  const family = FAMILIES[getChainType(chainKey)] as SpokeFamily;
  const given = { fetch: options.fetch, exchange: options.exchange };
  if (family.build !== undefined) return ok(family.build(chainKey, config, given));
  const load = family.load;
  return ok(createLazySpokeAdapter({
    chainKey,
    family: family.chainType,
    isValidAddress: (address) => isValidAddress(chainKey, address),
    load: () => load(config, given),
  }));
}
