/** The one packet-lookup rule (docs/wire_inventory.md#packet-lookup), for every chain pair through the hub. */
import assert from "node:assert/strict";
import {
  ALL_CHAIN_KEYS,
  getIntentRelayChainId,
  HUB_CHAIN_KEY,
  RelayChainIdMap,
} from "../../../core/chains/mod.ts";
import { packetQuery } from "../../../services/relay/mod.ts";

Deno.test("packetQuery() files a spoke's packet to the hub under the spoke (source) relay id", () => {
  for (const key of ALL_CHAIN_KEYS.filter((k) => k !== HUB_CHAIN_KEY)) {
    assert.deepEqual(packetQuery(key, HUB_CHAIN_KEY, "0xaa"), {
      chain_id: getIntentRelayChainId(key).toString(),
      tx_hash: "0xaa",
    });
  }
});

Deno.test("packetQuery() files a hub packet (a fill, a delivery) under the destination relay id", () => {
  for (const key of ALL_CHAIN_KEYS.filter((k) => k !== HUB_CHAIN_KEY)) {
    assert.equal(packetQuery(HUB_CHAIN_KEY, key, "0xf1").chain_id, getIntentRelayChainId(key).toString());
  }
});

Deno.test("packetQuery() follows a configured relay id map, the hub's id included", () => {
  const ids = { ...RelayChainIdMap, sonic: 999n, "0x38.bsc": 77n };
  assert.equal(packetQuery(HUB_CHAIN_KEY, "0x38.bsc", "0xf1", ids).chain_id, "77");
  assert.equal(packetQuery("0x38.bsc", HUB_CHAIN_KEY, "0xaa", ids).chain_id, "77");
});
