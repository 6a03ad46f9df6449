/**
 * The journal writes of one swap or bridge in flight (loaded on a flow's first journaled call). The order is
 * what makes a crash lose nothing and send nothing twice (docs/swap_lifecycle.md#the-swap-journal):
 *
 * 1. `guard(wallet)`: on an EVM source, the wallet is wrapped so that its `sendTransaction` first reads the
 *    sender's pending nonce and the chain head, then writes `sending` with the exact request, and only then asks
 *    the wallet; a failed read or write means the wallet is never asked. On other families `sending` (without a
 *    request) is written at once.
 * 2. `record(token)` after the send and at each checkpoint (`created`/`deposited`, `relayed`, `executed`).
 * 3. `sendFailed()` when the wallet failed: the entry is marked so that recovery finishes it only if the tx is
 *    on chain after all, and never sends it again.
 *
 * @example A swap whose wallet is asked only after the `sending` write
 * ```ts
 * import assert from "node:assert/strict";
 * import { createJournalHandle } from "./handle.ts";
 * import { createMemoryJournalStore } from "./memory_store.ts";
 * import { beginJournalOperation } from "./journal_writer.ts";
 * import type { EvmWalletProvider } from "../../chains/evm/wallet.ts";
 * const store = createMemoryJournalStore();
 * const rpc = (body: { method: string }) => body.method === "eth_blockNumber" ? "0x10" : "0x2";
 * const fetch = async (_: unknown, init?: RequestInit) =>
 *   Response.json({ jsonrpc: "2.0", id: 1, result: rpc(JSON.parse(String(init?.body))) });
 * const op = beginJournalOperation(createJournalHandle(store), {
 *   kind: "swap", srcChainKey: "0x2105.base", dstChainKey: "0x38.bsc", rpcUrl: "http://rpc.test", fetch,
 * });
 * const seen: string[] = [];
 * const stub: EvmWalletProvider = {
 *   getAddress: () => Promise.resolve("0x1111111111111111111111111111111111111111" as const),
 *   sendTransaction: () => {
 *     seen.push(JSON.parse(store.get(op.id)!).phase);
 *     return Promise.resolve(`0x${"ab".repeat(32)}` as const);
 *   },
 * };
 * const wallet = await op.guard(stub);
 * assert.ok(wallet.ok);
 * await wallet.value.sendTransaction({ to: "0x2222222222222222222222222222222222222222", data: "0x", value: 0n });
 * assert.deepEqual(seen, ["sending"]);
 * ```
 * @module
 */
import { getChainType, type SpokeChainKey } from "../../core/chains/mod.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { FetchLike } from "../../core/http/types.ts";
import type { Logger } from "../../core/config/logger.ts";
import { jsonRpcCall } from "../../chains/rpc/rpc_transport.ts";
import type { EvmTxRequest, EvmWalletProvider } from "../../chains/evm/wallet.ts";
import { serializeJournalEntry } from "./entry.ts";
import { enqueueJournalWrite, type JournalHandle, randomId } from "./handle.ts";
import type { JournalEntry, JournalEvmSend, JournalOperationKind, JournalToken } from "./types.ts";

/** What an operation is and how to reach its source chain. */
export interface JournalOperationOptions {
  /** The operation. */
  kind: JournalOperationKind;
  /** Source chain. */
  srcChainKey: SpokeChainKey;
  /** Destination chain. */
  dstChainKey: SpokeChainKey;
  /** JSON-RPC endpoint of an EVM source chain (nonce and head reads). @default undefined */
  rpcUrl?: string | undefined;
  /** Injected fetch of those reads. @default globalThis.fetch */
  fetch?: FetchLike | undefined;
  /** Where a write that fails after the send is reported (the flow goes on). @default undefined */
  logger?: Logger | undefined;
  /** The entry's id (recovery re-uses the entry it resends). @default a random id */
  id?: string | undefined;
}

/** The writes of one operation (see the module doc). */
export interface JournalOperation {
  /** The entry's key. */
  readonly id: string;
  /** Wraps (EVM) or journals before (other families) the wallet's send; fails with the journal's error. */
  guard<W>(wallet: W): Promise<Result<W, ClientError>>;
  /** The wallet failed: the journal's own failure when the guard stopped the send, else the entry is marked. */
  sendFailed(): Promise<ClientError | undefined>;
  /** Records the token of the phase reached (failures are logged, not returned: the send already happened). */
  record<T extends JournalToken>(token: T): Promise<void>;
  /** The flow returned: the entry is no longer live (recovery may take it). */
  end(): void;
}

/**
 * Starts journaling one operation (nothing is written until the guard's send or `record`).
 *
 * @param handle the instance's journal
 * @param options the operation; see {@link JournalOperationOptions}
 * @returns its writes
 * @example A non-EVM source is journaled before the send, without a request
 * ```ts
 * import assert from "node:assert/strict";
 * import { createJournalHandle } from "./handle.ts";
 * import { createMemoryJournalStore } from "./memory_store.ts";
 * import { beginJournalOperation } from "./journal_writer.ts";
 * const store = createMemoryJournalStore();
 * const op = beginJournalOperation(createJournalHandle(store), {
 *   kind: "swap", srcChainKey: "solana", dstChainKey: "0x38.bsc",
 * });
 * assert.ok((await op.guard({})).ok);
 * assert.equal(JSON.parse(store.get(op.id)!).phase, "sending");
 * ```
 */
