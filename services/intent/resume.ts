/**
 * The intent lifecycle's one resume engine: continues a write from its resume token using only idempotent steps —
 * deliver the sent source transaction to the hub (verify it, relay it: the relayer accepts a resubmission of a tx
 * it already carried), post it to the solver where the write has a solver step (`/execute` is idempotent for an
 * intent it knows), then the write's last step (track to delivery, or nothing) — so a process that died mid-flow,
 * or a user who closed the tab, finishes the write on restart. The wallet is never asked for anything.
 *
 * Swap (`services/swaps/resume.ts`), bridge (`services/bridge/resume.ts`) and cancel
 * (`services/swaps/cancel_resume.ts`) are three {@link ResumePlan}s of it: which token, which phase still needs
 * delivery, whether the solver step runs, when the `relayed` checkpoint is taken, which events reach the app, and
 * which track ends the flow.
 *
 * Failures are the write's own codes (`TX_VERIFICATION_FAILED`, relay codes, `EXTERNAL_API_ERROR` for the solver,
 * the track's codes) with `context.resumeToken` holding the furthest token reached, so a second resume starts
 * from there.
 *
 * @example A swap token whose version is unknown is refused before any I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { XSwap } from "../../mod.ts";
 * const r = await new XSwap({}).swaps.resume("{\"v\":0}");
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED");
 * ```
 * @module
 */
import { isSplitTxChain, type SpokeChainKey } from "../../core/chains/mod.ts";
import { ClientError } from "../../core/errors.ts";
import { err, type Result } from "../../core/result.ts";
import { checkCallOptions } from "../../core/options/number_option.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import type { RelayErrorStyle } from "../relay/mod.ts";
import { deliverIntent, type DeliveryEvent } from "./deliver.ts";
import { executeOnSolver } from "./execute_on_solver.ts";
import { withResumeToken } from "./resume_token.ts";

/** The fields of a resume token the engine reads (every kind's token has them). */
export interface ResumableToken {
  /** Version. */
  v: 1;
  /** The write the token resumes. */
  kind: "swap" | "bridge" | "cancel";
  /** The last step known done. */
  phase: string;
  /** Source chain. */
  srcChainKey: SpokeChainKey;
  /** The source transaction. */
  srcTxHash: string;
  /** The hub transaction, once relayed. */
  hubTxHash?: string | undefined;
  /** What the relayer needs besides the tx hash. */
  relayData?: { address: string; payload: string } | undefined;
}

/** What the engine reports before the write's last step: delivery's events and the solver's acceptance. */
export type LifecycleEvent = DeliveryEvent | { phase: "executed"; intentHash: string };

/** What the write's last step gets: the bounds, and the app's progress callback (already made quiet). */
export interface ResumeFinish<E> {
  /** The track's bound in ms. */
  trackTimeout: number | undefined;
  /** Aborts the step. */
  signal: AbortSignal | undefined;
  /** Reports a progress event to the app. */
  emit(event: E): void;
}

/** One write's resume: its token, its phases and its last step. `E` is its progress event, `V` its result. */
export interface ResumePlan<T extends ResumableToken, E, V> {
  /** Names the write in messages (`Cannot resume swap: ...`) and in the call-option check. */
  label: "swap" | "bridge" | "cancel";
  /** What was sent, for the verification failure message (`source transaction`, `bridge deposit`). */
  subject: string;
  /** How a relay failure is returned (docs/rules/errors.md#relay-errors). */
  relayErrorStyle: RelayErrorStyle;
  /** Parses the write's token from JSON text or an object. */
  parse(input: unknown): Result<T, ClientError>;
  /** The phase in which the source transaction still has to reach the hub (`created`, `deposited`, `sent`). */
  sentPhase: string;
  /** Whether `timeout` and `trackTimeout` are checked first (`resume <label>`). */
  checkOptions: boolean;
  /** The message of a split-tx source's token that has no relay data. */
  splitTxMessage(srcChainKey: SpokeChainKey): string;
  /** The relay's bound when the call sets none, in ms. */
  defaultTimeoutMs: number;
  /**
   * When the `relayed` token is handed to `onCheckpoint`: at the relay's `relayed` event (before that event is
   * reported; not on a hub source, which has none), or once delivery returned.
   */
  relayedCheckpoint: "atRelayEvent" | "afterDelivery";
  /** Whether an exception thrown by `onCheckpoint` is ignored. */
  quietCheckpoint: boolean;
  /** Whether a `relayed` token is posted to the solver (and becomes `executed`). */
  solverStep: boolean;
  /** Maps an engine event onto the write's progress event, or undefined to keep it from the app. */
  progress(event: LifecycleEvent): E | undefined;
  /** The write's last step on the furthest token: track to delivery, or return the token. */
  finish(deps: ServiceDeps, token: T, run: ResumeFinish<E>): Promise<Result<V, ClientError>>;
}

