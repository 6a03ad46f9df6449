/**
 * The relayer's client: one relayer call (`POST {apiUrl}` with `{action, params}`), input validation and the
 * mapping of transport failures to the relay tags, and the waits built on it (`waitUntilIntentExecuted`,
 * `relayTxAndWaitPacket`, `getSolvedIntentPacket`) with the deadline-bounded polling loop they share
 * (`pollUntilExecuted`, internal to the relay folder).
 *
 * `submitTransaction`: hands a spoke transaction to the relayer (`action: "submit"`).
 *
 * @example Submit with a stub relayer
 * ```ts
 * import assert from "node:assert/strict";
 * import { submitTransaction } from "./relay_client.ts";
 * const fetch = () => Promise.resolve(Response.json({ success: true, message: "queued" }));
 * const r = await submitTransaction({ chain_id: "30", tx_hash: "0xab" }, "http://relay.test/", { transport: { fetch } });
 * assert.ok(r.ok && r.value.message === "queued");
 * ```
 *
 * `waitUntilIntentExecuted`: polls the relayer until the packet of a source transaction is `executed`.
 *
 * @example Wait for a packet that is already executed
 * ```ts
 * import assert from "node:assert/strict";
 * import { waitUntilIntentExecuted } from "./relay_client.ts";
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
 *
 * `relayTxAndWaitPacket`: submits a spoke transaction to the relayer and waits for its packet to be executed.
 *
 * @example Relay an EVM spoke tx through a stub relayer
 * ```ts
 * import assert from "node:assert/strict";
 * import { relayTxAndWaitPacket } from "./relay_client.ts";
 * const packet = {
 *   src_chain_id: 30, src_tx_hash: "0xab", src_address: "0x01", status: "executed", dst_chain_id: 146,
 *   conn_sn: 1, dst_address: "0x02", dst_tx_hash: "0xcd", signatures: [], payload: "0x",
 * };
 * const fetch = async (_url: string | URL | Request, init?: RequestInit) => {
 *   const { action } = JSON.parse(String(init?.body));
 *   return Response.json(action === "submit" ? { success: true, message: "ok" } : { success: true, data: [packet] });
 * };
 * const r = await relayTxAndWaitPacket({
 *   srcTxHash: "0xab", chainKey: "0x2105.base", data: { address: "0x02", payload: "0x1234" },
 *   relayerApiEndpoint: "http://relay.test/", transport: { fetch },
 * });
 * assert.ok(r.ok && r.value.dst_tx_hash === "0xcd");
 * ```
 *
 * `getSolvedIntentPacket`: waits for the relay packet that carries a solver's hub fill to the destination chain.
 *
 * @example Find the fill packet on the destination chain
 * ```ts
 * import assert from "node:assert/strict";
 * import { getSolvedIntentPacket } from "./relay_client.ts";
 * const packet = {
 *   src_chain_id: 146, src_tx_hash: "0xf1", src_address: "0x01", status: "executed", dst_chain_id: 30,
 *   conn_sn: 9, dst_address: "0x02", dst_tx_hash: "0xd5", signatures: [], payload: "0x",
 * };
 * let sent: unknown;
 * const fetch = async (_u: string | URL | Request, init?: RequestInit) => {
 *   sent = JSON.parse(String(init?.body)).params;
 *   return Response.json({ success: true, data: [packet] });
 * };
 * const r = await getSolvedIntentPacket({
 *   chainId: "0x2105.base", fillTxHash: "0xf1", relayerApiEndpoint: "http://relay.test/", transport: { fetch },
 * });
 * assert.ok(r.ok && r.value.dst_tx_hash === "0xd5");
 * assert.ok(JSON.stringify(sent) === JSON.stringify({ chain_id: "30", tx_hash: "0xf1" }));
 * ```
 * @module
 */
