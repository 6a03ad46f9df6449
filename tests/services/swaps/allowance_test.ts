/**
 * `swaps.isAllowanceValid` / `swaps.approve` and the swap flow's allowance check, against the in-process simulator
 * where ERC-20 allowances start at zero: the spender per family (asset manager on an EVM spoke, intents contract on
 * the hub), raw approvals, the native coin and non-EVM sources, and `INSUFFICIENT_ALLOWANCE` before anything is sent.
 */
import assert from "node:assert/strict";
import { decodeFunctionData, erc20Abi } from "viem";
import { PRIVATE_KEY, withSwapWorld } from "./_harness.ts";
import { createPrivateKeyEvmWallet } from "../../../chains/evm/mod.ts";
import type { SpokeChainKey, XSwap } from "../../../mod.ts";

function usdc(client: XSwap, k: SpokeChainKey): string {
  return client.config.getSupportedSwapTokens(k).find((t) => t.symbol === "USDC")!.address;
}

Deno.test("swap without an approve fails INSUFFICIENT_ALLOWANCE naming spender, required and current, and sends nothing", async () => {
  await withSwapWorld(async ({ sim, client, wallet, params, settle }) => {
    const p = params({ srcChainKey: "0xa4b1.arbitrum", inputToken: usdc(client, "0xa4b1.arbitrum") });
    const arbWallet = wallet; // the same key signs on every EVM chain
    const before = sim.counters() as { spokeTx?: { applied: number } };
    const r = await settle(client.swaps.swap({ params: p, walletProvider: arbWallet }));
    assert.ok(!r.ok);
    assert.equal(r.error.code, "INSUFFICIENT_ALLOWANCE");
    assert.equal(r.error.context.phase, "allowanceCheck");
    assert.equal(
      r.error.context.spender,
      client.instanceConfig.chains["0xa4b1.arbitrum"].addresses.assetManager,
    );
    assert.equal(r.error.context.required, "1000000");
    assert.equal(r.error.context.current, "0");
    assert.equal(r.error.context.owner, p.srcAddress);
    assert.equal(sim.requests().filter((q) => q.path.includes("/swaps/")).length, 0, "nothing submitted");
    assert.deepEqual(sim.counters().spokeTx, before.spokeTx, "no source tx");
  });
});

Deno.test("isAllowanceValid is false until approve; approve waits until final, then the swap delivers", async () => {
  await withSwapWorld(async ({ sim, client, params, settle }) => {
    const p = params({ srcChainKey: "0xa4b1.arbitrum", inputToken: usdc(client, "0xa4b1.arbitrum") });
    const made = createPrivateKeyEvmWallet({
      privateKey: PRIVATE_KEY,
      rpcUrl: sim.urls.rpc("0xa4b1.arbitrum"),
      fetch: sim.fetch,
    });
    if (!made.ok) throw made.error;
    const wallet = made.value;
    const before = await settle(client.swaps.isAllowanceValid({ params: p }));
    assert.ok(before.ok && before.value === false);
    const approved = await settle(client.swaps.approve({ params: p, walletProvider: wallet }));
    assert.ok(approved.ok, JSON.stringify(!approved.ok && approved.error.toJSON()));
    assert.equal(approved.value.kind, "sent");
    assert.match(approved.value.kind === "sent" ? approved.value.txHash : "", /^0x[0-9a-f]{64}$/);
    const after = await settle(client.swaps.isAllowanceValid({ params: p }));
    assert.ok(after.ok && after.value === true);
    const swapped = await settle(client.swaps.swap({ params: p, walletProvider: wallet }));
    assert.ok(swapped.ok, JSON.stringify(!swapped.ok && swapped.error.toJSON()));
    // the swap spent the approved amount: the allowance is used up
    const spent = await settle(client.swaps.isAllowanceValid({ params: p }));
    assert.ok(spent.ok && spent.value === false);
  });
});

Deno.test("approve with raw: true returns the ERC-20 approve(assetManager, amount) tx and sends nothing", async () => {
  await withSwapWorld(async ({ sim, client, params }) => {
    const p = params({ inputAmount: 42n });
    const r = await client.swaps.approve({ params: p, raw: true });
    assert.ok(r.ok && r.value.kind === "raw" && "spender" in r.value); // an ERC-20 approval, not a trustline
    const manager = client.instanceConfig.chains["0x2105.base"].addresses.assetManager!;
    assert.equal(r.value.spender, manager);
    assert.equal(r.value.tx.to, p.inputToken);
    assert.equal(r.value.tx.from, p.srcAddress);
    const call = decodeFunctionData({ abi: erc20Abi, data: r.value.tx.data });
    assert.equal(call.functionName, "approve");
    assert.deepEqual(call.args, [manager, 42n]);
    assert.equal(sim.requests().filter((q) => q.method === "POST").length, 0);
  });
});

