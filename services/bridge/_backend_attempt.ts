/**
 * The backend attempt of the bridge flow: hand the deposit to the bridge API's submit-tx, then poll its status
 * until `solved` (with `result.dstTxHash`), a terminal failure, or the attempt's timeout.
 * @module
 */
import type { SpokeChainKey } from "../../core/chains/mod.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { SpokeRelayData } from "../../chains/spoke.ts";
import type { SwapsDeps } from "../swaps/_deps.ts";
import { inPhase } from "../swaps/_errors.ts";
import { pause, SUBMIT_TX_POLL_INTERVALS } from "../swaps/_wait.ts";
import type { BridgeProgressEvent } from "./types.ts";

/** Input of {@link bridgeBackendAttempt}. */
export interface BridgeBackendAttemptInput {
  srcChainKey: SpokeChainKey;
  dstChainKey: SpokeChainKey;
  srcTxHash: string;
  srcAddress: string;
  relayData: SpokeRelayData;
  apiKey: string | undefined;
  timeoutMs: number;
  signal: AbortSignal | undefined;
  emit: (event: BridgeProgressEvent) => void;
}

/** Budget of one backend request, in ms (capped by what is left of the attempt). */
const READ_BUDGET_MS = 15_000;

/** Runs the backend attempt; any failure is a `ClientError` the caller may fall back from. */
export async function bridgeBackendAttempt(
  deps: SwapsDeps,
  input: BridgeBackendAttemptInput,
): Promise<Result<string, ClientError>> {
  const now = deps.now ?? Date.now;
  const deadline = now() + input.timeoutMs;
  const call = (budget: number) => ({
    apiKey: input.apiKey,
    timeout: Math.max(1, budget),
    signal: input.signal,
  });
  const submitted = await deps.backendApi.submitBridgeTx({
    txHash: input.srcTxHash,
    srcChainKey: input.srcChainKey,
    dstChainKey: input.dstChainKey,
    walletAddress: input.srcAddress,
    relayData: input.relayData,
  }, call(Math.min(READ_BUDGET_MS, deadline - now())));
  if (!submitted.ok) return err(inPhase(submitted.error, "backendSubmitTx"));
  if (!submitted.value.success) {
    return err(failure("Backend refused the bridge submission", { message: submitted.value.message }));
  }
  input.emit({ phase: "submitted", srcTxHash: input.srcTxHash });
  let last: string | undefined;
  let lastError: ClientError | undefined;
  for (let i = 0;; i++) {
    const remaining = deadline - now();
    if (remaining <= 0) {
      return err(
        new ClientError("REQUEST_TIMEOUT", "Backend bridge submit-tx did not reach solved in time", {
          context: { phase: "backendSubmitTx", api: "backend", timeoutMs: input.timeoutMs, lastStatus: last },
          cause: lastError,
        }),
      );
    }
    const status = await deps.backendApi.getSubmitBridgeTxStatus(
      { txHash: input.srcTxHash, srcChainKey: input.srcChainKey },
      call(Math.min(READ_BUDGET_MS, remaining)),
    );
    if (status.ok) {
      const data = status.value.data;
      if (data.status !== last) input.emit({ phase: "backendStatus", status: data.status });
      last = data.status;
      if (data.status === "solved" && data.result) return ok(data.result.dstTxHash);
      if (data.status === "failed" || data.status === "abandoned" || data.status === "solved") {
        return err(failure(`Backend bridge submit-tx ended ${data.status}`, {
          status: data.status,
          failureReason: data.failureReason,
        }));
      }
    } else if (status.error.code === "ABORTED" || isTerminalHttp(status.error)) {
      return err(inPhase(status.error, "backendSubmitTx"));
    } else {
      lastError = status.error;
    }
    const step = SUBMIT_TX_POLL_INTERVALS[Math.min(i, SUBMIT_TX_POLL_INTERVALS.length - 1)];
    if (!await pause(step, deadline - now(), deps.sleep, input.signal)) {
      return err(new ClientError("ABORTED", "Bridge aborted", { context: { phase: "backendSubmitTx" } }));
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