import * as z from "../../core/schemas/zod.ts";
import { type ClientError, clientError } from "../../core/errors.ts";
import { httpRequest, setTimeoutSleep } from "../../core/http/request.ts";
import type { RequestKind, Sleep, TransportOptions } from "../../core/http/types.ts";
import { err, ok, type Result } from "../../core/result.ts";
import {
  type GetTransactionPacketsParams,
  getTransactionPacketsParamsSchema,
  getTransactionPacketsResponseSchema,
  type PacketData,
  type RelayExtraData,
  relayExtraDataSchema,
  type SubmitTxParams,
  submitTxParamsSchema,
  type SubmitTxResponse,
  submitTxResponseSchema,
} from "../../core/schemas/relayer.ts";
import {
  createAdaptiveRelayPollSchedule,
  defaultRelayPollSchedule,
  type RelayLatencyEstimator,
  type RelayPollContext,
  type RelayPollObservation,
  type RelayPollSchedule,
  type RelayWaitOrigin,
} from "./poll_policy.ts";
import { DEFAULT_RELAY_TX_TIMEOUT, RELAY_ERROR_CODES, RELAY_REQUEST_TIMEOUT_MS } from "./constants.ts";
import { describeValue } from "../../core/describe_value.ts";
import { guardAsync } from "../../core/guard/guard_result.ts";
import {
  getIntentRelayChainId,
  HUB_RELAY_CHAIN_ID,
  isSplitTxChain,
  isSpokeChainKey,
  packetLookupChainId,
  type RelayChainIds,
  type SpokeChainKey,
} from "../../core/chains/mod.ts";
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
 * import { checkParams } from "./relay_client.ts";
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
 * import { relayCall } from "./relay_client.ts";
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
  const context = {
    relayCode: RELAY_ERROR_CODES.HTTP_REQUEST_FAILED,
    action,
    transportCode: error.code,
    ...(typeof error.context.status === "number" ? { status: error.context.status } : {}),
    ...(typeof error.context.url === "string" ? { url: error.context.url } : {}),
  };
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
 * import { submitTransaction } from "./relay_client.ts";
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
  const context = {
    relayCode: RELAY_ERROR_CODES.SUBMIT_TX_FAILED,
    chainId: params.chain_id,
    txHash: params.tx_hash,
    ...(status !== undefined ? { status } : {}),
  };
  const cause = transportError === undefined
    ? new Error(reason)
    : new Error(reason, { cause: transportError });
  return clientError("SUBMIT_TX_FAILED", RELAY_ERROR_CODES.SUBMIT_TX_FAILED, context, cause);
}

/** One poll, reported to `onPoll`. */
export interface RelayPollEvent {
  /** 1-based number of this poll. */
  attempt: number;
  /** Time since the wait started, in ms, when the poll finished. */
  elapsedMs: number;
  /** What the poll saw. */
  observation: RelayPollObservation;
  /** The matching packet, when one was returned. */
  packet?: PacketData | undefined;
  /** The transient failure, for `observation: "error"`. */
  error?: ClientError | undefined;
}

/** Injectable pieces of a relay wait. */
export interface RelayWaitHooks {
  /** Aborts the wait (the in-flight request and the sleep). @default undefined */
  signal?: AbortSignal | undefined;
  /** Called after every poll; exceptions it throws are ignored. @default undefined */
  onPoll?: ((event: RelayPollEvent) => void) | undefined;
  /** Sleep before the first poll and between polls. @default {@link defaultRelayPollSchedule} */
  schedule?: RelayPollSchedule | undefined;
  /**
   * Learned relay durations. `relayTxAndWaitPacket` records each relay it sees executed in it and, when no
   * `schedule` is given, polls on `createAdaptiveRelayPollSchedule(latency)`. The entry object keeps one per
   * client. @default undefined (no learning: the default schedule)
   */
  latency?: RelayLatencyEstimator | undefined;
  /** Sleep used between polls. @default a setTimeout-based sleep (fake timers drive it) */
  sleep?: Sleep | undefined;
  /** Clock in ms. @default Date.now */
  now?: (() => number) | undefined;
  /** Fetch and jitter of the transport; retries are turned off on the polling path (the loop is the retry). */
  transport?: TransportOptions | undefined;
}

