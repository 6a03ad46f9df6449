/**
 * `SimStore`: a piece of mutable simulator state a sub-app keeps (an EVM chain's mined txs and nonces, the NEAR
 * node's txs, the Bitcoin UTXO set, the sponsor's activated accounts, ...). Each store on
 * `SimContext.stores` is written to snapshots and put back by a part of `SNAPSHOT_PARTS` of the same name.
 *
 * @example A counter as a store
 * ```ts
 * import assert from "node:assert/strict";
 * import type { SimStore } from "./sim_store.ts";
 * let n = 3;
 * const store: SimStore<{ n: number }> = { snapshot: () => ({ n }), restore: (v) => void (n = v.n) };
 * const saved = store.snapshot();
 * n = 9;
 * store.restore(saved);
 * assert.equal(n, 3);
 * ```
 * @module
 */

/** Mutable state of one sub-app that snapshots carry. */
export interface SimStore<T> {
  /** The store's state as data (bigints allowed; no class instances, no byte arrays). */
  snapshot(): T;
  /** Puts a state written by `snapshot` back (called after the simulator was reset). */
  restore(value: T): void;
}
