/**
 * The client-side attempt of the bridge flow (the fallback, or the only path when the backend option is off):
 * verify the deposit on-chain, then relay it to the hub and wait for the packet, with a timeout that starts after
 * verification. Re-relaying a deposit the backend already relayed is idempotent (the relayer answers "already
 * submitted" and the wait finds the existing packet).
 * @module
 */
import type { SpokeChainKey } from "../../core/chains/mod.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { SpokeAdapter, SpokeRelayData } from "../../chains/spoke.ts";
import { relayTxAndWaitPacket } from "../relay/mod.ts";
import type { SwapsDeps } from "../swaps/_deps.ts";
import { relayFailure } from "../swaps/_errors.ts";
import type { BridgeProgressEvent } from "./types.ts";

/** Input of {@link bridgeClientAttempt}. */
export interface BridgeClientAttemptInput {
  adapter: SpokeAdapter;
  srcChainKey: SpokeChainKey;
  srcTxHash: string;
  relayData: SpokeRelayData;
  timeoutMs: number;
  signal: AbortSignal | undefined;
  emit: (event: BridgeProgressEvent) => void;
}

/** Runs verify and relay-and-wait; the value is the hub tx hash of the executed packet. */
export async function bridgeClientAttempt(
  deps: SwapsDeps,
  input: BridgeClientAttemptInput,
): Promise<Result<string, ClientError>> {
  const context = { srcChainKey: input.srcChainKey, srcTxHash: input.srcTxHash };
  const verified = await input.adapter.verifyTxHash(input.srcTxHash, { signal: input.signal });
  if (!verified.ok) {
    return err(
      verified.error.code === "ABORTED" ? verified.error : new ClientError(
        "TX_VERIFICATION_FAILED",
        "Cannot verify the bridge deposit",
        { context: { ...context, phase: "verify" }, cause: verified.error },
      ),
    );
  }
  input.emit({ phase: "verified", srcTxHash: input.srcTxHash });
  const packet = await relayTxAndWaitPacket({
    srcTxHash: input.srcTxHash,
    data: input.relayData,
    chainKey: input.srcChainKey,
    relayerApiEndpoint: deps.config.instanceConfig.relay.relayerApiEndpoint,
    timeout: input.timeoutMs,
    signal: input.signal,
    sleep: deps.sleep,
    now: deps.now,
    transport: { ...deps.transport, fetch: deps.fetch },
  });
  if (!packet.ok) return err(relayFailure(packet.error, context));
  return ok(packet.value.dst_tx_hash);
}
