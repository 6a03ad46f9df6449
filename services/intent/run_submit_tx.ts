/**
 * The backend submit-tx attempt shared by swap and bridge: submit the source tx hash, then poll the job's status
 * until success (`solved`, or the platform's `executed`: docs/wire_inventory.md#submit-tx-status), a terminal
 * failure, or the attempt's timeout. Any failure is a `ClientError` the caller may
 * fall back from; `ABORTED` and 401/403 end the polling at once.
 * @module
 */
import { SUBMIT_TX_READ_BUDGET_MS } from "../../core/timing.ts";
import { carriedContext, ClientError, type ErrorContextFields } from "../../core/errors.ts";
import type { Sleep } from "../../core/http/types.ts";
import { err, ok, type Result } from "../../core/result.ts";
import {
  isSolvedSubmitTxStatus,
  isTerminalSubmitTxStatus,
  type SubmitTxStatus,
} from "../../core/schemas/submit_tx_status.ts";
import { pause, SUBMIT_TX_POLL_INTERVALS } from "./_wait.ts";

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
