import assert from "node:assert/strict";
import { isAddress } from "viem";
import { ALL_CHAIN_KEYS, CHAIN_TYPES, RelayChainIdMap } from "../../../core/chains/mod.ts";
import { DEFAULT_CLIENT_CONFIG, type SpokeChainConfig } from "../../../core/config/mod.ts";

const C = DEFAULT_CLIENT_CONFIG;

Deno.test("the packaged defaults cover all 22 chains with their family's RPC keys", () => {
  assert.deepEqual(Object.keys(C.chains).sort(), [...ALL_CHAIN_KEYS].sort());
  for (const key of ALL_CHAIN_KEYS) {
    const c = C.chains[key] as SpokeChainConfig;
    assert.equal(c.chain.key, key);
    assert.equal(c.chain.type, CHAIN_TYPES[key], key);
  }
  assert.equal(C.chains.stellar.horizonRpcUrl, "https://horizon.stellar.org");
  assert.equal(C.chains.stellar.sorobanRpcUrl, "https://rpc.ankr.com/stellar_soroban");
  assert.equal(C.chains.sui.grpc_url, "https://fullnode.mainnet.sui.io:443");
  assert.equal(C.chains.sui.rpc_url, undefined);
  assert.equal(C.chains.bitcoin.exchange.apiUrl, "https://api.radfi.co/api");
  assert.equal(C.chains["0xa86a.avax"].rpcUrl, "https://api.avax.network/ext/bc/C/rpc");
  assert.deepEqual(C.chains.ethereum.pollingConfig, { pollingIntervalMs: 12000, maxTimeoutMs: 300000 });
});

Deno.test("Hedera and Robinhood are present with zero addresses and no tokens (not in the packaged data)", () => {
  for (const key of ["hedera", "robinhood"] as const) {
    const c = C.chains[key];
    assert.equal(c.chain.type, "EVM");
    assert.deepEqual(c.supportedTokens, []);
    assert.deepEqual(C.swaps.supportedTokens[key], []);
    assert.ok(Object.values(c.addresses).every((a) => a === "0x0000000000000000000000000000000000000000"));
  }
  assert.equal(C.chains.hedera.chain.nativeChainId, 295);
  assert.equal(C.relay.relayChainIdMap.hedera, 18501n);
  assert.equal(C.relay.relayChainIdMap.robinhood, 21071n);
});

Deno.test("all 226 packaged tokens carry their chain key, and swap lists are subsets of chain lists", () => {
  let total = 0;
  for (const key of ALL_CHAIN_KEYS) {
    const tokens = C.chains[key].supportedTokens;
    total += tokens.length;
    for (const t of tokens) {
      assert.equal(t.chainKey, key);
      assert.equal(t.name, t.symbol);
      assert.ok(isAddress(t.hubAsset, { strict: false }), `${key} ${t.symbol} hubAsset`);
    }
    for (const t of C.swaps.supportedTokens[key]) assert.ok(tokens.includes(t), `${key} ${t.symbol}`);
  }
  assert.equal(total, 226);
  assert.ok(C.swaps.supportedTokens.sonic.some((t) => t.symbol === "USDC"));
  assert.ok(!C.swaps.supportedTokens.sonic.some((t) => t.symbol === "bnUSDd"));
});

Deno.test("packaged endpoints, flags and fees match docs/rules/config.md#client-config", () => {
  assert.equal(C.solver.solverApiEndpoint, "https://api.sodax.com/v1/intent");
  assert.equal(C.relay.relayerApiEndpoint, "https://xcall-relay.nw.iconblockchain.xyz");
  assert.deepEqual(C.relay.relayChainIdMap, RelayChainIdMap);
  assert.deepEqual(C.api, {
    baseURL: "https://api.sodax.com/v1",
    basePath: "/be",
    timeout: 30000,
    headers: { "Content-Type": "application/json", Accept: "application/json" },
  });
  assert.equal(C.hub.rpcUrl, "https://rpc.soniclabs.com");
  assert.equal(C.swaps.useBackendSubmitTx, true);
  assert.equal(C.bridge.useBackendSubmitTx, true);
  for (
    const fee of [
      C.swaps.partnerFee,
      C.bridge.partnerFee,
      C.moneyMarket.partnerFee,
      C.leverageYield.partnerFee,
    ]
  ) {
    assert.equal(fee, undefined);
  }
  assert.equal(C.dex.concentratedLiquidityConfig.defaultBitmap, 16383n);
  assert.equal(C.moneyMarket.supportedReserveAssets.length, 25);
});
