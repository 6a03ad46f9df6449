/**
 * `submitTransaction`: hands a spoke transaction to the relayer (`action: "submit"`).
 *
 * @example Submit with a stub relayer
 * ```ts
 * import assert from "node:assert/strict";
 * import { submitTransaction } from "./submit_transaction.ts";
 * const fetch = () => Promise.resolve(Response.json({ success: true, message: "queued" }));
 * const r = await submitTransaction({ chain_id: "30", tx_hash: "0xab" }, "http://relay.test/", { transport: { fetch } });
 * assert.ok(r.ok && r.value.message === "queued");
 * ```
 * @module
 */
import { type ClientError, clientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import {
  type SubmitTxParams,
  submitTxParamsSchema,
  type SubmitTxResponse,
  submitTxResponseSchema,
} from "../../core/schemas/relayer.ts";
import {
  checkParams,
  isPassThrough,
  relayCall,
  relayHttpError,
  type RelayRequestOptions,
} from "./_relay_call.ts";
import { RELAY_ERROR_CODES } from "./constants.ts";
import { guardAsync } from "../../core/guard/guard_result.ts";

/**
 * Submits a spoke transaction to the relayer. Re-submitting is idempotent at the relayer
 * (docs/rules/swaps.md#swap-flow), so transient failures (network errors, 408/429/5xx) are retried by the
 * transport like a read.
 *
 * Errors (`ClientError`, `message` = `code`, `context.relayCode` set):
 * - `SUBMIT_TX_FAILED`: the relayer answered and refused: `{success: false, message}` or a 4xx other than
 *   408/429. `error.cause.message` is the relayer's reason (the transport error, when any, is its `cause`).
 * - `HTTP_REQUEST_FAILED`: no usable answer (network error, timeout, 408/429/5xx after retries, unparsable or
 *   malformed body); `cause` is the transport error, `context.transportCode` its code.
 * - `VALIDATION_FAILED` (empty or non-numeric `chain_id`, empty `tx_hash`, malformed `data`), `INVALID_URL`,
 *   `ABORTED`: nothing or not all was sent.
 *
 * @param payload `{chain_id, tx_hash, data?}`; `chain_id` is the relay chain id as a decimal string
 * @param apiUrl the relayer root (the request goes to this URL itself)
 * @param options timeout (whole call, unbounded by default), signal and transport
 * @returns `Result<SubmitTxResponse, ClientError>`
 *
 * @example A refused submission
 * ```ts
 * import assert from "node:assert/strict";
 * import { submitTransaction } from "./submit_transaction.ts";
 * const fetch = () => Promise.resolve(Response.json({ success: false, message: "unknown tx" }));
 * const r = await submitTransaction({ chain_id: "30", tx_hash: "0xab" }, "http://relay.test/", { transport: { fetch } });
 * assert.ok(!r.ok && r.error.message === "SUBMIT_TX_FAILED");
 * assert.ok(!r.ok && (r.error.cause as Error).message === "unknown tx");
 * ```
 */
export function submitTransaction(
  payload: SubmitTxParams,
  apiUrl: string,
  options: RelayRequestOptions = {},
): Promise<Result<SubmitTxResponse, ClientError>> {
  return guardedSubmitTransaction(payload, apiUrl, options);
}

const guardedSubmitTransaction = /* @__PURE__ */ guardAsync("submitTransaction", submitTransactionUnguarded);

async function submitTransactionUnguarded(
  payload: SubmitTxParams,
  apiUrl: string,
  options: RelayRequestOptions = {},
): Promise<Result<SubmitTxResponse, ClientError>> {
  const params = checkParams(submitTxParamsSchema, payload, "submit transaction");
  if (!params.ok) return params;
  const res = await relayCall(apiUrl, "submit", params.value, submitTxResponseSchema, "compute", options);
  if (res.ok) {
    if (res.value.success) return ok(res.value);
    return err(submitFailed(res.value.message, undefined, params.value));
  }
  const e = res.error;
  if (isPassThrough(e)) return err(e);
  const status = typeof e.context.status === "number" ? e.context.status : undefined;
  if (e.code === "HTTP_REQUEST_FAILED" && status !== undefined && isRefusal(status)) {
    const reason = typeof e.context.message === "string" ? e.context.message : e.message;
    return err(submitFailed(reason, e, params.value, status));
  }
  return err(relayHttpError(e, "submit"));
}

function isRefusal(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

function submitFailed(
  reason: string,
  transportError: ClientError | undefined,
  params: SubmitTxParams,
  status?: number,
): ClientError {
  const context: Record<string, unknown> = {
    relayCode: RELAY_ERROR_CODES.SUBMIT_TX_FAILED,
    chainId: params.chain_id,
    txHash: params.tx_hash,
  };
  if (status !== undefined) context.status = status;
  const cause = transportError === undefined
    ? new Error(reason)
    : new Error(reason, { cause: transportError });
  return clientError("SUBMIT_TX_FAILED", RELAY_ERROR_CODES.SUBMIT_TX_FAILED, context, cause);
}
