/**
 * Chain keys of the hub and the 21 spoke chains.
 *
 * @example Use a chain key
 * ```ts
 * import assert from "node:assert/strict";
 * import { ChainKeys, isSpokeChainKey } from "./chain_keys.ts";
 * assert.ok(isSpokeChainKey(ChainKeys.BASE_MAINNET));
 * assert.ok(!isSpokeChainKey("0xdead.nope"));
 * ```
 * @module
 */

/** Every chain key, by constant name. The hub carries the neutral name `HUB_MAINNET`. */
export const ChainKeys = {
  AVALANCHE_MAINNET: "0xa86a.avax",
  ARBITRUM_MAINNET: "0xa4b1.arbitrum",
  BASE_MAINNET: "0x2105.base",
  BSC_MAINNET: "0x38.bsc",
  INJECTIVE_MAINNET: "injective-1",
  HUB_MAINNET: "sonic",
  OPTIMISM_MAINNET: "0xa.optimism",
  POLYGON_MAINNET: "0x89.polygon",
  SOLANA_MAINNET: "solana",
  SUI_MAINNET: "sui",
  STELLAR_MAINNET: "stellar",
  ICON_MAINNET: "0x1.icon",
  HYPEREVM_MAINNET: "hyper",
  LIGHTLINK_MAINNET: "lightlink",
  NEAR_MAINNET: "near",
  ETHEREUM_MAINNET: "ethereum",
  BITCOIN_MAINNET: "bitcoin",
  REDBELLY_MAINNET: "redbelly",
  KAIA_MAINNET: "0x2019.kaia",
  HEDERA_MAINNET: "hedera",
  ROBINHOOD_MAINNET: "robinhood",
  STACKS_MAINNET: "stacks",
} as const;

/** Any chain key: the union of the values of {@link ChainKeys} (the hub included). */
export type SpokeChainKey = typeof ChainKeys[keyof typeof ChainKeys];

/** The hub chain's key. */
export const HUB_CHAIN_KEY: SpokeChainKey = ChainKeys.HUB_MAINNET;

/** All 22 chain keys, in the order of {@link ChainKeys}. */
export const ALL_CHAIN_KEYS: readonly SpokeChainKey[] = Object.values(ChainKeys);

/** Families of chains; each has its own address format and spoke adapter. */
export type ChainType =
  | "EVM"
  | "SOLANA"
  | "STELLAR"
  | "SUI"
  | "ICON"
  | "INJECTIVE"
  | "NEAR"
  | "BITCOIN"
  | "STACKS";

/** The family of each chain key. */
export const CHAIN_TYPES: Readonly<Record<SpokeChainKey, ChainType>> = {
  "0xa86a.avax": "EVM",
  "0xa4b1.arbitrum": "EVM",
  "0x2105.base": "EVM",
  "0x38.bsc": "EVM",
  "injective-1": "INJECTIVE",
  sonic: "EVM",
  "0xa.optimism": "EVM",
  "0x89.polygon": "EVM",
  solana: "SOLANA",
  sui: "SUI",
  stellar: "STELLAR",
  "0x1.icon": "ICON",
  hyper: "EVM",
  lightlink: "EVM",
  near: "NEAR",
  ethereum: "EVM",
  bitcoin: "BITCOIN",
  redbelly: "EVM",
  "0x2019.kaia": "EVM",
  hedera: "EVM",
  robinhood: "EVM",
  stacks: "STACKS",
};

const KEY_SET: ReadonlySet<string> = new Set(ALL_CHAIN_KEYS);

/**
 * Tells whether `value` is one of the 22 chain keys.
 *
 * @example Check a key
 * ```ts
 * import assert from "node:assert/strict";
 * import { isSpokeChainKey } from "./chain_keys.ts";
 * assert.ok(isSpokeChainKey("solana"));
 * ```
 */
export function isSpokeChainKey(value: unknown): value is SpokeChainKey {
  return typeof value === "string" && KEY_SET.has(value);
}

/**
 * The family of a chain key.
 *
 * @example Solana is its own family
 * ```ts
 * import assert from "node:assert/strict";
 * import { getChainType } from "./chain_keys.ts";
 * assert.ok(getChainType("solana") === "SOLANA");
 * ```
 */
export function getChainType(key: SpokeChainKey): ChainType {
  return CHAIN_TYPES[key];
}

/** Chains whose spoke transaction stores only a verification hash; the relayer needs the full call `data`. */
export const SPLIT_TX_CHAIN_KEYS: readonly SpokeChainKey[] = [
  ChainKeys.SOLANA_MAINNET,
  ChainKeys.BITCOIN_MAINNET,
];

/**
 * Tells whether a chain uses split transactions (Solana and Bitcoin).
 *
 * @example Bitcoin is split-tx
 * ```ts
 * import assert from "node:assert/strict";
 * import { isSplitTxChain } from "./chain_keys.ts";
 * assert.ok(isSplitTxChain("bitcoin") && !isSplitTxChain("ethereum"));
 * ```
 */
export function isSplitTxChain(key: SpokeChainKey): boolean {
  return SPLIT_TX_CHAIN_KEYS.includes(key);
}
