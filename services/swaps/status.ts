/**
 * `swaps.getStatus` and `swaps.getDetailedStatus`: the solver's answer, corrected by the backend's durable intent
 * record per the getStatus rules of docs/rules/swaps.md#get-status (see `resolve_intent_status.ts`).
 * @module
 */

import type { Result } from "../../core/result.ts";
import type { SolverIntentStatusRequest, SolverIntentStatusResponse } from "../../core/schemas/solver.ts";
import type { BackendRequestOptions } from "../backend_api/mod.ts";
import { getStatus as solverGetStatus } from "../solver/mod.ts";
import { type ServiceDeps, solverConfigOf } from "../deps/service_deps.ts";
import { type IntentStatusError, resolveIntentStatus } from "./resolve_intent_status.ts";

import { DEFAULT_DETAILED_STATUS_BUDGET_MS } from "./wait_defaults.ts";

export { DEFAULT_DETAILED_STATUS_BUDGET_MS };

/**
 * The intent's status: SOLVED only when the solver says so or the backend records a fill of the whole input.
 *
 * @param requestBudgetMs budget of each request (solver, then backend record) in ms, or a function read before
 *   each request (a caller bound by a deadline passes the time left); none for `getStatus`
 */
export async function getIntentStatus(
  deps: ServiceDeps,
  request: SolverIntentStatusRequest,
  requestBudgetMs?: number | (() => number) | undefined,
  backendOptions?: BackendRequestOptions | undefined,
): Promise<Result<SolverIntentStatusResponse, IntentStatusError>> {
  const budget = (): number | undefined =>
    typeof requestBudgetMs === "function" ? requestBudgetMs() : requestBudgetMs;
  const solver = await solverGetStatus(request, solverConfigOf(deps), budget());
  return await resolveIntentStatus({
    solver,
    readRecord: () =>
      deps.backendApi.getIntentByTxHash(request.intent_tx_hash, {
        ...backendOptions,
        ...(requestBudgetMs !== undefined ? { timeout: budget() } : {}),
      }),
  });
}
