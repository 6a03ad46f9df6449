/**
 * The intent lifecycle's solver step: once a swap's intent is on the hub by the client's own relay, tell the
 * solver to execute it (`POST {solver_url}/execute`, docs/rules/swaps.md#swap-flow). The backend path needs no
 * such step (the backend post-executes), and a bridge has none.
 * @module
 */
import type { SpokeChainKey } from "../../core/chains/mod.ts";
import { ClientError } from "../../core/errors.ts";
import { err, type Result } from "../../core/result.ts";
import type { SolverExecutionResponse } from "../../core/schemas/solver.ts";
import { POST_EXECUTION_TIMEOUT_MS, type ServiceDeps, solverConfigOf } from "../deps/service_deps.ts";
import { postExecution } from "../solver/mod.ts";
import { solverFailure } from "../solver/solver_failure.ts";

/** The intent to execute: its hub transaction, and its source for the error context. */
export interface ExecuteOnSolverInput {
  /** The hub transaction that registered the intent. */
  hubTxHash: string;
  /** The source chain. */
  srcChainKey: SpokeChainKey;
  /** The source transaction. */
  srcTxHash: string;
  /** Refuses to start once aborted. */
  signal: AbortSignal | undefined;
}

/**
 * Posts the intent to the solver. Failures: `ABORTED` before the request, or `EXTERNAL_API_ERROR` tagged
 * `POST_EXECUTION_FAILED` with the solver's code and detail; both with `context.phase` `postExecution` and
 * `context.dstTxHash` the hub transaction.
 *
 * @param deps the client's shared dependencies
 * @param input see {@link ExecuteOnSolverInput}
 * @returns the solver's answer
 */
export async function executeOnSolver(
  deps: ServiceDeps,
  input: ExecuteOnSolverInput,
): Promise<Result<SolverExecutionResponse, ClientError>> {
  const context = {
    srcChainKey: input.srcChainKey,
    srcTxHash: input.srcTxHash,
    dstTxHash: input.hubTxHash,
    phase: "postExecution",
  };
  if (input.signal?.aborted) {
    return err(
      new ClientError("ABORTED", "Cannot post the swap to the solver: aborted", {
        context,
        cause: input.signal.reason,
      }),
    );
  }
  const executed = await postExecution(
    { intent_tx_hash: input.hubTxHash },
    solverConfigOf(deps, POST_EXECUTION_TIMEOUT_MS),
  );
  if (executed.ok) return executed;
  return err(solverFailure(executed.error, "POST_EXECUTION_FAILED", context));
}
