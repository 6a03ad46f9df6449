/**
 * `swaps.cancelIntent` / `cancelLimitOrder` / `createCancelIntent`: one hub call (`cancelIntent(intent)` on the
 * intents contract) sent from the intent's source chain to its creator, relayed to the hub.
 */
import assert from "node:assert/strict";
import { decodeFunctionData, type Hex } from "viem";
import { intentsAbi } from "../../../core/abis/intents.ts";
import { decodeContractCalls } from "../../../chains/hub/contract_calls.ts";
import { getIntentHash } from "../../../chains/hub/intent.ts";
import { XSwap } from "../../../services/client/xswap.ts";
import { createMemoryJournalStore } from "../../../services/journal/memory_store.ts";
import { withSwapWorld } from "./_harness.ts";

Deno.test("cancelLimitOrder sends cancelIntent(intent) to the intents contract from Base and relays it to the hub", async () => {
  await withSwapWorld(async ({ client, wallet, params, settle, sim }) => {
    const order = await settle(client.swaps.createLimitOrder({ params: params(), walletProvider: wallet }));
    if (!order.ok) throw order.error;
    const intent = order.value.intent;
    const cancelled = await settle(client.swaps.cancelLimitOrder({
      params: { srcChainKey: "0x2105.base", intent },
      walletProvider: wallet,
    }));
    if (!cancelled.ok) throw cancelled.error;
    assert.equal(cancelled.value.kind, "sent");
    if (cancelled.value.kind !== "sent") return;
    assert.notEqual(cancelled.value.hubTxHash, cancelled.value.srcTxHash, "relayed: a hub tx of its own");
    assert.equal(cancelled.value.relayData.address.toLowerCase(), intent.creator.toLowerCase());
    const calls = decodeContractCalls(cancelled.value.relayData.payload as Hex);
    assert.ok(calls.ok && calls.value.length === 1);
    const [call] = calls.value;
    assert.equal(call.address.toLowerCase(), client.instanceConfig.solver.intentsContract.toLowerCase());
    const decoded = decodeFunctionData({ abi: intentsAbi, data: call.data });
    assert.equal(decoded.functionName, "cancelIntent");
    assert.equal(getIntentHash(decoded.args[0]), getIntentHash(intent));
    const submits = sim.requests().filter((e) => e.path.startsWith("/relayer"));
    assert.ok(submits.length > 0, "the cancel went through the relayer");
  });
});

Deno.test("createCancelIntent with raw returns the unsigned cancel without sending or relaying", async () => {
  await withSwapWorld(async ({ client, wallet, params, settle, sim }) => {
    const order = await settle(client.swaps.createLimitOrder({ params: params(), walletProvider: wallet }));
    if (!order.ok) throw order.error;
    const before = sim.requests().length;
    const raw = await client.swaps.createCancelIntent({
      params: { srcChainKey: "0x2105.base", intent: order.value.intent },
      raw: true,
    });
    if (!raw.ok) throw raw.error;
    assert.equal(raw.value.kind, "raw");
    const after = sim.requests().slice(before);
    assert.ok(after.every((e) => !e.path.startsWith("/relayer")), "nothing relayed");
    assert.ok(
      after.every((e) => !JSON.stringify(e).includes("eth_sendRawTransaction")),
      "nothing sent",
    );
  });
});

Deno.test("cancelIntent refuses a chain that is not the intent's source and a wallet that is not its creator", async () => {
  await withSwapWorld(async ({ client, wallet, params, settle }) => {
    const order = await settle(client.swaps.createLimitOrder({ params: params(), walletProvider: wallet }));
    if (!order.ok) throw order.error;
    const wrongChain = await client.swaps.cancelIntent({
      params: { srcChainKey: "0x38.bsc", intent: order.value.intent },
      walletProvider: wallet,
    });
    assert.ok(!wrongChain.ok && wrongChain.error.code === "VALIDATION_FAILED");
    assert.equal(wrongChain.error.context.field, "srcChainKey");
    const stranger = await client.swaps.cancelIntent({
      params: {
        srcChainKey: "0x2105.base",
        intent: order.value.intent,
        srcAddress: "0x000000000000000000000000000000000000dEaD",
      },
      walletProvider: wallet,
    });
    assert.ok(!stranger.ok && stranger.error.code === "VALIDATION_FAILED");
    assert.equal(stranger.error.context.field, "srcAddress");
  });
});

