/**
 * Hub-service writes from NEAR against the in-process simulator: a money-market supply of native NEAR (the
 * asset-manager `transfer` carrying the hub call list, relayed from what the simulated node read), its raw form,
 * and `sendHubCalls` as a connection message (nothing moved).
 */
import assert from "node:assert/strict";
import { createSpokeRouter } from "../../../chains/registry/routing.ts";
import { createPrivateKeyNearWallet } from "../../../chains/near/mod.ts";
import type { NearWalletProvider } from "../../../chains/near/wallet.ts";
import { getIntentRelayChainId } from "../../../core/chains/mod.ts";
import { decodeContractCalls } from "../../../chains/hub/contract_calls.ts";
import { relayTxAndWaitPacket } from "../../../services/relay/mod.ts";
import { MoneyMarketService } from "../../../services/money_market/mod.ts";
import { SIM_NEAR_TEST_ACCOUNT } from "../../../simulator/chains/near/rpc_app.ts";
import type { SimulatorApp } from "../../../simulator/mod.ts";
import { simDeps } from "../../services/hub/_sim_deps.ts";

const NEAR_ID = String(getIntentRelayChainId("near"));
const USER = SIM_NEAR_TEST_ACCOUNT.accountId;

function nearWallet(sim: SimulatorApp): NearWalletProvider {
  const w = createPrivateKeyNearWallet({
    accountId: USER,
    privateKey: SIM_NEAR_TEST_ACCOUNT.privateKey,
    rpcUrl: `${sim.urls.origin}/near`,
    fetch: sim.fetch,
  });
  if (!w.ok) throw w.error;
  return w.value;
}

Deno.test("supply() from NEAR deposits native NEAR to the hub wallet and the relayer delivers the call list", async () => {
  const { sim, deps } = simDeps();
  try {
    const mm = new MoneyMarketService(deps);
    const params = { srcChainKey: "near", srcAddress: USER, token: "NEAR", amount: 3n * 10n ** 24n };
    const r = await mm.supply(params, { walletProvider: nearWallet(sim) });
    assert.ok(r.ok, r.ok ? "" : JSON.stringify(r.error.toJSON()));
    assert.ok(r.value.kind === "sent" && r.value.family === "NEAR");
    assert.equal(r.value.tx.from, USER);
    assert.equal(r.value.tx.to, deps.config.getChainConfig("near").addresses.assetManager);
    assert.equal(r.value.tx.value, 3n * 10n ** 24n);
    const [packet] = sim.ledger.packetsFor(NEAR_ID, r.value.srcTxHash);
    assert.equal(packet?.dst_tx_hash, r.value.hubTxHash);
    assert.equal(packet?.payload, r.value.relayData.payload);
    const spoke = sim.ledger.getSpokeTx("near", r.value.srcTxHash);
    assert.equal(spoke?.deposit?.amount, 3n * 10n ** 24n);
    assert.equal(spoke?.deposit?.to.toLowerCase(), r.value.relayData.address.toLowerCase());
  } finally {
    sim.close();
  }
});

Deno.test("supply() from NEAR with raw: true returns the unsigned NEAR function call and sends nothing", async () => {
  const { sim, deps } = simDeps();
  try {
    const r = await new MoneyMarketService(deps).supply(
      { srcChainKey: "near", srcAddress: USER, token: "bnusd.sodax.near", amount: 5n },
      { raw: true },
    );
    assert.ok(r.ok, r.ok ? "" : JSON.stringify(r.error.toJSON()));
    assert.ok(r.value.kind === "raw" && r.value.rawTx.family === "NEAR");
    const { transaction } = r.value.rawTx;
    assert.equal(transaction.signerId, USER);
    assert.equal(transaction.receiverId, "bnusd.sodax.near");
    const [call] = transaction.actions;
    assert.equal(call.methodName, "ft_transfer_call");
    assert.equal(call.deposit, 1n);
    const msg = JSON.parse(String(call.args.msg)) as { to: number[]; data: number[] };
    assert.equal(
      `0x${msg.data.map((b) => b.toString(16).padStart(2, "0")).join("")}`,
      r.value.relayData.payload,
    );
    assert.ok(decodeContractCalls(r.value.relayData.payload).ok);
    assert.equal(sim.requests().filter((q) => q.path === "/near").length, 0);
  } finally {
    sim.close();
  }
});

Deno.test("sendHubCalls() from NEAR without a deposit is a connection message the relayer reads from the node", async () => {
  const { sim, deps } = simDeps();
  try {
    const adapter = createSpokeRouter(() => deps.config.instanceConfig.chains, { fetch: sim.fetch }).adapter(
      "near",
    );
    assert.ok(adapter.ok && adapter.value.sendHubCalls);
    const hubWallet = "0x00000000000000000000000000000000000000a1";
    const sent = await adapter.value.sendHubCalls(
      { srcAddress: USER, hubWallet, payload: "0xc0" },
      nearWallet(sim),
    );
    assert.ok(sent.ok && !sent.value.raw, sent.ok ? "" : sent.error.message);
    assert.deepEqual(await adapter.value.verifyTxHash(sent.value.txHash), { ok: true, value: true });
    const packet = await relayTxAndWaitPacket({
      srcTxHash: sent.value.txHash,
      chainKey: "near",
      relayerApiEndpoint: sim.urls.relayer,
      sleep: () => Promise.resolve(),
      transport: { fetch: sim.fetch },
    });
    assert.ok(packet.ok, packet.ok ? "" : packet.error.message);
    const [p] = sim.ledger.packetsFor(NEAR_ID, sent.value.txHash);
    assert.equal(p.payload, "0xc0");
    assert.equal(p.dst_address.toLowerCase(), hubWallet);
    assert.equal(sim.ledger.getSpokeTx("near", sent.value.txHash)?.deposit, undefined);
  } finally {
    sim.close();
  }
});
