/**
 * Injective end to end against the in-process simulator through `XSwap`: a swap INJ -> Base USDC (deposit with
 * the hub call list, signed by the private-key wallet, relayed, executed, solved, and the fill packet), a bridge
 * of INJ to the hub, and a money-market supply from Injective (a deposit with the supply call list to the user's
 * hub wallet). Virtual time drives both the library's sleeps and the simulator's clock (the swap-flow harness).
 */
import assert from "node:assert/strict";
import { createPrivateKeyInjectiveWallet } from "../../../chains/injective/wallet_private_key.ts";
import { getIntentRelayChainId } from "../../../core/chains/mod.ts";
import { SolverIntentStatusCode } from "../../../core/schemas/solver.ts";
import { withSwapWorld } from "../../services/swaps/_harness.ts";
import { INJ, USER, USER_KEY } from "./_fixture.ts";

const INJECTIVE_ID = String(getIntentRelayChainId("injective-1"));

Deno.test("swap injective-1 -> Base through XSwap: solved, filled, and the fill packet is executed", async () => {
  await withSwapWorld(async ({ sim, client, me, params, settle, clock }) => {
    const wallet = createPrivateKeyInjectiveWallet({
      privateKey: USER_KEY,
      restUrl: `${sim.urls.origin}/injective`,
      fetch: sim.fetch,
    });
    assert.ok(wallet.ok);
    const r = await settle(client.swaps.swap({
      params: params({
        srcChainKey: "injective-1",
        inputToken: INJ,
        inputAmount: 2n * 10n ** 18n,
        srcAddress: USER,
        dstChainKey: "0x2105.base",
        outputToken: client.config.getSupportedSwapTokens("0x2105.base").find((t) =>
          t.symbol === "USDC"
        )!.address,
        dstAddress: me,
      }),
      walletProvider: wallet.value,
    }));
    assert.ok(r.ok, JSON.stringify(!r.ok && r.error.toJSON()));
    const srcTx = sim.ledger.getSpokeTx("injective-1", r.value.intentDeliveryInfo.srcTxHash);
    assert.ok(srcTx?.deposit, "the node recorded the deposit");
    assert.equal(srcTx.deposit.token, INJ);
    assert.equal(srcTx.deposit.amount, 2n * 10n ** 18n);
    const hub = sim.ledger.hubIntent(r.value.intentDeliveryInfo.dstTxHash);
    assert.ok(hub && hub.intent.srcChain === BigInt(INJECTIVE_ID));
    await clock.tickAsync(10_000);
    const status = await settle(
      client.swaps.getStatus({ intent_tx_hash: r.value.intentDeliveryInfo.dstTxHash }),
    );
    assert.ok(
      status.ok && status.value.status === SolverIntentStatusCode.SOLVED && status.value.fill_tx_hash,
    );
    const packet = await settle(client.swaps.getSolvedIntentPacket({
      chainId: "0x2105.base",
      fillTxHash: status.value.fill_tx_hash,
      timeout: 10_000,
    }));
    assert.ok(packet.ok && packet.value.status === "executed", JSON.stringify(packet));
  });
});

const BNUSD = "factory/inj1d036ftaatxpkqsu9hja8r24rv3v33chz3appxp/bnUSD";

Deno.test("bridge bnUSD injective-1 -> Base through XSwap: the deposit is relayed and delivered", async () => {
  await withSwapWorld(async ({ sim, client, me, settle }) => {
    const wallet = createPrivateKeyInjectiveWallet({
      privateKey: USER_KEY,
      restUrl: `${sim.urls.origin}/injective`,
      fetch: sim.fetch,
    });
    assert.ok(wallet.ok);
    const targets = client.bridge.getBridgeableTokens("injective-1", "0x2105.base", BNUSD);
    assert.ok(targets.ok && targets.value.length > 0, JSON.stringify(targets));
    const r = await settle(client.bridge.bridge({
      params: {
        srcChainKey: "injective-1",
        srcAsset: BNUSD,
        amount: 3n * 10n ** 18n,
        dstChainKey: "0x2105.base",
        dstAsset: targets.value[0]!.address,
        recipient: me,
      },
      walletProvider: wallet.value,
    }));
    assert.ok(r.ok, JSON.stringify(!r.ok && r.error.toJSON()));
    assert.ok(!("raw" in r.value));
    assert.match(r.value.srcTxHash, /^[0-9A-F]{64}$/);
    assert.ok(r.value.dstTxHash.startsWith("0x"));
    const tx = sim.ledger.getSpokeTx("injective-1", r.value.srcTxHash);
    assert.equal(tx?.deposit?.token, BNUSD);
    assert.equal(tx?.deposit?.amount, 3n * 10n ** 18n);
    const balance = await client.spoke.adapter("injective-1");
    assert.ok(balance.ok);
    const left = await balance.value.getBalance(USER, BNUSD);
    assert.deepEqual(left, { ok: true, value: 10n ** 24n - 3n * 10n ** 18n });
  });
});

Deno.test("moneyMarket.supply() from injective-1: a deposit with the supply call list, relayed to the hub wallet", async () => {
  await withSwapWorld(async ({ sim, client, settle }) => {
    const wallet = createPrivateKeyInjectiveWallet({
      privateKey: USER_KEY,
      restUrl: `${sim.urls.origin}/injective`,
      fetch: sim.fetch,
    });
    assert.ok(wallet.ok);
    const r = await settle(client.moneyMarket.supply(
      { srcChainKey: "injective-1", srcAddress: USER, token: INJ, amount: 10n ** 18n },
      { walletProvider: wallet.value },
    ));
    assert.ok(r.ok, JSON.stringify(!r.ok && r.error.toJSON()));
    assert.ok(r.value.kind === "sent" && r.value.family === "INJECTIVE");
    const packets = sim.ledger.packetsFor(INJECTIVE_ID, r.value.srcTxHash);
    assert.equal(packets[0]?.payload, r.value.relayData.payload);
    assert.equal(packets[0]?.dst_address.toLowerCase(), r.value.relayData.address.toLowerCase());
    const tx = sim.ledger.getSpokeTx("injective-1", r.value.srcTxHash);
    assert.equal(tx?.deposit?.hubCalls, r.value.relayData.payload);
  });
});

Deno.test("moneyMarket.supply() from injective-1 with raw: true returns the unsigned INJECTIVE deposit", async () => {
  await withSwapWorld(async ({ sim, client, settle }) => {
    const before = sim.requests().filter((e) => e.path.startsWith("/injective/")).length;
    const r = await settle(client.moneyMarket.supply(
      { srcChainKey: "injective-1", srcAddress: USER, token: INJ, amount: 10n ** 18n },
      { raw: true },
    ));
    assert.ok(r.ok, JSON.stringify(!r.ok && r.error.toJSON()));
    assert.ok(r.value.kind === "raw" && r.value.rawTx.family === "INJECTIVE");
    assert.equal(r.value.rawTx.sender, USER);
    assert.deepEqual(r.value.rawTx.funds, [{ denom: INJ, amount: String(10n ** 18n) }]);
    assert.ok("transfer" in r.value.rawTx.msg);
    assert.equal(sim.requests().filter((e) => e.path.startsWith("/injective/")).length, before);
  });
});
