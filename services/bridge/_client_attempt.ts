/**
 * The client-side attempt of the bridge flow (the fallback, or the only path when the backend option is off):
 * verify the deposit on-chain, then relay it to the hub and wait for the packet, with a timeout that starts after
 * verification. Re-relaying a deposit the backend already relayed is idempotent (the relayer answers "already
 * submitted" and the wait finds the existing packet).
 * @module
 */
import type { SpokeChainKey } from "../../core/chains/mod.ts";
import type { ClientError } from "../../core/errors.ts";
import type { Result } from "../../core/result.ts";
import type { SpokeAdapter, SpokeRelayData } from "../../chains/spoke/spoke_adapter.ts";
import { verifyAndRelay } from "../submit_tx/verify_and_relay.ts";
import type { ServiceDeps } from "../deps.ts";
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
  deps: ServiceDeps,
  input: BridgeClientAttemptInput,
): Promise<Result<string, ClientError>> {
  return await verifyAndRelay(deps, {
    ...input,
    subject: "bridge deposit",
    relayErrorStyle: "propagate",
    onVerified: () => input.emit({ phase: "verified", srcTxHash: input.srcTxHash }),
    onRelayed: () => {},
  });
}