/** Input of {@link pollUntilExecuted}. */
export interface PollInput extends RelayWaitHooks {
  params: GetTransactionPacketsParams;
  apiUrl: string;
  /** The wait's timeout, reported in errors. */
  timeoutMs: number;
  /** Start of the wait on `now`'s clock. */
  startedAt: number;
  /** Whether the wait follows a fresh successful submit; told to the schedule. */
  origin: RelayWaitOrigin;
}

const TRANSIENT_STATUSES: readonly number[] = [408, 429, 500, 502, 503, 504];

/** Splits a failed poll into "keep polling" observations and fatal errors. */
function classify(error: ClientError): RelayPollObservation | "fatal" {
  const status = error.context.status;
  if (error.code === "HTTP_REQUEST_FAILED" && status === 404) return "not_found";
  if (error.code === "NETWORK_ERROR" || error.code === "REQUEST_TIMEOUT") return "error";
  if (error.code === "HTTP_REQUEST_FAILED" && typeof status === "number") {
    return TRANSIENT_STATUSES.includes(status) || status >= 500 ? "error" : "fatal";
  }
  return "fatal";
}

/**
 * The `RELAY_TIMEOUT` error; `cause` is the last transient failure, if any.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { relayTimeout } from "./relay_client.ts";
 * const error = relayTimeout({ params: { chain_id: "146", tx_hash: "0xab" }, timeoutMs: 1000 }, 3);
 * assert.equal(error.code, "RELAY_TIMEOUT");
 * assert.equal(error.context.polls, 3);
 * ```
 */
export function relayTimeout(
  input: Pick<PollInput, "params" | "timeoutMs">,
  polls: number,
  last?: RelayPollObservation | undefined,
  lastError?: ClientError | undefined,
): ClientError {
  const context = {
    relayCode: RELAY_ERROR_CODES.RELAY_TIMEOUT,
    timeoutMs: input.timeoutMs,
    chainId: input.params.chain_id,
    txHash: input.params.tx_hash,
    polls,
    ...(last !== undefined ? { lastObservation: last } : {}),
    ...(lastError !== undefined ? { lastError: lastError.code } : {}),
  };
  return clientError("RELAY_TIMEOUT", RELAY_ERROR_CODES.RELAY_TIMEOUT, context, lastError);
}

/**
 * The error of an aborted wait.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { relayAborted } from "./relay_client.ts";
 * const error = relayAborted({ chain_id: "146", tx_hash: "0xab" }, 1, new Error("stop"));
 * assert.equal(error.code, "ABORTED");
 * ```
 */
export function relayAborted(
  params: GetTransactionPacketsParams,
  polls: number,
  reason: unknown,
): ClientError {
  return clientError("ABORTED", "Cannot wait for the relay packet: aborted", {
    chainId: params.chain_id,
    txHash: params.tx_hash,
    polls,
  }, reason);
}

/**
 * Polls until the first packet whose `src_tx_hash` equals the tx hash (case-insensitively) is `executed`, the
 * deadline (`startedAt + timeoutMs`) passes, the signal aborts, or a fatal error occurs. The schedule gives the
 * sleep before the first poll (`attempt` 0; none when it returns 0) and after each poll. Each request is
 * bounded by `min(RELAY_REQUEST_TIMEOUT_MS, remaining)` and each sleep by the remaining time, so the wait ends
 * within a few ms of its deadline even when the relayer stalls. No call is made once the deadline has passed.
 *
 * @example One poll finds the packet executed
 * ```ts
 * import assert from "node:assert/strict";
 * import { pollUntilExecuted } from "./relay_client.ts";
 * const packet = {
 *   src_chain_id: 30, src_tx_hash: "0xab", src_address: "0x01", status: "executed", dst_chain_id: 146,
 *   conn_sn: 1, dst_address: "0x02", dst_tx_hash: "0xcd", signatures: [], payload: "0x",
 * };
 * const fetch = () => Promise.resolve(Response.json({ success: true, data: [packet] }));
 * const r = await pollUntilExecuted({
 *   params: { chain_id: "30", tx_hash: "0xab" },
 *   apiUrl: "http://relay.test/",
 *   timeoutMs: 5000,
 *   startedAt: Date.now(),
 *   origin: "wait",
 *   transport: { fetch },
 * });
 * assert.ok(r.ok && r.value.dst_tx_hash === "0xcd");
 * ```
 */
