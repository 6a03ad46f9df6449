/**
 * The backend attempt of the swap flow: hand the source tx to the swaps API's submit-tx, then poll its status until
 * `solved`, a terminal failure, or the attempt's timeout.
 * @module
 */
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { SwapsDeps } from "./_deps.ts";
import { pause, SUBMIT_TX_POLL_INTERVALS } from "./_wait.ts";
import type { SwapIntent } from "../../core/schemas/swaps_v2.ts";
import type { SpokeChainKey } from "../../core/chains/mod.ts";
import type { SwapProgressEvent } from "./types.ts";

/** Input of {@link backendAttempt}. */
export interface BackendAttemptInput {
  srcChainKey: SpokeChainKey;
  srcTxHash: string;
  srcAddress: string;
  intent: SwapIntent;
  relayData: { address: string; payload: string };
  apiKey: string | undefined;
  timeoutMs: number;
  signal: AbortSignal | undefined;
  emit: (event: SwapProgressEvent) => void;
}

/** What a solved backend job gives. */
export interface BackendOutcome {
  dstTxHash: string;
  intentHash: string | undefined;
}

const READ_BUDGET_MS = 15_000;

/** Runs the backend attempt; any failure is a `ClientError` the caller may fall back from. */
export async function backendAttempt(
  deps: SwapsDeps,
  input: BackendAttemptInput,
): Promise<Result<BackendOutcome, ClientError>> {
  const now = deps.now ?? Date.now;
  const deadline = now() + input.timeoutMs;
  const call = (budget: number) => ({
    apiKey: input.apiKey,
    timeout: Math.max(1, budget),
    signal: input.signal,
  });
  const submitted = await deps.backendApi.submitSwapTx({
    txHash: input.srcTxHash,
    srcChainKey: input.srcChainKey,
    walletAddress: input.srcAddress,
    intent: input.intent,
    relayData: input.relayData,
  }, call(Math.min(READ_BUDGET_MS, deadline - now())));
  if (!submitted.ok) return submitted;
  if (!submitted.value.success) {
    return err(failure("Backend refused the submission", { message: submitted.value.message }));
  }
  input.emit({ phase: "submitted", srcTxHash: input.srcTxHash });
  let last: string | undefined;
  let lastError: ClientError | undefined;
  for (let i = 0;; i++) {
    const remaining = deadline - now();
    if (remaining <= 0) {
      return err(
        new ClientError("REQUEST_TIMEOUT", "Backend submit-tx did not reach solved in time", {
          context: { phase: "backendSubmitTx", timeoutMs: input.timeoutMs, lastStatus: last },
          cause: lastError,
        }),
      );
    }
    const status = await deps.backendApi.getSubmitSwapTxStatus(
      { txHash: input.srcTxHash, srcChainKey: input.srcChainKey },
      call(Math.min(READ_BUDGET_MS, remaining)),
    );
    if (status.ok) {
      const data = status.value.data;
      if (data.status !== last) input.emit({ phase: "backendStatus", status: data.status });
      last = data.status;
      if (data.status === "solved" && data.result) {
        return ok({ dstTxHash: data.result.dstIntentTxHash, intentHash: data.result.intent_hash });
      }
      if (data.status === "failed" || data.status === "abandoned" || data.status === "solved") {
        return err(failure(`Backend submit-tx ended ${data.status}`, {
          status: data.status,
          failureReason: data.failureReason,
          failedAtStep: data.failedAtStep,
        }));
      }
    } else if (status.error.code === "ABORTED") {
      return status;
    } else if (isTerminalHttp(status.error)) {
      return status;
    } else {
      lastError = status.error;
    }
    const step = SUBMIT_TX_POLL_INTERVALS[Math.min(i, SUBMIT_TX_POLL_INTERVALS.length - 1)];
    if (!await pause(step, deadline - now(), deps.sleep, input.signal)) {
      return err(new ClientError("ABORTED", "Swap aborted", { context: { phase: "backendSubmitTx" } }));
    }
  }
}

function failure(message: string, context: Record<string, unknown>): ClientError {
  return new ClientError("EXTERNAL_API_ERROR", message, {
    context: { ...context, api: "backend", phase: "backendSubmitTx" },
  });
}

function isTerminalHttp(error: ClientError): boolean {
  const status = error.context.status;
  return error.code === "HTTP_REQUEST_FAILED" && (status === 401 || status === 403);
}
