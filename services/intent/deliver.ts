/**
 * The intent lifecycle's delivery step, shared by every write that sends a spoke transaction carrying a hub
 * payload (swap, bridge): hand the source transaction to the backend's submit-tx job when that path is on,
 * and when it does not reach `solved` for any reason but an abort, verify the transaction on its chain and
 * relay it to the hub ourselves (docs/rules/swaps.md#swap-flow, docs/rules/bridge.md). A write is a plan for
 * this one function: its label, its backend job, how its relay failures read, and which events it reports.
 *
 * Swap and bridge are its two plans today (`services/swaps/swap.ts`, `services/bridge/bridge.ts`);
 * `tests/services/intent/deliver_test.ts` pins the order of attempts and the events.
 *
 * Its parts, in this module: the backend submit-tx attempt (`runSubmitTxAttempt`): submit the source tx hash, then poll the job's status
 * until success (`solved`, or the platform's `executed`: docs/wire_inventory.md#submit-tx-status), a terminal
 * failure, or the attempt's timeout. Any failure is a `ClientError` the caller may
 * fall back from; `ABORTED` and 401/403 end the polling at once.
 *
 * The one warning of a backend path refused for authentication: when the backend submit-tx leg of a swap or a
 * bridge answers 401 or 403, the flow falls back to the client path and still succeeds, so a wrong or suspended
 * API key would otherwise go unnoticed. The first such refusal of a client warns, naming the status.
 *
 * And `pause`, the deadline-aware sleep of its status polling.
 * @module
 */
import type { SpokeChainKey } from "../../core/chains/mod.ts";
import { carriedContext, ClientError, type ErrorContextFields } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import {
  isSolvedSubmitTxStatus,
  isTerminalSubmitTxStatus,
  type SubmitTxStatus,
} from "../../core/schemas/submit_tx_status.ts";
import type { SpokeAdapter, SpokeRelayData } from "../../chains/spoke/spoke_adapter.ts";
import type { RelayErrorStyle } from "../relay/mod.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import { SUBMIT_TX_POLL_INTERVALS, SUBMIT_TX_READ_BUDGET_MS } from "../../core/timing.ts";
import type { Sleep } from "../../core/http/types.ts";
import { type Logger, SILENT_LOGGER } from "../../core/config/logger.ts";
import { setTimeoutSleep } from "../../core/http/mod.ts";
export { SUBMIT_TX_POLL_INTERVALS } from "../../core/timing.ts";

/** What delivery reports while it runs; each write maps these onto its own progress events. */
export type DeliveryEvent =
  | { phase: "submitted"; srcTxHash: string }
  | { phase: "backendStatus"; status: SubmitTxStatus }
  | { phase: "fallback"; reason: string; error: ClientError }
  | { phase: "verified"; srcTxHash: string }
  | { phase: "relayed"; dstTxHash: string };

/** The backend's submit-tx job of one kind of write. `R` is what its status carries once solved. */
export interface BackendJob<R> {
  /** Posts the job (`POST .../submit-tx`). */
  submit(call: SubmitTxCallOptions): Promise<Result<{ success: boolean; message: string }, ClientError>>;
  /** Reads the job's status. */
  status(call: SubmitTxCallOptions): Promise<Result<SubmitTxJobView<R>, ClientError>>;
  /** The hub transaction hash in a solved job's result. */
  hubTxHashOf(result: R): string;
}

/** A write's delivery: what was sent, where, and how it is delivered. */
export interface DeliveryPlan<R> {
  /** Names the write in messages and in the one-time auth-fallback warning. */
  label: "swap" | "bridge" | "cancel";
  /** What was sent, for the verification failure message (`source transaction`, `bridge deposit`). */
  subject: string;
  /** How a relay failure is returned (docs/rules/errors.md#relay-errors). */
  relayErrorStyle: RelayErrorStyle;
  /** The source chain's adapter (verifies the transaction). */
  adapter: SpokeAdapter;
  /** The source chain. */
  srcChainKey: SpokeChainKey;
  /** The source transaction. */
  srcTxHash: string;
  /** The hub payload and its hub address, handed to the relayer (and to the backend job). */
  relayData: SpokeRelayData;
  /** The budget of each attempt: the backend's, then the relay's (docs/rules/swaps.md#swap-flow). */
  timeoutMs: number;
  /** Aborts every wait. */
  signal: AbortSignal | undefined;
  /** The backend job, or undefined when the backend path is off. */
  backend: BackendJob<R> | undefined;
  /** Receives each {@link DeliveryEvent}. */
  emit(event: DeliveryEvent): void;
}

/** Where a delivered transaction landed on the hub, and by which path. */
export type Delivery<R> =
  | { path: "backend"; hubTxHash: string; result: R }
  | { path: "client"; hubTxHash: string; backendError: ClientError | undefined };

