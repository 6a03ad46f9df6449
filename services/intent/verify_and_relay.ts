/**
 * The client relay path shared by swap and bridge: verify the source tx on-chain (bounded by the source chain's
 * polling settings), then relay it to the hub and wait for its packet (skipped on a hub source, where the source
 * tx is the hub tx). `timeoutMs` bounds the relay only and starts after verification.
 * @module
 */
import { HUB_CHAIN_KEY, type SpokeChainKey } from "../../core/chains/mod.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { SpokeAdapter, SpokeRelayData } from "../../chains/spoke/spoke_adapter.ts";
import { mapRelayError, type RelayErrorStyle, relayTxAndWaitPacket } from "../relay/mod.ts";
import { relayFailurePhase } from "../relay/map_relay_error.ts";
import { relayIdsOf, type ServiceDeps } from "../deps/service_deps.ts";

/** Input of {@link verifyAndRelay}. */
export interface VerifyAndRelayInput {
  adapter: SpokeAdapter;
  srcChainKey: SpokeChainKey;
  srcTxHash: string;
  relayData: SpokeRelayData;
  timeoutMs: number;
  signal: AbortSignal | undefined;
  /** What was created, for the verification failure message (`source transaction`, `bridge deposit`). */
  subject: string;
  /** How a relay failure is returned: wrapped for a swap, raw for a bridge (docs/rules/errors.md#relay-errors). */
  relayErrorStyle: RelayErrorStyle;
  onVerified(): void;
  onRelayed(hubTxHash: string): void;
}

/** Verifies and relays; resolves to the hub tx hash. */
export async function verifyAndRelay(
  deps: ServiceDeps,
  input: VerifyAndRelayInput,
): Promise<Result<string, ClientError>> {
  const context = { srcChainKey: input.srcChainKey, srcTxHash: input.srcTxHash };
  const verified = await input.adapter.verifyTxHash(input.srcTxHash, { signal: input.signal });
  if (!verified.ok) {
    return err(
      verified.error.code === "ABORTED" ? verified.error : new ClientError(
        "TX_VERIFICATION_FAILED",
        `Cannot verify the ${input.subject}`,
        { context: { ...context, phase: "verify" }, cause: verified.error },
      ),
    );
  }
  input.onVerified();
  if (input.srcChainKey === HUB_CHAIN_KEY) return ok(input.srcTxHash);
  const packet = await relayTxAndWaitPacket({
    srcTxHash: input.srcTxHash,
    data: input.relayData,
    chainKey: input.srcChainKey,
    relayerApiEndpoint: deps.config.instanceConfig.relay.relayerApiEndpoint,
    relayChainIds: relayIdsOf(deps),
    timeout: input.timeoutMs,
    signal: input.signal,
    sleep: deps.sleep,
    now: deps.now,
    latency: deps.poll?.relay,
    // the client's policy decides where the polls go (services/relay/poll_policy.ts)
    schedule: deps.poll?.relaySchedule(),
    transport: { ...deps.transport, fetch: deps.fetch },
  });
  if (!packet.ok) {
    return err(
      mapRelayError(packet.error, {
        style: input.relayErrorStyle,
        // One phase label with the hub services and the platform: `submit` for a refused submission.
        context: { ...context, phase: relayFailurePhase(packet.error) },
      }),
    );
  }
  input.onRelayed(packet.value.dst_tx_hash);
  return ok(packet.value.dst_tx_hash);
}
