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
import { checkCallOptions } from "../../core/options/number_option.ts";
import { isSplitTxChain } from "../../core/chains/mod.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import { deliverIntent } from "../intent/deliver.ts";
import { DEFAULT_BRIDGE_TIMEOUT_MS } from "./bridge.ts";
import { type BridgeResumeToken, parseBridgeResumeToken } from "./resume_token.ts";
import { type BridgeTrackEvent, type BridgeTrackResult, trackBridge } from "./track.ts";
import { quietly, withResumeToken } from "../intent/resume_token_support.ts";
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
export async function resumeBridge(
  deps: ServiceDeps,
  input: unknown,
  options: BridgeResumeOptions = {},
): Promise<Result<BridgeResumeResult, ClientError>> {
  const checked = checkCallOptions(
    options,
    [["timeout", {}], ["trackTimeout", { positive: true }]],
    "resume bridge",
  );
  if (!checked.ok) return checked;
  options ??= {};
  const parsed = parseBridgeResumeToken(input);
  if (!parsed.ok) return parsed;
  let token = parsed.value;
  const emit = quietly(options.onProgress);
  const failed = (error: ClientError): Result<never, ClientError> => err(withResumeToken(error, token));
  if (token.phase === "deposited") {
    if (token.relayData === undefined && isSplitTxChain(token.srcChainKey)) {
      return err(
        new ClientError(
          "VALIDATION_FAILED",
          `Cannot resume bridge: ${token.srcChainKey} is a split-tx chain and the token has no relayData`,
          { context: { field: "relayData", phase: "resolve", srcChainKey: token.srcChainKey } },
        ),
      );
    }
    const adapter = deps.spokes.adapter(token.srcChainKey);
    if (!adapter.ok) return failed(adapter.error);
    const relayed = await deliverIntent(deps, {
      label: "bridge",
      subject: "bridge deposit",
      relayErrorStyle: "propagate",
      adapter: adapter.value,
      srcChainKey: token.srcChainKey,
      srcTxHash: token.srcTxHash,
      relayData: token.relayData ?? { address: "0x", payload: "0x" },
      timeoutMs: options.timeout ?? DEFAULT_BRIDGE_TIMEOUT_MS,
      signal: options.signal,
      backend: undefined,
      emit: (event) => {
        if (event.phase !== "relayed") emit(event);
      },
    });
    if (!relayed.ok) return failed(relayed.error.error);
    token = { ...token, phase: "relayed", hubTxHash: relayed.value.hubTxHash };
    quietly(options.onCheckpoint)(token);
  }
  const delivery = await trackBridge(deps, {
    hubTxHash: token.hubTxHash ?? "",
    dstChainKey: token.dstChainKey,
    srcTxHash: token.srcTxHash,
  }, { timeout: options.trackTimeout, signal: options.signal, onProgress: emit });
  if (!delivery.ok) return failed(delivery.error);
  return ok({ token, delivery: delivery.value });
}
