/**
 * `packetQuery`: the `get_transaction_packets` parameters that find a packet, by the one lookup rule of
 * `packetLookupChainId` (docs/wire_inventory.md#packet-lookup): a spoke's intent or deposit under its source
 * chain, a hub fill or delivery under its destination chain. `getSolvedIntentPacket`, `trackSwap`, `resumeSwap`
 * (through `trackSwap`), `reconcileSwap` and the bridge's tracking all ask the relayer through it.
 *
 * @example The packets of a swap from Base to BSC
 * ```ts
 * import assert from "node:assert/strict";
 * import { packetQuery } from "./packet_query.ts";
 * assert.deepEqual(packetQuery("0x2105.base", "sonic", "0xaa"), { chain_id: "30", tx_hash: "0xaa" });
 * assert.deepEqual(packetQuery("sonic", "0x38.bsc", "0xf1"), { chain_id: "4", tx_hash: "0xf1" });
 * ```
 * @module
 */
import {
  getIntentRelayChainId,
  HUB_CHAIN_KEY,
  packetLookupChainId,
  type RelayChainIds,
  type SpokeChainKey,
} from "../../core/chains/mod.ts";
import type { GetTransactionPacketsParams } from "../../core/schemas/relayer.ts";

/**
 * The relayer query for the packet that `txHash` on `from` sends to `to`.
 *
 * @param from the chain the tx was sent on
 * @param to the chain the packet is delivered to
 * @param txHash the tx on `from`
 * @param ids the client's relay chain ids. @default the packaged table
 * @returns `{chain_id, tx_hash}` with `chain_id` the decimal relay id of the packet's spoke end
 * @example A fill to Solana
 * ```ts
 * import assert from "node:assert/strict";
 * import { packetQuery } from "./packet_query.ts";
 * assert.ok(packetQuery("sonic", "solana", "0xf1").chain_id === "1");
 * ```
 */
export function packetQuery(
  from: SpokeChainKey,
  to: SpokeChainKey,
  txHash: string,
  ids?: RelayChainIds | undefined,
): GetTransactionPacketsParams {
  const chainId = packetLookupChainId(
    getIntentRelayChainId(from, ids),
    getIntentRelayChainId(to, ids),
    getIntentRelayChainId(HUB_CHAIN_KEY, ids),
  );
  return { chain_id: chainId.toString(), tx_hash: txHash };
}
