/**
 * `verifyStellarTx`: waits until a Soroban transaction is `SUCCESS`, polling `getTransaction`.
 *
 * @example Succeeded at once
 * ```ts
 * import assert from "node:assert/strict";
 * import { verifyStellarTx } from "./verify_tx_hash.ts";
 * const fetch = () => Promise.resolve(Response.json({ jsonrpc: "2.0", id: 1, result: { status: "SUCCESS" } }));
 * const r = await verifyStellarTx("http://soroban.test", "ab".repeat(32), { fetch });
 * assert.ok(r.ok);
 * ```
 * @module
 */
import { ClientError } from "../../core/errors.ts";
import type { FetchLike, Sleep } from "../../core/http/types.ts";
import { err, type Result } from "../../core/result.ts";
import { type PollStep, pollUntil } from "../spoke/poll_until.ts";
import { verificationResult } from "../spoke/verification_result.ts";
import { getTransactionStatus } from "./soroban_rpc.ts";

/** Options of {@link verifyStellarTx}. */
export interface VerifyStellarTxOptions {
  /** Injected fetch. @default globalThis.fetch */
  fetch?: FetchLike | undefined;
  /** Wait between polls in ms. @default 500 */
  pollingIntervalMs?: number | undefined;
  /** Overall bound in ms. @default 30000 */
  maxTimeoutMs?: number | undefined;
  /** Aborts the wait. @default undefined */
  signal?: AbortSignal | undefined;
  /** Injected sleep. @default setTimeoutSleep */
  sleep?: Sleep | undefined;
  /** Injected clock in ms. @default Date.now */
  now?: (() => number) | undefined;
}

/**
 * Polls the transaction until it succeeded, failed, or the bound passed.
 *
 * @param sorobanRpcUrl the Soroban RPC endpoint
 * @param hash the transaction hash (64 hex digits; a `0x` prefix is accepted and dropped)
 * @param options fetch, interval, bound, signal, sleep, clock
 * @returns `true`; `VALIDATION_FAILED` (not a hash), `TX_VERIFICATION_FAILED` (`context.reason` `failed` or
 *   `timeout`, last RPC error as `cause`), `ABORTED`
 * @example Malformed hash
 * ```ts
 * import assert from "node:assert/strict";
 * import { verifyStellarTx } from "./verify_tx_hash.ts";
 * const r = await verifyStellarTx("http://soroban.test", "xyz");
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED");
 * ```
 */
export async function verifyStellarTx(
  sorobanRpcUrl: string,
  hash: string,
  options: VerifyStellarTxOptions = {},
): Promise<Result<true, ClientError>> {
  const context = { chainKey: "stellar", txHash: hash };
  if (typeof hash !== "string" || !/^(0x)?[0-9a-fA-F]{64}$/.test(hash)) {
    return err(new ClientError("VALIDATION_FAILED", "Cannot verify tx: not a 32-byte hex hash", { context }));
  }
  const bare = hash.replace(/^0x/, "").toLowerCase();
  const { pollingIntervalMs = 500, maxTimeoutMs = 30_000 } = options;
  const step = async (): Promise<PollStep<"SUCCESS" | "FAILED">> => {
    const res = await getTransactionStatus(sorobanRpcUrl, bare, {
      fetch: options.fetch,
      signal: options.signal,
      sleep: options.sleep,
    });
    if (!res.ok) return { done: false, error: res.error };
    return res.value === "NOT_FOUND" ? { done: false } : { done: true, value: res.value };
  };
  const outcome = await pollUntil(step, { ...options, pollingIntervalMs, maxTimeoutMs });
  const failed = outcome.kind === "done" && outcome.value === "FAILED" ? true : undefined;
  return verificationResult(outcome, failed, { context, maxTimeoutMs, pendingText: "not found" });
}
