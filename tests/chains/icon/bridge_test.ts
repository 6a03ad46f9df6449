/**
 * A bridge from ICON (bnUSD on ICON -> bnUSD on NEAR, one hub vault: the legacy bnUSD's) through
 * `XSwap.bridge.bridge` against the in-process simulator, as the platform's `BridgeService` bridges from ICON:
 * raw (the EVM-shaped summary and the unsigned `icx_sendTransaction` params) and sent (the token's `transfer` to
 * the asset manager carrying the bridge's hub call list, relayed, executed on the hub).
 */
import assert from "node:assert/strict";
import { createSimulatorIconWallet } from "../../../chains/icon/simulator_wallet.ts";
import { decodeContractCalls } from "../../../chains/hub/contract_calls.ts";
import type { EvmWalletProvider } from "../../../chains/evm/wallet.ts";
import { getIntentRelayChainId } from "../../../core/chains/mod.ts";
import { withSwapWorld } from "../../services/swaps/_harness.ts";
import { USER } from "./_fixture.ts";

type World = Parameters<Parameters<typeof withSwapWorld>[0]>[0];

function paramsOf(client: World["client"]) {
  const bnusd = (key: "0x1.icon" | "near", symbol: string) =>
    client.config.getSupportedSwapTokens(key).find((t) => t.symbol === symbol)!.address;
  return {
    srcChainKey: "0x1.icon" as const,
    srcAsset: bnusd("0x1.icon", "bnUSD (legacy)"),
    amount: 10n ** 18n,
    dstChainKey: "near" as const,
    dstAsset: bnusd("near", "bnUSD"),
    recipient: "user.sim.near",
    srcAddress: USER,
  };
}

Deno.test("bridge() from ICON with raw: true returns the summary and the unsigned icx_sendTransaction params", async () => {
  await withSwapWorld(async ({ client, sim, settle }) => {
    const params = paramsOf(client);
    const r = await settle(client.bridge.bridge({ params, raw: true }));
    assert.ok(r.ok, r.ok ? "" : `${r.error.code}: ${r.error.message}`);
    assert.ok(r.value.raw === true && "from" in r.value.tx);
    const { tx, relayData } = r.value;
    assert.equal(tx.from, USER);
    assert.equal(tx.to, params.srcAsset, "the token's transfer to the asset manager");
    assert.equal(tx.value, 0n);
    assert.equal(tx.data, relayData.payload);
    const calls = decodeContractCalls(relayData.payload as `0x${string}`);
    assert.ok(calls.ok && calls.value.length > 0);
    assert.equal(sim.ledger.counters.spokeTx.applied, 0, "nothing sent");
  });
});

Deno.test("bridge() from ICON deposits, and the relayed packet runs the bridge's call list on the hub", async () => {
  await withSwapWorld(async ({ client, sim, settle, clock }) => {
    const chain = client.instanceConfig.chains["0x1.icon"];
    const wallet = createSimulatorIconWallet({
      address: USER,
      rpcUrl: "rpcUrl" in chain ? chain.rpcUrl : "",
      fetch: sim.fetch,
      now: () => clock.now,
    });
    const params = paramsOf(client);
    // The bridge service's wallet type names the EVM wallet; the source adapter signs with it as an ICON wallet.
    const walletProvider = wallet as unknown as EvmWalletProvider;
    const r = await settle(client.bridge.bridge({ params, walletProvider }));
    assert.ok(r.ok, r.ok ? "" : `${r.error.code}: ${r.error.message}`);
    assert.ok(!("raw" in r.value));
    const tx = sim.ledger.getSpokeTx("0x1.icon", r.value.srcTxHash);
    assert.equal(tx?.deposit?.amount, 10n ** 18n);
    const [packet] = sim.ledger.packetsFor(String(getIntentRelayChainId("0x1.icon")), r.value.srcTxHash);
    assert.equal(packet?.dst_tx_hash, r.value.dstTxHash);
  });
});
