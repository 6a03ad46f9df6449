/**
 * `@xswap/client/relay`, the relayer's building blocks. Relay functions (docs/rules/relay.md#relay-functions): submit a spoke tx to the relayer, read its packets,
 * and wait until the packet is executed, with a per-request read budget, a deadline that holds when the
 * relayer stalls, and an AbortSignal. All return a `Result`; nothing throws. Also the relayer's wire types
 * (packets, submit bodies), the relay chain ids, and the poll schedules and latency learners a relay wait or
 * `ServiceDeps` (`@xswap/client/deps`) can be given. A dApp that swaps through `XSwap` needs none of this.
 *
 * @example Relay and wait with a stub relayer
 * ```ts
 * import assert from "node:assert/strict";
 * import { relayTxAndWaitPacket } from "./mod.ts";
 * const packet = {
 *   src_chain_id: 2, src_tx_hash: "0xab", src_address: "0x01", status: "executed", dst_chain_id: 146,
 *   conn_sn: 1, dst_address: "0x02", dst_tx_hash: "0xcd", signatures: [], payload: "0x",
 * };
 * const fetch = async (_u: string | URL | Request, init?: RequestInit) =>
 *   Response.json(JSON.parse(String(init?.body)).action === "submit"
 *     ? { success: true, message: "ok" }
 *     : { success: true, data: [packet] });
 * const r = await relayTxAndWaitPacket({
 *   srcTxHash: "0xab", chainKey: "ethereum", data: { address: "0x02", payload: "0x12" },
 *   relayerApiEndpoint: "http://relay.test/", timeout: 10_000, transport: { fetch },
 * });
 * assert.ok(r.ok && r.value.dst_tx_hash === "0xcd");
 * ```
 * @module
 */
export {
  DEFAULT_RELAY_TX_TIMEOUT,
  RELAY_ERROR_CODES,
  RELAY_REQUEST_TIMEOUT_MS,
  type RelayErrorCode,
} from "./constants.ts";
export {
  mapRelayError,
  type MapRelayErrorOptions,
  relayCodeOf,
  type RelayErrorStyle,
} from "./map_relay_error.ts";
export type { RelayRequestOptions } from "./relay_client.ts";
export type { RelayPollEvent, RelayWaitHooks } from "./relay_client.ts";
export {
  createRelayPollSchedule,
  DEFAULT_RELAY_ASSUMED_AGE_MS,
  DEFAULT_RELAY_FIRST_POLL_AFTER_SUBMIT_MS,
  DEFAULT_RELAY_POLL_AGE_FACTORS,
  DEFAULT_RELAY_POLL_MAX_SLEEP_MS,
  DEFAULT_RELAY_POLL_MIN_SLEEP_MS,
  DEFAULT_RELAY_POLL_UNSEEN_SLEEP_MS,
  defaultRelayPollSchedule,
  RELAY_LATENCY_ALIGN_MARGIN_MS,
  type RelayInFlightStatus,
  type RelayPollContext,
  type RelayPollObservation,
  type RelayPollSchedule,
  type RelayPollScheduleOptions,
  type RelayWaitOrigin,
} from "./poll_policy.ts";
export {
  ADAPTIVE_RELAY_IN_FLIGHT_QUANTILE,
  ADAPTIVE_RELAY_MIN_SAMPLES,
  ADAPTIVE_RELAY_MIN_SIGMA,
  ADAPTIVE_RELAY_POLL_BUDGET_SHARE,
  ADAPTIVE_RELAY_REFERENCE_INTERVAL_MS,
  type AdaptiveRelayPollScheduleOptions,
  createAdaptiveRelayPollSchedule,
  nextRelayPollAt,
  planRelayPolls,
  type RelayLatencyPlan,
  type RelayPollBounds,
} from "./poll_policy.ts";
export {
  DEFAULT_RELAY_LATENCY_WINDOW,
  type RelayLatencyBracket,
  RelayLatencyEstimator,
  type RelayLatencyEstimatorOptions,
} from "./poll_policy.ts";
export { submitTransaction } from "./relay_client.ts";
export { getTransactionPackets, type GetTransactionPacketsOptions } from "./get_transaction_packets.ts";
export { getPacket } from "./get_packet.ts";
export { packetQuery } from "./packet_query.ts";
export { waitUntilIntentExecuted, type WaitUntilIntentExecutedParams } from "./relay_client.ts";
export {
  buildSubmitParams,
  type RelayAndWaitParams,
  relayTxAndWaitPacket,
  type RelayTxAndWaitPacketParams,
} from "./relay_client.ts";
export {
  getSolvedIntentPacket,
  type GetSolvedIntentPacketParams,
  toRelayChainIdString,
} from "./relay_client.ts";
export {
  type GetPacketParams,
  type GetTransactionPacketsParams,
  type GetTransactionPacketsResponse,
  PACKET_STATUSES,
  type PacketData,
  type PacketStatus,
  type RelayExtraData,
  type SubmitTxParams,
  type SubmitTxResponse,
} from "../../core/schemas/relayer.ts";
export {
  getChainKeyFromRelayChainId,
  getIntentRelayChainId,
  HUB_RELAY_CHAIN_ID,
  RelayChainIdMap,
  type RelayChainIds,
  type RelayChainIdString,
} from "../../core/chains/relay_chain_ids.ts";
export {
  type TrackHistory,
  type TrackMilestone,
  TrackMilestoneLearner,
  type TrackObservation,
} from "./track_schedule.ts";
