/**
 * `createLocalStorageJournalStore`: a journal store in the browser's `localStorage` (or any Web Storage), each
 * entry one item under a prefix. `setItem` replaces an item whole, so a tab closed mid-write leaves the old
 * value or the new one. Tabs of one origin share it: recover from one tab at a time.
 *
 * @example Over a stand-in Storage
 * ```ts
 * import assert from "node:assert/strict";
 * import { createLocalStorageJournalStore } from "./local_storage_store.ts";
 * const items = new Map<string, string>([["other", "kept"]]);
 * const storage = {
 *   get length() { return items.size; },
 *   key: (i: number) => [...items.keys()][i] ?? null,
 *   getItem: (k: string) => items.get(k) ?? null,
 *   setItem: (k: string, v: string) => void items.set(k, v),
 *   removeItem: (k: string) => void items.delete(k),
 * };
 * const store = createLocalStorageJournalStore({ storage });
 * assert.ok(store.ok);
 * store.value.set("a", "1");
 * assert.deepEqual(store.value.list(), ["a"]);
 * assert.equal(items.get("xswap.journal.a"), "1");
 * ```
 * @module
 */
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { JournalStore } from "./types.ts";

/** The part of the Web Storage API the store uses. */
export interface JournalStorage {
  /** Number of items. */
  readonly length: number;
  /** The key of item `index`. */
  key(index: number): string | null;
  /** The value under `key`. */
  getItem(key: string): string | null;
  /** Stores `value` under `key`. */
  setItem(key: string, value: string): void;
  /** Removes `key`. */
  removeItem(key: string): void;
}

/** Options of {@link createLocalStorageJournalStore}. */
export interface LocalStorageJournalStoreOptions {
  /** The storage. @default globalThis.localStorage */
  storage?: JournalStorage | undefined;
  /** Prefix of the items' keys. @default "xswap.journal." */
  prefix?: string | undefined;
}

/** The default item prefix. */
export const DEFAULT_JOURNAL_PREFIX = "xswap.journal.";

/**
 * Creates a store over `localStorage` (or `options.storage`).
 *
 * @param options storage and key prefix; see {@link LocalStorageJournalStoreOptions}
 * @returns the store, or `INVALID_CONFIG` (`context.field: "storage"`) when there is no storage
 * @example No localStorage here
 * ```ts
 * import assert from "node:assert/strict";
 * import { createLocalStorageJournalStore } from "./local_storage_store.ts";
 * const r = createLocalStorageJournalStore({ storage: undefined, prefix: "app." });
 * assert.ok(r.ok || r.error.code === "INVALID_CONFIG");
 * ```
 */
export function createLocalStorageJournalStore(
  options: LocalStorageJournalStoreOptions = {},
): Result<JournalStore, ClientError> {
  const { prefix = DEFAULT_JOURNAL_PREFIX } = options ?? {};
  let storage = options?.storage;
  if (storage === undefined) {
    try {
      storage = (globalThis as { localStorage?: JournalStorage }).localStorage;
    } catch { /* a browser that forbids storage throws on access */ }
  }
  if (storage === undefined || storage === null || typeof storage.getItem !== "function") {
    return err(
      new ClientError("INVALID_CONFIG", "Cannot create journal store: no localStorage", {
        context: { field: "storage" },
      }),
    );
  }
  const s = storage;
  return ok({
    get: (key) => s.getItem(prefix + key) ?? undefined,
    set: (key, value) => s.setItem(prefix + key, value),
    delete: (key) => s.removeItem(prefix + key),
    list: () => {
      const keys: string[] = [];
      for (let i = 0; i < s.length; i++) {
        const key = s.key(i);
        if (key !== null && key.startsWith(prefix)) keys.push(key.slice(prefix.length));
      }
      return keys;
    },
  });
}
