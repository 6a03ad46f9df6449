/**
 * Whole swaps through `XSwap.swaps.swap` against the in-process simulator: Bitcoin -> Base (PSBT with an
 * OP_RETURN commitment, relayed with `data`), and Base -> Bitcoin (the fill lands as a UTXO of the Bitcoin
 * receiver on the simulated node).
 */
import assert from "node:assert/strict";
import { createPrivateKeyBitcoinWallet } from "../../../chains/bitcoin/wallet_private_key.ts";
import { SolverIntentStatusCode } from "../../../core/schemas/solver.ts";
import { XSwap } from "../../../services/client/xswap.ts";
import { clientOptionsForSimulator } from "../../../simulator/client_config/urls.ts";
import { withSwapWorld } from "../../services/swaps/_harness.ts";
import { ADDRESS_1, KEY_1 } from "./_fixture.ts";

function btcWallet() {
  const w = createPrivateKeyBitcoinWallet(KEY_1);
  if (!w.ok) throw w.error;
  return w.value;
}

for (const useBackendSubmitTx of [false, true]) {
  Deno.test(`swap Bitcoin -> Base through XSwap (${useBackendSubmitTx ? "backend" : "client"} relay) is solved`, async () => {
    await withSwapWorld(async ({ client, sim, me, settle, clock }) => {
      const btc = client.config.getSupportedSwapTokens("bitcoin").find((t) => t.symbol === "BTC")!;
      const usdcBase = client.config.getSupportedSwapTokens("0x2105.base").find((t) => t.symbol === "USDC")!;
      const r = await settle(client.swaps.swap({
        params: {
          srcChainKey: "bitcoin",
          dstChainKey: "0x2105.base",
          inputToken: btc.address,
          outputToken: usdcBase.address,
          inputAmount: 500_000n,
          minOutputAmount: 1n,
          srcAddress: ADDRESS_1,
          dstAddress: me,
          deadline: 0n,
          allowPartialFill: false,
        },
        walletProvider: btcWallet(),
        extras: { useBackendSubmitTx },
      }));
      assert.ok(r.ok, JSON.stringify(!r.ok && r.error.toJSON()));
      assert.equal(r.value.path, useBackendSubmitTx ? "backend" : "client");
      assert.match(r.value.intentDeliveryInfo.srcTxHash, /^[0-9a-f]{64}$/);
      await clock.tickAsync(5_000);
      const s = await settle(
        client.swaps.getStatus({ intent_tx_hash: r.value.intentDeliveryInfo.dstTxHash }),
      );
      assert.ok(s.ok && s.value.status === SolverIntentStatusCode.SOLVED);
      const spoke = sim.ledger.getSpokeTx("bitcoin", r.value.intentDeliveryInfo.srcTxHash);
      assert.equal(spoke?.deposit?.amount, 500_000n, "the asset manager was paid the gross amount");
      assert.equal(spoke?.intent?.srcChain, 627463n);
    });
  });
}

Deno.test("swap Base -> Bitcoin delivers the fill to the Bitcoin receiver's UTXOs", async () => {
  await withSwapWorld(async ({ client, wallet, params, settle, clock, sim }) => {
    const btc = client.config.getSupportedSwapTokens("bitcoin").find((t) => t.symbol === "BTC")!;
    const receiver = "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq";
    const r = await settle(client.swaps.swap({
      params: params({
        dstChainKey: "bitcoin",
        outputToken: btc.address,
        dstAddress: receiver,
        minOutputAmount: 546n,
      }),
      walletProvider: wallet,
    }));
    assert.ok(r.ok, JSON.stringify(!r.ok && r.error.toJSON()));
    await clock.tickAsync(5_000);
    const s = await settle(client.swaps.getStatus({ intent_tx_hash: r.value.intentDeliveryInfo.dstTxHash }));
    assert.ok(s.ok && s.value.status === SolverIntentStatusCode.SOLVED && s.value.fill_tx_hash);
    const packet = await settle(
      client.swaps.getSolvedIntentPacket({ chainId: "bitcoin", fillTxHash: s.value.fill_tx_hash }),
    );
    assert.ok(packet.ok, JSON.stringify(!packet.ok && packet.error.toJSON()));
    const res = await sim.fetch(`/bitcoin/api/address/${receiver}/utxo`);
    const utxos: Array<{ txid: string; value: number }> = await res.json();
    const delivered = utxos.find((u) => `0x${u.txid}` === packet.value.dst_tx_hash.toLowerCase());
    assert.ok(delivered, "the fill is a UTXO of the receiver");
    assert.ok(delivered.value >= 546);
  });
});

Deno.test("a plain XSwap from clientOptionsForSimulator points Bitcoin at the simulated node", async () => {
  await withSwapWorld(async ({ sim, settle }) => {
    const client = new XSwap({ ...clientOptionsForSimulator(sim.urls.origin), fetch: sim.fetch });
    assert.equal(client.config.instanceConfig.chains.bitcoin.rpcUrl, `${sim.urls.origin}/bitcoin/api`);
    const adapter = client.spoke.adapter("bitcoin");
    assert.ok(adapter.ok);
    const balance = await settle(adapter.value.getBalance(ADDRESS_1, "BTC"));
    assert.deepEqual(balance, { ok: true, value: 100_000_000n });
  });
});

Deno.test("swap to Bitcoin refuses a BTC minOutputAmount below the 546-sat dust threshold before any request", async () => {
  await withSwapWorld(async ({ client, wallet, params, settle, sim }) => {
    const btc = client.config.getSupportedSwapTokens("bitcoin").find((t) => t.symbol === "BTC")!;
    const r = await settle(client.swaps.swap({
      params: params({
        dstChainKey: "bitcoin",
        outputToken: btc.address,
        dstAddress: "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq",
        minOutputAmount: 545n,
      }),
      walletProvider: wallet,
    }));
    assert.ok(!r.ok && r.error.code === "INVALID_AMOUNT" && r.error.context.field === "minOutputAmount");
    assert.equal(sim.requests().length, 0);
  });
});
