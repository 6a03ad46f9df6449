/**
 * The simulator's balances follow a library swap: the source account is debited what it deposits (plus gas), the
 * receiver is credited the fill on the destination chain once the fill is delivered, and a swap spending more than
 * the balance fails on the source chain with a precise failed Result.
 */
import assert from "node:assert/strict";
import { withSwapWorld } from "../../services/swaps/_harness.ts";

const NATIVE = "0x0000000000000000000000000000000000000000";

Deno.test("a swap debits the source token on Base and credits the fill on BSC", async () => {
  await withSwapWorld(async ({ client, sim, wallet, params, settle, me }) => {
    const p = params({ minOutputAmount: 900_000n });
    const book = sim.context.balances;
    const before = book.balanceOf("0x2105.base", me, p.inputToken);
    const bscBefore = book.balanceOf("0x38.bsc", me, p.outputToken);
    const r = await settle(client.swaps.swap({ params: p, walletProvider: wallet }));
    assert.ok(r.ok, JSON.stringify(!r.ok && r.error.toJSON()));
    await settle(new Promise((resolve) => setTimeout(resolve, 60_000)));
    assert.equal(book.balanceOf("0x2105.base", me, p.inputToken), before - p.inputAmount);
    assert.ok(book.balanceOf("0x2105.base", me, NATIVE) < 10n ** 30n, "gas was paid in the native coin");
    const credited = book.balanceOf("0x38.bsc", me, p.outputToken) - bscBefore;
    assert.ok(credited >= p.minOutputAmount, `credited ${credited}`);
  });
});

Deno.test("a swap spending more than the balance is mined reverted and fails with a precise code", async () => {
  await withSwapWorld(async ({ client, sim, wallet, params, settle, me }) => {
    const p = params();
    sim.context.balances.fund("0x2105.base", me, p.inputToken, p.inputAmount - 1n);
    const r = await settle(client.swaps.swap({ params: p, walletProvider: wallet }));
    assert.ok(!r.ok);
    // The deposit is mined reverted (ERC-20 transfer exceeds balance): the library refuses to relay it.
    assert.equal(r.error.code, "TX_VERIFICATION_FAILED");
    assert.match(String((r.error.cause as Error | undefined)?.message), /reverted/);
    assert.equal(sim.context.balances.balanceOf("0x2105.base", me, p.inputToken), p.inputAmount - 1n);
  });
});

Deno.test("a swap whose sender cannot pay gas is rejected with insufficient funds", async () => {
  await withSwapWorld(async ({ client, sim, wallet, params, settle, me }) => {
    sim.context.balances.fund("0x2105.base", me, NATIVE, 1n);
    const r = await settle(client.swaps.swap({ params: params(), walletProvider: wallet }));
    assert.ok(!r.ok);
    // geth's -32000 "insufficient funds for gas * price + value": the node refuses the signed tx, nothing is
    // mined; a node failure, not the wallet's (asking the user again would not help)
    assert.equal(r.error.code, "HTTP_REQUEST_FAILED");
    assert.equal(r.error.context.rpcCode, -32000);
    assert.match(String((r.error.cause as Error | undefined)?.message), /insufficient funds/);
    assert.equal(sim.counters().counters && sim.ledger.stats().spokeTxs, 0);
  });
});

Deno.test("a bridge debits Base and credits the recipient on Arbitrum once its onward transfer is delivered", async () => {
  await withSwapWorld(async ({ client, sim, wallet, settle, me }) => {
    const baseUsdc = client.config.getSupportedSwapTokens("0x2105.base").find((t) => t.symbol === "USDC")!;
    const arbUsdc = client.config.getSupportedSwapTokens("0xa4b1.arbitrum").find((t) => t.symbol === "USDC")!;
    const recipient = `0x${"2b".repeat(20)}`;
    const book = sim.context.balances;
    const before = book.balanceOf("0xa4b1.arbitrum", recipient, arbUsdc.address);
    const r = await settle(client.bridge.bridge({
      params: {
        srcChainKey: "0x2105.base",
        srcAsset: baseUsdc.address,
        amount: 700_000n,
        dstChainKey: "0xa4b1.arbitrum",
        dstAsset: arbUsdc.address,
        recipient,
      },
      walletProvider: wallet,
    }));
    assert.ok(r.ok, JSON.stringify(!r.ok && r.error.toJSON()));
    await settle(new Promise((resolve) => setTimeout(resolve, 60_000)));
    assert.equal(book.balanceOf("0x2105.base", me, baseUsdc.address), 10n ** 30n - 700_000n);
    assert.equal(book.balanceOf("0xa4b1.arbitrum", recipient, arbUsdc.address) - before, 700_000n);
  });
});
