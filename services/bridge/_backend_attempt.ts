/**
 * The backend attempt of the bridge flow: the bridge API's submit-tx, polled until `solved` with
 * `result.dstTxHash` (see `../_submit_tx/run_submit_tx.ts`).
 * @module
 */
import type { SpokeChainKey } from "../../core/chains/mod.ts";
import type { ClientError } from "../../core/errors.ts";
import { map, type Result } from "../../core/result.ts";
import type { SpokeRelayData } from "../../chains/spoke/spoke_adapter.ts";
import { runSubmitTxAttempt } from "../submit_tx/run_submit_tx.ts";
import type { ServiceDeps } from "../deps.ts";
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

/** Runs the backend attempt; resolves to the hub tx hash of the relayed deposit. */
export async function bridgeBackendAttempt(
  deps: ServiceDeps,
  input: BridgeBackendAttemptInput,
): Promise<Result<string, ClientError>> {
  const query = { txHash: input.srcTxHash, srcChainKey: input.srcChainKey };
  const solved = await runSubmitTxAttempt({
    label: "bridge",
    submit: (call) =>
      deps.backendApi.submitBridgeTx({
        ...query,
        dstChainKey: input.dstChainKey,
        walletAddress: input.srcAddress,
        relayData: input.relayData,
      }, { ...call, apiKey: input.apiKey }),
    status: async (call) =>
      map(
        await deps.backendApi.getSubmitBridgeTxStatus(query, { ...call, apiKey: input.apiKey }),
        (r) => r.data,
      ),
    timeoutMs: input.timeoutMs,
    signal: input.signal,
    sleep: deps.sleep,
    now: deps.now,
    onSubmitted: () => input.emit({ phase: "submitted", srcTxHash: input.srcTxHash }),
    onStatus: (status) => input.emit({ phase: "backendStatus", status }),
  });
  return map(solved, (result) => result.dstTxHash);
}
