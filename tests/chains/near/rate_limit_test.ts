import assert from "node:assert/strict";
import { XSwap } from "../../../mod.ts";
import { createPrivateKeyEvmWallet } from "../../../chains/evm/mod.ts";
import { createSimulatorApp, type SimulatorApp } from "../../../simulator/mod.ts";

const USDC_NEAR = "17208628f84f5d6ad33f0da3bbbeb27ffcb398eac501a31bd6ad2011e36133a1";
const RECEIVER = "receiver.near";

function world(options: Parameters<typeof createSimulatorApp>[0] = {}): { sim: SimulatorApp; client: XSwap } {
  const sim = createSimulatorApp({ preset: "instant", ...options });
  return { sim, client: new XSwap({ ...sim.clientConfig, fetch: sim.fetch }) };
}

Deno.test("spoke.getLimit and getAvailable read the NEAR rate-limit contract: unlimited in practice by default", async () => {
  const { sim, client } = world();
  assert.deepEqual(await client.spoke.getLimit("wrap.near", "near"), { ok: true, value: 10n ** 36n });
  assert.deepEqual(await client.spoke.getAvailable("wrap.near", "near"), { ok: true, value: 10n ** 36n });
  sim.close();
});

Deno.test("a scenario's NEAR rate limits are what get_rate_limit answers; a token without a limit reads zeros", async () => {
  const { sim, client } = world({
    nearRateLimits: { "wrap.near": { maxAvailable: 500n, ratePerSecond: 2n }, "soda.sodax.near": null },
  });
  const near = client.spoke.adapter("near");
  assert.ok(near.ok);
  assert.deepEqual(await near.value.getRateLimit!("wrap.near"), {
    ok: true,
    value: { maxAvailable: 500n, available: 500n, ratePerSecond: 2n },
  });
  assert.deepEqual(await client.spoke.getLimit("soda.sodax.near", "near"), { ok: true, value: 0n });
  assert.deepEqual(await client.spoke.getAvailable("soda.sodax.near", "near"), { ok: true, value: 0n });
  sim.close();
});

Deno.test("getLimit and getAvailable fail UNSUPPORTED_CHAIN_OPERATION off NEAR, as the platform's", async () => {
  const { sim, client } = world();
  for (const chainKey of ["0x2105.base", "stellar", "solana"]) {
    const r = await client.spoke.getLimit("x", chainKey);
    assert.ok(!r.ok && r.error.code === "UNSUPPORTED_CHAIN_OPERATION", chainKey);
    const a = await client.spoke.getAvailable("x", chainKey);
    assert.ok(!a.ok && a.error.code === "UNSUPPORTED_CHAIN_OPERATION", chainKey);
  }
  const bad = await client.spoke.getLimit("x", "nope");
  assert.ok(!bad.ok && bad.error.code === "UNKNOWN_CHAIN_KEY");
  sim.close();
});

async function swapBaseUsdcToNear(client: XSwap, sim: SimulatorApp, amount: bigint): Promise<void> {
  const evm = createPrivateKeyEvmWallet({
    privateKey: `0x${"06".repeat(32)}`,
    rpcUrl: sim.urls.rpc("0x2105.base"),
    fetch: sim.fetch,
  });
  if (!evm.ok) throw evm.error;
  const me = await evm.value.getAddress();
  const usdcBase = client.config.getSupportedSwapTokens("0x2105.base").find((t) => t.symbol === "USDC")!;
  const params = {
    srcChainKey: "0x2105.base",
    dstChainKey: "near",
    inputToken: usdcBase.address,
    outputToken: USDC_NEAR,
    inputAmount: amount,
    minOutputAmount: 1n,
    srcAddress: me,
    dstAddress: RECEIVER,
    deadline: 0n,
    allowPartialFill: false,
  } as const;
  const approved = await client.swaps.approve({ params, walletProvider: evm.value });
  if (!approved.ok) throw approved.error;
  const swap = await client.swaps.swap({ params, walletProvider: evm.value });
  if (!swap.ok) throw swap.error;
  const done = await client.swaps.track(swap.value, { timeout: 120_000 });
  if (!done.ok) throw done.error;
}

Deno.test("a withdrawal to NEAR beyond the available rate limit credits nothing; within it, it drains the limit", async () => {
  const { sim, client } = world({ nearRateLimits: { [USDC_NEAR]: { maxAvailable: 1n, ratePerSecond: 0n } } });
  const near = client.spoke.adapter("near");
  assert.ok(near.ok);
  const before = await near.value.getBalance(RECEIVER, USDC_NEAR);
  assert.ok(before.ok);
  await swapBaseUsdcToNear(client, sim, 1_000_000n);
  const mid = await near.value.getBalance(RECEIVER, USDC_NEAR);
  assert.ok(mid.ok && mid.value > before.value);
  const available = await client.spoke.getAvailable(USDC_NEAR, "near");
  assert.deepEqual(available, { ok: true, value: 1n - (mid.value - before.value) });
  await swapBaseUsdcToNear(client, sim, 1_000_000n); // more than what is left (the simulated fill pays 1 unit)
  const after = await near.value.getBalance(RECEIVER, USDC_NEAR);
  assert.deepEqual(after, mid);
  sim.close();
});
