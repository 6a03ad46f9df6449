/**
 * `verifyInjectiveTx`: waits until an Injective transaction is final and successful, polling
 * `GET /cosmos/tx/v1beta1/txs/{hash}` (as the platform SDK's `InjectiveSpokeService.waitForTransactionReceipt`
 * polls `fetchTx`: `code` 0 is success, any other code a failure, a lookup error — not indexed yet — means "poll
 * again").
 *
 * @example Succeeded at once
 * ```ts
 * import assert from "node:assert/strict";
 * import { verifyInjectiveTx } from "./verify_tx_hash.ts";
 * const fetch = () => Promise.resolve(Response.json({ tx_response: { txhash: "AB", code: 0 } }));
 * const r = await verifyInjectiveTx("http://lcd.test", "AB".repeat(32), { fetch });
 * assert.ok(r.ok);
 * ```
 * @module
 */
import { ClientError } from "../../core/errors.ts";
import type { FetchLike, Sleep } from "../../core/http/types.ts";
import { err, type Result } from "../../core/result.ts";
import { pollVerification, type VerificationPoll } from "../spoke/verification_result.ts";
import { lcdTx } from "./lcd.ts";
import { INJECTIVE_CHAIN_KEY } from "./token_reads.ts";

/** Options of {@link verifyInjectiveTx}. */
export interface VerifyInjectiveTxOptions {
  /** Injected fetch. @default globalThis.fetch */
  fetch?: FetchLike | undefined;
  /** Wait between polls in ms. @default 750 */
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
 * Whether `hash` is an Injective (Cosmos) tx hash: 64 hex digits, no prefix.
 *
 * @param hash the candidate (any value)
 * @returns true when well-formed
 * @example An EVM-style hash is refused
 * ```ts
 * import assert from "node:assert/strict";
 * import { isInjectiveTxHash } from "./verify_tx_hash.ts";
 * assert.ok(isInjectiveTxHash("AB".repeat(32)) && !isInjectiveTxHash(`0x${"ab".repeat(32)}`));
 * ```
 */
export function isInjectiveTxHash(hash: unknown): hash is string {
  return typeof hash === "string" && /^[0-9a-fA-F]{64}$/.test(hash);
}

/**
 * Polls the tx until it is indexed.
 *
 * @param restUrl the LCD root
 * @param hash the tx hash
 * @param options fetch, interval, bound, signal, sleep, clock
 * @returns `true`; `VALIDATION_FAILED` (not a tx hash), `TX_VERIFICATION_FAILED` (`context.reason` `failed` with
 *   the node's code and log, or `timeout` with the last lookup error as `cause`), `ABORTED`
 * @example A malformed hash
 * ```ts
 * import assert from "node:assert/strict";
 * import { verifyInjectiveTx } from "./verify_tx_hash.ts";
 * const r = await verifyInjectiveTx("http://lcd.test", "0x12");
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED" && r.error.context.chainKey === "injective-1");
 * ```
 */
export async function verifyInjectiveTx(
  restUrl: string,
  hash: string,
  options: VerifyInjectiveTxOptions = {},
): Promise<Result<true, ClientError>> {
  const context = { chainKey: INJECTIVE_CHAIN_KEY, txHash: hash };
  if (!isInjectiveTxHash(hash)) {
    return err(
      new ClientError("VALIDATION_FAILED", "Cannot verify tx: not an Injective tx hash", { context }),
    );
  }
  const { pollingIntervalMs = 750, maxTimeoutMs = 45_000 } = options;
  const step = async (): Promise<VerificationPoll> => {
    const res = await lcdTx(restUrl, hash.toUpperCase(), {
      fetch: options.fetch,
      signal: options.signal,
      sleep: options.sleep,
    });
    if (!res.ok) return { done: false, error: res.error };
    if (res.value.code === 0) return { done: true };
    return {
      done: true,
      failure: { code: res.value.code, codespace: res.value.codespace, rawLog: res.value.raw_log },
    };
  };
  return await pollVerification(step, {
    pollingIntervalMs,
    maxTimeoutMs,
    signal: options.signal,
    sleep: options.sleep,
    now: options.now,
  }, { context, pendingText: "not found" });
}
