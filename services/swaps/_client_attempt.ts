/**
 * The client-side attempt of the swap flow (the fallback, or the only path when the backend option is off):
 * verify the source tx on-chain, relay it to the hub (skipped on a hub source), then post it to the solver's
 * `/execute`. Re-relaying and re-posting are idempotent, so taking this path after a partial backend attempt is safe.
 * @module
 */
import { HUB_CHAIN_KEY, type SpokeChainKey } from "../../core/chains/mod.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { SolverExecutionResponse } from "../../core/schemas/solver.ts";
import type { SpokeAdapter } from "../../chains/spoke.ts";
import { relayTxAndWaitPacket } from "../relay/mod.ts";
import { postExecution } from "../solver/mod.ts";
import { POST_EXECUTION_TIMEOUT_MS, solverConfigOf, type SwapsDeps } from "./_deps.ts";
import { relayFailure, solverFailure } from "./_errors.ts";
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
  deps: SwapsDeps,
  input: ClientAttemptInput,
): Promise<Result<ClientOutcome, ClientError>> {
  const context = { srcChainKey: input.srcChainKey, srcTxHash: input.srcTxHash };
  const verified = await input.adapter.verifyTxHash(input.srcTxHash, { signal: input.signal });
  if (!verified.ok) {
    return err(
      verified.error.code === "ABORTED" ? verified.error : new ClientError(
        "TX_VERIFICATION_FAILED",
        "Cannot verify the source transaction",
        { context: { ...context, phase: "verify" }, cause: verified.error },
      ),
    );
  }
  input.emit({ phase: "verified", srcTxHash: input.srcTxHash });
  let dstTxHash = input.srcTxHash;
  if (input.srcChainKey !== HUB_CHAIN_KEY) {
    const packet = await relayTxAndWaitPacket({
      srcTxHash: input.srcTxHash,
      data: input.relayData,
      chainKey: input.srcChainKey,
      relayerApiEndpoint: deps.config.instanceConfig.relay.relayerApiEndpoint,
      timeout: input.timeoutMs,
      signal: input.signal,
      sleep: deps.sleep,
      now: deps.now,
      transport: { ...deps.transport, fetch: deps.fetch },
    });
    if (!packet.ok) return err(relayFailure(packet.error, context));
    dstTxHash = packet.value.dst_tx_hash;
    input.emit({ phase: "relayed", dstTxHash });
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
