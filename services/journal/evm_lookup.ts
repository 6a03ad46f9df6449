/**
 * `findSentEvmTx`: whether the EVM transaction a journal entry was about to send reached the chain, read from
 * the chain alone. The sender's nonce says whether anything of theirs was mined since the recorded pending
 * nonce; only then are the blocks after the recorded head read, each tx of the sender checked against the
 * recorded request (`to`, calldata, value), until every nonce mined since is accounted for.
 *
 * - `found`: the tx is on chain (its hash); never send it again.
 * - `notMined` with `pending: true`: the sender has txs waiting in the node's pool (ours may be one): wait.
 * - `notMined` with `pending: false`: nothing of the sender is mined since or waiting: it never reached the
 *   node, and sending the same request again is the only way it ever happens.
 * - `tooFar`: more than `maxScanBlocks` blocks to read; nothing can be said.
 *
 * @example Nothing mined since the recorded nonce: no block is read
 * ```ts
 * import assert from "node:assert/strict";
 * import { findSentEvmTx } from "./evm_lookup.ts";
 * const fetch = async (_: unknown, init?: RequestInit) => {
 *   const { method } = JSON.parse(String(init?.body));
 *   assert.notEqual(method, "eth_getBlockByNumber");
 *   return Response.json({ jsonrpc: "2.0", id: 1, result: method === "eth_blockNumber" ? "0x20" : "0x5" });
 * };
 * const r = await findSentEvmTx({
 *   chainKey: "0x2105.base", from: "0x1111111111111111111111111111111111111111", nonce: 5, head: 16,
 *   tx: { to: "0x2222222222222222222222222222222222222222", data: "0x", value: "0" },
 * }, { rpcUrl: "http://rpc.test", fetch });
 * assert.ok(r.ok && r.value.state === "notMined" && !r.value.pending);
 * ```
 * @module
 */
import type { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { FetchLike } from "../../core/http/types.ts";
import { jsonRpcCall } from "../../chains/rpc/rpc_transport.ts";
import type { JournalEvmSend } from "./types.ts";

/** Options of {@link findSentEvmTx}. */
export interface FindSentEvmTxOptions {
  /** The chain's JSON-RPC endpoint. */
  rpcUrl: string;
  /** Injected fetch. @default globalThis.fetch */
  fetch?: FetchLike | undefined;
  /** Hashes (lower case) other entries own: never taken for this one. @default empty */
  skip?: ReadonlySet<string> | undefined;
  /** The most blocks read. @default DEFAULT_MAX_SCAN_BLOCKS */
  maxScanBlocks?: number | undefined;
  /** Aborts the reads. @default undefined */
  signal?: AbortSignal | undefined;
}

/** Default bound of the blocks {@link findSentEvmTx} reads. */
export const DEFAULT_MAX_SCAN_BLOCKS = 10_000;

/** What {@link findSentEvmTx} found. */
export type SentEvmTx =
  | { state: "found"; txHash: string }
  | { state: "notMined"; pending: boolean }
  | { state: "tooFar"; blocks: number };

interface RpcTx {
  hash?: unknown;
  from?: unknown;
  to?: unknown;
  input?: unknown;
  value?: unknown;
  nonce?: unknown;
}

/**
 * Looks the recorded send up on chain; see the module doc.
 *
 * @param send the entry's recorded send
 * @param options endpoint, fetch, hashes to skip and the scan bound; see {@link FindSentEvmTxOptions}
 * @returns what was found, or the RPC's failure
 */
export async function findSentEvmTx(
  send: JournalEvmSend,
  options: FindSentEvmTxOptions,
): Promise<Result<SentEvmTx, ClientError>> {
  const { rpcUrl, fetch, skip = new Set(), maxScanBlocks = DEFAULT_MAX_SCAN_BLOCKS, signal } = options;
  const call = async (method: string, params: unknown[]): Promise<Result<unknown, ClientError>> =>
    await jsonRpcCall(rpcUrl, method, params, { fetch, signal });
  const quantity = async (method: string, params: unknown[]): Promise<Result<number, ClientError>> => {
    const r = await call(method, params);
    if (!r.ok) return r;
    return ok(typeof r.value === "string" ? Number(BigInt(r.value)) : Number.NaN);
  };
  // pending first: a tx mined between the two reads then shows as mined (latest), never as lost
  const pending = await quantity("eth_getTransactionCount", [send.from, "pending"]);
  if (!pending.ok) return pending;
  const latest = await quantity("eth_getTransactionCount", [send.from, "latest"]);
  if (!latest.ok) return latest;
  const notMined = (): Result<SentEvmTx, ClientError> =>
    ok({ state: "notMined", pending: pending.value > latest.value });
  if (!(latest.value > send.nonce)) return notMined();
  const tip = await quantity("eth_blockNumber", []);
  if (!tip.ok) return tip;
  const missing = new Set<number>();
  for (let n = send.nonce; n < latest.value; n++) missing.add(n);
  const from = send.from.toLowerCase();
  const want = {
    to: send.tx.to.toLowerCase(),
    data: send.tx.data.toLowerCase(),
    value: BigInt(send.tx.value),
  };
  for (let n = send.head + 1; n <= tip.value && missing.size > 0; n++) {
    if (n - send.head > maxScanBlocks) return ok({ state: "tooFar", blocks: tip.value - send.head });
    const block = await call("eth_getBlockByNumber", [`0x${n.toString(16)}`, true]);
    if (!block.ok) return err(block.error);
    const txs = (block.value as { transactions?: unknown } | null)?.transactions;
    for (const tx of Array.isArray(txs) ? (txs as RpcTx[]) : []) {
      if (typeof tx !== "object" || tx === null || String(tx.from).toLowerCase() !== from) continue;
      if (typeof tx.nonce === "string") missing.delete(Number(BigInt(tx.nonce)));
      const hash = String(tx.hash).toLowerCase();
      if (
        String(tx.to).toLowerCase() === want.to && String(tx.input).toLowerCase() === want.data &&
        typeof tx.value === "string" && BigInt(tx.value) === want.value && !skip.has(hash)
      ) return ok({ state: "found", txHash: String(tx.hash) });
    }
  }
  return notMined();
}
