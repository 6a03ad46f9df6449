/**
 * Relay calls: one relayer call (`POST {apiUrl}` with `{action, params}`), input validation and the mapping of
 * transport failures to the relay tags.
 *
 * `submitTransaction`: hands a spoke transaction to the relayer (`action: "submit"`).
 *
 * @example Submit with a stub relayer
 * ```ts
 * import assert from "node:assert/strict";
 * import { submitTransaction } from "./relay_call.ts";
 * const fetch = () => Promise.resolve(Response.json({ success: true, message: "queued" }));
 * const r = await submitTransaction({ chain_id: "30", tx_hash: "0xab" }, "http://relay.test/", { transport: { fetch } });
 * assert.ok(r.ok && r.value.message === "queued");
 * ```
 * @module
 */
import * as z from "../../core/schemas/zod.ts";
import { type ClientError, clientError } from "../../core/errors.ts";
import { httpRequest } from "../../core/http/request.ts";
import type { RequestKind, TransportOptions } from "../../core/http/types.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { RELAY_ERROR_CODES } from "./constants.ts";
import { describeValue } from "../../core/describe_value.ts";
import {
  type SubmitTxParams,
  submitTxParamsSchema,
  type SubmitTxResponse,
  submitTxResponseSchema,
} from "../../core/schemas/relayer.ts";
import { guardAsync } from "../../core/guard/guard_result.ts";

/** Options shared by the single-request relay functions. */
export interface RelayRequestOptions {
  /** Bound of the whole call in ms, retries included. @default undefined (unbounded) */
  timeoutMs?: number | undefined;
  /** Aborts the call. @default undefined */
  signal?: AbortSignal | undefined;
  /** Fetch, retry policy, sleep and jitter of the transport. @default {} (global fetch, default policy) */
  transport?: TransportOptions | undefined;
}

/**
 * Validates `params` with `schema`; a failure is `VALIDATION_FAILED` with `context.field` and `reason`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import * as z from "../../core/schemas/zod.ts";
 * import { checkParams } from "./relay_call.ts";
 * const schema = z.object({ chain_id: z.string() });
 * assert.equal(checkParams(schema, { chain_id: "146" }, "submit").ok, true);
 * const bad = checkParams(schema, { chain_id: 146 }, "submit");
 * assert.ok(!bad.ok && bad.error.code === "VALIDATION_FAILED" && bad.error.context.field === "chain_id");
 * ```
 */
export function checkParams<S extends z.core.$ZodType>(
  schema: S,
  params: unknown,
  action: string,
): Result<z.output<S>, ClientError> {
  const parsed = z.safeParse(schema, params);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue?.path.join(".") ?? "";
  return err(clientError("VALIDATION_FAILED", `Cannot ${action}: invalid ${field || "params"}`, {
    field,
    reason: issue?.message ?? "invalid",
    issues: parsed.error.issues,
  }, parsed.error));
}

/**
 * Sends one relayer action; returns the transport's result untouched (errors are the transport's).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import * as z from "../../core/schemas/zod.ts";
 * import { relayCall } from "./relay_call.ts";
 * const fetch = () => Promise.resolve(Response.json({ success: true, message: "queued" }));
 * const r = await relayCall("http://relay.test/", "submit", { chain_id: "30" }, z.object({ success: z.boolean() }), "mutation", {
 *   transport: { fetch },
 * });
 * assert.ok(r.ok && r.value.success);
 * ```
 */
export async function relayCall<S extends z.core.$ZodType>(
  apiUrl: string,
  action: string,
  params: unknown,
  schema: S,
  kind: RequestKind,
  options: RelayRequestOptions,
): Promise<Result<z.output<S>, ClientError>> {
  try {
    new URL(apiUrl);
  } catch (cause) {
    return err(clientError("INVALID_URL", `Cannot ${action}: relayer URL is not absolute`, {
      url: describeValue(apiUrl),
      field: "apiUrl",
    }, cause));
  }
  return await httpRequest({
    url: apiUrl,
    method: "POST",
    body: { action, params },
    schema,
    kind,
    timeoutMs: options.timeoutMs,
    signal: options.signal,
  }, options.transport ?? {});
}

/** Tells whether an error is the caller's abort or a local input check (passed through unchanged). */
export function isPassThrough(error: ClientError): boolean {
  return error.code === "ABORTED" || error.code === "VALIDATION_FAILED" || error.code === "INVALID_URL";
}

/**
 * Wraps a transport failure as the relay tag `HTTP_REQUEST_FAILED` (code and message), keeping the transport
 * error as `cause` and its code as `context.transportCode`. Aborts and input errors pass through unchanged.
 */
export function relayHttpError(error: ClientError, action: string): ClientError {
  if (isPassThrough(error)) return error;
  const context: Record<string, unknown> = {
    relayCode: RELAY_ERROR_CODES.HTTP_REQUEST_FAILED,
    action,
    transportCode: error.code,
  };
  if (error.context.status !== undefined) context.status = error.context.status;
  if (error.context.url !== undefined) context.url = error.context.url;
  return clientError("HTTP_REQUEST_FAILED", RELAY_ERROR_CODES.HTTP_REQUEST_FAILED, context, error);
}

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
 * import { submitTransaction } from "./relay_call.ts";
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
