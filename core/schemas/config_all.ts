/**
 * Wire schema of `GET {base_url}/be/config/all` and its serialiser. The body is
 * `{version: number, config: {chains, hub?, swaps: {supportedTokens}, moneyMarket?, dex?, leverageYield?, solver?,
 * relay: {relayChainIdMap}}}`; bigints travel as decimal strings and are revived by the schema. Records keyed by
 * chain key drop unknown keys (a newer backend may know more chains); known keys must validate.
 *
 * Only chain, token and contract data travel: endpoints (`api`, solver and relayer URLs), flags and fees are
 * client-side and never come from the backend.
 *
 * @example Round trip the packaged defaults
 * ```ts
 * import assert from "node:assert/strict";
 * import { configAllResponseSchema, toConfigAllPayload } from "./config_all.ts";
 * import { DEFAULT_CLIENT_CONFIG } from "../config/default_config.ts";
 * const parsed = configAllResponseSchema.parse(JSON.parse(JSON.stringify(toConfigAllPayload(DEFAULT_CLIENT_CONFIG))));
 * assert.ok(parsed.config.relay.relayChainIdMap.sonic === 146n);
 * ```
 * @module
 */
import * as z from "./zod.ts";
import { CHAIN_TYPES, isSpokeChainKey, type SpokeChainKey } from "../chains/chain_keys.ts";
import type { ChainConfigs, SpokeChainConfig } from "../config_types/chain_config.ts";
import type { ClientDefaultConfig } from "../config_types/client_default_config.ts";
import type { DexConfig, HubConfig } from "../config_types/feature_config.ts";
import type { XToken } from "../config_types/xtoken.ts";
import { bigintFromWire } from "./_bigint.ts";
import { parseConfigAllFast } from "./_config_all_fast.ts";
import {
  type BackendConfigData,
  type ConfigAllPayload,
  PACKAGED_CONFIG_VERSION,
} from "./config_all_payload.ts";

export {
  type BackendConfigData,
  type BackendMoneyMarketData,
  type ConfigAllPayload,
  PACKAGED_CONFIG_VERSION,
} from "./config_all_payload.ts";

const chainKey = z.custom<SpokeChainKey>((v) => isSpokeChainKey(v), "unknown chain key");

/** Schema of one `XToken`. */
export const xTokenSchema: z.ZodMiniType<XToken> = z.object({
  symbol: z.string(),
  name: z.string(),
  decimals: z.number().check(z.int(), z.nonnegative()),
  address: z.string(),
  chainKey,
  hubAsset: z.string(),
  vault: z.string(),
});

const polling = z.object({
  pollingIntervalMs: z.number().check(z.nonnegative()),
  maxTimeoutMs: z.number().check(z.nonnegative()),
});
const base = <T extends string>(type: T) => ({
  chain: z.object({
    key: chainKey,
    name: z.string(),
    type: z.literal(type),
    nativeChainId: z.union([z.number(), z.string()]),
    mainnet: z.boolean(),
    explorerUrl: z.string(),
  }),
  addresses: z.record(z.string(), z.string()),
  supportedTokens: z.array(xTokenSchema),
  nativeToken: z.string(),
  bnUSD: z.string(),
  pollingConfig: polling,
});

/** Schema of one `SpokeChainConfig` (any family). */
export const spokeChainConfigSchema: z.ZodMiniType<SpokeChainConfig> = z.union([
  z.object({ ...base("EVM"), rpcUrl: z.string() }),
  z.object({ ...base("SOLANA"), rpcUrl: z.string(), walletAddress: z.string(), gasPrice: z.string() }),
  z.object({
    ...base("STELLAR"),
    horizonRpcUrl: z.string(),
    sorobanRpcUrl: z.string(),
    trustlineConfigs: z.array(
      z.object({ assetCode: z.string(), contractId: z.string(), assetIssuer: z.string() }),
    ),
    priorityFee: z.string(),
    baseFee: z.string(),
  }),
  z.object({ ...base("SUI"), grpc_url: z.string(), rpc_url: z.optional(z.string()) }),
  z.object({ ...base("ICON"), rpcUrl: z.string(), debugRpcUrl: z.string(), nid: z.string() }),
  z.object({
    ...base("INJECTIVE"),
    rpcUrl: z.string(),
    walletAddress: z.string(),
    prefix: z.string(),
    gasPrice: z.string(),
    isBrowser: z.boolean(),
    networkId: z.string(),
    network: z.string(),
  }),
  z.object({ ...base("NEAR"), rpcUrl: z.string() }),
  z.object({ ...base("STACKS"), rpcUrl: z.string() }),
  z.object({
    ...base("BITCOIN"),
    rpcUrl: z.string(),
    network: z.string(),
    exchange: z.object({ apiUrl: z.string(), umsUrl: z.string(), walletMode: z.optional(z.string()) }),
  }),
]);

