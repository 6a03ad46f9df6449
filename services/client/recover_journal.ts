/**
 * `recoverJournal` (`client.recover()`): finishes every operation the swap journal holds — what a crashed or
 * closed process left in flight — with the same guarantees as the live flow: delivered once, never sent twice
 * (docs/swap_lifecycle.md#the-swap-journal).
 *
 * - An entry with a resume token is resumed with its kind's idempotent `resume` (verify, relay, `/execute`,
 *   track); each newer token is written back; delivered, it leaves the journal.
 * - An entry still `sending` (the source tx hash was never recorded) is looked up on chain first
 *   (`findSentEvmTx`): found, it is resumed from that hash; still in the sender's pool, it is left for later;
 *   never reached the chain, the very same request is sent again with the wallet `options.wallets` gives for
 *   its chain (journaled `sending` first, like the live flow), or it waits for one (`needsWallet`).
 * - An entry `sendFailed` (the live flow's wallet failed and the app was told) is finished only if its tx is on
 *   chain after all; otherwise it is dropped (`notSent`).
 *
 * The kinds are one table, {@link JOURNAL_KINDS}: a new kind of operation is one entry there.
 *
 * @example A journal with nothing in flight
 * ```ts
 * import assert from "node:assert/strict";
 * import { XSwap } from "../../mod.ts";
 * import { createMemoryJournalStore } from "../journal/mod.ts";
 * const client = new XSwap({ swapJournal: createMemoryJournalStore() });
 * const report = await client.recover();
 * assert.ok(report.ok && report.value.operations.length === 0);
 * ```
 * @module
 */
import { getChainType, type SpokeChainKey } from "../../core/chains/mod.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { checkCallOptions } from "../../core/options/number_option.ts";
import type { EvmWalletProvider } from "../../chains/evm/wallet.ts";
import type { AnySpokeWalletProvider } from "../../chains/registry/wallets.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import { journalOperation } from "../intent/journal_operation.ts";
import { parseJournalEntry, serializeJournalEntry } from "../journal/entry.ts";
import { findSentEvmTx } from "../journal/evm_lookup.ts";
import { enqueueJournalWrite, type JournalHandle } from "../journal/handle.ts";
import { journalFailure } from "../journal/journal_writer.ts";
import type { JournalEntry, JournalOperationKind, JournalToken } from "../journal/types.ts";
import { resumeSwap } from "../swaps/resume.ts";
import { resumeBridge } from "../bridge/resume.ts";
import { resumeCancel } from "../swaps/cancel_resume.ts";

/** Options of `client.recover()`. */
export interface RecoverOptions {
  /**
   * Wallets by source chain, to send again a request that never reached its chain (the same request, so the
   * same intent). Without one such an entry waits (`needsWallet`). @default {}
   */
  wallets?: Partial<Record<SpokeChainKey, AnySpokeWalletProvider>> | undefined;
  /** Entries to drop without doing anything (ids from an earlier report's `unknown` or `corrupt`). @default [] */
  forget?: readonly string[] | undefined;
  /** Relay wait of each resume, in ms. @default each kind's resume default */
  timeout?: number | undefined;
  /** Track bound of each resume, in ms. @default each kind's resume default */
  trackTimeout?: number | undefined;
  /** Aborts the recovery (entries not finished stay in the journal). @default undefined */
  signal?: AbortSignal | undefined;
  /** The most blocks read to find a send whose hash was never recorded (a whole number). @default 10000 */
  maxScanBlocks?: number | undefined;
  /** Resumes run at once (1 to 16). @default 4 */
  concurrency?: number | undefined;
}

/**
 * What became of one entry: `delivered` (removed), `failed` (the operation failed for good, or a re-send's wallet
 * failed; removed unless `error` says otherwise), `retry` (a resume step failed; kept with the furthest token),
 * `pending` (the sender has txs waiting in the pool; kept), `needsWallet` (never reached the chain; pass a
 * wallet for its chain to send it), `notSent` (a send the live flow reported failed never reached the chain;
 * removed), `unknown` (a non-EVM send whose hash was never recorded, or too many blocks to read; kept),
 * `corrupt` (not an entry; kept), `live` (this client's own flow is writing it), `forgotten` (removed on request).
 */
