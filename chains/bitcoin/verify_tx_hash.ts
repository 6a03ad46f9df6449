/**
 * `verifyBitcoinTx`: polls the node's `GET /tx/:txid/status` until the tx is confirmed (a tx the node does not
 * know yet, an unconfirmed one and a failed read all keep polling), bounded by the chain's polling config.
 *
 * @example A malformed txid fails at once
 * ```ts
 * import assert from "node:assert/strict";
 * import { createEsploraClient } from "./esplora.ts";
 * import { verifyBitcoinTx } from "./verify_tx_hash.ts";
 * const esplora = createEsploraClient("http://node.local", { fetch: () => Promise.reject(new Error("unused")) });
 * const r = await verifyBitcoinTx(esplora, "0x12", { pollingIntervalMs: 1, maxTimeoutMs: 1 });
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED");
 * ```
 * @module
 */
import { ClientError } from "../../core/errors.ts";
import type { Sleep } from "../../core/http/types.ts";
import { err, type Result } from "../../core/result.ts";
import { pollUntil } from "../spoke/poll_until.ts";
import { verificationResult } from "../spoke/verification_result.ts";
import type { EsploraClient } from "./esplora.ts";

/** Options of {@link verifyBitcoinTx}. */
export interface VerifyBitcoinTxOptions {
  /** Wait between polls in ms. */
  pollingIntervalMs: number;
  /** Overall bound in ms. */
  maxTimeoutMs: number;
  /** Aborts the wait. @default undefined */
  signal?: AbortSignal | undefined;
  /** Injected sleep. @default setTimeoutSleep */
  sleep?: Sleep | undefined;
  /** Injected clock. @default Date.now */
  now?: (() => number) | undefined;
}

/**
 * Waits until `txid` is confirmed.
 *
 * @param esplora the node
 * @param txid the tx id (64 hex characters)
 * @param options polling bounds, signal, sleep, clock
 * @returns `true`; `VALIDATION_FAILED` for a malformed txid, `TX_VERIFICATION_FAILED` (`reason: "timeout"`) when
 *   not confirmed in time, `ABORTED`
 */
export async function verifyBitcoinTx(
  esplora: EsploraClient,
  txid: string,
  options: VerifyBitcoinTxOptions,
): Promise<Result<true, ClientError>> {
  const context = { chainKey: "bitcoin", txHash: txid };
  if (typeof txid !== "string" || !/^[0-9a-fA-F]{64}$/.test(txid)) {
    return err(
      new ClientError("VALIDATION_FAILED", "Cannot verify tx: a Bitcoin txid is 64 hex characters", {
        context: { ...context, txHash: String(txid).slice(0, 100) },
      }),
    );
  }
  const outcome = await pollUntil(async () => {
    const status = await esplora.getTxStatus(txid.toLowerCase(), options.signal);
    if (!status.ok) return { done: false, error: status.error };
    return status.value?.confirmed === true ? { done: true, value: true } : { done: false };
  }, options);
  return verificationResult(outcome, undefined, {
    context,
    maxTimeoutMs: options.maxTimeoutMs,
    pendingText: "not confirmed",
  });
}
