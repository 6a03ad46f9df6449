// The simulator reads relay chain ids from its own table (simulator/client_config/relay_ids.ts), not the
// library's (docs/rules/relay.md#relay-chain-ids): a swap from Avalanche, whose relay id (6) sits next to
// Polygon's (5), goes through only while the library sends the right one. With the library's table swapped (the
// mutant `relay-ids-avax-polygon-swapped`) the simulator files the intent under Polygon and the swap fails, where a
// table both sides imported let it pass.
import assert from "node:assert/strict";
import { createPrivateKeyEvmWallet } from "../../chains/evm/mod.ts";
import type { SpokeChainKey } from "../../core/chains/mod.ts";
import { settle, withVirtualTime } from "../properties/_harness.ts";
import { createWorld } from "../properties/_sim.ts";

Deno.test("a swap from Avalanche reaches the simulator with Avalanche's relay id and goes through", async () => {
  await withVirtualTime(async (clock) => {
    const world = createWorld({ seed: 7, client: { swapUseBackendSubmitTx: false } as never });
    try {
      const wallet = createPrivateKeyEvmWallet({
        privateKey: `0x${"01".repeat(32)}`,
        rpcUrl: world.sim.urls.rpc("0xa86a.avax"),
        fetch: world.fetch,
      });
      if (!wallet.ok) throw wallet.error;
      const me = await settle(clock, wallet.value.getAddress(), 60_000);
      const usdc = (chain: string) =>
        world.client.config.getSupportedSwapTokens(chain as SpokeChainKey).find((t) => t.symbol === "USDC")!
          .address;
      // setup: the wallet approved the Avalanche asset manager earlier (allowances start at zero)
      world.sim.context.balances.approve(
        "0xa86a.avax",
        me,
        usdc("0xa86a.avax"),
        world.client.instanceConfig.chains["0xa86a.avax"].addresses.assetManager ?? "",
        1_000_000n,
      );
      const result = await settle(
        clock,
        world.client.swaps.swap({
          params: {
            srcChainKey: "0xa86a.avax",
            dstChainKey: "0x38.bsc",
            inputToken: usdc("0xa86a.avax"),
            outputToken: usdc("0x38.bsc"),
            inputAmount: 1_000_000n,
            minOutputAmount: 1n,
            srcAddress: me,
            dstAddress: me,
            deadline: 0n,
            allowPartialFill: false,
          },
          walletProvider: wallet.value,
          extras: { timeout: 30_000, useBackendSubmitTx: false },
        }),
        600_000,
      );
      assert.ok(result.ok, result.ok ? "" : `${result.error.code}: ${result.error.message}`);
      assert.equal(result.value.intent.srcChain, 6n);
    } finally {
      world.sim.close();
    }
  });
});