/** A failed delivery: the error, and the backend attempt's error when the relay path was its fallback. */
export interface DeliveryFailure {
  /** Why the last attempt failed. */
  error: ClientError;
  /** The backend attempt's failure, when the client path ran after it. */
  backendError: ClientError | undefined;
}

/**
 * Delivers a sent spoke transaction to the hub: the backend job first (when the plan has one), then, on any
 * failure but an abort, verification and self-relay.
 *
 * @param deps the client's shared dependencies
 * @param plan the write's {@link DeliveryPlan}
 * @returns the {@link Delivery}, or a {@link DeliveryFailure}
 */
export async function deliverIntent<R>(
  deps: ServiceDeps,
  plan: DeliveryPlan<R>,
): Promise<Result<Delivery<R>, DeliveryFailure>> {
  let backendError: ClientError | undefined;
  if (plan.backend !== undefined) {
    const job = plan.backend;
    const viaBackend = await runSubmitTxAttempt({
      label: plan.label,
      submit: job.submit,
      status: job.status,
      timeoutMs: plan.timeoutMs,
      signal: plan.signal,
      sleep: deps.sleep,
      now: deps.now,
      onSubmitted: () => plan.emit({ phase: "submitted", srcTxHash: plan.srcTxHash }),
      onStatus: (status) => plan.emit({ phase: "backendStatus", status }),
    });
    if (viaBackend.ok) {
      return ok({ path: "backend", hubTxHash: job.hubTxHashOf(viaBackend.value), result: viaBackend.value });
    }
    if (viaBackend.error.code === "ABORTED") return err({ error: viaBackend.error, backendError: undefined });
    backendError = viaBackend.error;
    warnAuthFallbackOnce(deps.config, deps.config.logger, backendError, plan.label);
    plan.emit({ phase: "fallback", reason: backendError.message, error: backendError });
  }
  // The client relay (verification, the relay wait and its adaptive schedule) loads when a write needs it: with
  // the backend job on (the default) a page that never falls back does not ship it (docs/browser.md#size).
  const { verifyAndRelay } = await import("./verify_and_relay.ts");
  const relayed = await verifyAndRelay(deps, {
    adapter: plan.adapter,
    srcChainKey: plan.srcChainKey,
    srcTxHash: plan.srcTxHash,
    relayData: plan.relayData,
    timeoutMs: plan.timeoutMs,
    signal: plan.signal,
    subject: plan.subject,
    relayErrorStyle: plan.relayErrorStyle,
    onVerified: () => plan.emit({ phase: "verified", srcTxHash: plan.srcTxHash }),
    onRelayed: (dstTxHash) => plan.emit({ phase: "relayed", dstTxHash }),
  });
  if (!relayed.ok) return err({ error: relayed.error, backendError });
  return ok({ path: "client", hubTxHash: relayed.value, backendError });
}

/** The fields of a submit-tx status the loop reads. */
export interface SubmitTxJobView<T> {
  status: SubmitTxStatus;
  failureReason?: string | undefined;
  failedAtStep?: string | undefined;
  failedAttempts?: number | undefined;
  /** Present once solved (`solved` or `executed`). */
  result?: T | undefined;
}

/** Options of a request made by the loop. */
export interface SubmitTxCallOptions {
  timeout: number;
  signal: AbortSignal | undefined;
}

/** Input of {@link runSubmitTxAttempt}. */
export interface SubmitTxAttemptInput<T> {
  /** Names the flow in messages (`swap`, `bridge`). */
  label: string;
  submit(call: SubmitTxCallOptions): Promise<Result<{ success: boolean; message: string }, ClientError>>;
  status(call: SubmitTxCallOptions): Promise<Result<SubmitTxJobView<T>, ClientError>>;
  timeoutMs: number;
  signal: AbortSignal | undefined;
  sleep?: Sleep | undefined;
  now?: (() => number) | undefined;
  onSubmitted(): void;
  onStatus(status: SubmitTxStatus): void;
}

