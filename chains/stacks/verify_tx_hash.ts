/**
 * `verifyStacksTx`: waits until a Stacks transaction is anchored and successful, polling the Hiro API's
 * `GET /extended/v1/tx/{txid}` (as the platform SDK's `StacksSpokeService.waitForTransactionReceipt` does:
 * `tx_status` `success` is success, `abort_by_response` / `abort_by_post_condition` (and any other final status)
 * a failure; `pending`, a 404 or a transport error mean "poll again").
 *
 * @example Succeeded at once
 * ```ts
 * import assert from "node:assert/strict";
 * import { verifyStacksTx } from "./verify_tx_hash.ts";
 * const fetch = () => Promise.resolve(Response.json({ tx_id: `0x${"ab".repeat(32)}`, tx_status: "success" }));
 * assert.deepEqual(await verifyStacksTx("http://stacks.test", `0x${"ab".repeat(32)}`, { fetch }), { ok: true, value: true });
 * ```
 * @module
 */
import * as z from "../../core/schemas/zod.ts";
import { ClientError } from "../../core/errors.ts";
import type { FetchLike, Sleep } from "../../core/http/types.ts";
import { err, type Result } from "../../core/result.ts";
import { pollVerification, type VerificationPoll } from "../spoke/verification_result.ts";
import { stacksRequest } from "./_rest.ts";

/** Options of {@link verifyStacksTx}. */
export interface VerifyStacksTxOptions {
  /** Injected fetch. @default globalThis.fetch */
  fetch?: FetchLike | undefined;
  /** Wait between polls in ms. @default 10000 */
  pollingIntervalMs?: number | undefined;
  /** Overall bound in ms. @default 120000 */
  maxTimeoutMs?: number | undefined;
  /** Aborts the wait. @default undefined */
  signal?: AbortSignal | undefined;
  /** Injected sleep. @default setTimeoutSleep */
  sleep?: Sleep | undefined;
  /** Injected clock in ms. @default Date.now */
  now?: (() => number) | undefined;
}

/**
 * Whether `hash` is a Stacks txid (64 hex digits, `0x` optional).
 *
 * @param hash the candidate (any value)
 * @returns true when well-formed
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { isStacksTxId } from "./verify_tx_hash.ts";
 * assert.ok(isStacksTxId("ab".repeat(32)) && isStacksTxId(`0x${"ab".repeat(32)}`) && !isStacksTxId("0x12"));
 * ```
 */
export function isStacksTxId(hash: unknown): hash is string {
  return typeof hash === "string" && /^(0x)?[0-9a-fA-F]{64}$/.test(hash);
}

/**
 * The canonical form of a txid: `0x` + 64 lowercase hex digits.
 *
 * @param txid a well-formed txid
 * @returns the canonical form
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { normalizeStacksTxId } from "./verify_tx_hash.ts";
 * assert.equal(normalizeStacksTxId("AB".repeat(32)), `0x${"ab".repeat(32)}`);
 * ```
 */
export function normalizeStacksTxId(txid: string): string {
  return `0x${txid.replace(/^0x/, "").toLowerCase()}`;
}

const txSchema = z.object({ tx_status: z.string(), tx_result: z.optional(z.unknown()) });

/**
 * Polls the transaction until it is final.
 *
 * @param rpcUrl the Hiro API root
 * @param hash the txid
 * @param options fetch, interval, bound, signal, sleep, clock
 * @returns `true`; `VALIDATION_FAILED` (not a txid), `TX_VERIFICATION_FAILED` (`context.reason` `failed` with the
 *   node's `txStatus`, or `timeout` with the last transport error as `cause`), `ABORTED`
 * @example A malformed hash
 * ```ts
 * import assert from "node:assert/strict";
 * import { verifyStacksTx } from "./verify_tx_hash.ts";
 * const r = await verifyStacksTx("http://stacks.test", "0x12");
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED" && r.error.context.chainKey === "stacks");
 * ```
 */
export async function verifyStacksTx(
  rpcUrl: string,
  hash: string,
  options: VerifyStacksTxOptions = {},
): Promise<Result<true, ClientError>> {
  const context = { chainKey: "stacks", txHash: hash };
  if (!isStacksTxId(hash)) {
    return err(new ClientError("VALIDATION_FAILED", "Cannot verify tx: not a Stacks txid", { context }));
  }
  const { pollingIntervalMs = 10_000, maxTimeoutMs = 120_000 } = options;
  const step = async (): Promise<VerificationPoll> => {
    const res = await stacksRequest(rpcUrl, "GET", `/extended/v1/tx/${normalizeStacksTxId(hash)}`, txSchema, {
      fetch: options.fetch,
      sleep: options.sleep,
      signal: options.signal,
    });
    if (!res.ok) return { done: false, error: res.error };
    const status = res.value.tx_status;
    if (status === "success") return { done: true };
    if (status === "pending") return { done: false };
    return { done: true, failure: { txStatus: status, txResult: res.value.tx_result } };
  };
  return await pollVerification(step, {
    pollingIntervalMs,
    maxTimeoutMs,
    signal: options.signal,
    sleep: options.sleep,
    now: options.now,
  }, { context, pendingText: "not anchored", failureKey: "txStatus" });
}
