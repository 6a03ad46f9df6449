/**
 * The journal of one `XSwap` instance: its store, who it is (`owner`), which entries its own flows are writing
 * right now (never recovered by it), which entry each hub tx belongs to (so a delivered track removes it), and
 * one write queue per entry (the writes of an entry land in order). Kept tiny and free of I/O code: the flows
 * load the writer (`journal_writer.ts`) on their first journaled call.
 *
 * @example A handle over a memory store; a delivery removes its entry
 * ```ts
 * import assert from "node:assert/strict";
 * import { createJournalHandle, settleJournalEntry } from "./handle.ts";
 * import { createMemoryJournalStore } from "./memory_store.ts";
 * const store = createMemoryJournalStore({ e1: "{}" });
 * const handle = createJournalHandle(store);
 * handle.byHub.set("0xhub", "e1");
 * await settleJournalEntry(handle, "0xhub");
 * assert.deepEqual(store.list(), []);
 * ```
 * @module
 */
import type { JournalStore } from "./types.ts";

/** The journal of one `XSwap` instance (see the module doc). */
export interface JournalHandle {
  /** The store. */
  readonly store: JournalStore;
  /** A random id of this instance. */
  readonly owner: string;
  /** Entries this instance's flows are writing now. */
  readonly live: Set<string>;
  /** Hub tx hash (lower case) -> entry id. */
  readonly byHub: Map<string, string>;
  /** The last write of each entry (the next one waits for it). */
  readonly queues: Map<string, Promise<unknown>>;
}

/**
 * Whether `value` has the four functions of a {@link JournalStore}.
 *
 * @param value anything
 * @returns true for a store
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { isJournalStore } from "./handle.ts";
 * assert.ok(!isJournalStore({ get: () => undefined }));
 * ```
 */
export function isJournalStore(value: unknown): value is JournalStore {
  const s = value as Record<string, unknown> | null;
  return typeof s === "object" && s !== null &&
    ["get", "set", "delete", "list"].every((m) => typeof s[m] === "function");
}

/**
 * A new handle over `store`.
 *
 * @param store the store
 * @returns the handle, with a fresh random owner id
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { createJournalHandle } from "./handle.ts";
 * import { createMemoryJournalStore } from "./memory_store.ts";
 * assert.equal(createJournalHandle(createMemoryJournalStore()).owner.length, 32);
 * ```
 */
export function createJournalHandle(store: JournalStore): JournalHandle {
  return { store, owner: randomId(), live: new Set(), byHub: new Map(), queues: new Map() };
}

/**
 * A random id: 16 random bytes as 32 hex digits.
 *
 * @returns the id
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { randomId } from "./handle.ts";
 * assert.match(randomId(), /^[0-9a-f]{32}$/);
 * ```
 */
export function randomId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join(
    "",
  );
}

/**
 * Runs `write` after the entry's earlier writes (whatever they did); the queue never rejects.
 *
 * @param handle the journal
 * @param id the entry
 * @param write the write
 * @returns what `write` resolves to, or its error as a rejection
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { createJournalHandle, enqueueJournalWrite } from "./handle.ts";
 * import { createMemoryJournalStore } from "./memory_store.ts";
 * const handle = createJournalHandle(createMemoryJournalStore());
 * const order: number[] = [];
 * await Promise.all([1, 2].map((n) => enqueueJournalWrite(handle, "e", async () => void order.push(n))));
 * assert.deepEqual(order, [1, 2]);
 * ```
 */
export function enqueueJournalWrite<T>(
  handle: JournalHandle,
  id: string,
  write: () => Promise<T>,
): Promise<T> {
  const before = handle.queues.get(id) ?? Promise.resolve();
  const run = before.then(write);
  const tail = run.then(() => undefined, () => undefined);
  handle.queues.set(id, tail);
  void tail.then(() => {
    if (handle.queues.get(id) === tail) handle.queues.delete(id);
  });
  return run;
}

/**
 * Removes the entry of a delivered operation (its hub tx hash), when this instance wrote it. A store failure is
 * ignored: the entry stays, and `recover` finds it delivered and removes it.
 *
 * @param handle the journal, or `undefined` (nothing to do)
 * @param hubTxHash the hub tx of the delivered operation
 * @example Nothing recorded for that hash
 * ```ts
 * import { createJournalHandle, settleJournalEntry } from "./handle.ts";
 * import { createMemoryJournalStore } from "./memory_store.ts";
 * await settleJournalEntry(createJournalHandle(createMemoryJournalStore()), "0x01");
 * ```
 */
export async function settleJournalEntry(
  handle: JournalHandle | undefined,
  hubTxHash: string,
): Promise<void> {
  const id = handle?.byHub.get(hubTxHash.toLowerCase());
  if (handle === undefined || id === undefined) return;
  handle.byHub.delete(hubTxHash.toLowerCase());
  await enqueueJournalWrite(handle, id, async () => await handle.store.delete(id)).catch(() => undefined);
}
