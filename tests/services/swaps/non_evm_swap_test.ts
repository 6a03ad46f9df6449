import assert from "node:assert/strict";
import { Keypair } from "@solana/web3.js";
import { createKeypairSolanaWallet } from "../../../chains/solana/mod.ts";
import { SolverIntentStatusCode } from "../../../core/schemas/solver.ts";
import { withSwapWorld } from "./_harness.ts";

Deno.test("swap from Solana to Base runs through the entry object with split-tx relay data", async () => {
  await withSwapWorld(async ({ client, sim, me, settle, clock }) => {
    const keypair = Keypair.fromSeed(new Uint8Array(32).fill(9));
    const wallet = createKeypairSolanaWallet(keypair);
    assert.ok(wallet.ok);
    const sol = client.config.getSupportedSwapTokens("solana").find((t) => t.symbol === "SOL")!;
    const usdcBase = client.config.getSupportedSwapTokens("0x2105.base").find((t) => t.symbol === "USDC")!;
    const r = await settle(client.swaps.swap({
      params: {
        srcChainKey: "solana",
        dstChainKey: "0x2105.base",
        inputToken: sol.address,
        outputToken: usdcBase.address,
        inputAmount: 1_000_000_000n,
        minOutputAmount: 1n,
        srcAddress: keypair.publicKey.toBase58(),
        dstAddress: me,
        deadline: 0n,
        allowPartialFill: false,
      },
      walletProvider: wallet.value,
    }));
    assert.ok(r.ok, JSON.stringify(!r.ok && r.error.toJSON()));
    await clock.tickAsync(5_000);
    const s = await settle(client.swaps.getStatus({ intent_tx_hash: r.value.intentDeliveryInfo.dstTxHash }));
    assert.ok(s.ok && s.value.status === SolverIntentStatusCode.SOLVED);
    const submit = sim.requests().find((q) => q.route.includes("#submit"));
    assert.ok(submit, "the relay submission went through the relayer");
  }, { client: { swaps: { useBackendSubmitTx: false } } });
});

Deno.test("swap from Base to a Solana receiver encodes the destination address for the hub", async () => {
  await withSwapWorld(async ({ client, wallet, params, settle, clock }) => {
    const receiver = Keypair.fromSeed(new Uint8Array(32).fill(5)).publicKey.toBase58();
    const sol = client.config.getSupportedSwapTokens("solana").find((t) => t.symbol === "SOL")!;
    const r = await settle(client.swaps.swap({
      params: params({ dstChainKey: "solana", outputToken: sol.address, dstAddress: receiver }),
      walletProvider: wallet,
    }));
    assert.ok(r.ok, JSON.stringify(!r.ok && r.error.toJSON()));
    assert.equal(r.value.intent.dstAddress.length, 2 + 64, "a 32-byte Solana public key");
    await clock.tickAsync(5_000);
    const s = await settle(client.swaps.getStatus({ intent_tx_hash: r.value.intentDeliveryInfo.dstTxHash }));
    assert.ok(s.ok && s.value.status === SolverIntentStatusCode.SOLVED);
  });
});

Deno.test("swap refuses a destination address of the wrong family before any request", async () => {
  await withSwapWorld(async ({ client, sim, wallet, params, settle }) => {
    const sol = client.config.getSupportedSwapTokens("solana").find((t) => t.symbol === "SOL")!;
    const r = await settle(client.swaps.swap({
      params: params({ dstChainKey: "solana", outputToken: sol.address }),
      walletProvider: wallet,
    }));
    assert.ok(!r.ok);
    assert.equal(r.error.code, "INVALID_ADDRESS");
    assert.equal(r.error.context.field, "dstAddress");
    assert.equal(sim.requests().length, 0);
  });
});
