/**
 * The swap journal's types: the store an app plugs in (`XSwapOptions.swapJournal`), and the entry it holds per
 * operation in flight (a swap or a bridge from just before its source tx is sent until its delivery).
 *
 * @example A store over a Map is a journal store
 * ```ts
 * import assert from "node:assert/strict";
 * import type { JournalStore } from "./types.ts";
 * const map = new Map<string, string>();
 * const store: JournalStore = {
 *   get: (key) => map.get(key),
 *   set: (key, value) => void map.set(key, value),
 *   delete: (key) => void map.delete(key),
 *   list: () => [...map.keys()],
 * };
 * await store.set("a", "{}");
 * assert.deepEqual(await store.list(), ["a"]);
 * ```
 * @module
 */
import type { SpokeChainKey } from "../../core/chains/mod.ts";
import type { ResumeTokenContext } from "../../core/errors.ts";

/**
 * Where the journal keeps its entries: text values under keys. Each method may answer at once or with a
 * promise, and may throw (the flow then fails with `INTEGRATION_ERROR`, phase `journal`, before any send). A
 * `set` must be atomic (a reader sees the old or the new value, never a part) and durable once it resolves:
 * that is what lets a crash right after it lose nothing.
 */
export interface JournalStore {
  /** The value under `key`, or `undefined` when there is none. */
  get(key: string): string | undefined | Promise<string | undefined>;
  /** Stores `value` under `key` (replacing it), atomically. */
  set(key: string, value: string): void | Promise<void>;
  /** Removes `key` (nothing happens when it is absent). */
  delete(key: string): void | Promise<void>;
  /** Every key held. */
  list(): readonly string[] | Promise<readonly string[]>;
}

/**
 * The operations the journal records. A new kind (a cancel, say) is its name here; the compiler then asks for
 * its one entry in the recovery table (`JOURNAL_KINDS`, services/client/recover_journal.ts).
 */
export const JOURNAL_OPERATION_KINDS = ["swap", "bridge", "cancel"] as const;

/** One of {@link JOURNAL_OPERATION_KINDS}. */
export type JournalOperationKind = typeof JOURNAL_OPERATION_KINDS[number];

/** The EVM transaction about to be sent, recorded before the wallet is asked (how recovery finds or re-sends it). */
export interface JournalEvmSend {
  /** The source chain. */
  chainKey: SpokeChainKey;
  /** The sender (the wallet's address). */
  from: string;
  /** The sender's pending nonce just before the send (the tx takes this nonce or a later one). */
  nonce: number;
  /** The chain's head block just before the send (the tx is in a later block). */
  head: number;
  /** The request the wallet is given: `value` in decimal. */
  tx: { to: string; data: string; value: string; chainId?: number | undefined };
}

/** A resume token as the journal sees it (the swap's or the bridge's, stored whole; its kind parses it at recovery). */
export type JournalToken = ResumeTokenContext & {
  /** The source tx. */
  readonly srcTxHash: string;
  /** The hub tx, once relayed. */
  readonly hubTxHash?: string | undefined;
};

/**
 * Where an operation stands: `sending` (the source tx is about to be sent, or was and its hash is not recorded),
 * `sendFailed` (the wallet failed in the live flow: recovery finishes it only if it is on chain, never re-sends),
 * or the phase of its resume token (`created`, `relayed`, `executed` for a swap, `deposited`, `relayed` for a
 * bridge).
 */
export type JournalPhase = "sending" | "sendFailed" | string;

/** One operation in the journal (stored as JSON under its `id`). */
export interface JournalEntry {
  /** Format version: 1. */
  v: 1;
  /** The key (random, 32 hex digits). */
  id: string;
  /** The operation. */
  kind: JournalOperationKind;
  /** Where it stands. */
  phase: JournalPhase;
  /** The `XSwap` instance that wrote it last (live operations of an instance are never recovered by it). */
  owner: string;
  /** When it was written last (ms since the epoch). */
  at: number;
  /** The source chain. */
  srcChainKey: SpokeChainKey;
  /** The destination chain. */
  dstChainKey: SpokeChainKey;
  /** The EVM transaction the wallet was asked to send. @default undefined (not EVM, or not sent yet) */
  send?: JournalEvmSend | undefined;
  /** The resume token, once the source tx hash is known. @default undefined */
  token?: JournalToken | undefined;
}
