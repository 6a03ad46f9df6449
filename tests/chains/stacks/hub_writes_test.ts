/**
 * Hub writes and bridges from Stacks against the in-process simulator: a money-market supply (a deposit carrying
 * the hub call list, relayed by the relayer with the payload the simulated node read from the chain), a hub-call
 * message that moves nothing, and a bridge STX -> Base.
 */
import assert from "node:assert/strict";
import { createPrivateKeyStacksWallet } from "../../../chains/stacks/mod.ts";
import { decodeContractCalls } from "../../../chains/hub/contract_calls.ts";
import { getIntentRelayChainId } from "../../../core/chains/mod.ts";
import { prepareHubAction } from "../../../services/hub/execute_hub_calls.ts";
import { relayTxAndWaitPacket } from "../../../services/relay/mod.ts";
import { MoneyMarketService } from "../../../services/money_market/mod.ts";
import { simDeps } from "../../services/hub/_sim_deps.ts";
import { USER_KEY } from "./_fixture.ts";

const STACKS_ID = String(getIntentRelayChainId("stacks"));

function stacksDeps() {
  const s = simDeps();
  const chain = s.deps.config.instanceConfig.chains["stacks"];
  assert.ok("rpcUrl" in chain);
  const wallet = createPrivateKeyStacksWallet({
    privateKey: USER_KEY,
    rpcUrl: chain.rpcUrl,
    fetch: s.sim.fetch,
  });
  assert.ok(wallet.ok);
  return { ...s, stacksWallet: wallet.value };
}

Deno.test("moneyMarket.supply() from Stacks deposits STX to the hub wallet and the relayer delivers the call list", async () => {
  const { sim, deps, stacksWallet } = stacksDeps();
  try {
    const address = await stacksWallet.getWalletAddress();
    const stx = deps.config.getChainConfig("stacks").nativeToken;
    const params = { srcChainKey: "stacks", srcAddress: address, token: stx, amount: 2_000_000n };
    const r = await new MoneyMarketService(deps).supply(params, { walletProvider: stacksWallet });
    if (!r.ok) throw r.error;
    assert.ok(r.value.kind === "sent" && r.value.family === "STACKS");
    const sender = await prepareHubAction(deps, { action: "supply", ...params });
    assert.equal(sender.ok && sender.value.hubWallet, r.value.relayData.address);
    const tx = sim.ledger.getSpokeTx("stacks", r.value.srcTxHash);
    assert.equal(tx?.deposit?.amount, 2_000_000n);
    assert.equal(tx?.deposit?.token, stx);
    assert.equal(tx?.deposit?.hubCalls, r.value.relayData.payload);
    const [packet] = sim.ledger.packetsFor(STACKS_ID, r.value.srcTxHash);
    assert.equal(packet?.dst_tx_hash, r.value.hubTxHash);
    assert.equal(packet?.payload, r.value.relayData.payload);
    assert.ok(decodeContractCalls(r.value.relayData.payload).ok);
  } finally {
    sim.close();
  }
});

Deno.test("sendHubCalls() from Stacks without a deposit is a connection message the relayer delivers", async () => {
  const { sim, deps, stacksWallet } = stacksDeps();
  try {
    const address = await stacksWallet.getWalletAddress();
    const adapter = deps.spokes.adapter("stacks");
    assert.ok(adapter.ok && adapter.value.sendHubCalls);
    const hubWallet = "0x00000000000000000000000000000000000000c1";
    const sent = await adapter.value.sendHubCalls(
      { srcAddress: address, hubWallet, payload: "0xc0" },
      stacksWallet,
    );
    assert.ok(sent.ok && !sent.value.raw, JSON.stringify(sent));
    assert.deepEqual(await adapter.value.verifyTxHash(sent.value.txHash), { ok: true, value: true });
    const tx = sim.ledger.getSpokeTx("stacks", sent.value.txHash);
    assert.deepEqual(tx?.message, { to: hubWallet, payload: "0xc0" });
    assert.equal(tx?.deposit, undefined);
    const submitted = sim.ledger.submitRelay(STACKS_ID, sent.value.txHash);
    assert.ok(submitted.success, submitted.message);
    const [packet] = sim.ledger.packetsFor(STACKS_ID, sent.value.txHash);
    assert.equal(packet?.payload, "0xc0");
    assert.equal(packet?.dst_address.toLowerCase(), hubWallet);
  } finally {
    sim.close();
  }
});