Deno.test("from the hub the spender is the intents contract", async () => {
  await withSwapWorld(async ({ client, params }) => {
    const hubUsdc = client.config.getSupportedSwapTokens("sonic").find((t) => t.symbol !== "S")!;
    const r = await client.swaps.approve({
      params: params({ srcChainKey: "sonic", inputToken: hubUsdc.address }),
      raw: true,
    });
    assert.ok(r.ok && "spender" in r.value, JSON.stringify(!r.ok && r.error.toJSON()));
    assert.equal(r.value.spender, client.instanceConfig.solver.intentsContract);
  });
});

Deno.test("the native coin and non-EVM sources need no approval: true without I/O, approve is UNSUPPORTED_CHAIN_OPERATION", async () => {
  await withSwapWorld(async ({ sim, client, params }) => {
    const eth = client.config.getSupportedSwapTokens("0x2105.base").find((t) => t.symbol === "ETH")!;
    const sol = client.config.getSupportedSwapTokens("solana")[0];
    const native = params({ inputToken: eth.address });
    const solana = params({
      srcChainKey: "solana",
      inputToken: sol.address,
      srcAddress: "11111111111111111111111111111112",
    });
    const requests = sim.requests().length;
    for (const p of [native, solana]) {
      const valid = await client.swaps.isAllowanceValid({ params: p });
      assert.ok(valid.ok && valid.value === true, JSON.stringify(!valid.ok && valid.error.toJSON()));
      const approve = await client.swaps.approve({ params: p, raw: true });
      assert.ok(!approve.ok && approve.error.code === "UNSUPPORTED_CHAIN_OPERATION");
    }
    assert.equal(sim.requests().length, requests);
  });
});

Deno.test("isAllowanceValid and approve refuse bad input before any request", async () => {
  await withSwapWorld(async ({ sim, client, params }) => {
    const requests = sim.requests().length;
    const cases = [
      [params({ inputAmount: 0n }), "INVALID_AMOUNT"],
      [params({ srcAddress: "me" }), "INVALID_ADDRESS"],
      [params({ inputToken: "0x0000000000000000000000000000000000000bad" }), "UNSUPPORTED_TOKEN"],
      [params({ srcChainKey: "mars" as never }), "UNKNOWN_CHAIN_KEY"],
    ] as const;
    for (const [p, code] of cases) {
      const r = await client.swaps.isAllowanceValid({ params: p });
      assert.ok(!r.ok && r.error.code === code, `${code}: ${JSON.stringify(!r.ok && r.error.toJSON())}`);
      const a = await client.swaps.approve({ params: p, raw: true });
      assert.ok(!a.ok && a.error.code === code);
    }
    const noWallet = await client.swaps.approve({ params: params() });
    assert.ok(!noWallet.ok && noWallet.error.code === "VALIDATION_FAILED");
    assert.equal(sim.requests().length, requests);
  });
});

Deno.test("an aborted allowance read fails ABORTED", async () => {
  await withSwapWorld(async ({ client, params }) => {
    const controller = new AbortController();
    controller.abort(new Error("user left"));
    const r = await client.swaps.isAllowanceValid({
      params: params(),
      extras: { signal: controller.signal },
    });
    assert.ok(!r.ok && r.error.code === "ABORTED" && r.error.context.phase === "allowanceCheck");
  });
});

Deno.test("a hub swap of the native coin needs no allowance and delivers, its value moved once", async () => {
  await withSwapWorld(async ({ sim, client, params, settle }) => {
    const made = createPrivateKeyEvmWallet({
      privateKey: PRIVATE_KEY,
      rpcUrl: sim.urls.rpc("sonic"),
      fetch: sim.fetch,
    });
    if (!made.ok) throw made.error;
    const s = client.config.getSupportedSwapTokens("sonic").find((t) => t.symbol === "S")!;
    const p = params({ srcChainKey: "sonic", inputToken: s.address, inputAmount: 10n ** 18n });
    const valid = await client.swaps.isAllowanceValid({ params: p });
    assert.ok(valid.ok && valid.value === true);
    const before = sim.context.balances.balanceOf("sonic", p.srcAddress, s.address);
    const r = await settle(client.swaps.swap({ params: p, walletProvider: made.value }));
    assert.ok(r.ok, JSON.stringify(!r.ok && r.error.toJSON()));
    const spent = before - sim.context.balances.balanceOf("sonic", p.srcAddress, s.address);
    assert.ok(spent >= 10n ** 18n && spent < 2n * 10n ** 18n, `spent ${spent}: the input once, plus gas`);
  });
});
