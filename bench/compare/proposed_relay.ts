/**
 * A proposed variant of our relay wait, built from public functions only (the library is unchanged): after a
 * successful submit it does not poll at once (the packet was just created, so it is `pending`), it first waits
 * {@link PROPOSED_FIRST_POLL_MS}, then polls with {@link proposedSchedule}: sleeps proportional to the elapsed
 * time, because the time a relay has already taken predicts what is left (a relay seen `executing` after t ms
 * is done soon; one still `pending` after t ms has a long way to go). Measured next to the default so the lead
 * can decide whether the loop should skip the immediate poll after a fresh submit.
 * @module
 */
import type { ClientError } from "../../core/errors.ts";
import type { FetchLike } from "../../core/http/types.ts";
import type { Result } from "../../core/result.ts";
import type { PacketData } from "../../core/schemas/relayer.ts";
import {
  type RelayPollSchedule,
  submitTransaction,
  waitUntilIntentExecuted,
} from "../../services/relay/mod.ts";

/** Wait between a successful submit and the first poll. */
export const PROPOSED_FIRST_POLL_MS = 1_400;

/** Sleep after each poll (elapsed counted from the submit): a fraction of the elapsed time per status, between 100 ms and 2 s (3 s if unseen). */
export const proposedSchedule: RelayPollSchedule = ({ elapsedMs, observation }) => {
  const t = Math.max(elapsedMs, 1);
  switch (observation) {
    case "executing":
      return Math.min(2_000, Math.max(100, 0.2 * t));
    case "validating":
    case "pending":
      return Math.min(2_000, Math.max(100, t));
    default:
      return 3_000;
  }
};

/** Submits, waits {@link PROPOSED_FIRST_POLL_MS}, then polls with {@link proposedSchedule}. */
export async function proposedRelayTxAndWaitPacket(input: {
  srcTxHash: string;
  relayChainId: string;
  relayerApiEndpoint: string;
  timeout: number;
  fetch: FetchLike;
}): Promise<Result<PacketData, ClientError>> {
  const started = Date.now();
  const transport = { fetch: input.fetch };
  const submitted = await submitTransaction(
    { chain_id: input.relayChainId, tx_hash: input.srcTxHash },
    input.relayerApiEndpoint,
    { transport, timeoutMs: Math.min(15_000, input.timeout) },
  );
  if (!submitted.ok) return submitted;
  const pause = Math.min(PROPOSED_FIRST_POLL_MS, Math.max(0, input.timeout - (Date.now() - started)));
  await new Promise((r) => setTimeout(r, pause));
  const offset = Date.now() - started;
  return await waitUntilIntentExecuted({
    intentRelayChainId: input.relayChainId,
    srcTxHash: input.srcTxHash,
    apiUrl: input.relayerApiEndpoint,
    timeout: Math.max(0, input.timeout - (Date.now() - started)),
    schedule: (context) => proposedSchedule({ ...context, elapsedMs: context.elapsedMs + offset }),
    transport,
  });
}
