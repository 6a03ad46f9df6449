/**
 * `swaps.getStatus` and `swaps.getDetailedStatus`: the solver's answer, corrected by the backend's durable intent
 * record per the getStatus rules of docs/rules/swaps.md#get-status.
 *
 * The rules (1-4) are the pure functions below (`resolveIntentStatus`), over the solver's
 * answer and the backend's durable intent record. The swaps service wires them to the solver client and
 * `getIntentByTxHash`.
 *
 * @example NOT_FOUND turns into SOLVED when the backend records a full fill
 * ```ts
 * import assert from "node:assert/strict";
 * import { resolveIntentStatus } from "./status.ts";
 * const r = await resolveIntentStatus({
 *   solver: { ok: true, value: { status: -1 } },
 *   readRecord: () => Promise.resolve({ ok: true, value: {
 *     intentHash: "0x1", txHash: "0x2", chainId: 146, open: false,
 *     intentState: { exists: true, remainingInput: 0n, receivedOutput: 9n, pendingPayment: false },
 *     fills: [{ fillTxHash: "0xf1", inputAmount: 10n, outputAmount: 9n }],
 *   } }),
 * });
 * assert.ok(r.ok && r.value.status === 3 && r.value.fill_tx_hash === "0xf1");
 * ```
 * @module
 */
import { type ClientError, clientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { type IntentRecord, isFullyFilled } from "../../core/schemas/intent_record.ts";
import {
  type SolverErrorResponse,
  SolverIntentStatusCode,
  type SolverIntentStatusRequest,
  type SolverIntentStatusResponse,
} from "../../core/schemas/solver.ts";
import type { BackendRequestOptions } from "../backend_api/mod.ts";
import { getStatus as solverGetStatus } from "../solver/mod.ts";
import { type ServiceDeps, solverConfigOf } from "../deps/service_deps.ts";
import { DEFAULT_DETAILED_STATUS_BUDGET_MS } from "./wait_defaults.ts";

/** The solver's answer to `/status`. */
export type SolverStatusResult = Result<SolverIntentStatusResponse, SolverErrorResponse>;

/** A failed `getStatus`: the solver's own failure (as-is), or `EXTERNAL_API_ERROR` for an unreadable record. */
export type IntentStatusError = SolverErrorResponse | ClientError;

/** Input of {@link resolveIntentStatus}. */
export interface ResolveIntentStatusInput {
  /** The solver's answer. */
  solver: SolverStatusResult;
  /** Reads the backend's intent record by hub tx hash; called only when rule 1 applies. */
  readRecord: () => Promise<Result<IntentRecord, ClientError>>;
}

/**
 * Tells whether rule 1 applies: the solver answered NOT_FOUND or its request failed, so the record is consulted.
 *
 * @param solver the solver's answer
 * @returns true when the backend record must be read
 * @example A pending intent is not looked up
 * ```ts
 * import assert from "node:assert/strict";
 * import { needsIntentRecord } from "./status.ts";
 * assert.ok(!needsIntentRecord({ ok: true, value: { status: 2 } }));
 * assert.ok(needsIntentRecord({ ok: false, error: { detail: { code: -999, message: "down" } } }));
 * ```
 */
export function needsIntentRecord(solver: SolverStatusResult): boolean {
  return !solver.ok || solver.value.status === SolverIntentStatusCode.NOT_FOUND;
}

/**
 * Applies rules 1-4 to a solver answer and the outcome of reading the record:
 *
 * 1. solver answered anything but NOT_FOUND: returned unchanged (the record is irrelevant);
 * 2. the record shows a fill that consumed the whole input (`isFullyFilled`: `remainingInput == 0` and at least
 *    one fill): SOLVED with the hub fill hash of the last recorded fill;
 * 3. the record shows no such fill (a partial fill included: rule 4), or the backend answered 404: the solver's
 *    result, unchanged;
 * 4. the record is unreadable (5xx, transport failure, unusable body): when the solver said NOT_FOUND, a failed
 *    Result `EXTERNAL_API_ERROR` with `context.api` `backend`, `context.status` when known, the record error as
 *    `cause`; when the solver request failed, the solver failure as-is.
 *
 * @param solver the solver's answer
 * @param record the outcome of reading the record
 * @returns the status to report
 * @example A partial fill is never SOLVED
 * ```ts
 * import assert from "node:assert/strict";
 * import { applyIntentRecord } from "./status.ts";
 * const r = applyIntentRecord({ ok: true, value: { status: -1 } }, { ok: true, value: {
 *   intentHash: "0x1", txHash: "0x2", chainId: 146, open: true,
 *   intentState: { exists: true, remainingInput: 4n, receivedOutput: 5n, pendingPayment: false },
 *   fills: [{ fillTxHash: "0xf1", inputAmount: 6n, outputAmount: 5n }],
 * } });
 * assert.ok(r.ok && r.value.status === -1);
 * ```
 */
export function applyIntentRecord(
  solver: SolverStatusResult,
  record: Result<IntentRecord, ClientError>,
): Result<SolverIntentStatusResponse, IntentStatusError> {
  if (!needsIntentRecord(solver)) return solver;
  if (record.ok) {
    const last = record.value.fills.at(-1);
    if (isFullyFilled(record.value) && last !== undefined) {
      return ok({ status: SolverIntentStatusCode.SOLVED, fill_tx_hash: last.fillTxHash });
    }
    return solver;
  }
  const status = record.error.context.status;
  if (record.error.code === "HTTP_REQUEST_FAILED" && status === 404) return solver;
  if (!solver.ok) return solver;
  return err(clientError(
    "EXTERNAL_API_ERROR",
    "Cannot confirm the intent status: the solver has no record and the backend intent record is unreadable",
    {
      api: "backend",
      phase: "getStatus",
      solverStatus: solver.value.status,
      recordCode: record.error.code,
      ...(typeof status === "number" ? { status } : {}),
    },
    record.error,
  ));
}

/**
 * Resolves the status `swaps.getStatus` reports (docs/rules/swaps.md#get-status rules 1-4): reads the backend
 * record only when the solver answered NOT_FOUND or failed, then applies {@link applyIntentRecord}. A
 * `readRecord` that throws counts as an unreadable record (transport failure). Never throws.
 *
 * @param input the solver's answer and a record reader
 * @returns `Result<SolverIntentStatusResponse, SolverErrorResponse | ClientError>`
 * @example The record is not read when the solver knows the intent
 * ```ts
 * import assert from "node:assert/strict";
 * import { resolveIntentStatus } from "./status.ts";
 * let reads = 0;
 * const r = await resolveIntentStatus({
 *   solver: { ok: true, value: { status: 3, fill_tx_hash: "0xf" } },
 *   readRecord: () => { reads++; return Promise.reject(new Error("unused")); },
 * });
 * assert.ok(r.ok && reads === 0);
 * ```
 */
export async function resolveIntentStatus(
  input: ResolveIntentStatusInput,
): Promise<Result<SolverIntentStatusResponse, IntentStatusError>> {
  if (!needsIntentRecord(input.solver)) return input.solver;
  let record: Result<IntentRecord, ClientError>;
  try {
    record = await input.readRecord();
  } catch (cause) {
    record = err(clientError("NETWORK_ERROR", "Cannot read the intent record: the reader threw", {}, cause));
  }
  return applyIntentRecord(input.solver, record);
}

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
