/**
 * `trackBridge`: from a sent bridge to the delivery on the destination chain. A bridge's hub tx (the pair's
 * `dstTxHash`) runs the deposit's hub calls, which send the tokens on to the destination spoke in a second relayed
 * message; this waits for that message's packet (relay polling schedule, overall `timeout`, `signal`) and reports
 * its status changes. A hub destination is delivered by the hub tx itself.
 *
 * Failures carry `context.phase` (`resolve` or `delivery`) and the known hashes (`srcTxHash`, `hubTxHash`): the
 * relay layer's codes (`RELAY_TIMEOUT`, ...), `ABORTED`, `VALIDATION_FAILED` / `UNKNOWN_CHAIN_KEY` for a bad target.
 *
 * @example A target without the hub tx hash is refused
 * ```ts
 * import assert from "node:assert/strict";
 * import { XSwap } from "../../mod.ts";
 * const r = await new XSwap({}).bridge.track({ hubTxHash: "", dstChainKey: "0x2105.base" });
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED");
 * ```
 * @module
 */
import { checkCallOptions } from "../../core/options/number_option.ts";
import { HUB_CHAIN_KEY, isSpokeChainKey, type SpokeChainKey } from "../../core/chains/mod.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { PacketData, PacketStatus } from "../../core/schemas/relayer.ts";
import { describeValue } from "../../core/describe_value.ts";
import { getSolvedIntentPacket } from "../relay/mod.ts";
import { relayIdsOf, type ServiceDeps } from "../deps/service_deps.ts";
import type { BridgeTxHashPair } from "./types.ts";

/** What to track: a sent bridge's hash pair (or its hub tx hash) and its destination chain. */
export type BridgeTrackTarget =
  | (Omit<BridgeTxHashPair, "resumeToken"> & { dstChainKey: SpokeChainKey })
  | { hubTxHash: string; dstChainKey: SpokeChainKey; srcTxHash?: string | undefined };

/** A change seen by {@link trackBridge}. */
export type BridgeTrackEvent =
  | { phase: "delivering"; hubTxHash: string; status: PacketStatus }
  | { phase: "delivered"; hubTxHash: string; dstTxHash: string };

/** Options of {@link trackBridge}. */
export interface BridgeTrackOptions {
  /** Overall bound in ms. @default 120000 */
  timeout?: number | undefined;
  /** Aborts the wait. @default undefined */
  signal?: AbortSignal | undefined;
  /** Called on every change; exceptions it throws are ignored. @default undefined */
  onProgress?: ((event: BridgeTrackEvent) => void) | undefined;
}

/** The value of a successful {@link trackBridge}. */
export interface BridgeTrackResult {
  /** The hub tx that ran the deposit's hub calls. */
  hubTxHash: string;
  /** The destination chain. */
  dstChainKey: SpokeChainKey;
  /** The delivery tx on the destination chain (the hub tx itself for a hub destination). */
  dstTxHash: string;
  /** The delivery packet (absent for a hub destination). */
  packet?: PacketData | undefined;
}

/**
 * Tracks a bridge to delivery; see the module doc.
 *
 * @param deps the bridge service's dependencies
 * @param target the hash pair (or hub tx hash) and the destination chain
 * @param options bound, signal and progress; see {@link BridgeTrackOptions}
 * @returns the delivery, or a failed Result naming the phase and the known hashes
 * @example A hub destination is delivered by the hub tx
 * ```ts
 * import assert from "node:assert/strict";
 * import { XSwap } from "../../mod.ts";
 * const r = await new XSwap({}).bridge.track({ hubTxHash: "0xab", dstChainKey: "sonic" });
 * assert.ok(r.ok && r.value.dstTxHash === "0xab");
 * ```
 */
export async function trackBridge(
  deps: ServiceDeps,
  target: BridgeTrackTarget,
  options: BridgeTrackOptions = {},
): Promise<Result<BridgeTrackResult, ClientError>> {
  const checked = checkCallOptions(options, [["timeout", { positive: true }]], "track bridge");
  if (!checked.ok) return checked;
  options ??= {};
  const t = (typeof target === "object" && target !== null ? target : {}) as Partial<
    BridgeTxHashPair & { hubTxHash: string; dstChainKey: SpokeChainKey }
  >;
  const hubTxHash = t.hubTxHash ?? t.dstTxHash;
  const known = { phase: "resolve", srcTxHash: t.srcTxHash, hubTxHash };
  if (typeof hubTxHash !== "string" || hubTxHash === "") {
    return err(
      new ClientError("VALIDATION_FAILED", "Cannot track bridge: the target names no hub tx hash", {
        context: { ...known, field: "hubTxHash" },
      }),
    );
  }
  const dstChainKey = t.dstChainKey;
  if (!isSpokeChainKey(dstChainKey)) {
    return err(
      new ClientError(
        "UNKNOWN_CHAIN_KEY",
        `Cannot track bridge: unknown chain key ${describeValue(dstChainKey)}`,
        {
          context: { ...known, field: "dstChainKey", chainKey: describeValue(dstChainKey) },
        },
      ),
    );
  }
  const emit = (event: BridgeTrackEvent): void => {
    try {
      options.onProgress?.(event);
    } catch { /* ignored */ }
  };
  if (dstChainKey === HUB_CHAIN_KEY) {
    emit({ phase: "delivered", hubTxHash, dstTxHash: hubTxHash });
    return ok({ hubTxHash, dstChainKey, dstTxHash: hubTxHash });
  }
  let last: PacketStatus | undefined;
  const packet = await getSolvedIntentPacket({
    chainId: dstChainKey,
    fillTxHash: hubTxHash,
    timeout: options.timeout,
    signal: options.signal,
    relayerApiEndpoint: deps.config.instanceConfig.relay.relayerApiEndpoint,
    relayChainIds: relayIdsOf(deps),
    sleep: deps.sleep,
    now: deps.now,
    transport: { ...deps.transport, fetch: deps.fetch },
    onPoll: (event) => {
      const s = event.packet?.status;
      if (s !== undefined && s !== "executed" && s !== last) {
        last = s;
        emit({ phase: "delivering", hubTxHash, status: s });
      }
    },
  });
  if (!packet.ok) {
    const e = packet.error;
    return err(
      new ClientError(e.code, e.message, {
        context: { ...e.context, ...known, phase: "delivery", dstChainKey },
        cause: e.cause,
      }),
    );
  }
  emit({ phase: "delivered", hubTxHash, dstTxHash: packet.value.dst_tx_hash });
  return ok({ hubTxHash, dstChainKey, dstTxHash: packet.value.dst_tx_hash, packet: packet.value });
}