function knownChainRecord<T>(
  value: z.ZodMiniType<T>,
  check?: (key: SpokeChainKey, v: T) => string | undefined,
): z.ZodMiniType<Partial<Record<SpokeChainKey, T>>> {
  return z.pipe(
    z.record(z.string(), z.unknown()),
    z.transform((rec, ctx) => {
      const out: Partial<Record<SpokeChainKey, T>> = {};
      for (const [key, raw] of Object.entries(rec)) {
        if (!isSpokeChainKey(key)) continue;
        const r = value.safeParse(raw);
        if (!r.success) {
          for (const issue of r.error.issues) {
            ctx.issues.push({
              code: "custom",
              message: issue.message,
              path: [key, ...issue.path],
              input: rec,
            });
          }
          continue;
        }
        const problem = check?.(key, r.data);
        if (problem !== undefined) {
          ctx.issues.push({ code: "custom", message: problem, path: [key], input: rec });
        } else out[key] = r.data;
      }
      return out;
    }),
  );
}

const tokenLists = knownChainRecord(z.array(xTokenSchema));

const hubSchema: z.ZodMiniType<HubConfig> = z.object({
  chainKey,
  name: z.string(),
  nativeChainId: z.number(),
  rpcUrl: z.string(),
  addresses: z.object({
    assetManager: z.string(),
    hubWallet: z.string(),
    xTokenManager: z.string(),
    icxMigration: z.string(),
    balnSwap: z.string(),
    sodaToken: z.string(),
    sodaVault: z.string(),
    stakedSoda: z.string(),
    xSoda: z.string(),
    stakingRouter: z.string(),
    walletRouter: z.string(),
  }),
  nativeToken: z.string(),
  wrappedNativeToken: z.string(),
  bnUSD: z.string(),
  pollingConfig: polling,
});

const dexSchema: z.ZodMiniType<DexConfig> = z.object({
  concentratedLiquidityConfig: z.object({
    permit2: z.string(),
    clPoolManager: z.string(),
    router: z.string(),
    clPositionManager: z.string(),
    clPositionDescriptor: z.string(),
    clQuoter: z.string(),
    clTickLens: z.string(),
    defaultHook: z.string(),
    stataTokenFactory: z.string(),
    defaultTickSpacing: z.number(),
    defaultBitmap: bigintFromWire,
  }),
  dexPools: z.record(
    z.string(),
    z.object({
      currency0: z.string(),
      currency1: z.string(),
      hooks: z.string(),
      poolManager: z.string(),
      fee: z.number(),
      parameters: z.string(),
    }),
  ),
  statATokenAddresses: z.record(z.string(), z.string()),
});

/**
 * The full zod description of the `/config/all` response: same output as {@link configAllResponseSchema}, which
 * runs it only when its fast path declines a body. Exported for tests that pin the two against each other.
 *
 * @example A body without chains is refused
 * ```ts
 * import assert from "node:assert/strict";
 * import { strictConfigAllSchema } from "./config_all.ts";
 * assert.ok(!strictConfigAllSchema.safeParse({ version: 100, config: {} }).success);
 * ```
 */
export const strictConfigAllSchema: z.ZodMiniType<ConfigAllPayload> = z.object({
  version: z.number().check(z.int()),
  config: z.object({
    chains: knownChainRecord(
      spokeChainConfigSchema,
      (key, v) =>
        v.chain.type === CHAIN_TYPES[key] ? undefined : `chain type ${v.chain.type} does not match ${key}`,
    ) as z.ZodMiniType<Partial<ChainConfigs>>,
    swaps: z.object({ supportedTokens: tokenLists }),
    relay: z.object({ relayChainIdMap: knownChainRecord(bigintFromWire) }),
    hub: z.optional(hubSchema),
    moneyMarket: z.optional(z.object({
      lendingPool: z.string(),
      uiPoolDataProvider: z.string(),
      poolAddressesProvider: z.string(),
      bnUSD: z.string(),
      bnUSDVault: z.string(),
      bnUSDAToken: z.string(),
      supportedTokens: tokenLists,
      supportedReserveAssets: z.array(z.string()),
    })),
    dex: z.optional(dexSchema),
    leverageYield: z.optional(z.object({
      vaults: z.array(z.object({ name: z.string(), address: z.string(), asset: z.string() })),
    })),
    solver: z.optional(z.object({ intentsContract: z.string(), protocolIntentsContract: z.string() })),
  }),
});