export async function pollUntilExecuted(input: PollInput): Promise<Result<PacketData, ClientError>> {
  const now = input.now ?? Date.now;
  const sleep = input.sleep ?? setTimeoutSleep;
  const schedule = input.schedule ?? defaultRelayPollSchedule;
  const deadline = input.startedAt + input.timeoutMs;
  const wanted = input.params.tx_hash.toLowerCase();
  const transport: TransportOptions = { ...input.transport, retry: { ...input.transport?.retry, limit: 0 } };
  let attempt = 0;
  let streak = 0;
  let last: RelayPollObservation | undefined;
  let lastError: ClientError | undefined;
  let context: Omit<RelayPollContext, "elapsedMs" | "origin"> = {
    attempt: 0,
    observation: "none",
    streak: 0,
  };
  for (;;) {
    const left = deadline - now();
    if (left <= 0) return err(relayTimeout(input, attempt, last, lastError));
    const delay = safeDelay(schedule, {
      ...context,
      elapsedMs: now() - input.startedAt,
      origin: input.origin,
    });
    if (attempt > 0 || delay > 0) {
      try {
        await sleep(Math.min(left, Math.max(0, delay)), input.signal);
      } catch (reason) {
        return err(relayAborted(input.params, attempt, reason));
      }
    }
    if (input.signal?.aborted) return err(relayAborted(input.params, attempt, input.signal.reason));
    const remaining = deadline - now();
    if (remaining <= 0) return err(relayTimeout(input, attempt, last, lastError));
    attempt++;
    const res = await relayCall(
      input.apiUrl,
      "get_transaction_packets",
      input.params,
      getTransactionPacketsResponseSchema,
      "read",
      {
        timeoutMs: Math.min(RELAY_REQUEST_TIMEOUT_MS, remaining),
        signal: input.signal,
        transport,
      },
    );
    let observation: RelayPollObservation;
    let packet: PacketData | undefined;
    let error: ClientError | undefined;
    if (res.ok) {
      packet = res.value.success
        ? res.value.data.find((p) => p.src_tx_hash.toLowerCase() === wanted)
        : undefined;
      observation = packet?.status ?? "not_found";
    } else {
      if (res.error.code === "ABORTED") return err(relayAborted(input.params, attempt, res.error.cause));
      const kind = classify(res.error);
      if (kind === "fatal") return err(relayHttpError(res.error, "get_transaction_packets"));
      observation = kind;
      if (kind === "error") error = lastError = res.error;
    }
    streak = observation === last ? streak + 1 : 1;
    last = observation;
    notify(input.onPoll, { attempt, elapsedMs: now() - input.startedAt, observation, packet, error });
    if (packet !== undefined && observation === "executed") return ok(packet);
    context = { attempt, observation, streak };
  }
}

function notify(onPoll: RelayWaitHooks["onPoll"], event: RelayPollEvent): void {
  if (onPoll === undefined) return;
  try {
    onPoll(event);
  } catch {
    // a progress callback must not break the wait
  }
}

function safeDelay(schedule: RelayPollSchedule, context: Parameters<RelayPollSchedule>[0]): number {
  try {
    const d = schedule(context);
    return Number.isFinite(d) ? d : defaultRelayPollSchedule(context);
  } catch {
    return defaultRelayPollSchedule(context);
  }
}

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
 * import { waitUntilIntentExecuted } from "./relay_client.ts";
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

/** `RelayAndWaitParams` (docs/rules/relay.md#relay-functions). */
export interface RelayAndWaitParams {
  /** The spoke tx hash. */
  srcTxHash: string;
  /** Hub destination and full call payload; forwarded only for split-tx chains (Solana, Bitcoin). */
  data?: RelayExtraData | undefined;
  /** The chain the tx was sent on. */
  chainKey: SpokeChainKey;
  /** The relayer root. */
  relayerApiEndpoint: string;
  /** Timeout of submission plus wait, in ms; 0 makes no call. @default DEFAULT_RELAY_TX_TIMEOUT (120000) */
  timeout?: number | undefined;
  /** The client's relay chain ids (`relay.relayChainIdMap`). @default the packaged table */
  relayChainIds?: RelayChainIds | undefined;
}

