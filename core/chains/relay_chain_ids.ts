/**
 * Relay chain ids: the bigint ids the relayer and the hub contracts use for each chain.
 *
 * @example Convert both ways
 * ```ts
 * import assert from "node:assert/strict";
 * import { getChainKeyFromRelayChainId, getIntentRelayChainId } from "./relay_chain_ids.ts";
 * assert.ok(getIntentRelayChainId("0x2105.base") === 30n);
 * const back = getChainKeyFromRelayChainId(30n);
 * assert.ok(back.ok && back.value === "0x2105.base");
 * ```
 * @module
 */
import { describeValue } from "../describe_value.ts";
import { ClientError } from "../errors.ts";
import { err, ok, type Result } from "../result.ts";
import type { SpokeChainKey } from "./chain_keys.ts";

/** Chain key to relay chain id (docs/rules/relay.md#relay-chain-ids). */
export const RelayChainIdMap: Readonly<Record<SpokeChainKey, bigint>> = {
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

/**
 * A client's relay chain ids: the configured `relay.relayChainIdMap` (constructor options or `initialize()`),
 * chain key to id. A chain it leaves out keeps the id of {@link RelayChainIdMap}.
 */
export type RelayChainIds = Readonly<Partial<Record<SpokeChainKey, bigint>>>;

/** The hub's relay chain id (146). */
export const HUB_RELAY_CHAIN_ID = 146n;

const REVERSE: ReadonlyMap<bigint, SpokeChainKey> = new Map(
  Object.entries(RelayChainIdMap).map(([key, id]) => [id, key as SpokeChainKey]),
);

/**
 * The relay chain id of a chain key.
 *
 * @param chainKey a chain key
 * @param ids the client's configured ids (`relay.relayChainIdMap`). @default the packaged table
 * @returns the bigint relay id
 * @example Base
 * ```ts
 * import assert from "node:assert/strict";
 * import { getIntentRelayChainId } from "./relay_chain_ids.ts";
 * assert.ok(getIntentRelayChainId("0x2105.base") === 30n);
 * ```
 */
export function getIntentRelayChainId(chainKey: SpokeChainKey, ids?: RelayChainIds | undefined): bigint {
  return ids?.[chainKey] ?? RelayChainIdMap[chainKey];
}

const reverseCache = new WeakMap<object, ReadonlyMap<bigint, SpokeChainKey>>();

/** The reverse of `ids` over the packaged table: an id moved by `ids` no longer names its old chain. */
function reverseOf(ids: RelayChainIds | undefined): ReadonlyMap<bigint, SpokeChainKey> {
  if (ids === undefined || ids === RelayChainIdMap) return REVERSE;
  const hit = reverseCache.get(ids);
  if (hit !== undefined) return hit;
  const merged: Record<string, bigint> = { ...RelayChainIdMap };
  for (const [key, id] of Object.entries(ids)) if (typeof id === "bigint") merged[key] = id;
  const reverse = new Map(Object.entries(merged).map(([key, id]) => [id, key as SpokeChainKey]));
  reverseCache.set(ids, reverse);
  return reverse;
}

/**
 * A relay chain id written as a decimal string (`"8453"`, `"146"`), the form the solver's wire uses for chain ids.
 * Where the library takes "a chain key or a relay chain id", the type is `SpokeChainKey | RelayChainIdString`:
 * a typo such as `"base"` does not compile.
 */
export type RelayChainIdString = `${bigint}`;

/**
 * The chain key of a relay chain id. Unlike the reference (which throws), an unknown id is a failed Result with
 * code `UNKNOWN_RELAY_CHAIN_ID`.
 *
 * @param relayChainId a relay id as bigint, number or decimal string
 * @param ids the client's configured ids (`relay.relayChainIdMap`): an id moved there names its chain, the
 *   old one no longer does. @default the packaged table
 * @returns `Result<SpokeChainKey, ClientError>`
 * @example An unknown id
 * ```ts
 * import assert from "node:assert/strict";
 * import { getChainKeyFromRelayChainId } from "./relay_chain_ids.ts";
 * const r = getChainKeyFromRelayChainId(999n);
 * assert.ok(!r.ok && r.error.code === "UNKNOWN_RELAY_CHAIN_ID");
 * ```
 */
export function getChainKeyFromRelayChainId(
  relayChainId: bigint | number | string,
  ids?: RelayChainIds | undefined,
): Result<SpokeChainKey, ClientError> {
  let id: bigint;
  try {
    id = BigInt(relayChainId);
  } catch (cause) {
    return err(
      new ClientError("UNKNOWN_RELAY_CHAIN_ID", `Cannot read relay chain id ${describeValue(relayChainId)}`, {
        context: { relayChainId: describeValue(relayChainId) },
        cause,
      }),
    );
  }
  const key = reverseOf(ids).get(id);
  return key === undefined
    ? err(
      new ClientError("UNKNOWN_RELAY_CHAIN_ID", `Cannot find a chain for relay chain id ${id}`, {
        context: { relayChainId: id.toString() },
      }),
    )
    : ok(key);
}
