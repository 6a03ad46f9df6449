/**
 * `verifyNearTx`: waits until a NEAR transaction is final and successful, polling the `tx` method with
 * `wait_until: "FINAL"` (as the platform SDK's `NearSpokeService.waitForTransactionReceipt`: a `SuccessValue` or
 * `SuccessReceiptId` status is success, `Failure` a failure, and a node error — unknown transaction, timeout —
 * means "poll again"). `sender_account_id` is the asset manager, as the platform SDK sends it (the node only uses
 * it to pick a shard).
 *
 * @example Succeeded at once
 * ```ts
 * import assert from "node:assert/strict";
 * import { verifyNearTx } from "./verify_tx_hash.ts";
 * const fetch = () => Promise.resolve(Response.json({ jsonrpc: "2.0", id: 1, result: { status: { SuccessValue: "" } } }));
 * const r = await verifyNearTx("http://near.test", "4dHV5KRQqbqb6UkLmuhtYuH1HyyYK3EPb2v4CWS73WgB", { fetch, senderAccountId: "am.near" });
 * assert.ok(r.ok);
 * ```
 * @module
 */
import { baseDecode } from "near-api-js";
import { ClientError } from "../../core/errors.ts";
import type { FetchLike, Sleep } from "../../core/http/types.ts";
import { err, type Result } from "../../core/result.ts";
import { pollVerification, type VerificationPoll } from "../spoke/verification_result.ts";
import { nearRpcCall } from "./_rpc.ts";

/** Options of {@link verifyNearTx}. */
export interface VerifyNearTxOptions {
  /** The account passed as `sender_account_id`. */
  senderAccountId: string;
  /** Injected fetch. @default globalThis.fetch */
  fetch?: FetchLike | undefined;
  /** Wait between polls in ms. @default 1000 */
  pollingIntervalMs?: number | undefined;
  /** Overall bound in ms. @default 45000 */
  maxTimeoutMs?: number | undefined;
  /** Aborts the wait. @default undefined */
  signal?: AbortSignal | undefined;
  /** Injected sleep. @default setTimeoutSleep */
  sleep?: Sleep | undefined;
  /** Injected clock in ms. @default Date.now */
  now?: (() => number) | undefined;
}

/**
 * Whether `hash` is a NEAR tx hash (base58 of 32 bytes).
 *
 * @param hash the candidate (any value)
 * @returns true when well-formed
 * @example Hex is not a NEAR hash
 * ```ts
 * import assert from "node:assert/strict";
 * import { isNearTxHash } from "./verify_tx_hash.ts";
 * assert.ok(!isNearTxHash(`0x${"ab".repeat(32)}`) && isNearTxHash("4dHV5KRQqbqb6UkLmuhtYuH1HyyYK3EPb2v4CWS73WgB"));
 * ```
 */
export function isNearTxHash(hash: unknown): hash is string {
  if (typeof hash !== "string" || !/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(hash)) return false;
  try {
    return baseDecode(hash).length === 32;
  } catch {
    return false;
  }
}

/**
 * Polls the transaction status until it is final.
 *
 * @param rpcUrl the NEAR JSON-RPC endpoint
 * @param hash the tx hash (base58)
 * @param options sender account, fetch, interval, bound, signal, sleep, clock
 * @returns `true`; `VALIDATION_FAILED` (not a tx hash), `TX_VERIFICATION_FAILED` (`context.reason` `failed` with
 *   the node's `failure`, or `timeout` with the last node error as `cause`), `ABORTED`
 * @example A malformed hash
 * ```ts
 * import assert from "node:assert/strict";
 * import { verifyNearTx } from "./verify_tx_hash.ts";
 * const r = await verifyNearTx("http://near.test", "0x12", { senderAccountId: "am.near" });
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED" && r.error.context.chainKey === "near");
 * ```
 */
export async function verifyNearTx(
  rpcUrl: string,
  hash: string,
  options: VerifyNearTxOptions,
): Promise<Result<true, ClientError>> {
  const context = { chainKey: "near", txHash: hash };
  if (!isNearTxHash(hash)) {
    return err(new ClientError("VALIDATION_FAILED", "Cannot verify tx: not a NEAR tx hash", { context }));
  }
  const { pollingIntervalMs = 1_000, maxTimeoutMs = 45_000 } = options;
  const step = async (): Promise<VerificationPoll> => {
    const res = await nearRpcCall(rpcUrl, "tx", {
      tx_hash: hash,
      sender_account_id: options.senderAccountId,
      wait_until: "FINAL",
    }, { fetch: options.fetch, signal: options.signal, sleep: options.sleep });
    if (!res.ok) return { done: false, error: res.error };
    const status = (res.value as { status?: unknown } | null)?.status;
    if (typeof status !== "object" || status === null) return { done: false };
    if ("SuccessValue" in status || "SuccessReceiptId" in status) return { done: true };
    if ("Failure" in status) {
      return { done: true, failure: (status as { Failure: unknown }).Failure ?? true };
    }
    return { done: false };
  };
  return await pollVerification(step, {
    pollingIntervalMs,
    maxTimeoutMs,
    signal: options.signal,
    sleep: options.sleep,
    now: options.now,
  }, { context, pendingText: "not final" });
}