export function beginJournalOperation(
  handle: JournalHandle,
  options: JournalOperationOptions,
): JournalOperation {
  const id = options.id ?? randomId();
  handle.live.add(id);
  let entry: JournalEntry | undefined;
  let guardError: ClientError | undefined;
  let asked = false;
  const base = (): JournalEntry => ({
    v: 1,
    id,
    kind: options.kind,
    phase: "sending",
    owner: handle.owner,
    at: Date.now(),
    srcChainKey: options.srcChainKey,
    dstChainKey: options.dstChainKey,
  });
  const write = async (next: JournalEntry): Promise<Result<void, ClientError>> => {
    entry = next;
    try {
      await enqueueJournalWrite(
        handle,
        id,
        async () => await handle.store.set(id, serializeJournalEntry(next)),
      );
      return ok(undefined);
    } catch (cause) {
      return err(journalFailure("set", id, cause));
    }
  };
  const beforeEvmSend = async (wallet: EvmWalletProvider, tx: EvmTxRequest): Promise<void> => {
    const from = await wallet.getAddress();
    const rpc = (method: string, params: unknown[]) =>
      jsonRpcCall(options.rpcUrl ?? "", method, params, { fetch: options.fetch });
    const [nonce, head] = await Promise.all([
      rpc("eth_getTransactionCount", [from, "pending"]),
      rpc("eth_blockNumber", []),
    ]);
    const nonceHex = nonce.ok && typeof nonce.value === "string" ? nonce.value : undefined;
    const headHex = head.ok && typeof head.value === "string" ? head.value : undefined;
    if (nonceHex === undefined || headHex === undefined) {
      guardError = new ClientError(
        "INTEGRATION_ERROR",
        "Cannot journal the send: the nonce or head read failed",
        {
          context: { phase: "journal", action: "read", chainKey: options.srcChainKey, id },
          cause: !nonce.ok ? nonce.error : !head.ok ? head.error : undefined,
        },
      );
      throw guardError;
    }
    const send: JournalEvmSend = {
      chainKey: options.srcChainKey,
      from,
      nonce: Number(BigInt(nonceHex)),
      head: Number(BigInt(headHex)),
      tx: { to: tx.to, data: tx.data, value: tx.value.toString(), chainId: tx.chainId },
    };
    const written = await write({ ...base(), send });
    if (!written.ok) {
      guardError = written.error;
      // the set failed, but may have landed: an entry the app was told failed must never be re-sent
      await enqueueJournalWrite(handle, id, async () => await handle.store.delete(id)).catch(() => undefined);
      throw guardError;
    }
    asked = true;
  };
  return {
    id,
    async guard<W>(wallet: W): Promise<Result<W, ClientError>> {
      if (getChainType(options.srcChainKey) !== "EVM") {
        const written = await write(base());
        if (!written.ok) return written;
        asked = true;
        return ok(wallet);
      }
      const evm = wallet as unknown as EvmWalletProvider;
      const guarded: EvmWalletProvider = {
        getAddress: () => evm.getAddress(),
        sendTransaction: async (tx) => {
          await beforeEvmSend(evm, tx);
          return await evm.sendTransaction(tx);
        },
        ...(typeof evm?.signMessage === "function"
          ? { signMessage: (m: string) => evm.signMessage!(m) }
          : {}),
      };
      return ok(guarded as unknown as W);
    },
    async sendFailed(): Promise<ClientError | undefined> {
      if (guardError !== undefined) return guardError;
      if (asked && entry !== undefined) {
        const marked = await write({ ...entry, phase: "sendFailed", at: Date.now() });
        if (!marked.ok) options.logger?.warn(`xswap: journal write failed: ${marked.error.message}`, { id });
      }
      return undefined;
    },
    async record<T extends JournalToken>(token: T): Promise<void> {
      const written = await write({ ...(entry ?? base()), phase: token.phase, token, at: Date.now() });
      if (token.hubTxHash !== undefined) handle.byHub.set(token.hubTxHash.toLowerCase(), id);
      if (!written.ok) options.logger?.warn(`xswap: journal write failed: ${written.error.message}`, { id });
    },
    end(): void {
      handle.live.delete(id);
    },
  };
}

/** A store failure as `INTEGRATION_ERROR`, phase `journal`. */
export function journalFailure(operation: string, id: string, cause: unknown): ClientError {
  const detail = cause instanceof Error ? cause.message : String(cause);
  return new ClientError("INTEGRATION_ERROR", `Cannot ${operation} journal entry: ${detail.slice(0, 200)}`, {
    context: { phase: "journal", action: operation, id },
    cause,
  });
}
