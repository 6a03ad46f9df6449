/**
 * `resumeSwap`: continues a swap from a resume token using only idempotent steps — verify the source tx, relay it
 * (the relayer accepts a resubmission of a tx it already carried), post it to the solver's `/execute` (idempotent
 * for an intent it knows), then track it to delivery — so a process that died mid-flow, or a user who closed the
 * tab, finishes the swap on restart. The wallet is never asked for anything.
 *
 * Failures are the flow's own codes (`TX_VERIFICATION_FAILED`, relay codes, `EXTERNAL_API_ERROR` for the solver,
 * the track's codes) with `context.resumeToken` holding the furthest token reached, so a second resume starts
 * from there.
 *
 * @example A token from an unknown version is refused before any I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { XSwap } from "../../mod.ts";
 * const r = await new XSwap({}).swaps.resume("{\"v\":0}");
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED");
 * ```
 * @module
 */
import type { ClientError } from "../../core/errors.ts";
import { ok, type Result } from "../../core/result.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import { resumeIntent, type ResumePlan } from "../intent/resume.ts";
import { parseSwapResumeToken, type SwapResumeToken } from "./resume_token.ts";
import { DEFAULT_SWAP_TIMEOUT_MS } from "./swap.ts";
import { type SwapTrackEvent, type SwapTrackResult, trackSwap } from "./track.ts";
import type { SwapProgressEvent } from "./types.ts";

/** Options of {@link resumeSwap}. */
export interface SwapResumeOptions {
  /** Timeout of the relay wait in ms. @default 120000 */
  timeout?: number | undefined;
  /** Overall bound of the tracking to delivery in ms. @default 300000 */
  trackTimeout?: number | undefined;
  /** Aborts the flow. @default undefined */
  signal?: AbortSignal | undefined;
  /** Called on every step of the flow and of the track; exceptions it throws are ignored. @default undefined */
  onProgress?: ((event: SwapProgressEvent | SwapTrackEvent) => void) | undefined;
  /** Called with each newer token (save it to resume from there). @default undefined */
  onCheckpoint?: ((token: SwapResumeToken) => void) | undefined;
}

/** The value of a successful {@link resumeSwap}. */
export interface SwapResumeResult {
  /** The furthest token (phase `executed`). */
  token: SwapResumeToken;
  /** The delivery. */
  delivery: SwapTrackResult;
}

/**
 * Resumes a swap; see the module doc.
 *
 * @param deps the swaps service's dependencies
 * @param input the token (object or its JSON text)
 * @param options bounds, signal and callbacks; see {@link SwapResumeOptions}
 * @returns the delivery and the final token, or a failed Result carrying `context.resumeToken`
 * @example A split-tx source needs the relay data in the token
 * ```ts
 * import assert from "node:assert/strict";
 * import { XSwap } from "../../mod.ts";
 * const r = await new XSwap({}).swaps.resume({
 *   v: 1, kind: "swap", phase: "created", srcChainKey: "solana", srcTxHash: "5x",
 * });
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED" && r.error.context.field === "relayData");
 * ```
 */
export function resumeSwap(
  deps: ServiceDeps,
  input: unknown,
  options: SwapResumeOptions = {},
): Promise<Result<SwapResumeResult, ClientError>> {
  return resumeIntent(deps, SWAP_RESUME, input, options);
}

/**
 * The swap's resume: a `created` token is delivered (checkpointed `relayed` at the relay's event, every event
 * reported), a `relayed` one is posted to the solver (checkpointed `executed`), then tracked to delivery.
 */
const SWAP_RESUME: ResumePlan<SwapResumeToken, SwapProgressEvent | SwapTrackEvent, SwapResumeResult> = {
  label: "swap",
  subject: "source transaction",
  relayErrorStyle: "swap",
  parse: parseSwapResumeToken,
  sentPhase: "created",
  checkOptions: true,
  splitTxMessage: (srcChainKey) =>
    `Cannot resume swap: ${srcChainKey} is a split-tx chain and the token has no relayData`,
  defaultTimeoutMs: DEFAULT_SWAP_TIMEOUT_MS,
  relayedCheckpoint: "atRelayEvent",
  quietCheckpoint: true,
  solverStep: true,
  progress: (event) => event,
  finish: async (deps, token, run) => {
    const delivery = await trackSwap(deps, {
      hubTxHash: token.hubTxHash ?? "",
      dstChainKey: token.dstChainKey,
    }, {
      timeout: run.trackTimeout,
      signal: run.signal,
      onProgress: run.emit,
    });
    return delivery.ok ? ok({ token, delivery: delivery.value }) : delivery;
  },
};