export type RecoverOutcome =
  | "delivered"
  | "failed"
  | "retry"
  | "pending"
  | "needsWallet"
  | "notSent"
  | "unknown"
  | "corrupt"
  | "live"
  | "forgotten";

/** One entry of a {@link RecoverReport}. */
export interface RecoveredOperation {
  /** The entry's id. */
  id: string;
  /** The operation. @default undefined (a corrupt entry) */
  kind?: JournalOperationKind | undefined;
  /** What became of it. */
  outcome: RecoverOutcome;
  /** The source tx, when known. @default undefined */
  srcTxHash?: string | undefined;
  /** The delivery on the destination chain (`delivered`). @default undefined */
  dstTxHash?: string | undefined;
  /** Why it is not delivered. @default undefined */
  error?: ClientError | undefined;
}

/** The value of a successful `client.recover()`. */
export interface RecoverReport {
  /** One line per entry the journal held. */
  operations: RecoveredOperation[];
}

/** How one kind of operation is recovered. */
export interface JournalKindRecovery {
  /** The token of an operation whose source tx `srcTxHash` was just sent. */
  sentToken(entry: JournalEntry, srcTxHash: string): JournalToken;
  /** Resumes it from a token (idempotent steps only); `onCheckpoint` gets each newer token. */
  resume(
    deps: ServiceDeps,
    token: unknown,
    options: {
      timeout?: number | undefined;
      trackTimeout?: number | undefined;
      signal?: AbortSignal | undefined;
      onCheckpoint: (token: JournalToken) => void;
    },
  ): Promise<Result<{ dstTxHash: string }, ClientError>>;
}

/** The kinds of operation the journal recovers (a new kind is one entry). */
export const JOURNAL_KINDS: Readonly<Record<JournalOperationKind, JournalKindRecovery>> = {
  swap: {
    sentToken: (e, srcTxHash) => ({
      v: 1,
      kind: "swap",
      phase: "created",
      srcChainKey: e.srcChainKey,
      dstChainKey: e.dstChainKey,
      srcTxHash,
    }),
    resume: async (deps, token, options) => {
      const r = await resumeSwap(deps, token, options);
      return r.ok ? ok({ dstTxHash: r.value.delivery.dstTxHash }) : r;
    },
  },
  bridge: {
    sentToken: (e, srcTxHash) => ({
      v: 1,
      kind: "bridge",
      phase: "deposited",
      srcChainKey: e.srcChainKey,
      dstChainKey: e.dstChainKey,
      srcTxHash,
    }),
    resume: async (deps, token, options) => {
      const r = await resumeBridge(deps, token, options);
      return r.ok ? ok({ dstTxHash: r.value.delivery.dstTxHash }) : r;
    },
  },
  cancel: {
    sentToken: (e, srcTxHash) => ({
      v: 1,
      kind: "cancel",
      phase: "sent",
      srcChainKey: e.srcChainKey,
      dstChainKey: e.dstChainKey,
      srcTxHash,
    }),
    resume: async (deps, token, options) => {
      const r = await resumeCancel(deps, token, options);
      return r.ok ? ok({ dstTxHash: r.value.hubTxHash ?? r.value.srcTxHash }) : r;
    },
  },
};

/**
 * Recovers every entry of the client's journal; see the module doc.
 *
 * @param deps the client's dependencies (`deps.journal` set)
 * @param options wallets for re-sends, entries to forget, bounds; see {@link RecoverOptions}
 * @returns one line per entry, or `INVALID_CONFIG` without a journal, `VALIDATION_FAILED` for bad options
 *   (`context.field`), `INTEGRATION_ERROR` when the store cannot be listed
 */
