/**
 * Internal: the deadline-bounded polling loop shared by `waitUntilIntentExecuted`, `relayTxAndWaitPacket` and
 * `getSolvedIntentPacket`.
 * @module
 */
import { type ClientError, clientError } from "../../core/errors.ts";
import { setTimeoutSleep } from "../../core/http/sleep.ts";
import type { Sleep, TransportOptions } from "../../core/http/types.ts";
import { err, ok, type Result } from "../../core/result.ts";
import {
  type GetTransactionPacketsParams,
  getTransactionPacketsResponseSchema,
  type PacketData,
} from "../../core/schemas/relayer.ts";
import { relayCall, relayHttpError } from "./_relay_call.ts";
import type { RelayLatencyEstimator } from "./relay_latency_estimator.ts";
import { RELAY_ERROR_CODES, RELAY_REQUEST_TIMEOUT_MS } from "./constants.ts";
import {
  defaultRelayPollSchedule,
  type RelayPollContext,
  type RelayPollObservation,
  type RelayPollSchedule,
  type RelayWaitOrigin,
} from "./poll_schedule.ts";

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

/** The `RELAY_TIMEOUT` error; `cause` is the last transient failure, if any. */
export function relayTimeout(
  input: Pick<PollInput, "params" | "timeoutMs">,
  polls: number,
  last?: RelayPollObservation | undefined,
  lastError?: ClientError | undefined,
): ClientError {
  const context: Record<string, unknown> = {
    relayCode: RELAY_ERROR_CODES.RELAY_TIMEOUT,
    timeoutMs: input.timeoutMs,
    chainId: input.params.chain_id,
    txHash: input.params.tx_hash,
    polls,
  };
  if (last !== undefined) context.lastObservation = last;
  if (lastError !== undefined) context.lastError = lastError.code;
  return clientError("RELAY_TIMEOUT", RELAY_ERROR_CODES.RELAY_TIMEOUT, context, lastError);
}

/** The error of an aborted wait. */
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
