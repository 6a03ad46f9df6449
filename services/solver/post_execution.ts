/**
 * `postExecution`: tells the solver an intent is live on the hub (`POST {solver_url}/execute`).
 *
 * @example Post with a stub solver
 * ```ts
 * import assert from "node:assert/strict";
 * import { postExecution } from "./post_execution.ts";
 * const fetch = () => Promise.resolve(Response.json({ answer: "OK", intent_hash: "0xbeef" }));
 * const r = await postExecution({ intent_tx_hash: "0xabc" }, { solverApiEndpoint: "http://solver.test/intent", fetch });
 * assert.ok(r.ok && r.value.intent_hash === "0xbeef");
 * ```
 * @module
 */
import { err, type Result } from "../../core/result.ts";
import {
  type SolverErrorResponse,
  type SolverExecutionRequest,
  solverExecutionRequestSchema,
  type SolverExecutionResponse,
  solverExecutionResponseSchema,
} from "../../core/schemas/solver.ts";
import { checkBudget, solverCall, toSolverError, unknownSolverError } from "./solver_call.ts";
import type { SolverClientConfig } from "./types.ts";
import { guardAsync } from "../../core/guard/guard_result.ts";

/**
 * Posts `{intent_tx_hash}` (the hub tx hash of the intent). Re-posting an already processed intent is
 * idempotent (docs/rules/swaps.md#swap-flow), so transient failures (network errors, 408/429/5xx) are retried
 * automatically with the transport's backoff.
 *
 * Failures are `SolverErrorResponse` values: a solver error body passes through verbatim; anything else is
 * `{detail: {code: SolverIntentErrorCode.UNKNOWN, message}}`.
 *
 * @param request `{intent_tx_hash}` (a 0x hex string)
 * @param config solver root, API key, fetch, transport, timeout
 * @returns `Result<SolverExecutionResponse, SolverErrorResponse>`
 *
 * @example A malformed hash fails before any call
 * ```ts
 * import assert from "node:assert/strict";
 * import { postExecution } from "./post_execution.ts";
 * const r = await postExecution({ intent_tx_hash: "abc" }, { solverApiEndpoint: "http://solver.test/intent" });
 * assert.ok(!r.ok && r.error.detail.code === -999);
 * ```
 */
export function postExecution(
  request: SolverExecutionRequest,
  config: SolverClientConfig,
): Promise<Result<SolverExecutionResponse, SolverErrorResponse>> {
  return guardedPostExecution(request, config);
}

const guardedPostExecution = /* @__PURE__ */ guardAsync("SolverApi.postExecution", postExecutionUnguarded, {
  params: ["request", "config"],
  toError: toSolverError,
});

async function postExecutionUnguarded(
  request: SolverExecutionRequest,
  config: SolverClientConfig,
): Promise<Result<SolverExecutionResponse, SolverErrorResponse>> {
  const timeout = checkBudget(config.timeout, "timeout");
  if (!timeout.ok) return timeout;
  const body = solverExecutionRequestSchema.safeParse(request);
  if (!body.success) {
    return err(unknownSolverError("Invalid execution request: intent_tx_hash must be a 0x hex string"));
  }
  return await solverCall(config, "/execute", body.data, solverExecutionResponseSchema, timeout.value);
}
