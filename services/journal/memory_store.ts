/**
 * `createMemoryJournalStore`: a journal store in memory. It survives nothing but the `XSwap` instance being
 * replaced inside one process (hand the same store to the new instance); use it in tests, or where the process
 * itself is the unit of failure and a restart starts over.
 *
 * @example Keys and values
 * ```ts
 * import assert from "node:assert/strict";
 * import { createMemoryJournalStore } from "./memory_store.ts";
 * const store = createMemoryJournalStore();
 * store.set("a", "1");
 * assert.equal(store.get("a"), "1");
 * store.delete("a");
 * assert.deepEqual(store.list(), []);
 * ```
 * @module
 */
import type { JournalStore } from "./types.ts";

/** A {@link JournalStore} whose methods answer at once. */
export interface MemoryJournalStore extends JournalStore {
  /** The value under `key`. */
  get(key: string): string | undefined;
  /** Stores `value` under `key`. */
  set(key: string, value: string): void;
  /** Removes `key`. */
  delete(key: string): void;
  /** Every key, in insertion order. */
  list(): string[];
}

/**
 * Creates an empty memory store, or one holding `entries`.
 *
 * @param entries initial keys and values (copied). @default {}
 * @returns the store
 * @example A copy of another store's state
 * ```ts
 * import assert from "node:assert/strict";
 * import { createMemoryJournalStore } from "./memory_store.ts";
 * const first = createMemoryJournalStore({ a: "1" });
 * const copy = createMemoryJournalStore(Object.fromEntries(first.list().map((k) => [k, first.get(k)!])));
 * assert.equal(copy.get("a"), "1");
 * ```
 */
export function createMemoryJournalStore(entries: Readonly<Record<string, string>> = {}): MemoryJournalStore {
  const map = new Map<string, string>(Object.entries(entries));
  return {
    get: (key) => map.get(key),
    set: (key, value) => void map.set(key, value),
    delete: (key) => void map.delete(key),
    list: () => [...map.keys()],
  };
}
