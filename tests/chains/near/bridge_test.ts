/**
 * Bridging from NEAR against the in-process simulator: `XSwap` `bridge.bridge(...)` of USDC from NEAR to Base
 * (sent through the simulated NEAR node, relayed and executed on the hub), its raw form (the unsigned NEAR call and
 * its EVM-shaped summary), and the adapter's own raw deposit with the hub call list.
 */
import assert from "node:assert/strict";
import { createPrivateKeyNearWallet } from "../../../chains/near/mod.ts";
import { decodeContractCalls } from "../../../chains/hub/contract_calls.ts";
import { getIntentRelayChainId } from "../../../core/chains/mod.ts";
import type { BridgeWalletProvider } from "../../../services/bridge/types.ts";
import { SIM_NEAR_TEST_ACCOUNT } from "../../../simulator/chains/near/rpc_app.ts";
import { withSwapWorld } from "../../services/swaps/_harness.ts";

const NEAR_ID = String(getIntentRelayChainId("near"));
const USER = SIM_NEAR_TEST_ACCOUNT.accountId;

Deno.test("bridge USDC from NEAR to Base: deposit on NEAR, relay, and the hub delivers to Base", async () => {
  await withSwapWorld(async ({ client, sim, me, settle }) => {
    const wallet = createPrivateKeyNearWallet({
      accountId: USER,
      privateKey: SIM_NEAR_TEST_ACCOUNT.privateKey,
      rpcUrl: client.config.getChainConfig("near").rpcUrl,
      fetch: sim.fetch,
    });
    assert.ok(wallet.ok);
    const src = client.config.getSupportedSwapTokens("near").find((t) => t.symbol === "USDC")!;
    const r = await settle(client.bridge.bridge({
      params: {
        srcChainKey: "near",
        srcAsset: src.address,
        amount: 4_000_000n,
        dstChainKey: "0x2105.base",
        recipient: me,
        srcAddress: USER,
      },
      // The bridge service types its signer as an EVM wallet; with `params.srcAddress` set it only hands the
      // wallet to the source adapter, which takes the NEAR wallet (see the report: widen BridgeWalletProvider).
      walletProvider: wallet.value as unknown as BridgeWalletProvider,
      extras: { useBackendSubmitTx: false },
    }));
    assert.ok(r.ok, JSON.stringify(!r.ok && r.error.toJSON()));
    const spoke = sim.ledger.getSpokeTx("near", r.value.srcTxHash);
    assert.equal(spoke?.deposit?.token, src.address);
    assert.equal(spoke?.deposit?.amount, 4_000_000n);
    const [packet] = sim.ledger.packetsFor(NEAR_ID, r.value.srcTxHash);
    assert.equal(packet?.dst_tx_hash, r.value.dstTxHash);
    const calls = decodeContractCalls(packet.payload as `0x${string}`);
    assert.ok(calls.ok && calls.value.length > 0, "the packet carries the bridge's hub call list");
  }, { client: { swaps: { useBackendSubmitTx: false } } });
});

Deno.test("bridge from NEAR with raw: true returns the unsigned NEAR call and sends nothing", async () => {
  await withSwapWorld(async ({ client, sim, me, settle }) => {
    const src = client.config.getSupportedSwapTokens("near").find((t) => t.symbol === "USDC")!;
    const r = await settle(client.bridge.bridge({
      params: {
        srcChainKey: "near",
        srcAsset: src.address,
        amount: 1_000_000n,
        dstChainKey: "0x2105.base",
        recipient: me,
        srcAddress: USER,
      },
      raw: true,
    }));
    assert.ok(r.ok, JSON.stringify(!r.ok && r.error.toJSON()));
    assert.ok("from" in r.value.tx, "the EVM-shaped summary");
    assert.equal(r.value.tx.from, USER);
    assert.equal(r.value.tx.to, src.address);
    assert.equal(r.value.tx.value, 0n);
    assert.equal(r.value.tx.data, r.value.relayData.payload);
    assert.equal(sim.requests().filter((q) => q.path === "/near").length, 0);
  });
});

Deno.test("the NEAR adapter's raw bridge deposit carries the NEAR function call and its hub call list", async () => {
  await withSwapWorld(async ({ client, sim, me }) => {
    const adapter = client.spoke.adapter("near");
    assert.ok(adapter.ok && adapter.value.createBridgeDeposit);
    const a = "0x1111111111111111111111111111111111111111";
    const r = await adapter.value.createBridgeDeposit({
      dstChainKey: "0x2105.base",
      inputToken: "NEAR",
      hubInputToken: "0xda7a39b44d5aa0b99bd3c16110f79fa43d3bf4a4",
      hubOutputToken: "0xda7a39b44d5aa0b99bd3c16110f79fa43d3bf4a4",
      hubVault: a,
      amount: 9n,
      srcAddress: USER,
      dstAddress: me,
      creator: a,
      hubAssetManager: a,
      raw: true,
    }, undefined);
    assert.ok(r.ok && r.value.raw && "transaction" in r.value);
    const [call] = r.value.transaction.actions;
    assert.equal(r.value.transaction.receiverId, client.config.getChainConfig("near").addresses.assetManager);
    assert.equal(call.methodName, "transfer");
    assert.equal(call.deposit, 9n);
    assert.equal(call.args.amount, "9");
    const data = `0x${(call.args.data as number[]).map((b) => b.toString(16).padStart(2, "0")).join("")}`;
    assert.equal(data, r.value.relayData.payload);
    assert.ok(decodeContractCalls(r.value.relayData.payload as `0x${string}`).ok);
    assert.equal(sim.requests().filter((q) => q.path === "/near").length, 0);
  });
});