/** Parameters of {@link relayTxAndWaitPacket}: {@link RelayAndWaitParams} plus signal, clock and hooks. */
export type RelayTxAndWaitPacketParams = RelayAndWaitParams & RelayWaitHooks;

/**
 * Builds the `submit` params of a chain: `data` is forwarded only for split-tx chains, where it is required.
 *
 * @param chainKey the source chain
 * @param srcTxHash the spoke tx hash
 * @param data the extra data the caller supplies
 * @param ids the client's relay chain ids. @default the packaged table
 * @returns `Result<SubmitTxParams, ClientError>`: `UNKNOWN_CHAIN_KEY`, or `VALIDATION_FAILED` with
 *   `context.field` `data` when a split-tx chain lacks it
 * @example Data is dropped for an EVM chain
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildSubmitParams } from "./relay_client.ts";
 * const r = buildSubmitParams("0x2105.base", "0xab", { address: "0x1", payload: "0x2" });
 * assert.ok(r.ok && r.value.data === undefined && r.value.chain_id === "30");
 * ```
 */
export function buildSubmitParams(
  chainKey: SpokeChainKey,
  srcTxHash: string,
  data: RelayExtraData | undefined,
  ids?: RelayChainIds | undefined,
): Result<SubmitTxParams, ClientError> {
  if (!isSpokeChainKey(chainKey)) {
    return err(
      clientError("UNKNOWN_CHAIN_KEY", `Cannot relay: unknown chain key ${describeValue(chainKey)}`, {
        field: "chainKey",
        value: describeValue(chainKey),
      }),
    );
  }
  const chainId = getIntentRelayChainId(chainKey, ids).toString();
  if (!isSplitTxChain(chainKey)) return { ok: true, value: { chain_id: chainId, tx_hash: srcTxHash } };
  if (data === undefined) {
    return err(clientError("VALIDATION_FAILED", `Cannot relay: data is required for ${chainKey}`, {
      field: "data",
      reason: "required for split-tx chains (Solana, Bitcoin)",
      chainKey,
    }));
  }
  const d = checkParams(relayExtraDataSchema, data, "relay");
  if (!d.ok) return d;
  return { ok: true, value: { chain_id: chainId, tx_hash: srcTxHash, data: d.value } };
}

/**
 * Submits `srcTxHash` to the relayer (chain key converted to its relay chain id; `data` forwarded only for
 * Solana and Bitcoin), then polls until its packet is `executed` (see `waitUntilIntentExecuted` for the
 * failure rules). The schedule is told the wait follows a fresh submit (`origin: "submit"`): the default does
 * not poll right after a successful submission (the packet was just created) but
 * `DEFAULT_RELAY_FIRST_POLL_AFTER_SUBMIT_MS` (1.4 s) later, then sleeps a fraction of the elapsed time by status
 * ({@link defaultRelayPollSchedule}). With a `latency` estimator (the entry object passes its own) it records
 * each relay it sees executed there and polls on `createAdaptiveRelayPollSchedule(latency)`, which learns where
 * this deployment's relays finish. `timeout` covers both steps: the submission is bounded by
 * `min(RELAY_REQUEST_TIMEOUT_MS, remaining)` too, sleeps never pass the deadline, and `timeout` 0 makes no call.
 *
 * @param params {@link RelayAndWaitParams} plus optional signal, `onPoll`, schedule, sleep, clock, transport
 * @returns `Result<PacketData, ClientError>`: `SUBMIT_TX_FAILED` and `HTTP_REQUEST_FAILED` from the submission
 *   (as `submitTransaction` returns them), `RELAY_TIMEOUT`, `HTTP_REQUEST_FAILED` from polling, `ABORTED`,
 *   `VALIDATION_FAILED`, `UNKNOWN_CHAIN_KEY`, `INVALID_URL`
 * @example Solana without data fails before any call
 * ```ts
 * import assert from "node:assert/strict";
 * import { relayTxAndWaitPacket } from "./relay_client.ts";
 * const r = await relayTxAndWaitPacket({ srcTxHash: "5xL", chainKey: "solana", relayerApiEndpoint: "http://relay.test/" });
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED" && r.error.context.field === "data");
 * ```
 */
