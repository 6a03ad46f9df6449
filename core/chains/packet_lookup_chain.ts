/**
 * `packetLookupChainId`: the one rule for which relay chain id a relay packet is looked up under with
 * `get_transaction_packets` (docs/wire_inventory.md#packet-lookup). A packet leaving a spoke (an intent, a deposit,
 * a hub-call message) is filed under its source chain, as the platform's `relayTxAndWaitPacket` polls it; a
 * packet leaving the hub (a solver's fill, a bridge delivery) under its destination chain, as the platform's
 * `getSolvedIntentPacket` polls it. Either way: the spoke end of the packet.
 *
 * @example An intent and its fill
 * ```ts
 * import assert from "node:assert/strict";
 * import { packetLookupChainId } from "./packet_lookup_chain.ts";
 * assert.ok(packetLookupChainId(30n, 146n) === 30n); // Base -> hub: the source
 * assert.ok(packetLookupChainId(146n, 4n) === 4n); // hub -> BSC: the destination
 * ```
 * @module
 */
import { HUB_RELAY_CHAIN_ID } from "./relay_chain_ids.ts";

/**
 * The relay chain id the relayer files a packet under: the destination's when the packet leaves the hub, else the
 * source's.
 *
 * @param srcRelayChainId relay id of the chain the packet's tx was sent on
 * @param dstRelayChainId relay id of the chain the packet is delivered to
 * @param hubRelayChainId the hub's relay id. @default HUB_RELAY_CHAIN_ID (146)
 * @returns the relay id to put in `get_transaction_packets`' `chain_id`
 * @example A fill from the hub to Solana
 * ```ts
 * import assert from "node:assert/strict";
 * import { packetLookupChainId } from "./packet_lookup_chain.ts";
 * assert.ok(packetLookupChainId(146n, 1n) === 1n);
 * ```
 */
export function packetLookupChainId(
  srcRelayChainId: bigint,
  dstRelayChainId: bigint,
  hubRelayChainId: bigint = HUB_RELAY_CHAIN_ID,
): bigint {
  return srcRelayChainId === hubRelayChainId ? dstRelayChainId : srcRelayChainId;
}
