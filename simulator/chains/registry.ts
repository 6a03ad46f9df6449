/**
 * `CHAIN_MODULES`: every simulated chain family, in the order the simulator builds, mounts, snapshots and
 * resets them. A new family joins the simulator with its `chain.ts` and one entry here.
 *
 * @example The families
 * ```ts
 * import assert from "node:assert/strict";
 * import { CHAIN_MODULES } from "./registry.ts";
 * assert.deepEqual(CHAIN_MODULES.map((m) => m.family), [
 *   "evm", "near", "bitcoin", "stellar", "solana", "sui", "icon", "injective", "stacks",
 * ]);
 * ```
 * @module
 */
import { bitcoinChain } from "./bitcoin/chain.ts";
import type { ChainModule } from "./chain_module.ts";
import { evmChain } from "./evm/chain.ts";
import { iconChain } from "./icon/chain.ts";
import { injectiveChain } from "./injective/chain.ts";
import { nearChain } from "./near/chain.ts";
import { solanaChain } from "./solana/chain.ts";
import { stacksChain } from "./stacks/chain.ts";
import { stellarChain } from "./stellar/chain.ts";
import { suiChain } from "./sui/chain.ts";

/** Every chain family (snapshot parts follow this order, each node's stores in their own order). */
export const CHAIN_MODULES = [
  evmChain,
  nearChain,
  bitcoinChain,
  stellarChain,
  solanaChain,
  suiChain,
  iconChain,
  injectiveChain,
  stacksChain,
] as const;

type NodeOf<M> = M extends ChainModule<infer N> ? N : never;
type NodesOf<T extends readonly unknown[]> = { -readonly [I in keyof T]: NodeOf<T[I]> };
type Nodes = NodesOf<typeof CHAIN_MODULES>;
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** The built nodes, in {@link CHAIN_MODULES} order. */
export type ChainNodes = Nodes;

/** The snapshot stores of every chain node, by part name. */
export type ChainStoresOf = Intersection<Nodes[number]["stores"]>;
