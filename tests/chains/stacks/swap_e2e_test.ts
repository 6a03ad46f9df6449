/**
 * Stacks end to end against the in-process simulator through the entry object: a swap STX -> USDC on Base with
 * `new XSwap(...)` and `swaps.swap(...)` (deposit with the payload, relayed, executed, SOLVED, fill packet), a
 * bridge from Stacks, and a money-market supply from Stacks (a deposit with the hub call list via `sendHubCalls`).
 */
import assert from "node:assert/strict";
import { createPrivateKeyStacksWallet } from "../../../chains/stacks/mod.ts";
import { getIntentRelayChainId } from "../../../core/chains/mod.ts";
import { SolverIntentStatusCode } from "../../../core/schemas/solver.ts";
import type { XSwap } from "../../../services/client/xswap.ts";
import type { SimulatorApp } from "../../../simulator/mod.ts";
import { withSwapWorld } from "../../services/swaps/_harness.ts";
import { USER_KEY } from "./_fixture.ts";

const STACKS_ID = String(getIntentRelayChainId("stacks"));

function stacksWallet(client: XSwap, sim: SimulatorApp) {
  const chain = client.instanceConfig.chains["stacks"];
  assert.ok(
    "rpcUrl" in chain && chain.rpcUrl.endsWith("/stacks"),
    "clientOptionsForSimulator points Stacks at /stacks",
  );
  const wallet = createPrivateKeyStacksWallet({
    privateKey: USER_KEY,
    rpcUrl: chain.rpcUrl,
    fetch: sim.fetch,
  });
  assert.ok(wallet.ok);
  return wallet.value;
}

for (const useBackendSubmitTx of [false, true]) {
  Deno.test(`swap STX on Stacks -> USDC on Base through XSwap reaches SOLVED and the fill packet (backend submit-tx: ${useBackendSubmitTx})`, async () => {
    await withSwapWorld(async ({ client, sim, me, settle, clock }) => {
      const wallet = stacksWallet(client, sim);
      const user = await wallet.getWalletAddress();
      const stx = client.config.getSupportedSwapTokens("stacks").find((t) => t.symbol === "STX")!;
      const usdcBase = client.config.getSupportedSwapTokens("0x2105.base").find((t) => t.symbol === "USDC")!;
      const r = await settle(client.swaps.swap({
        params: {
          srcChainKey: "stacks",
          dstChainKey: "0x2105.base",
          inputToken: stx.address,
          outputToken: usdcBase.address,
          inputAmount: 5_000_000n,
          minOutputAmount: 1n,
          srcAddress: user,
          dstAddress: me,
          deadline: 0n,
          allowPartialFill: false,
        },
        walletProvider: wallet,
      }));
      assert.ok(r.ok, JSON.stringify(!r.ok && r.error.toJSON()));
      const srcTx = sim.ledger.getSpokeTx("stacks", r.value.intentDeliveryInfo.srcTxHash);
      assert.ok(srcTx?.intent, "the simulated node recorded the intent decoded from the deposit's payload");
      assert.equal(srcTx.deposit?.amount, 5_000_000n);
      assert.equal(srcTx.from, user);
      await clock.tickAsync(5_000);
      const hubTxHash = r.value.intentDeliveryInfo.dstTxHash;
      const s = await settle(client.swaps.getStatus({ intent_tx_hash: hubTxHash }));
      assert.ok(s.ok && s.value.status === SolverIntentStatusCode.SOLVED, JSON.stringify(s));
      assert.ok(s.value.fill_tx_hash);
      const packet = await settle(client.swaps.getSolvedIntentPacket({
        chainId: "0x2105.base",
        fillTxHash: s.value.fill_tx_hash,
      }));
      assert.ok(packet.ok, JSON.stringify(!packet.ok && packet.error.toJSON()));
      assert.ok(packet.value.dst_tx_hash.length > 0);
      const hub = sim.ledger.hubIntent(hubTxHash);
      assert.equal(hub?.intent.srcChain, BigInt(STACKS_ID));
    }, { client: { swaps: { useBackendSubmitTx } } });
  });
}
