/**
 * `mapsStore`: a {@link SimStore} over a few string-keyed maps of plain records, the shape most simulated nodes
 * keep (txs by hash, nonces by account). It writes each map as its `[key, value]` entries in insertion order and
 * puts them back in the same maps, so the node's closures keep seeing them.
 *
 * @example A node's txs
 * ```ts
 * import assert from "node:assert/strict";
 * import { mapsStore } from "./maps_store.ts";
 * const txs = new Map([["0xa", { height: 1 }]]);
 * const store = mapsStore({ txs });
 * const saved = store.snapshot();
 * store.reset();
 * assert.equal(txs.size, 0);
 * store.restore(saved);
 * assert.deepEqual(txs.get("0xa"), { height: 1 });
 * ```
 * @module
 */
import type { SimStore } from "./sim_store.ts";

/** Each map of `M` as its entries. */
export type MapsSnapshot<M> = { [K in keyof M]: M[K] extends Map<string, infer V> ? [string, V][] : never };

/** A store over maps, with `reset` (clears them all). */
export interface MapsStore<M> extends SimStore<MapsSnapshot<M>> {
  /** Clears every map. */
  reset(): void;
}

/**
 * The store over `maps` (kept by reference: the store reads and refills these very maps).
 *
 * @param maps the maps by name
 * @returns the store
 */
// deno-lint-ignore no-explicit-any
export function mapsStore<M extends Record<string, Map<string, any>>>(maps: M): MapsStore<M> {
  const reset = () => Object.values(maps).forEach((m) => m.clear());
  return {
    reset,
    snapshot: () =>
      Object.fromEntries(Object.entries(maps).map(([name, m]) => [name, [...m]])) as MapsSnapshot<M>,
    restore: (value) => {
      reset();
      for (const [name, m] of Object.entries(maps)) {
        for (const [k, v] of (value as Record<string, [string, unknown][]>)[name] ?? []) m.set(k, v);
      }
    },
  };
}
