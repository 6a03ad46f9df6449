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
import { isSplitTxChain } from "../../core/chains/mod.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { checkCallOptions } from "../../core/options/number_option.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import { deliverIntent } from "../intent/deliver.ts";
import { executeOnSolver } from "../intent/execute_on_solver.ts";
import { parseSwapResumeToken, type SwapResumeToken } from "./resume_token.ts";
import { DEFAULT_SWAP_TIMEOUT_MS } from "./swap.ts";
import { type SwapTrackEvent, type SwapTrackResult, trackSwap } from "./track.ts";
import type { SwapProgressEvent } from "./types.ts";
import { quietly, withResumeToken } from "../intent/resume_token_support.ts";

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
export async function resumeSwap(
  deps: ServiceDeps,
  input: unknown,
  options: SwapResumeOptions = {},
): Promise<Result<SwapResumeResult, ClientError>> {
  const checked = checkCallOptions(
    options,
    [["timeout", {}], ["trackTimeout", { positive: true }]],
    "resume swap",
  );
  if (!checked.ok) return checked;
  options ??= {};
  const parsed = parseSwapResumeToken(input);
  if (!parsed.ok) return parsed;
  let token = parsed.value;
  const emit = quietly(options.onProgress);
  const notify = quietly(options.onCheckpoint);
  const checkpoint = (next: SwapResumeToken): void => {
    token = next;
    notify(next);
  };
  const failed = (error: ClientError): Result<never, ClientError> => err(withResumeToken(error, token));
  if (token.phase === "created") {
    if (token.relayData === undefined && isSplitTxChain(token.srcChainKey)) {
      return err(
        new ClientError(
          "VALIDATION_FAILED",
          `Cannot resume swap: ${token.srcChainKey} is a split-tx chain and the token has no relayData`,
          { context: { field: "relayData", phase: "resolve", srcChainKey: token.srcChainKey } },
        ),
      );
    }
    const adapter = deps.spokes.adapter(token.srcChainKey);
    if (!adapter.ok) return failed(adapter.error);
    const relayed = await deliverIntent(deps, {
      label: "swap",
      subject: "source transaction",
      relayErrorStyle: "swap",
      adapter: adapter.value,
      srcChainKey: token.srcChainKey,
      srcTxHash: token.srcTxHash,
      relayData: token.relayData ?? { address: "0x", payload: "0x" },
      timeoutMs: options.timeout ?? DEFAULT_SWAP_TIMEOUT_MS,
      signal: options.signal,
      backend: undefined,
      emit: (event) => {
        if (event.phase === "relayed") checkpoint({ ...token, phase: "relayed", hubTxHash: event.dstTxHash });
        emit(event);
      },
    });
    if (!relayed.ok) return failed(relayed.error.error);
    token = { ...token, phase: "relayed", hubTxHash: relayed.value.hubTxHash };
  }
  if (token.phase === "relayed" && token.hubTxHash !== undefined) {
    const executed = await executeOnSolver(deps, {
      hubTxHash: token.hubTxHash,
      srcChainKey: token.srcChainKey,
      srcTxHash: token.srcTxHash,
      signal: options.signal,
    });
    if (!executed.ok) return failed(executed.error);
    emit({ phase: "executed", intentHash: executed.value.intent_hash });
    checkpoint({ ...token, phase: "executed", intentHash: executed.value.intent_hash });
  }
  const hubTxHash = token.hubTxHash ?? "";
  const delivery = await trackSwap(deps, { hubTxHash, dstChainKey: token.dstChainKey }, {
    timeout: options.trackTimeout,
    signal: options.signal,
    onProgress: emit,
  });
  if (!delivery.ok) return failed(delivery.error);
  return ok({ token, delivery: delivery.value });
}
