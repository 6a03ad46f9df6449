/**
 * The intent lifecycle's delivery step, shared by every write that sends a spoke transaction carrying a hub
 * payload (swap, bridge): hand the source transaction to the backend's submit-tx job when that path is on,
 * and when it does not reach `solved` for any reason but an abort, verify the transaction on its chain and
 * relay it to the hub ourselves (docs/rules/swaps.md#swap-flow, docs/rules/bridge.md). A write is a plan for
 * this one function: its label, its backend job, how its relay failures read, and which events it reports.
 *
 * Swap and bridge are its two plans today (`services/swaps/swap.ts`, `services/bridge/bridge.ts`);
 * `tests/services/intent/deliver_test.ts` pins the order of attempts and the events.
 *
 * @module
 */
import type { SpokeChainKey } from "../../core/chains/mod.ts";
import type { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { SubmitTxStatus } from "../../core/schemas/submit_tx_status.ts";
import type { SpokeAdapter, SpokeRelayData } from "../../chains/spoke/spoke_adapter.ts";
import type { RelayErrorStyle } from "../relay/mod.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import { runSubmitTxAttempt, type SubmitTxCallOptions, type SubmitTxJobView } from "./run_submit_tx.ts";
import { warnAuthFallbackOnce } from "./warn_auth_fallback.ts";

/** What delivery reports while it runs; each write maps these onto its own progress events. */
export type DeliveryEvent =
  | { phase: "submitted"; srcTxHash: string }
  | { phase: "backendStatus"; status: SubmitTxStatus }
  | { phase: "fallback"; reason: string; error: ClientError }
  | { phase: "verified"; srcTxHash: string }
  | { phase: "relayed"; dstTxHash: string };

/** The backend's submit-tx job of one kind of write. `R` is what its status carries once solved. */
export interface BackendJob<R> {
  /** Posts the job (`POST .../submit-tx`). */
  submit(call: SubmitTxCallOptions): Promise<Result<{ success: boolean; message: string }, ClientError>>;
  /** Reads the job's status. */
  status(call: SubmitTxCallOptions): Promise<Result<SubmitTxJobView<R>, ClientError>>;
  /** The hub transaction hash in a solved job's result. */
  hubTxHashOf(result: R): string;
}

/** A write's delivery: what was sent, where, and how it is delivered. */
export interface DeliveryPlan<R> {
  /** Names the write in messages and in the one-time auth-fallback warning. */
  label: "swap" | "bridge";
  /** What was sent, for the verification failure message (`source transaction`, `bridge deposit`). */
  subject: string;
  /** How a relay failure is returned (docs/rules/errors.md#relay-errors). */
  relayErrorStyle: RelayErrorStyle;
  /** The source chain's adapter (verifies the transaction). */
  adapter: SpokeAdapter;
  /** The source chain. */
  srcChainKey: SpokeChainKey;
  /** The source transaction. */
  srcTxHash: string;
  /** The hub payload and its hub address, handed to the relayer (and to the backend job). */
  relayData: SpokeRelayData;
  /** The budget of each attempt: the backend's, then the relay's (docs/rules/swaps.md#swap-flow). */
  timeoutMs: number;
  /** Aborts every wait. */
  signal: AbortSignal | undefined;
  /** The backend job, or undefined when the backend path is off. */
  backend: BackendJob<R> | undefined;
  /** Receives each {@link DeliveryEvent}. */
  emit(event: DeliveryEvent): void;
}

/** Where a delivered transaction landed on the hub, and by which path. */
export type Delivery<R> =
  | { path: "backend"; hubTxHash: string; result: R }
  | { path: "client"; hubTxHash: string; backendError: ClientError | undefined };

/** A failed delivery: the error, and the backend attempt's error when the relay path was its fallback. */
export interface DeliveryFailure {
  /** Why the last attempt failed. */
  error: ClientError;
  /** The backend attempt's failure, when the client path ran after it. */
  backendError: ClientError | undefined;
}

/**
 * Delivers a sent spoke transaction to the hub: the backend job first (when the plan has one), then, on any
 * failure but an abort, verification and self-relay.
 *
 * @param deps the client's shared dependencies
 * @param plan the write's {@link DeliveryPlan}
 * @returns the {@link Delivery}, or a {@link DeliveryFailure}
 */
export async function deliverIntent<R>(
  deps: ServiceDeps,
  plan: DeliveryPlan<R>,
): Promise<Result<Delivery<R>, DeliveryFailure>> {
  let backendError: ClientError | undefined;
  if (plan.backend !== undefined) {
    const job = plan.backend;
    const viaBackend = await runSubmitTxAttempt({
      label: plan.label,
      submit: job.submit,
      status: job.status,
      timeoutMs: plan.timeoutMs,
      signal: plan.signal,
      sleep: deps.sleep,
      now: deps.now,
      onSubmitted: () => plan.emit({ phase: "submitted", srcTxHash: plan.srcTxHash }),
      onStatus: (status) => plan.emit({ phase: "backendStatus", status }),
    });
    if (viaBackend.ok) {
      return ok({ path: "backend", hubTxHash: job.hubTxHashOf(viaBackend.value), result: viaBackend.value });
    }
    if (viaBackend.error.code === "ABORTED") return err({ error: viaBackend.error, backendError: undefined });
    backendError = viaBackend.error;
    warnAuthFallbackOnce(deps.config, deps.config.logger, backendError, plan.label);
    plan.emit({ phase: "fallback", reason: backendError.message, error: backendError });
  }
  // The client relay (verification, the relay wait and its adaptive schedule) loads when a write needs it: with
  // the backend job on (the default) a page that never falls back does not ship it (docs/browser.md#size).
  const { verifyAndRelay } = await import("./verify_and_relay.ts");
  const relayed = await verifyAndRelay(deps, {
    adapter: plan.adapter,
    srcChainKey: plan.srcChainKey,
    srcTxHash: plan.srcTxHash,
    relayData: plan.relayData,
    timeoutMs: plan.timeoutMs,
    signal: plan.signal,
    subject: plan.subject,
    relayErrorStyle: plan.relayErrorStyle,
    onVerified: () => plan.emit({ phase: "verified", srcTxHash: plan.srcTxHash }),
    onRelayed: (dstTxHash) => plan.emit({ phase: "relayed", dstTxHash }),
  });
  if (!relayed.ok) return err({ error: relayed.error, backendError });
  return ok({ path: "client", hubTxHash: relayed.value, backendError });
}
