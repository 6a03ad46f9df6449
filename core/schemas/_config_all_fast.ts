/**
 * Internal: a hand-written fast path of `configAllResponseSchema` for well-formed payloads (hundreds of tokens,
 * about twenty chains; zod needs milliseconds for it, this a small fraction of that).
 *
 * Contract: it accepts a subset of what the zod schema accepts and then returns exactly the zod schema's output
 * (unknown keys stripped, unknown chain keys dropped, bigints revived). Anything unusual (a missing or mistyped
 * field, a non-plain object, an `undefined` value, symbol or `__proto__` keys) makes it return `undefined`, and the
 * caller falls back to the zod schema, which reports precise issues. `tests/core/config/config_all_fast_test.ts`
 * pins the agreement.
 *
 * Every object and array it returns is frozen: the body memo (`core/http/response_memo.ts`) shares a validated
 * body between clients and deep-freezes it, and a value frozen at birth makes that walk one check (the walk cost
 * more than `JSON.parse` of the body). For a body the caller owns (`owned`), one pass validates and freezes the
 * parsed JSON in place: no copy of the hundreds of token objects.
 * @module
 */
import { CHAIN_TYPES, isSpokeChainKey, type SpokeChainKey } from "../chains/chain_keys.ts";
import type { XToken } from "../config_types/xtoken.ts";
import type { ConfigAllPayload } from "./config_all_payload.ts";
import { isUint256Decimal } from "./uint256_decimal.ts";

/** Marks a value the fast path does not accept. */
const FAIL: unique symbol = Symbol("fail");
type Fail = typeof FAIL;
type P<T> = (v: unknown) => T | Fail;
type Obj = Record<string, unknown>;

function plain(v: unknown): v is Obj {
  if (typeof v !== "object" || v === null) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

const str: P<string> = (v) => typeof v === "string" ? v : FAIL;
const bool: P<boolean> = (v) => typeof v === "boolean" ? v : FAIL;
const num: P<number> = (v) => typeof v === "number" && Number.isFinite(v) ? v : FAIL;
const nonNegative: P<number> = (v) => typeof v === "number" && Number.isFinite(v) && v >= 0 ? v : FAIL;
const safeInt: P<number> = (v) => Number.isSafeInteger(v) ? v as number : FAIL;
const strOrNum: P<string | number> = (v) => typeof v === "string" ? v : num(v);
const bigintWire: P<bigint> = (v) => {
  if (typeof v === "string") return isUint256Decimal(v) ? BigInt(v) : FAIL;
  return Number.isSafeInteger(v) && (v as number) >= 0 ? BigInt(v as number) : FAIL;
};
const literal = (x: string): P<string> => (v) => v === x ? v : FAIL;

/**
 * Whether well-formed objects and arrays are frozen and returned as they are instead of copied: only for a body
 * the caller owns (just parsed from JSON, held by nobody else). Set for the length of one synchronous parse.
 */
let inPlace = false;

/** Number of own enumerable string keys (prototypes here are `Object.prototype` or null). */
function countKeys(v: Obj): number {
  let n = 0;
  for (const _ in v) n++;
  return n;
}

/** A plain object with exactly the listed fields read (others stripped); `optional` fields may be absent. */
function obj(shape: Readonly<Record<string, P<unknown>>>, optional: readonly string[] = []): P<Obj> {
  const keys = Object.keys(shape);
  const parsers = keys.map((k) => shape[k] as P<unknown>);
  const isOptional = keys.map((k) => optional.includes(k));
  return (v) => {
    if (!plain(v)) return FAIL;
    // a copy is built only once a field's output differs from its input (or when copying is the mode)
    let out: Obj | undefined = inPlace ? undefined : {};
    let present = 0;
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i] as string;
      const raw = v[key];
      if (raw === undefined) {
        if (isOptional[i] && !(key in v)) continue;
        return FAIL;
      }
      present++;
      const r = (parsers[i] as P<unknown>)(raw);
      if (r === FAIL) return FAIL;
      if (out === undefined && r !== raw) out = pick(v, keys, i);
      if (out !== undefined) out[key] = r;
    }
    if (out === undefined) {
      if (countKeys(v) === present) return Object.freeze(v);
      out = pick(v, keys, keys.length);
    }
    return Object.freeze(out);
  };
}

/** The first `upTo` of `keys` that `v` has, copied (their outputs equal their inputs). */
function pick(v: Obj, keys: readonly string[], upTo: number): Obj {
  const out: Obj = {};
  for (let j = 0; j < upTo; j++) {
    const key = keys[j] as string;
    if (v[key] !== undefined) out[key] = v[key];
  }
  return out;
}

