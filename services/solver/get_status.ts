/**
 * `getStatus`: reads the solver's status of an intent (`POST {solver_url}/status`). The static function: no
 * backend fallback (that is the swaps service's `getStatus`, docs/rules/swaps.md#solver-status-budget).
 *
 * @example Read a SOLVED status from a stub solver
 * ```ts
 * import assert from "node:assert/strict";
 * import { getStatus } from "./get_status.ts";
 * const fetch = () => Promise.resolve(Response.json({ status: 3, fill_tx_hash: "0xf1" }));
 * const r = await getStatus({ intent_tx_hash: "0xabc" }, { solverApiEndpoint: "http://solver.test/intent", fetch });
 * assert.ok(r.ok && r.value.status === 3 && r.value.fill_tx_hash === "0xf1");
 * ```
 * @module
 */
import { err, type Result } from "../../core/result.ts";
import {
  type SolverErrorResponse,
  type SolverIntentStatusRequest,
  type SolverIntentStatusResponse,
  solverStatusRequestSchema,
  solverStatusResponseSchema,
} from "../../core/schemas/solver.ts";
import { checkBudget, solverCall, toSolverError, unknownSolverError } from "./solver_call.ts";
import type { SolverClientConfig } from "./types.ts";
import { guardAsync } from "../../core/guard/guard_result.ts";

/**
 * Posts `{intent_tx_hash}` and returns `{status, fill_tx_hash?}`. `requestBudgetMs` bounds the whole call
 * (retries included); its expiry is `{detail: {code: UNKNOWN, message: "Solver request budget of N ms expired"}}`.
 * Other failures map as for `getQuote`. `config.timeout` is not used here: only the budget bounds a status read.
 *
 * @param request `{intent_tx_hash}`: the hub tx hash of the intent (the relay packet's `dst_tx_hash`)
 * @param config solver root, API key, fetch, transport
 * @param requestBudgetMs bound of the call in ms. @default undefined (no budget,
 *   docs/rules/swaps.md#solver-status-budget)
 * @returns `Result<SolverIntentStatusResponse, SolverErrorResponse>`
 *
 * @example A negative budget is refused
 * ```ts
 * import assert from "node:assert/strict";
 * import { getStatus } from "./get_status.ts";
 * const r = await getStatus({ intent_tx_hash: "0xabc" }, { solverApiEndpoint: "http://solver.test/intent" }, -1);
 * assert.ok(!r.ok && r.error.detail.code === -999);
 * ```
 */
export function getStatus(
  request: SolverIntentStatusRequest,
  config: SolverClientConfig,
  requestBudgetMs?: number | undefined,
): Promise<Result<SolverIntentStatusResponse, SolverErrorResponse>> {
  return guardedGetStatus(request, config, requestBudgetMs);
}

const guardedGetStatus = /* @__PURE__ */ guardAsync("SolverApi.getStatus", getStatusUnguarded, {
  params: ["request", "config", "requestBudgetMs"],
  toError: toSolverError,
});

async function getStatusUnguarded(
  request: SolverIntentStatusRequest,
  config: SolverClientConfig,
  requestBudgetMs?: number | undefined,
): Promise<Result<SolverIntentStatusResponse, SolverErrorResponse>> {
  const budget = checkBudget(requestBudgetMs, "requestBudgetMs");
  if (!budget.ok) return budget;
  const body = solverStatusRequestSchema.safeParse(request);
  if (!body.success) {
    return err(unknownSolverError("Invalid status request: intent_tx_hash must be a 0x hex string"));
  }
  return await solverCall(config, "/status", body.data, solverStatusResponseSchema, budget.value);
}