/**
 * Schema of the `/config/all` response; its output is {@link ConfigAllPayload}. A well-formed body takes a
 * hand-written fast path (`_config_all_fast.ts`, same output); anything else is parsed by the full zod
 * description, so issues (codes, paths, messages) are those of zod.
 */
export const configAllResponseSchema: z.ZodMiniType<ConfigAllPayload> = configAllSchema(false);

/**
 * {@link configAllResponseSchema} for a body the caller owns (just parsed from the response, held by nobody
 * else), as the backend client's `getAllConfig` has it: a well-formed body is validated and frozen in place in
 * one pass, without copying its objects. Same output, same issues.
 *
 * @example The owned body itself comes back, frozen
 * ```ts
 * import assert from "node:assert/strict";
 * import { configAllOwnedBodySchema, toConfigAllPayload } from "./config_all.ts";
 * import { DEFAULT_CLIENT_CONFIG } from "../config/default_config.ts";
 * const body = JSON.parse(JSON.stringify(toConfigAllPayload(DEFAULT_CLIENT_CONFIG)));
 * const parsed = configAllOwnedBodySchema.parse(body);
 * assert.ok(parsed.config.chains.sonic === body.config.chains.sonic && Object.isFrozen(body.config.chains.sonic));
 * ```
 */
export const configAllOwnedBodySchema: z.ZodMiniType<ConfigAllPayload> = configAllSchema(true);

function configAllSchema(owned: boolean): z.ZodMiniType<ConfigAllPayload> {
  return z.pipe(
    z.unknown(),
    z.transform((value, ctx) => {
      const fast = parseConfigAllFast(value, { owned });
      if (fast !== undefined) return fast;
      const parsed = strictConfigAllSchema.safeParse(value);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) {
        ctx.issues.push({ ...issue, input: value } as z.core.$ZodRawIssue);
      }
      return z.NEVER;
    }),
  );
}

/**
 * The backend-deliverable part of a configuration (chains, tokens, contracts, relay ids).
 *
 * @param config a full configuration
 * @returns the projection the `/config/all` payload carries
 * @example Fees are not part of it
 * ```ts
 * import assert from "node:assert/strict";
 * import { toBackendConfigData } from "./config_all.ts";
 * import { DEFAULT_CLIENT_CONFIG } from "../config/default_config.ts";
 * assert.ok(!("partnerFee" in (toBackendConfigData(DEFAULT_CLIENT_CONFIG).moneyMarket ?? {})));
 * ```
 */
export function toBackendConfigData(config: Readonly<ClientDefaultConfig>): BackendConfigData {
  const { partnerFee: _fee, ...moneyMarket } = config.moneyMarket;
  return {
    chains: config.chains,
    swaps: { supportedTokens: config.swaps.supportedTokens },
    relay: { relayChainIdMap: config.relay.relayChainIdMap },
    hub: config.hub,
    moneyMarket,
    dex: config.dex,
    leverageYield: { vaults: config.leverageYield.vaults },
    solver: {
      intentsContract: config.solver.intentsContract,
      protocolIntentsContract: config.solver.protocolIntentsContract,
    },
  };
}

function toWire(value: unknown): unknown {
  if (typeof value === "bigint") return value.toString();
  if (Array.isArray(value)) return value.map(toWire);
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(
      Object.entries(value).filter(([, v]) => v !== undefined).map(([k, v]) => [k, toWire(v)]),
    );
  }
  return value;
}

/**
 * Serialises a configuration into the JSON-safe `/config/all` body (bigints as decimal strings, `undefined`
 * fields dropped). The simulator serves `toConfigAllPayload(DEFAULT_CLIENT_CONFIG)`.
 *
 * @param config a full configuration
 * @param version the version to announce
 * @returns a plain JSON-safe object
 * @example Relay ids are strings on the wire
 * ```ts
 * import assert from "node:assert/strict";
 * import { toConfigAllPayload } from "./config_all.ts";
 * import { DEFAULT_CLIENT_CONFIG } from "../config/default_config.ts";
 * const wire = toConfigAllPayload(DEFAULT_CLIENT_CONFIG) as { config: { relay: { relayChainIdMap: Record<string, unknown> } } };
 * assert.ok(wire.config.relay.relayChainIdMap.sonic === "146");
 * ```
 */
export function toConfigAllPayload(
  config: Readonly<ClientDefaultConfig>,
  version: number = PACKAGED_CONFIG_VERSION,
): Record<string, unknown> {
  return { version, config: toWire(toBackendConfigData(config)) };
}
