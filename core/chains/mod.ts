/**
 * Chain keys, chain families and relay chain ids.
 *
 * @example Look up a relay id
 * ```ts
 * import assert from "node:assert/strict";
 * import { ChainKeys, getIntentRelayChainId } from "./mod.ts";
 * assert.ok(getIntentRelayChainId(ChainKeys.HUB_MAINNET) === 146n);
 * ```
 * @module
 */
export {
  ALL_CHAIN_KEYS,
  CHAIN_TYPES,
  ChainKeys,
  type ChainType,
  getChainType,
  HUB_CHAIN_KEY,
  isSplitTxChain,
  isSpokeChainKey,
  SPLIT_TX_CHAIN_KEYS,
  type SpokeChainKey,
} from "./chain_keys.ts";
export {
  getChainKeyFromRelayChainId,
  getIntentRelayChainId,
  HUB_RELAY_CHAIN_ID,
  RelayChainIdMap,
  type RelayChainIds,
  type RelayChainIdString,
} from "./relay_chain_ids.ts";
export { packetLookupChainId } from "./packet_lookup_chain.ts";
export { closestChainKeys } from "./closest_chain_keys.ts";
