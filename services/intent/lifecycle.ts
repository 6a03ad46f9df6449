/**
 * The intent lifecycle's phase sequence, shared by every write that sends a spoke transaction carrying a hub
 * payload (swap, bridge): the run's shell — the whole call within `totalTimeout` (`operation_budget.ts`), the
 * phase reached and the resume token tracked for its timeout error, every journal entry ended when the call
 * returns — and the step after the source transaction is sent: journal its token, report it, deliver it to the hub
 * (`deliver.ts`: the backend's submit-tx job, else verification and the client's own relay), and on failure return
 * the error with the token reached and the backend attempt's error. The solver step (`execute_on_solver.ts`) and
 * the resume of an interrupted run (`resume.ts`) follow; swap (`services/swaps/swap.ts`) and bridge
 * (`services/bridge/bridge.ts`) are the writes that run it.
 *
 * @example A failure after the send carries the token reached and the backend attempt's error
 * ```ts
 * import assert from "node:assert/strict";
 * import { ClientError } from "../../core/errors.ts";
 * import { failedAfterSend } from "./lifecycle.ts";
 * const e = failedAfterSend(
 *   new ClientError("TX_VERIFICATION_FAILED", "no tx"),
 *   new ClientError("HTTP_REQUEST_FAILED", "refused"),
 *   { v: 1, kind: "bridge", phase: "deposited" },
 * );
 * assert.equal(e.context.resumeToken?.phase, "deposited");
 * assert.ok("backendError" in e.context);
 * ```
 * @module
 */
import type { ClientError, ResumeTokenContext } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import type { JournalOperation } from "../journal/journal_writer.ts";
import type { JournalToken } from "../journal/types.ts";
import { deliverIntent, type Delivery, type DeliveryPlan } from "./deliver.ts";
import { withinOperationBudget } from "./operation_budget.ts";
import { withResumeToken } from "./resume_token.ts";

/** A write's run as its shell sees it: its name, its budget, the app's callback, and its sent event. */
export interface OperationShell<E extends { phase: string }> {
  /** The write, for the timeout message (`Cannot swap: timed out after ...`). */
  what: "swap" | "bridge";
  /** `totalTimeout`: the whole call's budget in ms; `undefined` runs it unbounded. */
  budgetMs: number | undefined;
  /** The caller's signal, combined with the budget's. */
  signal: AbortSignal | undefined;
  /** The app's progress callback. */
  onProgress: ((event: E) => void) | undefined;
  /** The resume token an event carries (the sent event's), for the timeout error's context. */
  tokenOf(event: E): ResumeTokenContext | undefined;
}

/** What a bounded run uses instead of the caller's: the budget's signal, and the callback that tracks the phase. */
export interface BoundedRun<E> {
  /** The caller's signal combined with the budget's. */
  signal: AbortSignal | undefined;
  /** Records the phase (and token) reached, then calls the app's callback. */
  onProgress: (event: E) => void;
}

/**
 * Runs a write in its shell; see the module doc.
 *
 * @param shell the write's {@link OperationShell}
 * @param run the write's phases: `bounded` is undefined without a budget; journal entries it opens go to `journaled`
 * @returns what `run` returns, or `REQUEST_TIMEOUT` (`context.scope` `"operation"`) when the budget expires first
 * @example Without a budget the run gets the caller's own options
 * ```ts
 * import assert from "node:assert/strict";
 * import { ok } from "../../core/result.ts";
 * import { runOperation } from "./lifecycle.ts";
 * const r = await runOperation(
 *   { what: "swap", budgetMs: undefined, signal: undefined, onProgress: undefined, tokenOf: () => undefined },
 *   (bounded) => Promise.resolve(ok(bounded === undefined)),
 * );
 * assert.ok(r.ok && r.value);
 * ```
 */