Deno.test("a cancelled open limit order returns its whole input on Base, never fills, and the solver reports FAILED", async () => {
  await withSwapWorld(async ({ client, wallet, params, settle, sim, me }) => {
    const usdc = client.config.getSupportedSwapTokens("0x2105.base").find((t) => t.symbol === "USDC")!;
    const balance = () => sim.context.balances.balanceOf("0x2105.base", me, usdc.address);
    const before = balance();
    const order = await settle(client.swaps.createLimitOrder({ params: params(), walletProvider: wallet }));
    if (!order.ok) throw order.error;
    assert.equal(balance(), before - 1_000_000n, "the order's input left the wallet");
    const cancelled = await settle(client.swaps.cancelLimitOrder({
      params: { srcChainKey: "0x2105.base", intent: order.value.intent },
      walletProvider: wallet,
    }));
    if (!cancelled.ok) throw cancelled.error;
    await settle(new Promise<void>((resolve) => setTimeout(resolve, 60_000)));
    assert.equal(balance(), before, "the refund packet credited the whole input back on Base");
    const hubTxHash = order.value.intentDeliveryInfo.dstTxHash;
    assert.equal(sim.ledger.hubIntent(hubTxHash)?.cancelled?.refund, 1_000_000n);
    await settle(new Promise<void>((resolve) => setTimeout(resolve, 700_000)));
    assert.deepEqual(sim.ledger.fillsOf(sim.ledger.hubIntent(hubTxHash)!), [], "no fill after the cancel");
    const status = await settle(client.swaps.getStatus({ intent_tx_hash: hubTxHash }));
    assert.ok(status.ok && status.value.status === 4, JSON.stringify(status));
    const again = await settle(client.swaps.cancelLimitOrder({
      params: { srcChainKey: "0x2105.base", intent: order.value.intent },
      walletProvider: wallet,
    }));
    if (!again.ok) throw again.error;
    await settle(new Promise<void>((resolve) => setTimeout(resolve, 60_000)));
    assert.equal(balance(), before, "a second cancel moves nothing (the contract reverts)");
  }, { faults: { profile: { solver: { firstFillMs: 600_000 } } } });
});

Deno.test("cancelling a partly filled order returns only what no fill consumed", async () => {
  await withSwapWorld(async ({ client, wallet, params, settle, sim, me }) => {
    const usdc = client.config.getSupportedSwapTokens("0x2105.base").find((t) => t.symbol === "USDC")!;
    const balance = () => sim.context.balances.balanceOf("0x2105.base", me, usdc.address);
    const before = balance();
    const order = await settle(client.swaps.createLimitOrder({
      params: params({ allowPartialFill: true }),
      walletProvider: wallet,
    }));
    if (!order.ok) throw order.error;
    await settle(new Promise<void>((resolve) => setTimeout(resolve, 2_000)));
    const cancelled = await settle(client.swaps.cancelLimitOrder({
      params: { srcChainKey: "0x2105.base", intent: order.value.intent },
      walletProvider: wallet,
    }));
    if (!cancelled.ok) throw cancelled.error;
    await settle(new Promise<void>((resolve) => setTimeout(resolve, 60_000)));
    const hub = sim.ledger.hubIntent(order.value.intentDeliveryInfo.dstTxHash)!;
    assert.equal(sim.ledger.fillsOf(hub).length, 1, "the first of two fills happened, the second never will");
    assert.equal(hub.cancelled?.refund, 500_000n);
    assert.equal(balance(), before - 500_000n);
  }, { faults: { profile: { solver: { partialFills: 2, firstFillMs: 1_000, fillIntervalMs: 3_600_000 } } } });
});

Deno.test("a cancel cut after its send is finished by recover() in a fresh client: relayed once, refunded once", async () => {
  await withSwapWorld(async ({ client, wallet, params, settle, sim, me, clock }) => {
    const usdc = client.config.getSupportedSwapTokens("0x2105.base").find((t) => t.symbol === "USDC")!;
    const balance = () => sim.context.balances.balanceOf("0x2105.base", me, usdc.address);
    const before = balance();
    const order = await settle(client.swaps.createLimitOrder({ params: params(), walletProvider: wallet }));
    if (!order.ok) throw order.error;
    // A store that dies (never answers again) once the cancel's `sent` token is written: the process is gone.
    const held = new Map<string, string>();
    let dead = false;
    const dying = {
      get: (key: string) => held.get(key),
      list: () => [...held.keys()],
      delete: (key: string) => dead ? new Promise<void>(() => {}) : void held.delete(key),
      set: (key: string, value: string) => {
        if (dead) return new Promise<void>(() => {});
        held.set(key, value);
        if (JSON.parse(value).token?.phase === "sent") dead = true;
      },
    };
    const crashing = new XSwap({ ...sim.clientConfig, fetch: sim.fetch, swapJournal: dying });
    const cut = crashing.swaps.cancelLimitOrder({
      params: { srcChainKey: "0x2105.base", intent: order.value.intent },
      walletProvider: wallet,
    });
    // virtual time moves until the store dies, not for a fixed span: under load the cancel's modules, loaded on
    // first use, may take longer (in real time) than a fixed number of ticks
    for (let t = 0; !dead && t < 60_000; t += 50) await clock.tickAsync(50);
    assert.ok(dead, "the flow reached the cancel's send and its token");
    const relaySubmits = () => sim.requests().filter((e) => e.path.startsWith("/relayer")).length;
    const submitsAtDeath = relaySubmits();
    const fresh = new XSwap({
      ...sim.clientConfig,
      fetch: sim.fetch,
      swapJournal: createMemoryJournalStore(Object.fromEntries(held)),
    });
    const report = await settle(fresh.recover());
    if (!report.ok) throw report.error;
    assert.deepEqual(report.value.operations.map((o) => [o.kind, o.outcome]), [["cancel", "delivered"]]);
    assert.ok(relaySubmits() > submitsAtDeath, "recovery relayed the cancel");
    await settle(new Promise<void>((resolve) => setTimeout(resolve, 60_000)));
    assert.equal(balance(), before, "refunded exactly once");
    void cut;
  }, { faults: { profile: { solver: { firstFillMs: 600_000 } } } });
});
