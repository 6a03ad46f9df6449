/**
 * One bound over a whole write (docs/swaps.md#whole-operation-timeout): `totalTimeout` covers every phase of the
 * intent lifecycle, from the call to its return (allowance and simulation, intent creation and the wallet,
 * verification, delivery, post-execution). The SPEC's per-attempt `timeout` keeps its meaning inside it. When the
 * budget expires, every request and wait still running is aborted through the signal the run was given, and the
 * call returns at once, whatever a phase does with its signal.
 *
 * @example A run that outlasts its budget
 * ```ts
 * import assert from "node:assert/strict";
 * import { ok, type Result } from "../../core/result.ts";
 * import type { ClientError } from "../../core/errors.ts";
 * import { withinOperationBudget } from "./operation_budget.ts";
 * const r = await withinOperationBudget({ budgetMs: 10, signal: undefined, what: "swap" }, (signal) =>
 *   new Promise<Result<number, ClientError>>((resolve) => signal?.addEventListener("abort", () => resolve(ok(1)))));
 * assert.ok(!r.ok && r.error.code === "REQUEST_TIMEOUT" && r.error.context.scope === "operation");
 * ```
 * @module
 */
import { ClientError, type ResumeTokenContext } from "../../core/errors.ts";
import { err, type Result } from "../../core/result.ts";

/** Where a bounded run stands: the phase it reached and, once the intent exists, its resume token. */
export interface OperationProgress {
  /** The last phase the run reported. @default "start" */
  phase: string;
  /** The resume token of the phase reached, once there is one. @default undefined */
  resumeToken?: ResumeTokenContext;
}

/** What {@link withinOperationBudget} bounds. */
export interface OperationBudget {
  /** The whole run's budget in ms; `undefined` runs it unbounded. */
  budgetMs: number | undefined;
  /** The caller's signal, combined with the budget's. */
  signal: AbortSignal | undefined;
  /** The operation, for the error message (`"swap"`). */
  what: string;
}

/**
 * Runs `run` within `budgetMs`: `run` gets a signal that aborts when the budget expires (or the caller's signal
 * fires) and a progress record to keep current; on expiry the result is `REQUEST_TIMEOUT` at once.
 *
 * @param budget the budget, the caller's signal and the operation's name
 * @param run the operation, given the combined signal and the progress record it updates
 * @returns `run`'s result, or `REQUEST_TIMEOUT` with `context.scope` `"operation"`, `timeoutMs`, the `phase`
 *   reached and (once the intent exists) its `resumeToken`
 * @example An unbounded run is run as is
 * ```ts
 * import assert from "node:assert/strict";
 * import { ok } from "../../core/result.ts";
 * import { withinOperationBudget } from "./operation_budget.ts";
 * const r = await withinOperationBudget({ budgetMs: undefined, signal: undefined, what: "swap" }, () =>
 *   Promise.resolve(ok(1)));
 * assert.ok(r.ok && r.value === 1);
 * ```
 */
export async function withinOperationBudget<T>(
  budget: OperationBudget,
  run: (signal: AbortSignal | undefined, progress: OperationProgress) => Promise<Result<T, ClientError>>,
): Promise<Result<T, ClientError>> {
  const progress: OperationProgress = { phase: "start" };
  const { budgetMs, signal, what } = budget;
  if (budgetMs === undefined) return await run(signal, progress);
  const controller = new AbortController();
  const combined = signal === undefined ? controller.signal : AbortSignal.any([signal, controller.signal]);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<Result<T, ClientError>>((resolve) => {
    timer = setTimeout(() => {
      const reason = new DOMException(`${what}: timed out after ${budgetMs} ms`, "TimeoutError");
      const context = {
        scope: "operation",
        timeoutMs: budgetMs,
        phase: progress.phase,
        ...(progress.resumeToken !== undefined ? { resumeToken: progress.resumeToken } : {}),
      } as const;
      // settled before the abort, so a run that answers its abort at once does not win the race
      resolve(err(
        new ClientError("REQUEST_TIMEOUT", `Cannot ${what}: timed out after ${budgetMs} ms`, {
          context,
          cause: reason,
        }),
      ));
      controller.abort(reason);
    }, budgetMs);
  });
  const running = run(combined, progress);
  // a run that ends after the budget is not awaited by anyone: its late failure must not go unhandled
  running.catch(() => {});
  try {
    return await Promise.race([running, expired]);
  } finally {
    clearTimeout(timer);
  }
}
