/**
 * `resumeBridge`: continues a bridge from a resume token using only idempotent steps — verify the deposit, relay
 * it (the relayer accepts a resubmission of a tx it already carried, and the wait finds the existing packet), then
 * track the onward delivery to the destination chain — so a process that died after the wallet sent the deposit
 * finishes the bridge on restart. The wallet is never asked for anything.
 *
 * Failures are the flow's own codes (`TX_VERIFICATION_FAILED`, the relay layer's codes, the track's codes) with
 * `context.resumeToken` holding the furthest token reached, so a second resume starts from there.
 *
 * @example A swap token is refused before any I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { XSwap } from "../../mod.ts";
 * const r = await new XSwap({}).bridge.resume({ v: 1, kind: "swap", phase: "created" });
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED");
 * ```
 * @module
 */
import type { ClientError } from "../../core/errors.ts";
import { ok, type Result } from "../../core/result.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import { resumeIntent, type ResumePlan } from "../intent/resume.ts";
import { DEFAULT_BRIDGE_TIMEOUT_MS } from "./bridge.ts";
import { type BridgeResumeToken, parseBridgeResumeToken } from "./resume_token.ts";
import { type BridgeTrackEvent, type BridgeTrackResult, trackBridge } from "./track.ts";
import type { BridgeProgressEvent } from "./types.ts";

/** Options of {@link resumeBridge}. */
export interface BridgeResumeOptions {
  /** Timeout of the relay wait in ms. @default 120000 */
  timeout?: number | undefined;
  /** Overall bound of the tracking to delivery in ms. @default 120000 */
  trackTimeout?: number | undefined;
  /** Aborts the flow. @default undefined */
  signal?: AbortSignal | undefined;
  /** Called on every step of the relay and of the track; exceptions it throws are ignored. @default undefined */
  onProgress?: ((event: BridgeProgressEvent | BridgeTrackEvent) => void) | undefined;
  /** Called with each newer token (save it to resume from there). @default undefined */
  onCheckpoint?: ((token: BridgeResumeToken) => void) | undefined;
}

/** The value of a successful {@link resumeBridge}. */
export interface BridgeResumeResult {
  /** The furthest token (phase `relayed`). */
  token: BridgeResumeToken;
  /** The delivery on the destination chain. */
  delivery: BridgeTrackResult;
}

/**
 * Resumes a bridge; see the module doc.
 *
 * @param deps the bridge service's dependencies
 * @param input the token (object or its JSON text)
 * @param options bounds, signal and callbacks; see {@link BridgeResumeOptions}
 * @returns the delivery and the final token, or a failed Result carrying `context.resumeToken`
 * @example A split-tx source needs the relay data in the token
 * ```ts
 * import assert from "node:assert/strict";
 * import { XSwap } from "../../mod.ts";
 * const r = await new XSwap({}).bridge.resume({
 *   v: 1, kind: "bridge", phase: "deposited", srcChainKey: "solana", dstChainKey: "0x2105.base", srcTxHash: "5x",
 * });
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED" && r.error.context.field === "relayData");
 * ```
 */
export function resumeBridge(
  deps: ServiceDeps,
  input: unknown,
  options: BridgeResumeOptions = {},
): Promise<Result<BridgeResumeResult, ClientError>> {
  return resumeIntent(deps, BRIDGE_RESUME, input, options);
}

/**
 * The bridge's resume: a `deposited` token is delivered (its `relayed` event kept from the app, the `relayed`
 * checkpoint taken once delivery returned), then the onward delivery is tracked; no solver step.
 */
const BRIDGE_RESUME: ResumePlan<
  BridgeResumeToken,
  BridgeProgressEvent | BridgeTrackEvent,
  BridgeResumeResult
> = {
  label: "bridge",
  subject: "bridge deposit",
  relayErrorStyle: "propagate",
  parse: parseBridgeResumeToken,
  sentPhase: "deposited",
  checkOptions: true,
  splitTxMessage: (srcChainKey) =>
    `Cannot resume bridge: ${srcChainKey} is a split-tx chain and the token has no relayData`,
  defaultTimeoutMs: DEFAULT_BRIDGE_TIMEOUT_MS,
  relayedCheckpoint: "afterDelivery",
  quietCheckpoint: true,
  solverStep: false,
  progress: (event) => event.phase === "relayed" || event.phase === "executed" ? undefined : event,
  finish: async (deps, token, run) => {
    const delivery = await trackBridge(deps, {
      hubTxHash: token.hubTxHash ?? "",
      dstChainKey: token.dstChainKey,
      srcTxHash: token.srcTxHash,
    }, { timeout: run.trackTimeout, signal: run.signal, onProgress: run.emit });
    return delivery.ok ? ok({ token, delivery: delivery.value }) : delivery;
  },
};
