/**
 * Sui end to end against the in-process simulator through the public client: `new XSwap(...)` with the
 * simulator's client options (Sui's `grpc_url` is its `/sui` JSON-RPC), a keypair wallet, `swaps.swap` SUI -> Base
 * ETH through to SOLVED and the fill packet; the backend and the client-relay paths both. Virtual time (fake
 * timers drive the library's sleeps and the simulator's clock).
 */
import assert from "node:assert/strict";
import { getIntentRelayChainId } from "../../../core/chains/mod.ts";
import { SolverIntentStatusCode } from "../../../mod.ts";
import { withSuiClient } from "./_client.ts";
import { suiWallet, USER } from "./_fixture.ts";

const RECEIVER = "0x6666666666666666666666666666666666666666";
const SUI_ID = String(getIntentRelayChainId("sui"));

for (const useBackendSubmitTx of [true, false]) {
  Deno.test(`XSwap swaps.swap() SUI -> Base ETH (${useBackendSubmitTx ? "backend" : "client relay"}): solved, and the fill packet delivers on Base`, async () => {
    await withSuiClient(async ({ client, sim, settle }) => {
      const sui = client.config.getSupportedSwapTokens("sui").find((t) => t.symbol === "SUI")!;
      const eth = client.config.getSupportedSwapTokens("0x2105.base").find((t) => t.symbol === "ETH")!;
      const phases: string[] = [];
      const r = await settle(client.swaps.swap({
        params: {
          srcChainKey: "sui",
          dstChainKey: "0x2105.base",
          inputToken: sui.address,
          outputToken: eth.address,
          inputAmount: 5n * 10n ** 9n,
          minOutputAmount: 1n,
          srcAddress: USER,
          dstAddress: RECEIVER,
          deadline: 0n,
          allowPartialFill: false,
        },
        walletProvider: suiWallet(),
        extras: { useBackendSubmitTx, onProgress: (e) => phases.push(e.phase) },
      }));
      assert.ok(r.ok, r.ok ? "" : `${r.error.code}: ${r.error.message} ${JSON.stringify(r.error.context)}`);
      const { srcTxHash, dstTxHash } = r.value.intentDeliveryInfo;
      const tx = sim.ledger.getSpokeTx("sui", srcTxHash);
      assert.ok(tx?.intent, "the simulated node decoded the intent from the Sui transaction");
      assert.equal(tx.intent.srcChain, BigInt(SUI_ID));
      assert.equal(sim.ledger.hubIntent(dstTxHash)?.intent.intentId, r.value.intent.intentId);
      assert.ok(phases.includes("created"));
      let fillTxHash: string | undefined;
      for (let i = 0; i < 200 && fillTxHash === undefined; i++) {
        const status = await settle(client.swaps.getStatus({ intent_tx_hash: dstTxHash as `0x${string}` }));
        if (status.ok && status.value.status === SolverIntentStatusCode.SOLVED) {
          fillTxHash = status.value.fill_tx_hash;
        }
      }
      assert.ok(fillTxHash, "the intent is SOLVED with a fill tx");
      const packet = await settle(client.swaps.getSolvedIntentPacket({ chainId: "0x2105.base", fillTxHash }));
      assert.ok(packet.ok, packet.ok ? "" : packet.error.message);
      assert.ok(packet.value.dst_tx_hash.length > 0);
    });
  });
}
