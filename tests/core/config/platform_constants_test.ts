// The constants the library and the simulator both read (relay ids, native chain ids, contract addresses) checked
// against the platform's own values: its packaged configuration (core/config/_gen/default-chain-config.json, from
// icon-project/sodax-sdks) and the relay id table of docs/rules/relay.md#relay-chain-ids. A
// constant both sides import cannot be caught by a test that runs one side against the other; these can.
import assert from "node:assert/strict";
import { ChainKeys, HUB_RELAY_CHAIN_ID, RelayChainIdMap } from "../../../core/chains/mod.ts";
import { DEFAULT_CLIENT_CONFIG } from "../../../core/config/default_config.ts";
import { SIM_HUB_RELAY_CHAIN_ID, SIM_RELAY_CHAIN_IDS } from "../../../simulator/client_config/relay_ids.ts";

interface PackagedChain {
  nativeChainId: number | string;
  relayChainId: string;
  addresses: Record<string, string>;
  nativeToken?: string;
  bnUSD?: string;
}
interface Packaged {
  hub: { nativeChainId: number; relayChainId: string; addresses: Record<string, string> };
  solver: { intentsContract: string; protocolIntentsContract: string };
  relay: { relayChainIdMap: Record<string, string> };
  moneyMarket: Record<string, unknown>;
  chains: Record<string, PackagedChain>;
}

const PACKAGED: Packaged = JSON.parse(
  await Deno.readTextFile(new URL("../../../core/config/_gen/default-chain-config.json", import.meta.url)),
);

/** The table of docs/rules/relay.md#relay-chain-ids: `| NAME | id |` rows, NAME a `ChainKeys` member. */
async function specRelayIds(): Promise<Map<string, bigint>> {
  const page = await Deno.readTextFile(new URL("../../../docs/rules/relay.md", import.meta.url));
  const out = new Map<string, bigint>();
  for (const m of page.matchAll(/^\| `ChainKeys\.([A-Z_]+)` +\| (\d+) +\|/gm)) {
    const key = ChainKeys[m[1] as keyof typeof ChainKeys];
    assert.ok(key !== undefined, `docs/rules/relay.md names ${m[1]}, not a ChainKeys member`);
    out.set(key, BigInt(m[2]));
  }
  return out;
}

Deno.test("every relay chain id is the one of docs/rules/relay.md#relay-chain-ids, for all 22 chain keys", async () => {
  const spec = await specRelayIds();
  assert.equal(spec.size, Object.keys(ChainKeys).length);
  for (const [key, id] of spec) assert.equal(RelayChainIdMap[key as keyof typeof RelayChainIdMap], id, key);
  assert.equal(HUB_RELAY_CHAIN_ID, spec.get(ChainKeys.HUB_MAINNET));
});

Deno.test("the simulator's own relay chain ids are docs/rules/relay.md#relay-chain-ids's and the packaged ones, not an import of the library's", async () => {
  assert.notEqual(SIM_RELAY_CHAIN_IDS as unknown, RelayChainIdMap as unknown);
  const spec = await specRelayIds();
  assert.equal(Object.keys(SIM_RELAY_CHAIN_IDS).length, spec.size);
  for (const [key, id] of spec) {
    assert.equal(SIM_RELAY_CHAIN_IDS[key as keyof typeof SIM_RELAY_CHAIN_IDS], id, key);
  }
  for (const [key, id] of Object.entries(PACKAGED.relay.relayChainIdMap)) {
    assert.equal(SIM_RELAY_CHAIN_IDS[key as keyof typeof SIM_RELAY_CHAIN_IDS], BigInt(id), key);
  }
  assert.equal(SIM_HUB_RELAY_CHAIN_ID, BigInt(PACKAGED.hub.relayChainId));
});

Deno.test("every relay chain id is the platform's packaged one (relay.relayChainIdMap and each chain's relayChainId)", () => {
  const map = PACKAGED.relay.relayChainIdMap;
  assert.ok(Object.keys(map).length >= 20);
  for (const [key, id] of Object.entries(map)) {
    assert.equal(RelayChainIdMap[key as keyof typeof RelayChainIdMap], BigInt(id), `relayChainIdMap.${key}`);
  }
  for (const [key, chain] of Object.entries(PACKAGED.chains)) {
    assert.equal(RelayChainIdMap[key as keyof typeof RelayChainIdMap], BigInt(chain.relayChainId), key);
  }
  assert.equal(HUB_RELAY_CHAIN_ID, BigInt(PACKAGED.hub.relayChainId));
  assert.deepEqual(
    Object.fromEntries(Object.entries(DEFAULT_CLIENT_CONFIG.relay.relayChainIdMap)),
    Object.fromEntries(Object.entries(RelayChainIdMap)),
  );
});

Deno.test("every packaged chain's native chain id and contract addresses are the default configuration's", () => {
  for (const [key, chain] of Object.entries(PACKAGED.chains)) {
    if (key === DEFAULT_CLIENT_CONFIG.hub.chainKey) continue;
    const ours = DEFAULT_CLIENT_CONFIG
      .chains[key as keyof typeof DEFAULT_CLIENT_CONFIG.chains] as unknown as {
        chain: { nativeChainId: number | string };
        addresses: Record<string, string>;
        nativeToken?: string;
        bnUSD?: string;
      };
    assert.ok(ours !== undefined, key);
    assert.equal(String(ours.chain.nativeChainId), String(chain.nativeChainId), `${key} nativeChainId`);
    assert.deepEqual(ours.addresses, chain.addresses, `${key} addresses`);
    if (chain.nativeToken !== undefined) {
      assert.equal(ours.nativeToken, chain.nativeToken, `${key} nativeToken`);
    }
    if (chain.bnUSD !== undefined) assert.equal(ours.bnUSD, chain.bnUSD, `${key} bnUSD`);
  }
});

Deno.test("the hub's, the solver's and the money market's contract addresses are the packaged ones", () => {
  assert.equal(DEFAULT_CLIENT_CONFIG.hub.nativeChainId, PACKAGED.hub.nativeChainId);
  assert.deepEqual(DEFAULT_CLIENT_CONFIG.hub.addresses, PACKAGED.hub.addresses);
  assert.equal(DEFAULT_CLIENT_CONFIG.solver.intentsContract, PACKAGED.solver.intentsContract);
  assert.equal(DEFAULT_CLIENT_CONFIG.solver.protocolIntentsContract, PACKAGED.solver.protocolIntentsContract);
  const mm = DEFAULT_CLIENT_CONFIG.moneyMarket as unknown as Record<string, unknown>;
  for (const [name, value] of Object.entries(PACKAGED.moneyMarket)) {
    if (typeof value === "string") assert.equal(mm[name], value, `moneyMarket.${name}`);
  }
});