/** Runs the attempt; resolves to the solved job's `result`. */
export async function runSubmitTxAttempt<T>(input: SubmitTxAttemptInput<T>): Promise<Result<T, ClientError>> {
  const now = input.now ?? Date.now;
  const deadline = now() + input.timeoutMs;
  const call = (): SubmitTxCallOptions => ({
    timeout: Math.max(1, Math.min(SUBMIT_TX_READ_BUDGET_MS, deadline - now())),
    signal: input.signal,
  });
  const submitted = await input.submit(call());
  if (!submitted.ok) return err(inBackendPhase(submitted.error));
  if (!submitted.value.success) {
    return err(
      failure(`Backend refused the ${input.label} submission`, { message: submitted.value.message }),
    );
  }
  input.onSubmitted();
  let last: SubmitTxStatus | undefined;
  let lastError: ClientError | undefined;
  for (let i = 0;; i++) {
    if (deadline - now() <= 0) {
      return err(
        new ClientError("REQUEST_TIMEOUT", `Backend ${input.label} submit-tx did not reach solved in time`, {
          context: { phase: "backendSubmitTx", api: "backend", timeoutMs: input.timeoutMs, lastStatus: last },
          cause: lastError,
        }),
      );
    }
    const status = await input.status(call());
    if (status.ok) {
      const job = status.value;
      if (job.status !== last) input.onStatus(job.status);
      last = job.status;
      if (isSolvedSubmitTxStatus(job.status) && job.result !== undefined) return ok(job.result);
      if (isTerminalSubmitTxStatus(job.status)) {
        return err(failure(`Backend ${input.label} submit-tx ended ${job.status}`, {
          status: job.status,
          failureReason: job.failureReason,
          failedAtStep: job.failedAtStep,
          failedAttempts: job.failedAttempts,
        }));
      }
    } else if (status.error.code === "ABORTED" || isAuthFailure(status.error)) {
      return err(inBackendPhase(status.error));
    } else {
      lastError = status.error;
    }
    const step = SUBMIT_TX_POLL_INTERVALS[Math.min(i, SUBMIT_TX_POLL_INTERVALS.length - 1)];
    if (!await pause(step, deadline - now(), input.sleep, input.signal)) {
      return err(
        new ClientError("ABORTED", `${input.label} aborted`, { context: { phase: "backendSubmitTx" } }),
      );
    }
  }
}

function failure(message: string, contextFields: ErrorContextFields): ClientError {
  const context = contextFields as Readonly<Record<string, unknown>>;
  return new ClientError("EXTERNAL_API_ERROR", message, {
    context: { ...context, api: "backend", phase: "backendSubmitTx" },
  });
}

function inBackendPhase(error: ClientError): ClientError {
  return new ClientError(error.code, error.message, {
    context: carriedContext<typeof error.code>({
      ...error.context,
      api: "backend",
      phase: "backendSubmitTx",
    }),
    cause: error.cause ?? error,
  });
}

function isAuthFailure(error: ClientError): boolean {
  const status = error.context.status;
  return error.code === "HTTP_REQUEST_FAILED" && (status === 401 || status === 403);
}

const warned = new WeakSet<object>();

/**
 * Warns once per `owner` (the client's configuration) when `error` is a 401/403 of the backend path: through
 * `logger.warn`, or `console.warn` when the logger is the silent default.
 *
 * @param owner identity of the client (one warning per client)
 * @param logger the client's logger
 * @param error why the backend path failed
 * @param flow "swap" or "bridge"
 * @returns whether it warned
 * @example Warn once for a refused key
 * ```ts
 * import assert from "node:assert/strict";
 * import { ClientError } from "../../core/errors.ts";
 * import { warnAuthFallbackOnce } from "./deliver.ts";
 * const seen: string[] = [];
 * const logger = { debug() {}, info() {}, warn: (m: string) => void seen.push(m), error() {} };
 * const owner = {};
 * const e = new ClientError("HTTP_REQUEST_FAILED", "refused", { context: { status: 401 } });
 * assert.ok(warnAuthFallbackOnce(owner, logger, e, "swap"));
 * assert.ok(!warnAuthFallbackOnce(owner, logger, e, "swap"));
 * assert.equal(seen.length, 1);
 * assert.match(seen[0], /401/);
 * ```
 */
export function warnAuthFallbackOnce(
  owner: object,
  logger: Logger,
  error: ClientError,
  flow: "swap" | "bridge" | "cancel",
): boolean {
  const status = error.context.status;
  if (error.code !== "HTTP_REQUEST_FAILED" || (status !== 401 && status !== 403)) return false;
  if (warned.has(owner)) return false;
  warned.add(owner);
  const meaning = status === 401
    ? "the API key is missing or invalid"
    : "the API key is suspended or out of scope";
  const message = `xswap: the backend refused the ${flow} submission with ${status} (${meaning}); ` +
    `falling back to the client path. Check apiKey.`;
  if (logger === SILENT_LOGGER) console.warn(message);
  else logger.warn(message);
  return true;
}

/**
 * Sleeps `ms` (capped at `remaining`), resolving false when aborted.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { pause } from "./deliver.ts";
 * assert.equal(await pause(5_000, 0), true); // capped at the 0 ms left
 * assert.equal(await pause(10, 10, undefined, AbortSignal.abort()), false);
 * ```
 */
export async function pause(
  ms: number,
  remaining: number,
  sleep: Sleep = setTimeoutSleep,
  signal?: AbortSignal,
): Promise<boolean> {
  try {
    await sleep(Math.max(0, Math.min(ms, remaining)), signal);
    return true;
  } catch {
    return false;
  }
}
