/**
 * `verifyIconTx`: waits until an ICON transaction is final and successful, polling `icx_getTransactionResult`
 * (confirmed against the platform SDK's `IconSpokeService.waitForTransactionReceipt`: `status` 1 is success, any
 * other status a failure, and a node error — pending, executing, not found yet — means "poll again").
 *
 * @example Succeeded at once
 * ```ts
 * import assert from "node:assert/strict";
 * import { verifyIconTx } from "./verify_tx_hash.ts";
 * const fetch = () => Promise.resolve(Response.json({ jsonrpc: "2.0", id: 1, result: { status: "0x1" } }));
 * const r = await verifyIconTx("http://icon.test/api/v3", `0x${"ab".repeat(32)}`, { fetch });
 * assert.ok(r.ok);
 * ```
 * @module
 */
import { ClientError } from "../../core/errors.ts";
import type { FetchLike, Sleep } from "../../core/http/types.ts";
import { err, type Result } from "../../core/result.ts";
import { jsonRpcCall } from "../rpc/rpc_transport.ts";
import { pollVerification, type VerificationPoll } from "../spoke/verification_result.ts";

/** Options of {@link verifyIconTx}. */
export interface VerifyIconTxOptions {
  /** Injected fetch. @default globalThis.fetch */
  fetch?: FetchLike | undefined;
  /** Wait between polls in ms. @default 2000 */
  pollingIntervalMs?: number | undefined;
  /** Overall bound in ms. @default 90000 */
  maxTimeoutMs?: number | undefined;
  /** Aborts the wait. @default undefined */
  signal?: AbortSignal | undefined;
  /** Injected sleep. @default setTimeoutSleep */
  sleep?: Sleep | undefined;
  /** Injected clock in ms. @default Date.now */
  now?: (() => number) | undefined;
}

/**
 * Whether `hash` is an ICON tx hash (`0x` + 64 hex digits).
 *
 * @param hash the candidate (any value)
 * @returns true when well-formed
 * @example No prefix
 * ```ts
 * import assert from "node:assert/strict";
 * import { isIconTxHash } from "./verify_tx_hash.ts";
 * assert.ok(!isIconTxHash("ab".repeat(32)) && isIconTxHash(`0x${"ab".repeat(32)}`));
 * ```
 */
export function isIconTxHash(hash: unknown): hash is string {
  return typeof hash === "string" && /^0x[0-9a-fA-F]{64}$/.test(hash);
}

/**
 * Polls the transaction result until it is known.
 *
 * @param rpcUrl the ICON JSON-RPC v3 endpoint
 * @param hash the tx hash
 * @param options fetch, interval, bound, signal, sleep, clock
 * @returns `true`; `VALIDATION_FAILED` (not a tx hash), `TX_VERIFICATION_FAILED` (`context.reason` `failed` with
 *   the node's `failure`, or `timeout` with the last node error as `cause`), `ABORTED`
 * @example A malformed hash
 * ```ts
 * import assert from "node:assert/strict";
 * import { verifyIconTx } from "./verify_tx_hash.ts";
 * const r = await verifyIconTx("http://icon.test/api/v3", "0x12");
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED");
 * ```
 */
export async function verifyIconTx(
  rpcUrl: string,
  hash: string,
  options: VerifyIconTxOptions = {},
): Promise<Result<true, ClientError>> {
  const context = { chainKey: "0x1.icon", txHash: hash };
  if (!isIconTxHash(hash)) {
    return err(new ClientError("VALIDATION_FAILED", "Cannot verify tx: not an ICON tx hash", { context }));
  }
  const { pollingIntervalMs = 2_000, maxTimeoutMs = 90_000 } = options;
  const step = async (): Promise<VerificationPoll> => {
    const res = await jsonRpcCall(rpcUrl, "icx_getTransactionResult", { txHash: hash }, {
      fetch: options.fetch,
      signal: options.signal,
      sleep: options.sleep,
    });
    if (!res.ok) return { done: false, error: res.error };
    const status = (res.value as { status?: unknown } | null)?.status;
    if (status === "0x1") return { done: true };
    if (typeof status !== "string") return { done: false };
    return { done: true, failure: (res.value as { failure?: unknown }).failure ?? { status } };
  };
  return await pollVerification(step, {
    pollingIntervalMs,
    maxTimeoutMs,
    signal: options.signal,
    sleep: options.sleep,
    now: options.now,
  }, { context, pendingText: "no result" });
}
