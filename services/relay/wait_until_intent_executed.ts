/**
 * `waitUntilIntentExecuted`: polls the relayer until the packet of a source transaction is `executed`.
 *
 * @example Wait for a packet that is already executed
 * ```ts
 * import assert from "node:assert/strict";
 * import { waitUntilIntentExecuted } from "./wait_until_intent_executed.ts";
 * const packet = {
 *   src_chain_id: 30, src_tx_hash: "0xAB", src_address: "0x01", status: "executed", dst_chain_id: 146,
 *   conn_sn: 1, dst_address: "0x02", dst_tx_hash: "0xcd", signatures: [], payload: "0x",
 * };
 * const fetch = () => Promise.resolve(Response.json({ success: true, data: [packet] }));
 * const r = await waitUntilIntentExecuted({
 *   intentRelayChainId: 30n, srcTxHash: "0xab", timeout: 5000, apiUrl: "http://relay.test/", transport: { fetch },
 * });
 * assert.ok(r.ok && r.value.dst_tx_hash === "0xcd");
 * ```
 * @module
 */
import { type ClientError, clientError } from "../../core/errors.ts";
import { err, type Result } from "../../core/result.ts";
import { getTransactionPacketsParamsSchema, type PacketData } from "../../core/schemas/relayer.ts";
import { checkParams } from "./_relay_call.ts";
import { pollUntilExecuted, relayAborted, relayTimeout, type RelayWaitHooks } from "./_poll.ts";
import { describeValue } from "../../core/describe_value.ts";
import { guardAsync } from "../../core/guard/guard_result.ts";

/** Parameters of {@link waitUntilIntentExecuted}. */
export interface WaitUntilIntentExecutedParams extends RelayWaitHooks {
  /** Relay chain id of the chain the tx was sent on (bigint or decimal string). */
  intentRelayChainId: bigint | string;
  /** The tx hash whose packet is awaited (matched case-insensitively against `src_tx_hash`). */
  srcTxHash: string;
  /** Timeout of the whole wait in ms; 0 makes no call. */
  timeout: number;
  /** The relayer root. */
  apiUrl: string;
}

/** Checks a wait timeout: a finite number >= 0. */
export function checkTimeout(timeout: unknown): Result<number, ClientError> {
  if (typeof timeout === "number" && Number.isFinite(timeout) && timeout >= 0) {
    return { ok: true, value: timeout };
  }
  return err(clientError("VALIDATION_FAILED", "Cannot wait for the relay packet: invalid timeout", {
    field: "timeout",
    reason: "expected a finite number >= 0",
    value: describeValue(timeout),
  }));
}

/**
 * Polls `get_transaction_packets` until the first packet whose `src_tx_hash` equals `srcTxHash`
 * (case-insensitively) has status `executed`, and returns that packet (its `dst_tx_hash` is the hub tx hash).
 *
 * Timing: the schedule is told this is a plain wait (`origin: "wait"`; the tx was submitted earlier, so the
 * packet's age is unknown): the default polls at once, then sleeps a fraction of the packet's assumed age by
 * status ({@link defaultRelayPollSchedule}). Each request is bounded by `min(RELAY_REQUEST_TIMEOUT_MS,
 * remaining)` and sleeps never pass the deadline, so the wait ends within a few ms of `timeout` even when the
 * relayer stalls. `timeout` 0 makes no call.
 *
 * Failures while polling: a 404 (tx not indexed yet), `success: false`, no matching packet and transient
 * failures (network error, per-request timeout, 408/429/5xx) keep polling; the last transient failure becomes
 * the `cause` of the final `RELAY_TIMEOUT`. Other failures (4xx, unparsable or malformed body) end the wait at
 * once with `HTTP_REQUEST_FAILED` (cause = the transport error).
 *
 * @param params chain id, tx hash, timeout, relayer URL, and optional signal, `onPoll`, schedule, sleep, clock,
 *   transport
 * @returns `Result<PacketData, ClientError>`: errors `RELAY_TIMEOUT`, `HTTP_REQUEST_FAILED`, `ABORTED`,
 *   `VALIDATION_FAILED`, `INVALID_URL`
 *
 * @example A timeout of 0 makes no call
 * ```ts
 * import assert from "node:assert/strict";
 * import { waitUntilIntentExecuted } from "./wait_until_intent_executed.ts";
 * let calls = 0;
 * const fetch = () => { calls++; return Promise.resolve(Response.json({ success: true, data: [] })); };
 * const r = await waitUntilIntentExecuted({
 *   intentRelayChainId: "30", srcTxHash: "0xab", timeout: 0, apiUrl: "http://relay.test/", transport: { fetch },
 * });
 * assert.ok(!r.ok && r.error.message === "RELAY_TIMEOUT" && calls === 0);
 * ```
 */
export function waitUntilIntentExecuted(
  params: WaitUntilIntentExecutedParams,
): Promise<Result<PacketData, ClientError>> {
  return guardedWaitUntilIntentExecuted(params);
}

const guardedWaitUntilIntentExecuted = /* @__PURE__ */ guardAsync(
  "waitUntilIntentExecuted",
  waitUntilIntentExecutedUnguarded,
  { params: ["params"] },
);

async function waitUntilIntentExecutedUnguarded(
  params: WaitUntilIntentExecutedParams,
): Promise<Result<PacketData, ClientError>> {
  const timeout = checkTimeout(params.timeout);
  if (!timeout.ok) return timeout;
  const chainId = typeof params.intentRelayChainId === "bigint"
    ? params.intentRelayChainId.toString()
    : params.intentRelayChainId;
  const p = checkParams(
    getTransactionPacketsParamsSchema,
    { chain_id: chainId, tx_hash: params.srcTxHash },
    "wait for the relay packet",
  );
  if (!p.ok) return p;
  if (params.signal?.aborted) return err(relayAborted(p.value, 0, params.signal.reason));
  if (timeout.value === 0) return err(relayTimeout({ params: p.value, timeoutMs: 0 }, 0));
  const now = params.now ?? Date.now;
  return await pollUntilExecuted({
    ...params,
    params: p.value,
    timeoutMs: timeout.value,
    startedAt: now(),
    now,
    origin: "wait",
  });
}