export async function runOperation<E extends { phase: string }, V>(
  shell: OperationShell<E>,
  run: (bounded: BoundedRun<E> | undefined, journaled: JournalOperation[]) => Promise<Result<V, ClientError>>,
): Promise<Result<V, ClientError>> {
  const journaled: JournalOperation[] = [];
  try {
    if (shell.budgetMs === undefined) return await run(undefined, journaled);
    // the whole write within one budget (docs/swaps.md#whole-operation-timeout): every phase gets its signal
    return await withinOperationBudget(
      { budgetMs: shell.budgetMs, signal: shell.signal, what: shell.what },
      (signal, progress) =>
        run({
          signal,
          onProgress: (event) => {
            progress.phase = event.phase;
            const token = shell.tokenOf(event);
            if (token !== undefined) progress.resumeToken = token;
            shell.onProgress?.(event);
          },
        }, journaled),
    );
  } finally {
    for (const op of journaled) op.end();
  }
}

/** A source transaction just sent: its token, its journal entry, its event, and its delivery. */
export interface SentIntent<R, T extends JournalToken> {
  /** The token of the sent phase (`created`, `deposited`). */
  token: T;
  /** The write's journal entry, when the client has a journal. */
  journal: JournalOperation | undefined;
  /** Reports the sent event (with the token) to the app. */
  reportSent(): void;
  /** The delivery of the source transaction to the hub. */
  delivery: DeliveryPlan<R>;
}

/**
 * Journals and reports a sent source transaction, then delivers it to the hub.
 *
 * @param deps the client's shared dependencies
 * @param sent the {@link SentIntent}
 * @returns the {@link Delivery}, or the failure with the sent token and the backend attempt's error
 *   ({@link failedAfterSend})
 * @example A hub source is its own hub transaction
 * ```ts
 * import assert from "node:assert/strict";
 * import { ok } from "../../core/result.ts";
 * import { deliverSent } from "./lifecycle.ts";
 * const adapter = { verifyTxHash: () => Promise.resolve(ok(true)) } as never;
 * const r = await deliverSent({} as never, {
 *   token: { v: 1, kind: "swap", phase: "created", srcChainKey: "sonic", srcTxHash: "0xab" } as never,
 *   journal: undefined,
 *   reportSent: () => {},
 *   delivery: {
 *     label: "swap", subject: "source transaction", relayErrorStyle: "swap", adapter, srcChainKey: "sonic",
 *     srcTxHash: "0xab", relayData: { address: "0x", payload: "0x" }, timeoutMs: 1_000, signal: undefined,
 *     backend: undefined, emit: () => {},
 *   },
 * });
 * assert.ok(r.ok && r.value.hubTxHash === "0xab");
 * ```
 */
export async function deliverSent<R, T extends JournalToken>(
  deps: ServiceDeps,
  sent: SentIntent<R, T>,
): Promise<Result<Delivery<R>, ClientError>> {
  await sent.journal?.record(sent.token);
  sent.reportSent();
  const delivered = await deliverIntent(deps, sent.delivery);
  if (!delivered.ok) {
    return err(failedAfterSend(delivered.error.error, delivered.error.backendError, sent.token));
  }
  return ok(delivered.value);
}

/**
 * A failure after the source transaction was sent: carries the token of the phase reached and, when the client
 * relay was the backend attempt's fallback, that attempt's error (`context.backendError`).
 *
 * @param error the failure
 * @param backendError the backend attempt's failure, if any
 * @param reached the token of the phase reached
 * @returns the failure with its context extended
 * @example Without a backend attempt only the token is added
 * ```ts
 * import assert from "node:assert/strict";
 * import { ClientError } from "../../core/errors.ts";
 * import { failedAfterSend } from "./lifecycle.ts";
 * const e = failedAfterSend(new ClientError("ABORTED", "stop"), undefined, { v: 1, kind: "swap", phase: "relayed" });
 * assert.ok(e.context.resumeToken !== undefined && !("backendError" in e.context));
 * ```
 */
export function failedAfterSend(
  error: ClientError,
  backendError: ClientError | undefined,
  reached: ResumeTokenContext,
): ClientError {
  return withResumeToken(
    error,
    reached,
    backendError === undefined ? {} : { backendError: backendError.toJSON() },
  );
}