export async function recoverJournal(
  deps: ServiceDeps,
  options: RecoverOptions = {},
): Promise<Result<RecoverReport, ClientError>> {
  const handle = deps.journal;
  if (handle === undefined) {
    return err(
      new ClientError("INVALID_CONFIG", "Cannot recover: the client has no swapJournal", {
        context: { field: "swapJournal" },
      }),
    );
  }
  const checked = checkCallOptions(options, [
    ["timeout", {}],
    ["trackTimeout", { positive: true }],
    ["maxScanBlocks", { integer: true, positive: true, max: 10_000_000 }],
    ["concurrency", { integer: true, positive: true, max: 16 }],
  ], "recover");
  if (!checked.ok) return checked;
  options ??= {};
  if (options.wallets !== undefined && (typeof options.wallets !== "object" || options.wallets === null)) {
    return err(
      new ClientError("VALIDATION_FAILED", "Cannot recover: wallets must be an object by chain key", {
        context: { field: "wallets" },
      }),
    );
  }
  let ids: readonly string[];
  try {
    ids = [...await handle.store.list()];
  } catch (cause) {
    return err(journalFailure("list", "", cause));
  }
  const entries: { id: string; entry?: JournalEntry; line?: RecoveredOperation }[] = [];
  for (const id of ids) {
    let text: string | undefined;
    try {
      text = await handle.store.get(id);
    } catch (cause) {
      entries.push({ id, line: { id, outcome: "retry", error: journalFailure("get", id, cause) } });
      continue;
    }
    if (text === undefined) continue;
    const parsed = parseJournalEntry(text);
    if (!parsed.ok) entries.push({ id, line: { id, outcome: "corrupt", error: parsed.error } });
    else entries.push({ id, entry: parsed.value });
  }
  const forget = new Set(options.forget ?? []);
  const claimed = new Set(
    entries.flatMap(({ entry }) => entry?.token ? [entry.token.srcTxHash.toLowerCase()] : []),
  );
  const ctx: Ctx = { deps, handle, options, claimed };
  // Sends whose hash is unknown first and one at a time: a hash one entry adopts is never another's.
  for (const item of entries) {
    const { id, entry } = item;
    if (entry === undefined) {
      if (forget.has(id)) item.line = await drop(ctx, id, { id, outcome: "forgotten" });
      continue;
    }
    if (handle.live.has(id)) item.line = { id, kind: entry.kind, outcome: "live" };
    else if (forget.has(id)) item.line = await drop(ctx, id, { id, kind: entry.kind, outcome: "forgotten" });
    else if (entry.token === undefined) {
      const settled = await settleSend(ctx, entry);
      if ("line" in settled) item.line = settled.line;
      else item.entry = settled.entry;
    }
  }
  const toResume = entries.filter((i) => i.line === undefined && i.entry?.token !== undefined);
  const limit = options.concurrency ?? 4;
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(limit, toResume.length) }, async () => {
    while (next < toResume.length) {
      const item = toResume[next++];
      item.line = await resumeEntry(ctx, item.entry!);
    }
  }));
  return ok({ operations: entries.flatMap((i) => i.line === undefined ? [] : [i.line]) });
}

interface Ctx {
  deps: ServiceDeps;
  handle: JournalHandle;
  options: RecoverOptions;
  claimed: Set<string>;
}

async function write(ctx: Ctx, entry: JournalEntry): Promise<Result<void, ClientError>> {
  try {
    await enqueueJournalWrite(ctx.handle, entry.id, async () => {
      await ctx.handle.store.set(entry.id, serializeJournalEntry(entry));
    });
    return ok(undefined);
  } catch (cause) {
    return err(journalFailure("set", entry.id, cause));
  }
}

async function drop(ctx: Ctx, id: string, line: RecoveredOperation): Promise<RecoveredOperation> {
  try {
    await enqueueJournalWrite(ctx.handle, id, async () => await ctx.handle.store.delete(id));
    return line;
  } catch (cause) {
    return { ...line, outcome: "retry", error: journalFailure("delete", id, cause) };
  }
}

