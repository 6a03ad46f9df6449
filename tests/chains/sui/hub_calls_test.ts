/**
 * Hub-service writes from Sui against the in-process simulator: a money-market supply (an
 * `asset_manager::transfer<T>` carrying the hub call list in full, relayed with the payload the simulated node read
 * from the transaction), the same supply in raw mode (the kind bytes decode with the SDK to the transfer call), and
 * `sendHubCalls` with nothing moved (a connection `send_message_ua`).
 * @module
 */
import assert from "node:assert/strict";
import { Transaction } from "@mysten/sui/transactions";
import { fromBase64 } from "@mysten/sui/utils";
import { getIntentRelayChainId } from "../../../core/chains/mod.ts";
import { decodeContractCalls } from "../../../chains/hub/contract_calls.ts";
import { prepareHubAction } from "../../../services/hub/execute_hub_calls.ts";
import { MoneyMarketService } from "../../../services/money_market/mod.ts";
import { relayTxAndWaitPacket } from "../../../services/relay/mod.ts";
import { simDeps } from "../../services/hub/_sim_deps.ts";
import { SUI, suiWallet, USDC, USER } from "./_fixture.ts";

const SUI_ID = String(getIntentRelayChainId("sui"));

for (const [name, token] of [["USDC", USDC], ["native SUI", SUI]] as const) {
  Deno.test(`moneyMarket.supply() of ${name} from Sui deposits to the hub wallet and the relayed packet carries the call list`, async () => {
    const { sim, deps } = simDeps();
    try {
      const mm = new MoneyMarketService(deps);
      const params = { srcChainKey: "sui", srcAddress: USER, token, amount: 2_000_000n };
      const r = await mm.supply(params, { walletProvider: suiWallet() });
      if (!r.ok) throw r.error;
      assert.ok(r.value.kind === "sent" && r.value.family === "SUI");
      const sender = await prepareHubAction(deps, { action: "supply", ...params });
      assert.equal(sender.ok && sender.value.hubWallet, r.value.relayData.address);
      const tx = sim.ledger.getSpokeTx("sui", r.value.srcTxHash);
      assert.equal(tx?.deposit?.amount, 2_000_000n);
      assert.equal(tx?.deposit?.token, token);
      const [packet] = sim.ledger.packetsFor(SUI_ID, r.value.srcTxHash);
      assert.equal(packet?.dst_tx_hash, r.value.hubTxHash);
      assert.equal(packet?.payload, r.value.relayData.payload);
    } finally {
      sim.close();
    }
  });
}

Deno.test("moneyMarket.supply() from Sui with raw: true returns the transfer<T> kind bytes, unsigned", async () => {
  const { sim, deps } = simDeps();
  try {
    const r = await new MoneyMarketService(deps).supply(
      { srcChainKey: "sui", srcAddress: USER, token: USDC, amount: 5n },
      { raw: true },
    );
    if (!r.ok) throw r.error;
    if (r.value.kind !== "raw" || r.value.rawTx.family !== "SUI") throw new Error("expected a raw Sui tx");
    const { tx } = r.value.rawTx;
    assert.equal(tx.from, USER);
    assert.ok(tx.to.endsWith("::asset_manager::transfer"));
    assert.equal(tx.value, 5n);
    const data = Transaction.fromKind(fromBase64(tx.data)).getData();
    const call = data.commands.find((c) => c.MoveCall)?.MoveCall;
    assert.equal(call?.function, "transfer");
    assert.deepEqual(call?.typeArguments, [USDC]);
    assert.ok(decodeContractCalls(r.value.relayData.payload).ok);
  } finally {
    sim.close();
  }
});

Deno.test("sendHubCalls() from Sui with nothing moved sends send_message_ua and relays the payload", async () => {
  const { sim, deps } = simDeps();
  try {
    const adapter = deps.spokes.adapter("sui");
    assert.ok(adapter.ok && adapter.value.sendHubCalls);
    const sender = await prepareHubAction(deps, { action: "borrow", srcChainKey: "sui", srcAddress: USER });
    if (!sender.ok) throw sender.error;
    const payload = "0xc0ffee";
    const sent = await adapter.value.sendHubCalls({
      srcAddress: USER,
      hubWallet: sender.value.hubWallet,
      payload,
    }, suiWallet());
    assert.ok(sent.ok && !sent.value.raw, sent.ok ? "" : sent.error.message);
    assert.deepEqual(await adapter.value.verifyTxHash(sent.value.txHash), { ok: true, value: true });
    const packet = await relayTxAndWaitPacket({
      srcTxHash: sent.value.txHash,
      chainKey: "sui",
      relayerApiEndpoint: sim.urls.relayer,
      sleep: () => Promise.resolve(),
      transport: { fetch: sim.fetch },
    });
    assert.ok(packet.ok, packet.ok ? "" : packet.error.message);
    const [p] = sim.ledger.packetsFor(SUI_ID, sent.value.txHash);
    assert.equal(p?.payload, payload);
    assert.equal(p?.dst_address.toLowerCase(), sender.value.hubWallet.toLowerCase());
    assert.equal(sim.ledger.getSpokeTx("sui", sent.value.txHash)?.message?.payload, payload);
  } finally {
    sim.close();
  }
});
