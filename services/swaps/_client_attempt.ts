/**
 * The client-side attempt of the swap flow (the fallback, or the only path when the backend option is off):
 * verify the source tx on-chain, relay it to the hub (skipped on a hub source), then post it to the solver's
 * `/execute`. Re-relaying and re-posting are idempotent, so taking this path after a partial backend attempt is safe.
 * @module
 */
import type { SpokeChainKey } from "../../core/chains/mod.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { SolverExecutionResponse } from "../../core/schemas/solver.ts";
import type { SpokeAdapter } from "../../chains/spoke/spoke_adapter.ts";
import { verifyAndRelay } from "../submit_tx/verify_and_relay.ts";
import { postExecution } from "../solver/mod.ts";
import { POST_EXECUTION_TIMEOUT_MS, type ServiceDeps, solverConfigOf } from "../deps.ts";
import { solverFailure } from "./errors.ts";
import type { SwapProgressEvent } from "./types.ts";

/** Input of {@link clientAttempt}. */
export interface ClientAttemptInput {
  adapter: SpokeAdapter;
  srcChainKey: SpokeChainKey;
  srcTxHash: string;
  relayData: { address: string; payload: string };
  timeoutMs: number;
  signal: AbortSignal | undefined;
  emit: (event: SwapProgressEvent) => void;
}

/** What the client attempt gives. */
export interface ClientOutcome {
  dstTxHash: string;
  execution: SolverExecutionResponse;
}

/** Runs verify, relay and post-execution. */
export async function clientAttempt(
  deps: ServiceDeps,
  input: ClientAttemptInput,
): Promise<Result<ClientOutcome, ClientError>> {
  const context = { srcChainKey: input.srcChainKey, srcTxHash: input.srcTxHash };
  const relayed = await verifyAndRelay(deps, {
    ...input,
    subject: "source transaction",
    relayErrorStyle: "swap",
    onVerified: () => input.emit({ phase: "verified", srcTxHash: input.srcTxHash }),
    onRelayed: (dstTxHash) => input.emit({ phase: "relayed", dstTxHash }),
  });
  if (!relayed.ok) return relayed;
  const dstTxHash = relayed.value;
  if (input.signal?.aborted) {
    return err(
      new ClientError("ABORTED", "Cannot post the swap to the solver: aborted", {
        context: { ...context, dstTxHash, phase: "postExecution" },
        cause: input.signal.reason,
      }),
    );
  }
  const executed = await postExecution(
    { intent_tx_hash: dstTxHash },
    solverConfigOf(deps, POST_EXECUTION_TIMEOUT_MS),
  );
  if (!executed.ok) {
    return err(
      solverFailure(executed.error, "POST_EXECUTION_FAILED", {
        ...context,
        dstTxHash,
        phase: "postExecution",
      }),
    );
  }
  input.emit({ phase: "executed", intentHash: executed.value.intent_hash });
  return ok({ dstTxHash, execution: executed.value });
}