export function relayTxAndWaitPacket(
  params: RelayTxAndWaitPacketParams,
): Promise<Result<PacketData, ClientError>> {
  return guardedRelayTxAndWaitPacket(params);
}

const guardedRelayTxAndWaitPacket = /* @__PURE__ */ guardAsync(
  "relayTxAndWaitPacket",
  relayTxAndWaitPacketUnguarded,
  {
    params: ["params"],
  },
);

async function relayTxAndWaitPacketUnguarded(
  params: RelayTxAndWaitPacketParams,
): Promise<Result<PacketData, ClientError>> {
  const timeout = checkTimeout(params.timeout ?? DEFAULT_RELAY_TX_TIMEOUT);
  if (!timeout.ok) return timeout;
  const submitParams = buildSubmitParams(
    params.chainKey,
    params.srcTxHash,
    params.data,
    params.relayChainIds,
  );
  if (!submitParams.ok) return submitParams;
  const checked = checkParams(submitTxParamsSchema, submitParams.value, "relay");
  if (!checked.ok) return checked;
  const pollParams = { chain_id: checked.value.chain_id, tx_hash: checked.value.tx_hash };
  const now = params.now ?? Date.now;
  const startedAt = now();
  const timeoutMs = timeout.value;
  if (params.signal?.aborted) return err(relayAborted(pollParams, 0, params.signal.reason));
  if (timeoutMs === 0) return err(relayTimeout({ params: pollParams, timeoutMs }, 0));
  const submitted = await submitTransaction(checked.value, params.relayerApiEndpoint, {
    timeoutMs: Math.min(RELAY_REQUEST_TIMEOUT_MS, timeoutMs),
    signal: params.signal,
    transport: params.transport,
  });
  if (!submitted.ok) {
    const e = submitted.error;
    if (e.code === "ABORTED") return err(relayAborted(pollParams, 0, e.cause));
    const timedOut = e.cause instanceof Error && (e.cause as { code?: unknown }).code === "REQUEST_TIMEOUT";
    if (timedOut && now() - startedAt >= timeoutMs) {
      return err(relayTimeout({ params: pollParams, timeoutMs }, 0));
    }
    return submitted;
  }
  const latency = params.latency;
  let lowMs = 0;
  let inFlightMs: number | undefined;
  const result = await pollUntilExecuted({
    ...params,
    schedule: params.schedule ?? (latency ? createAdaptiveRelayPollSchedule(latency) : undefined),
    onPoll: latency
      ? (event) => {
        if (event.observation !== "executed") lowMs = event.elapsedMs;
        if (event.observation === "pending" || event.observation === "validating") {
          inFlightMs = event.elapsedMs;
        }
        params.onPoll?.(event);
      }
      : params.onPoll,
    params: pollParams,
    apiUrl: params.relayerApiEndpoint,
    timeoutMs,
    startedAt,
    now,
    origin: "submit",
  });
  if (result.ok && latency) latency.record({ lowMs, highMs: now() - startedAt, inFlightMs });
  return result;
}

/** Parameters of {@link getSolvedIntentPacket}. */
export interface GetSolvedIntentPacketParams extends RelayWaitHooks {
  /** The destination chain: its chain key, or its relay chain id (bigint, number or decimal string). */
  chainId: SpokeChainKey | bigint | number | string;
  /** The solver's hub fill tx hash (`fill_tx_hash` of a SOLVED status). */
  fillTxHash: string;
  /** The relayer root. */
  relayerApiEndpoint: string;
  /** Timeout of the wait in ms. @default DEFAULT_RELAY_TX_TIMEOUT (120000) */
  timeout?: number | undefined;
  /** The client's relay chain ids (`relay.relayChainIdMap`). @default the packaged table */
  relayChainIds?: RelayChainIds | undefined;
}