Deno.test("bridge bnUSD from Stacks to Base: the deposit carries the bridge's hub calls and the relayer delivers it", async () => {
  const { sim, deps, stacksWallet } = stacksDeps();
  try {
    const address = await stacksWallet.getWalletAddress();
    const chain = deps.config.getChainConfig("stacks");
    const bnusd = chain.supportedTokens.find((t) => t.symbol === "bnUSD")!;
    const baseBnusd = deps.config.getChainConfig("0x2105.base").supportedTokens.find((t) =>
      t.symbol === "bnUSD"
    )!;
    assert.equal(bnusd.vault.toLowerCase(), baseBnusd.vault.toLowerCase(), "one vault: bridgeable");
    const hubWallet = await prepareHubAction(deps, {
      action: "supply",
      srcChainKey: "stacks",
      srcAddress: address,
    });
    assert.ok(hubWallet.ok);
    const adapter = deps.spokes.adapter("stacks");
    assert.ok(adapter.ok && adapter.value.createBridgeDeposit);
    const receiver = "0x00000000000000000000000000000000000000b0";
    const r = await adapter.value.createBridgeDeposit({
      dstChainKey: "0x2105.base",
      inputToken: bnusd.address,
      hubInputToken: bnusd.hubAsset,
      hubOutputToken: baseBnusd.hubAsset,
      hubVault: bnusd.vault,
      amount: 3_000_000n,
      srcAddress: address,
      dstAddress: receiver,
      creator: hubWallet.value.hubWallet,
      hubAssetManager: deps.config.instanceConfig.hub.addresses.assetManager,
    }, stacksWallet);
    assert.ok(r.ok && !r.value.raw, r.ok ? "raw" : JSON.stringify(r.error.toJSON()));
    const tx = sim.ledger.getSpokeTx("stacks", r.value.txHash);
    assert.equal(tx?.deposit?.token, bnusd.address);
    assert.equal(tx?.deposit?.amount, 3_000_000n);
    assert.equal(tx?.deposit?.hubCalls, r.value.relayData.payload);
    const calls = decodeContractCalls(r.value.relayData.payload as `0x${string}`);
    assert.ok(
      calls.ok && calls.value.length === 4,
      "approve, vault deposit, vault withdraw, asset-manager transfer",
    );
    const packet = await relayTxAndWaitPacket({
      srcTxHash: r.value.txHash,
      chainKey: "stacks",
      relayerApiEndpoint: sim.urls.relayer,
      sleep: () => Promise.resolve(),
      transport: { fetch: sim.fetch },
    });
    assert.ok(packet.ok, JSON.stringify(packet));
    assert.equal(packet.value.payload, r.value.relayData.payload);
    const balances = await sim.fetch(`/stacks/extended/v1/address/${address}/balances`);
    const body = await balances.json();
    assert.equal(body.fungible_tokens[`${bnusd.address}::bnusd`].balance, String(10n ** 12n - 3_000_000n));
  } finally {
    sim.close();
  }
});

Deno.test("moneyMarket.supply() from Stacks with raw: true returns the unsigned Stacks call and broadcasts nothing", async () => {
  const { sim, deps, stacksWallet } = stacksDeps();
  try {
    const address = await stacksWallet.getWalletAddress();
    const bnusd = deps.config.getChainConfig("stacks").bnUSD;
    const r = await new MoneyMarketService(deps).supply(
      { srcChainKey: "stacks", srcAddress: address, token: bnusd, amount: 5n },
      { raw: true },
    );
    if (!r.ok) throw r.error;
    assert.ok(r.value.kind === "raw" && r.value.rawTx.family === "STACKS");
    const { contractCall, payload } = r.value.rawTx;
    assert.deepEqual([contractCall.contractName, contractCall.functionName], [
      "asset-manager-impl",
      "transfer",
    ]);
    assert.ok(payload.startsWith("0x0216"));
    assert.equal(sim.requests().filter((e) => e.path === "/stacks/v2/transactions").length, 0);
    assert.equal(sim.ledger.counters.spokeTx.applied, 0);
  } finally {
    sim.close();
  }
});