function arr<T>(item: P<T>): P<T[]> {
  return (v) => {
    if (!Array.isArray(v)) return FAIL;
    let out: T[] | undefined = inPlace ? undefined : new Array(v.length);
    for (let i = 0; i < v.length; i++) {
      const r = item(v[i]);
      if (r === FAIL) return FAIL;
      if (out === undefined && r !== v[i]) out = v.slice(0, i);
      if (out !== undefined) out[i] = r;
    }
    return Object.freeze(out ?? v) as T[];
  };
}

/** Own string keys of a plain object, or `undefined` when it has symbol or `__proto__` keys. */
function keysOf(v: Obj): string[] | undefined {
  if (Object.getOwnPropertySymbols(v).length > 0) return undefined;
  const keys = Object.keys(v);
  return keys.includes("__proto__") ? undefined : keys;
}

/**
 * A record whose values parse with `valueOf(key)`; keys it maps to `undefined` are dropped (unknown chain keys),
 * any other key's value must parse.
 */
function recordBy<T>(valueOf: (key: string) => P<T> | undefined): P<Record<string, T>> {
  return (v) => {
    if (!plain(v)) return FAIL;
    const keys = keysOf(v);
    if (keys === undefined) return FAIL;
    let out: Record<string, T> | undefined = inPlace ? undefined : {};
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i] as string;
      const parse = valueOf(key);
      const raw = v[key];
      const r = parse === undefined ? FAIL : parse(raw);
      if (parse !== undefined && r === FAIL) return FAIL;
      if (out === undefined && r !== raw) out = pickAll(v, keys, i) as Record<string, T>;
      if (out !== undefined && r !== FAIL) out[key] = r;
    }
    return Object.freeze(out ?? v) as Record<string, T>;
  };
}

/** The first `upTo` of `keys`, copied. */
function pickAll(v: Obj, keys: readonly string[], upTo: number): Obj {
  const out: Obj = {};
  for (let j = 0; j < upTo; j++) out[keys[j] as string] = v[keys[j] as string];
  return out;
}

function record<T>(value: P<T>): P<Record<string, T>> {
  return recordBy(() => value);
}

/** Records keyed by chain key: unknown keys dropped, known ones must parse. */
function knownChains<T>(value: P<T>): P<Obj> {
  return recordBy((key) => isSpokeChainKey(key) ? value : undefined);
}

const token: P<XToken> = (v) => {
  if (!plain(v)) return FAIL;
  const { symbol, name, decimals, address, chainKey, hubAsset, vault } = v;
  if (
    typeof symbol !== "string" || typeof name !== "string" || !Number.isSafeInteger(decimals) ||
    (decimals as number) < 0 || typeof address !== "string" || !isSpokeChainKey(chainKey) ||
    typeof hubAsset !== "string" || typeof vault !== "string"
  ) return FAIL;
  if (inPlace && countKeys(v) === 7) return Object.freeze(v) as unknown as XToken;
  return Object.freeze({ symbol, name, decimals: decimals as number, address, chainKey, hubAsset, vault });
};
const tokens = arr(token);
const polling = obj({ pollingIntervalMs: nonNegative, maxTimeoutMs: nonNegative });
const spokeKey: P<SpokeChainKey> = (v) => isSpokeChainKey(v) ? v : FAIL;

function family(type: string, extra: Readonly<Record<string, P<unknown>>>, optional?: string[]): P<Obj> {
  return obj({
    chain: obj({
      key: spokeKey,
      name: str,
      type: literal(type),
      nativeChainId: strOrNum,
      mainnet: bool,
      explorerUrl: str,
    }),
    addresses: record(str),
    supportedTokens: tokens,
    nativeToken: str,
    bnUSD: str,
    pollingConfig: polling,
    ...extra,
  }, optional);
}

const FAMILIES: Readonly<Record<string, P<Obj>>> = {
  EVM: family("EVM", { rpcUrl: str }),
  SOLANA: family("SOLANA", { rpcUrl: str, walletAddress: str, gasPrice: str }),
  STELLAR: family("STELLAR", {
    horizonRpcUrl: str,
    sorobanRpcUrl: str,
    trustlineConfigs: arr(obj({ assetCode: str, contractId: str, assetIssuer: str })),
    priorityFee: str,
    baseFee: str,
  }),
  SUI: family("SUI", { grpc_url: str, rpc_url: str }, ["rpc_url"]),
  ICON: family("ICON", { rpcUrl: str, debugRpcUrl: str, nid: str }),
  INJECTIVE: family("INJECTIVE", {
    rpcUrl: str,
    walletAddress: str,
    prefix: str,
    gasPrice: str,
    isBrowser: bool,
    networkId: str,
    network: str,
  }),
  NEAR: family("NEAR", { rpcUrl: str }),
  STACKS: family("STACKS", { rpcUrl: str }),
  BITCOIN: family("BITCOIN", {
    rpcUrl: str,
    network: str,
    exchange: obj({ apiUrl: str, umsUrl: str, walletMode: str }, ["walletMode"]),
  }),
};