/** The call options every resume accepts (each write documents its own defaults). */
export interface ResumeRunOptions<T, E> {
  /** Timeout of the relay wait in ms. */
  timeout?: number | undefined;
  /** Overall bound of the write's last step in ms. */
  trackTimeout?: number | undefined;
  /** Aborts the flow. */
  signal?: AbortSignal | undefined;
  /** Called on every step; exceptions it throws are ignored. */
  onProgress?: ((event: E) => void) | undefined;
  /** Called with each newer token (save it to resume from there). */
  onCheckpoint?: ((token: T) => void) | undefined;
}

/**
 * Runs a write's resume; see the module doc.
 *
 * @param deps the service's dependencies
 * @param plan the write's {@link ResumePlan}
 * @param input the token (object or its JSON text)
 * @param options bounds, signal and callbacks
 * @returns the plan's result, or a failed Result carrying `context.resumeToken`
 * @example A bridge token from a split-tx chain needs its relay data
 * ```ts
 * import assert from "node:assert/strict";
 * import { XSwap } from "../../mod.ts";
 * const r = await new XSwap({}).bridge.resume({
 *   v: 1, kind: "bridge", phase: "deposited", srcChainKey: "solana", dstChainKey: "0x2105.base", srcTxHash: "5x",
 * });
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED" && r.error.context.field === "relayData");
 * ```
 */
export async function resumeIntent<T extends ResumableToken, E, V>(
  deps: ServiceDeps,
  plan: ResumePlan<T, E, V>,
  input: unknown,
  options: ResumeRunOptions<T, E> = {},
): Promise<Result<V, ClientError>> {
  if (plan.checkOptions) {
    const checked = checkCallOptions(
      options,
      [["timeout", {}], ["trackTimeout", { positive: true }]],
      `resume ${plan.label}`,
    );
    if (!checked.ok) return checked;
  }
  options ??= {};
  const parsed = plan.parse(input);
  if (!parsed.ok) return parsed;
  let token = parsed.value;
  const report = quietly(options.onProgress);
  const emit = (event: LifecycleEvent): void => {
    const mapped = plan.progress(event);
    if (mapped !== undefined) report(mapped);
  };
  const notify = plan.quietCheckpoint
    ? quietly(options.onCheckpoint)
    : (next: T) => options.onCheckpoint?.(next);
  const failed = (error: ClientError): Result<never, ClientError> => err(withResumeToken(error, token));
  if (token.phase === plan.sentPhase) {
    if (token.relayData === undefined && isSplitTxChain(token.srcChainKey)) {
      return err(
        new ClientError("VALIDATION_FAILED", plan.splitTxMessage(token.srcChainKey), {
          context: { field: "relayData", phase: "resolve", srcChainKey: token.srcChainKey },
        }),
      );
    }
    const adapter = deps.spokes.adapter(token.srcChainKey);
    if (!adapter.ok) return failed(adapter.error);
    const relayed = await deliverIntent(deps, {
      label: plan.label,
      subject: plan.subject,
      relayErrorStyle: plan.relayErrorStyle,
      adapter: adapter.value,
      srcChainKey: token.srcChainKey,
      srcTxHash: token.srcTxHash,
      relayData: token.relayData ?? { address: "0x", payload: "0x" },
      timeoutMs: options.timeout ?? plan.defaultTimeoutMs,
      signal: options.signal,
      backend: undefined,
      emit: (event) => {
        if (event.phase === "relayed" && plan.relayedCheckpoint === "atRelayEvent") {
          token = { ...token, phase: "relayed", hubTxHash: event.dstTxHash };
          notify(token);
        }
        emit(event);
      },
    });
    if (!relayed.ok) return failed(relayed.error.error);
    token = { ...token, phase: "relayed", hubTxHash: relayed.value.hubTxHash };
    if (plan.relayedCheckpoint === "afterDelivery") notify(token);
  }
  if (plan.solverStep && token.phase === "relayed" && token.hubTxHash !== undefined) {
    const executed = await executeOnSolver(deps, {
      hubTxHash: token.hubTxHash,
      srcChainKey: token.srcChainKey,
      srcTxHash: token.srcTxHash,
      signal: options.signal,
    });
    if (!executed.ok) return failed(executed.error);
    emit({ phase: "executed", intentHash: executed.value.intent_hash });
    token = { ...token, phase: "executed", intentHash: executed.value.intent_hash };
    notify(token);
  }
  const done = await plan.finish(deps, token, {
    trackTimeout: options.trackTimeout,
    signal: options.signal,
    emit: report,
  });
  return done.ok ? done : failed(done.error);
}

/** Wraps an app callback so that an exception it throws is ignored. */
function quietly<A extends unknown[]>(fn: ((...args: A) => void) | undefined): (...args: A) => void {
  return (...args) => {
    try {
      fn?.(...args);
    } catch { /* an app callback must not break the flow */ }
  };
}
