import assert from "node:assert/strict";
import { XSwap } from "../../../mod.ts";
import { createSimulatorApp } from "../../../simulator/mod.ts";
import { POOL_FUNDING } from "../../../simulator/state/balances/simulator_book.ts";

function world(options: Parameters<typeof createSimulatorApp>[0] = {}) {
  const sim = createSimulatorApp({ preset: "instant", ...options });
  const client = new XSwap({ ...sim.clientConfig, fetch: sim.fetch });
  const usdc = (chainKey: string) =>
    client.config.getSupportedSwapTokens(chainKey as "sonic").find((t) => t.symbol === "USDC")!;
  return { sim, client, usdc };
}

Deno.test("spoke -> spoke: an uncapped vault is bound by the destination asset manager's reserve (WITHDRAWAL_LIMIT)", async () => {
  const { sim, client, usdc } = world();
  const src = usdc("0x2105.base");
  const dst = usdc("0xa4b1.arbitrum");
  const r = await client.bridge.getBridgeableAmount({
    srcChainKey: "0x2105.base",
    srcAsset: src.address,
    dstChainKey: "0xa4b1.arbitrum",
    dstAsset: dst.address,
  });
  assert.deepEqual(r, {
    ok: true,
    value: { amount: POOL_FUNDING, decimals: dst.decimals, type: "WITHDRAWAL_LIMIT" },
  });
  sim.close();
});

Deno.test("spoke -> spoke: a capped source vault is bound by its deposit room (DEPOSIT_LIMIT: maxDeposit - reserve)", async () => {
  const probe = world();
  const src = probe.usdc("0x2105.base");
  probe.sim.close();
  const { sim, client, usdc } = world({ vaultMaxDeposits: { [src.hubAsset]: POOL_FUNDING + 5_000_000n } });
  const r = await client.bridge.getBridgeableAmount({
    srcChainKey: "0x2105.base",
    srcAsset: src.address,
    dstChainKey: "0xa4b1.arbitrum",
    dstAsset: usdc("0xa4b1.arbitrum").address,
  });
  assert.deepEqual(r, {
    ok: true,
    value: { amount: 5_000_000n, decimals: src.decimals, type: "DEPOSIT_LIMIT" },
  });
  sim.close();
});

Deno.test("getBridgeableAmount refuses tokens of different vaults and unknown tokens before any read", async () => {
  const { sim, client, usdc } = world();
  const eth = client.config.getSupportedSwapTokens("0xa4b1.arbitrum").find((t) => t.symbol === "ETH")!;
  const route = {
    srcChainKey: "0x2105.base",
    srcAsset: usdc("0x2105.base").address,
    dstChainKey: "0xa4b1.arbitrum",
    dstAsset: eth.address,
  };
  const r = await client.bridge.getBridgeableAmount(route);
  assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED");
  const unknown = await client.bridge.getBridgeableAmount({
    ...route,
    dstAsset: "0x000000000000000000000000000000000000dEaD",
  });
  assert.ok(!unknown.ok && unknown.error.code === "UNSUPPORTED_TOKEN");
  assert.equal(sim.requests().filter((q) => q.method === "POST").length, 0);
  const aborted = await client.bridge.getBridgeableAmount(
    { ...route, dstAsset: usdc("0xa4b1.arbitrum").address },
    { signal: AbortSignal.abort() },
  );
  assert.ok(!aborted.ok && aborted.error.code === "ABORTED");
  sim.close();
});