/** A chain config whose `chain.type` is the family of its record key (the zod check, decided up front). */
function chainOf(key: SpokeChainKey): P<Obj> {
  return FAMILIES[CHAIN_TYPES[key]] ?? (() => FAIL);
}

const chains: P<Obj> = recordBy((key) => isSpokeChainKey(key) ? chainOf(key) : undefined);

const strings = (names: readonly string[]): Record<string, P<unknown>> =>
  Object.fromEntries(names.map((n) => [n, str]));

const config = obj({
  chains,
  swaps: obj({ supportedTokens: knownChains(tokens) }),
  relay: obj({ relayChainIdMap: knownChains(bigintWire) }),
  hub: obj({
    chainKey: spokeKey,
    name: str,
    nativeChainId: num,
    rpcUrl: str,
    addresses: obj(strings([
      "assetManager",
      "hubWallet",
      "xTokenManager",
      "icxMigration",
      "balnSwap",
      "sodaToken",
      "sodaVault",
      "stakedSoda",
      "xSoda",
      "stakingRouter",
      "walletRouter",
    ])),
    nativeToken: str,
    wrappedNativeToken: str,
    bnUSD: str,
    pollingConfig: polling,
  }),
  moneyMarket: obj({
    ...strings([
      "lendingPool",
      "uiPoolDataProvider",
      "poolAddressesProvider",
      "bnUSD",
      "bnUSDVault",
      "bnUSDAToken",
    ]),
    supportedTokens: knownChains(tokens),
    supportedReserveAssets: arr(str),
  }),
  dex: obj({
    concentratedLiquidityConfig: obj({
      permit2: str,
      clPoolManager: str,
      router: str,
      clPositionManager: str,
      clPositionDescriptor: str,
      clQuoter: str,
      clTickLens: str,
      defaultHook: str,
      stataTokenFactory: str,
      defaultTickSpacing: num,
      defaultBitmap: bigintWire,
    }),
    dexPools: record(obj({
      currency0: str,
      currency1: str,
      hooks: str,
      poolManager: str,
      fee: num,
      parameters: str,
    })),
    statATokenAddresses: record(str),
  }),
  leverageYield: obj({ vaults: arr(obj({ name: str, address: str, asset: str })) }),
  solver: obj({ intentsContract: str, protocolIntentsContract: str }),
}, ["hub", "moneyMarket", "dex", "leverageYield", "solver"]);

const payload = obj({ version: safeInt, config });

/** Options of {@link parseConfigAllFast}. */
export interface ParseConfigAllFastOptions {
  /**
   * The caller owns `value` (it was just parsed from JSON and nobody else holds it): well-formed objects and
   * arrays are then frozen and returned as they are, not copied. Objects with fields to strip, drop or revive
   * are still copied.
   * @default false (everything is copied; the input is never touched)
   */
  owned?: boolean | undefined;
}

/**
 * Parses a well-formed `/config/all` body without zod. Everything it returns is frozen.
 *
 * @param value the JSON body
 * @param options whether the body may be frozen and returned in place
 * @returns the same output as `configAllResponseSchema`, or `undefined` when the zod schema must decide
 * @example The packaged payload takes the fast path; a malformed one does not
 * ```ts
 * import assert from "node:assert/strict";
 * import { parseConfigAllFast } from "./_config_all_fast.ts";
 * import { toConfigAllPayload } from "./config_all.ts";
 * import { DEFAULT_CLIENT_CONFIG } from "../config/default_config.ts";
 * const wire = JSON.parse(JSON.stringify(toConfigAllPayload(DEFAULT_CLIENT_CONFIG)));
 * assert.equal(parseConfigAllFast(wire)?.config.relay.relayChainIdMap.sonic, 146n);
 * assert.equal(parseConfigAllFast({ version: 100 }), undefined);
 * ```
 */
export function parseConfigAllFast(
  value: unknown,
  options: ParseConfigAllFastOptions = {},
): ConfigAllPayload | undefined {
  inPlace = options.owned === true;
  try {
    const r = payload(value);
    return r === FAIL ? undefined : r as unknown as ConfigAllPayload;
  } finally {
    inPlace = false;
  }
}