/**
 * Resolves a chain key or relay chain id to the decimal relay id string the relayer expects.
 *
 * @param chainId a chain key, or a relay id as bigint, number or decimal string
 * @param ids the client's relay chain ids. @default the packaged table
 * @returns `Result<string, ClientError>`; `UNKNOWN_CHAIN_KEY` for anything else
 * @example Both forms
 * ```ts
 * import assert from "node:assert/strict";
 * import { toRelayChainIdString } from "./relay_client.ts";
 * const a = toRelayChainIdString("solana");
 * const b = toRelayChainIdString(30n);
 * assert.ok(a.ok && a.value === "1" && b.ok && b.value === "30");
 * ```
 */
export function toRelayChainIdString(
  chainId: unknown,
  ids?: RelayChainIds | undefined,
): Result<string, ClientError> {
  if (isSpokeChainKey(chainId)) return { ok: true, value: getIntentRelayChainId(chainId, ids).toString() };
  if (typeof chainId === "bigint" && chainId >= 0n) return { ok: true, value: chainId.toString() };
  if (typeof chainId === "number" && Number.isSafeInteger(chainId) && chainId >= 0) {
    return { ok: true, value: describeValue(chainId) };
  }
  if (typeof chainId === "string" && /^[0-9]+$/.test(chainId)) return { ok: true, value: chainId };
  return err(
    clientError("UNKNOWN_CHAIN_KEY", `Cannot resolve chain ${describeValue(chainId)} to a relay chain id`, {
      field: "chainId",
      value: describeValue(chainId),
    }),
  );
}

/**
 * Polls `get_transaction_packets` with `chain_id` = the destination chain's relay id (the packet-lookup rule of a
 * packet leaving the hub: docs/wire_inventory.md#packet-lookup) and `tx_hash` = the hub fill hash until the
 * matching packet is `executed`; the caller reads `dst_tx_hash` (the destination-chain tx).
 * Timing and failure rules are those of `waitUntilIntentExecuted`.
 *
 * @param params destination chain, fill hash, relayer URL, timeout and optional hooks
 * @returns `Result<PacketData, ClientError>`: `RELAY_TIMEOUT`, `HTTP_REQUEST_FAILED`, `ABORTED`,
 *   `UNKNOWN_CHAIN_KEY`, `VALIDATION_FAILED`, `INVALID_URL`
 * @example An unknown chain
 * ```ts
 * import assert from "node:assert/strict";
 * import { getSolvedIntentPacket } from "./relay_client.ts";
 * const r = await getSolvedIntentPacket({ chainId: "mars", fillTxHash: "0xf1", relayerApiEndpoint: "http://r.test/" });
 * assert.ok(!r.ok && r.error.code === "UNKNOWN_CHAIN_KEY");
 * ```
 */
export function getSolvedIntentPacket(
  params: GetSolvedIntentPacketParams,
): Promise<Result<PacketData, ClientError>> {
  return guardedGetSolvedIntentPacket(params);
}

const guardedGetSolvedIntentPacket = /* @__PURE__ */ guardAsync(
  "getSolvedIntentPacket",
  getSolvedIntentPacketUnguarded,
  {
    params: ["params"],
  },
);

async function getSolvedIntentPacketUnguarded(
  params: GetSolvedIntentPacketParams,
): Promise<Result<PacketData, ClientError>> {
  const dst = toRelayChainIdString(params.chainId, params.relayChainIds);
  if (!dst.ok) return dst;
  const { chainId: _c, fillTxHash, relayerApiEndpoint, timeout, ...hooks } = params;
  return await waitUntilIntentExecuted({
    ...hooks,
    intentRelayChainId: packetLookupChainId(HUB_RELAY_CHAIN_ID, BigInt(dst.value)).toString(),
    srcTxHash: fillTxHash,
    apiUrl: relayerApiEndpoint,
    timeout: timeout ?? DEFAULT_RELAY_TX_TIMEOUT,
  });
}
