/**
 * NEAR end to end through the entry object against the in-process simulator: `new XSwap(...)` `swaps.swap(...)`
 * from NEAR (native NEAR and a NEP-141 token) to Base, through the simulated NEAR node, the relayer, the hub and the
 * solver, to SOLVED, a fill of the whole net amount and the fill packet delivered on Base.
 */
import assert from "node:assert/strict";
import { createPrivateKeyNearWallet } from "../../../chains/near/mod.ts";
import { getIntentRelayChainId } from "../../../core/chains/mod.ts";
import { SolverIntentStatusCode } from "../../../core/schemas/solver.ts";
import { SIM_NEAR_TEST_ACCOUNT } from "../../../simulator/chains/near/rpc_app.ts";
import { withSwapWorld } from "../../services/swaps/_harness.ts";

const NEAR_ID = String(getIntentRelayChainId("near"));

for (const symbol of ["NEAR", "bnUSD"] as const) {
  Deno.test(`swap ${symbol} on NEAR -> USDC on Base runs through XSwap to SOLVED, a full fill and the fill packet`, async () => {
    await withSwapWorld(async ({ client, sim, me, settle, clock }) => {
      const wallet = createPrivateKeyNearWallet({
        accountId: SIM_NEAR_TEST_ACCOUNT.accountId,
        privateKey: SIM_NEAR_TEST_ACCOUNT.privateKey,
        rpcUrl: client.config.getChainConfig("near").rpcUrl,
        fetch: sim.fetch,
      });
      assert.ok(wallet.ok);
      const token = client.config.getSupportedSwapTokens("near").find((t) => t.symbol === symbol);
      const usdcBase = client.config.getSupportedSwapTokens("0x2105.base").find((t) => t.symbol === "USDC")!;
      assert.ok(token, `${symbol} is listed on near`);
      const r = await settle(client.swaps.swap({
        params: {
          srcChainKey: "near",
          dstChainKey: "0x2105.base",
          inputToken: token.address,
          outputToken: usdcBase.address,
          inputAmount: 2n * 10n ** 24n,
          minOutputAmount: 1n,
          srcAddress: SIM_NEAR_TEST_ACCOUNT.accountId,
          dstAddress: me,
          deadline: 0n,
          allowPartialFill: false,
        },
        walletProvider: wallet.value,
      }));
      assert.ok(r.ok, JSON.stringify(!r.ok && r.error.toJSON()));
      const dstTxHash = r.value.intentDeliveryInfo.dstTxHash;
      await clock.tickAsync(5_000);
      const s = await settle(client.swaps.getStatus({ intent_tx_hash: dstTxHash }));
      assert.ok(s.ok && s.value.status === SolverIntentStatusCode.SOLVED, JSON.stringify(s));
      assert.ok(s.value.fill_tx_hash, "a fill tx");
      const fill = await settle(client.swaps.getSolvedIntentPacket({
        chainId: "0x2105.base",
        fillTxHash: s.value.fill_tx_hash,
      }));
      assert.ok(fill.ok, JSON.stringify(!fill.ok && fill.error.toJSON()));
      assert.ok(fill.value.dst_tx_hash.length > 0, "the fill packet was delivered on Base");

      const hub = sim.ledger.hubIntent(dstTxHash);
      assert.ok(hub, "the hub intent is registered");
      assert.equal(hub.intent.srcChain, BigInt(NEAR_ID));
      const fills = sim.ledger.fillsOf(hub);
      assert.ok(fills.length > 0, "the solver filled");
      assert.equal(fills.reduce((n, f) => n + f.inputAmount, 0n), r.value.intent.inputAmount);

      // The spoke tx the simulated node accepted is a signed NEAR function call of the simulator's account.
      const srcTxHash = r.value.intentDeliveryInfo.srcTxHash;
      const spoke = sim.ledger.getSpokeTx("near", srcTxHash);
      assert.ok(spoke?.intent && spoke.from === SIM_NEAR_TEST_ACCOUNT.accountId);
      const [packet] = sim.ledger.packetsFor(NEAR_ID, srcTxHash);
      assert.equal(packet.status, "executed");
      const sent = sim.requests().filter((q) => q.path === "/near");
      assert.ok(sent.length >= 3, "nonce read, send_tx and tx status went through the /near route");
    }, { client: { swaps: { useBackendSubmitTx: false } } });
  });
}
