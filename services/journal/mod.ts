/**
 * `@xswap/client/journal`: the swap journal's stores and entries. Pass a store as `new XSwap({ swapJournal })`
 * and swaps and bridges record each phase in it, from just before the source transaction is sent to the
 * delivery; `xswap.recover()` finishes what a crash left (docs/swap_lifecycle.md#the-swap-journal). An in-memory
 * store, a `localStorage` store for browsers, the entry shapes for a custom `{get, set, delete, list}` store;
 * the file store for servers is `@xswap/client/journal/file`.
 *
 * @example Record swaps in memory
 * ```ts
 * import assert from "node:assert/strict";
 * import { XSwap } from "../../mod.ts";
 * import { createMemoryJournalStore } from "./mod.ts";
 * const swapJournal = createMemoryJournalStore();
 * const client = new XSwap({ swapJournal });
 * assert.equal(client.optionsError, undefined);
 * assert.deepEqual(await swapJournal.list(), []);
 * ```
 * @module
 */
export {
  JOURNAL_OPERATION_KINDS,
  type JournalEntry,
  type JournalEvmSend,
  type JournalOperationKind,
  type JournalPhase,
  type JournalToken,
} from "./types.ts";
export { createMemoryJournalStore, type MemoryJournalStore } from "./memory_store.ts";
export type { JournalHandle } from "./handle.ts";
export {
  createLocalStorageJournalStore,
  DEFAULT_JOURNAL_PREFIX,
  type JournalStorage,
  type LocalStorageJournalStoreOptions,
} from "./local_storage_store.ts";
