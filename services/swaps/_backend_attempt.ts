/**
 * The backend attempt of the swap flow: the swaps API's submit-tx, polled until `solved` (see
 * `../_submit_tx/run_submit_tx.ts`).
 * @module
 */
import type { SpokeChainKey } from "../../core/chains/mod.ts";
import type { ClientError } from "../../core/errors.ts";
import { map, type Result } from "../../core/result.ts";
import type { SwapIntent } from "../../core/schemas/swaps_v2.ts";
import { runSubmitTxAttempt } from "../submit_tx/run_submit_tx.ts";
import type { ServiceDeps } from "../deps.ts";
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

/** Runs the backend attempt; any failure is a `ClientError` the caller may fall back from. */
export async function backendAttempt(
  deps: ServiceDeps,
  input: BackendAttemptInput,
): Promise<Result<BackendOutcome, ClientError>> {
  const query = { txHash: input.srcTxHash, srcChainKey: input.srcChainKey };
  const solved = await runSubmitTxAttempt({
    label: "swap",
    submit: (call) =>
      deps.backendApi.submitSwapTx({
        ...query,
        walletAddress: input.srcAddress,
        intent: input.intent,
        relayData: input.relayData,
      }, { ...call, apiKey: input.apiKey }),
    status: async (call) =>
      map(
        await deps.backendApi.getSubmitSwapTxStatus(query, { ...call, apiKey: input.apiKey }),
        (r) => r.data,
      ),
    timeoutMs: input.timeoutMs,
    signal: input.signal,
    sleep: deps.sleep,
    now: deps.now,
    onSubmitted: () => input.emit({ phase: "submitted", srcTxHash: input.srcTxHash }),
    onStatus: (status) => input.emit({ phase: "backendStatus", status }),
  });
  return map(solved, (result) => ({ dstTxHash: result.dstIntentTxHash, intentHash: result.intent_hash }));
}
