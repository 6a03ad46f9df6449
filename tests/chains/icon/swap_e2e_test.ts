/**
 * ICON end to end against the in-process simulator: a swap ICX -> Base (deposit with payload, relayed, executed,
 * filled), and hub-call sends (deposit and message) whose relay packets carry the payload the relayer read from the
 * simulated ICON node (ICON is not split-tx: the client sends no `data`).
 */
import assert from "node:assert/strict";
import { createSimulatorIconWallet } from "../../../chains/icon/simulator_wallet.ts";
import { createSpokeRouter } from "../../../chains/registry/routing.ts";
import { getIntentRelayChainId } from "../../../core/chains/mod.ts";
import { DEFAULT_CLIENT_CONFIG } from "../../../core/config/mod.ts";
import { relayTxAndWaitPacket } from "../../../services/relay/mod.ts";
import { assertFilled, hubWalletOf, runSwap, startSwapSim, type SwapSim } from "../_swap_flow.ts";
import { USER } from "./_fixture.ts";

const ICX = DEFAULT_CLIENT_CONFIG.swaps.supportedTokens["0x1.icon"].find((t) => t.symbol === "ICX")!;
const ETH_BASE = DEFAULT_CLIENT_CONFIG.swaps.supportedTokens["0x2105.base"].find((t) => t.symbol === "ETH")!;
const RECEIVER = "0x6666666666666666666666666666666666666666";
const ICON_ID = String(getIntentRelayChainId("0x1.icon"));

function setup(): { s: SwapSim; wallet: ReturnType<typeof createSimulatorIconWallet>; rpcUrl: string } {
  const s = startSwapSim();
  const rpcUrl = `${s.sim.urls.origin}/icon/api/v3`;
  s.chains = { ...s.chains, "0x1.icon": { ...s.chains["0x1.icon"], rpcUrl } };
  const wallet = createSimulatorIconWallet({
    address: USER,
    rpcUrl,
    fetch: s.fetch,
    now: () => s.clock.now(),
  });
  return { s, wallet, rpcUrl };
}

Deno.test("swap ICON -> Base: deposit ICX with the payload, relay, execute, and the hub intent is filled", async () => {
  const { s, wallet } = setup();
  try {
    const creator = await hubWalletOf(s, "0x1.icon", USER);
    const run = await runSwap(s, "0x1.icon", {
      dstChainKey: "0x2105.base",
      inputToken: ICX.address,
      hubInputToken: ICX.hubAsset,
      hubOutputToken: ETH_BASE.hubAsset,
      inputAmount: 5n * 10n ** 18n,
      minOutputAmount: 1n,
      deadline: 0n,
      allowPartialFill: false,
      dstAddress: RECEIVER,
      creator,
      intentsContract: DEFAULT_CLIENT_CONFIG.solver.intentsContract,
    }, wallet);
    assertFilled(s, run);
    assert.equal(s.sim.ledger.hubIntent(run.dstTxHash)!.intent.srcChain, BigInt(ICON_ID));
    const submits = s.relayerBodies.filter((b) => b.action === "submit");
    assert.deepEqual(submits[0].params, { chain_id: ICON_ID, tx_hash: run.created.txHash });
  } finally {
    s.sim.close();
  }
});

for (const kind of ["deposit", "message"] as const) {
  Deno.test(`sendHubCalls() from ICON (${kind}): the relayer's packet carries the payload read from the node`, async () => {
    const { s, wallet } = setup();
    try {
      const adapter = createSpokeRouter(() => s.chains, { fetch: s.fetch }).adapter("0x1.icon");
      assert.ok(adapter.ok && adapter.value.sendHubCalls);
      const hubWallet = await hubWalletOf(s, "0x1.icon", USER);
      const payload = "0xc0";
      const sent = await adapter.value.sendHubCalls({
        srcAddress: USER,
        hubWallet,
        payload,
        deposit: kind === "deposit" ? { token: ICX.address, amount: 10n ** 18n } : undefined,
      }, wallet);
      assert.ok(sent.ok && !sent.value.raw, sent.ok ? "" : sent.error.message);
      assert.deepEqual(await adapter.value.verifyTxHash(sent.value.txHash), { ok: true, value: true });
      const packet = await relayTxAndWaitPacket({
        srcTxHash: sent.value.txHash,
        chainKey: "0x1.icon",
        relayerApiEndpoint: s.sim.urls.relayer,
        sleep: (ms) => Promise.resolve(s.clock.advance(ms)),
        now: () => s.clock.now(),
        transport: { fetch: s.fetch },
      });
      assert.ok(packet.ok, packet.ok ? "" : packet.error.message);
      const [p] = s.sim.ledger.packetsFor(ICON_ID, sent.value.txHash);
      assert.equal(p.payload, payload);
      assert.equal(p.dst_address.toLowerCase(), hubWallet.toLowerCase());
      const tx = s.sim.ledger.getSpokeTx("0x1.icon", sent.value.txHash)!;
      assert.equal(tx.deposit?.amount, kind === "deposit" ? 10n ** 18n : undefined);
    } finally {
      s.sim.close();
    }
  });
}
