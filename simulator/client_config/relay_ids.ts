/**
 * The simulator's own relay chain ids: the ids the simulated relayer, hub and spoke programs use, written here
 * from the relay id table (docs/rules/relay.md#relay-chain-ids) and the platform's packaged configuration, not
 * imported from the library (`core/chains/relay_chain_ids.ts`), so a wrong id in the library is a difference the
 * simulator sees instead of a value both sides share. `tests/core/config/platform_constants_test.ts` checks both tables against the platform.
 *
 * @example Both ways
 * ```ts
 * import assert from "node:assert/strict";
 * import { simChainKeyOfRelayId, simRelayChainId } from "./relay_ids.ts";
 * assert.equal(simRelayChainId("0x89.polygon"), 5n);
 * const key = simChainKeyOfRelayId("6");
 * assert.ok(key.ok && key.value === "0xa86a.avax");
 * assert.ok(!simChainKeyOfRelayId(999n).ok);
 * ```
 * @module
 */
import type { SpokeChainKey } from "../../core/chains/chain_keys.ts";
import { err, ok, type Result } from "../../core/result.ts";

/** Chain key to relay chain id (docs/rules/relay.md#relay-chain-ids). */
export const SIM_RELAY_CHAIN_IDS: Readonly<Record<SpokeChainKey, bigint>> = {
  "0xa86a.avax": 6n,
  "0xa4b1.arbitrum": 23n,
  "0x2105.base": 30n,
  "0x38.bsc": 4n,
  "injective-1": 19n,
  sonic: 146n,
  "0xa.optimism": 24n,
  "0x89.polygon": 5n,
  solana: 1n,
  sui: 21n,
  stellar: 27n,
  "0x1.icon": 1768124270n,
  hyper: 26745n,
  lightlink: 27756n,
  near: 15n,
  ethereum: 2n,
  bitcoin: 627463n,
  redbelly: 726564n,
  "0x2019.kaia": 27489n,
  hedera: 18501n,
  robinhood: 21071n,
  stacks: 60n,
};

/** The hub's relay chain id. */
export const SIM_HUB_RELAY_CHAIN_ID = 146n;

const BY_ID: ReadonlyMap<bigint, SpokeChainKey> = new Map(
  Object.entries(SIM_RELAY_CHAIN_IDS).map(([key, id]) => [id, key as SpokeChainKey]),
);

/**
 * The relay chain id of a chain key.
 *
 * @param chainKey a chain key
 * @returns its id
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { simRelayChainId } from "./relay_ids.ts";
 * assert.equal(simRelayChainId("sonic"), 146n);
 * ```
 */
export function simRelayChainId(chainKey: SpokeChainKey): bigint {
  return SIM_RELAY_CHAIN_IDS[chainKey];
}

/**
 * The chain key of a relay chain id.
 *
 * @param relayChainId a bigint, number or decimal string
 * @returns the chain key, or an error message for an unknown or unreadable id
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { simChainKeyOfRelayId } from "./relay_ids.ts";
 * assert.ok(!simChainKeyOfRelayId("x").ok);
 * ```
 */
export function simChainKeyOfRelayId(relayChainId: bigint | number | string): Result<SpokeChainKey, string> {
  let id: bigint;
  try {
    id = BigInt(relayChainId);
  } catch {
    return err(`unreadable relay chain id ${String(relayChainId)}`);
  }
  const key = BY_ID.get(id);
  return key === undefined ? err(`unknown relay chain id ${id}`) : ok(key);
}

/**
 * The relay id a packet is filed under: its spoke end (the source of a spoke's packet, the destination of a hub
 * packet).
 *
 * @param srcRelayChainId the packet's source
 * @param dstRelayChainId the packet's destination
 * @returns the id to look it up under
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { simPacketLookupChainId } from "./relay_ids.ts";
 * assert.equal(simPacketLookupChainId(146n, 4n), 4n);
 * assert.equal(simPacketLookupChainId(30n, 146n), 30n);
 * ```
 */
export function simPacketLookupChainId(srcRelayChainId: bigint, dstRelayChainId: bigint): bigint {
  return srcRelayChainId === SIM_HUB_RELAY_CHAIN_ID ? dstRelayChainId : srcRelayChainId;
}