/** An entry without a token: find its send on chain, or send it again, or say why not. */
async function settleSend(
  ctx: Ctx,
  entry: JournalEntry,
): Promise<{ entry: JournalEntry } | { line: RecoveredOperation }> {
  const { id, kind, send } = entry;
  const line = (outcome: RecoverOutcome, error?: ClientError): { line: RecoveredOperation } => ({
    line: { id, kind, outcome, ...(error === undefined ? {} : { error }) },
  });
  if (send === undefined || getChainType(send.chainKey) !== "EVM") {
    // no request to look up (a non-EVM source): only the app can tell
    return entry.phase === "sendFailed"
      ? { line: await drop(ctx, id, line("notSent").line) }
      : line("unknown");
  }
  const chain = ctx.deps.config.instanceConfig.chains[send.chainKey] as { rpcUrl?: unknown } | undefined;
  const found = await findSentEvmTx(send, {
    rpcUrl: typeof chain?.rpcUrl === "string" ? chain.rpcUrl : "",
    fetch: ctx.deps.fetch,
    skip: ctx.claimed,
    maxScanBlocks: ctx.options.maxScanBlocks,
    signal: ctx.options.signal,
  });
  if (!found.ok) return line("retry", found.error);
  if (found.value.state === "found") return await adopt(ctx, entry, found.value.txHash);
  if (found.value.state === "tooFar") return line("unknown");
  if (found.value.pending) return line("pending");
  if (entry.phase === "sendFailed") return { line: await drop(ctx, id, line("notSent").line) };
  const wallet = ctx.options.wallets?.[send.chainKey] as EvmWalletProvider | undefined;
  if (wallet === undefined || typeof wallet.sendTransaction !== "function") return line("needsWallet");
  let address: string;
  try {
    address = await wallet.getAddress();
  } catch (cause) {
    return line(
      "needsWallet",
      new ClientError("WALLET_ERROR", "Cannot recover: wallet getAddress failed", { cause }),
    );
  }
  if (address.toLowerCase() !== send.from.toLowerCase()) {
    return line(
      "needsWallet",
      new ClientError("VALIDATION_FAILED", "Cannot recover: the wallet is not the sender of the entry", {
        context: { field: "wallets", chainKey: send.chainKey, value: address },
      }),
    );
  }
  // the very same request, journaled `sending` first exactly as the live flow does
  const journal = await journalOperation(ctx.deps, {
    kind,
    srcChainKey: entry.srcChainKey,
    dstChainKey: entry.dstChainKey,
    id,
  });
  if (!journal.ok || journal.value === undefined) {
    return line("retry", journal.ok ? undefined : journal.error);
  }
  const op = journal.value;
  try {
    const guarded = await op.guard(wallet);
    if (!guarded.ok) return line("retry", guarded.error);
    let txHash: string;
    try {
      txHash = await guarded.value.sendTransaction({
        to: send.tx.to as `0x${string}`,
        data: send.tx.data as `0x${string}`,
        value: BigInt(send.tx.value),
        chainId: send.tx.chainId,
      });
    } catch (cause) {
      const stopped = await op.sendFailed();
      return line(
        stopped === undefined ? "failed" : "retry",
        stopped ?? new ClientError("WALLET_ERROR", "Cannot recover: the wallet failed to send", {
          context: { phase: "sendTransaction", chainKey: send.chainKey },
          cause,
        }),
      );
    }
    const token = JOURNAL_KINDS[kind].sentToken(entry, txHash);
    await op.record(token);
    ctx.claimed.add(txHash.toLowerCase());
    return { entry: { ...entry, phase: token.phase, token } };
  } finally {
    op.end();
  }
}

async function adopt(
  ctx: Ctx,
  entry: JournalEntry,
  txHash: string,
): Promise<{ entry: JournalEntry } | { line: RecoveredOperation }> {
  ctx.claimed.add(txHash.toLowerCase());
  const token = JOURNAL_KINDS[entry.kind].sentToken(entry, txHash);
  const next: JournalEntry = { ...entry, phase: token.phase, token, owner: ctx.handle.owner, at: Date.now() };
  // a failed write is not fatal here: the next recovery finds the same tx again
  await write(ctx, next);
  return { entry: next };
}

/** Resumes an entry with a token to its delivery. */
async function resumeEntry(ctx: Ctx, entry: JournalEntry): Promise<RecoveredOperation> {
  const { id, kind } = entry;
  let current = entry;
  const done = await JOURNAL_KINDS[kind].resume(ctx.deps, entry.token, {
    timeout: ctx.options.timeout,
    trackTimeout: ctx.options.trackTimeout,
    signal: ctx.options.signal,
    onCheckpoint: (token) => {
      current = { ...current, phase: token.phase, token, owner: ctx.handle.owner, at: Date.now() };
      void write(ctx, current);
    },
  });
  const srcTxHash = entry.token?.srcTxHash;
  if (done.ok) {
    return await drop(ctx, id, {
      id,
      kind,
      outcome: "delivered",
      srcTxHash,
      dstTxHash: done.value.dstTxHash,
    });
  }
  if (done.error.code === "EXECUTION_FAILED") {
    return await drop(ctx, id, { id, kind, outcome: "failed", srcTxHash, error: done.error });
  }
  const outcome = done.error.code === "VALIDATION_FAILED" ? "corrupt" : "retry";
  return { id, kind, outcome, srcTxHash, error: done.error };
}
