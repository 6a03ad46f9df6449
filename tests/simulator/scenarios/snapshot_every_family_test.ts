/**
 * Issue 22: after a library swap from every chain family (EVM, Solana, Stellar, Sui, ICON, Injective, Stacks,
 * NEAR, Bitcoin), each family's node store is in the snapshot, a fresh simulator restored from it writes the same
 * snapshot, and the nodes answer the source txs' status the same.
 */
import assert from "node:assert/strict";
import type { SpokeChainKey } from "../../../core/chains/mod.ts";
import { walletAddressOf, XSwap } from "../../../mod.ts";
import { createSimulatorApp } from "../../../simulator/mod.ts";
import { restoreSnapshot, takeSnapshot } from "../../../simulator/scenarios/snapshot.ts";
import { testWallet } from "../../../examples/every_chain.ts";
import { seededRandom, settle, withVirtualTime } from "../../properties/_harness.ts";
import { warmUpFamilies } from "../../properties/hub_writes_world.ts";

const FAMILIES: SpokeChainKey[] = [
  "solana",
  "stellar",
  "sui",
  "0x1.icon",
  "injective-1",
  "stacks",
  "near",
  "bitcoin",
  "0xa4b1.arbitrum",
];

/** The part that must hold something after a swap from `chainKey`. */
const PART_OF: Record<string, string> = {
  solana: "solana",
  stellar: "soroban",
  sui: "sui",
  "0x1.icon": "icon",
  "injective-1": "injective",
  stacks: "stacks",
  near: "near",
  bitcoin: "bitcoin",
  "0xa4b1.arbitrum": "evm",
};

Deno.test("after a swap from every chain family, a restored simulator writes the same snapshot, every node store filled", async () => {
  // The families' lazy modules load once in real time first: a first `import()` under virtual time could outlast
  // a request timeout on a loaded machine.
  await warmUpFamilies();
  await withVirtualTime(async (clock) => {
    const a = createSimulatorApp({ preset: "instant", seed: 8, allowAnyKey: true });
    const b = createSimulatorApp({ preset: "instant", seed: 9, allowAnyKey: true });
    try {
      const options = { ...a.clientConfig, fetch: a.fetch, transport: { random: seededRandom(8) } };
      const client = new XSwap(options);
      const empty = takeSnapshot(a.context).parts;
      for (const srcChainKey of FAMILIES) {
        const wallet = testWallet(client, srcChainKey, options);
        assert.ok(wallet.ok, srcChainKey);
        const me = await walletAddressOf(wallet.value); // no timers: key derivation only
        const input = client.config.getSupportedSwapTokens(srcChainKey)[0];
        const output = client.config.getSupportedSwapTokens("0x2105.base").find((t) => t.symbol === "USDC")!;
        const swap = await settle(
          clock,
          client.swaps.swap({
            params: {
              srcChainKey,
              dstChainKey: "0x2105.base",
              inputToken: input.address,
              outputToken: output.address,
              inputAmount: srcChainKey === "bitcoin" ? 10n ** 5n : 10n ** BigInt(input.decimals),
              minOutputAmount: 1n,
              srcAddress: me,
              dstAddress: "0x00000000000000000000000000000000000000b0",
              deadline: 0n,
              allowPartialFill: false,
            },
            walletProvider: wallet.value,
          }),
          600_000,
        );
        assert.ok(swap.ok, `${srcChainKey}: ${swap.ok ? "" : swap.error.message}`);
      }
      const saved = takeSnapshot(a.context);
      for (const chainKey of FAMILIES) {
        const part = PART_OF[chainKey];
        assert.notDeepEqual(saved.parts[part], empty[part], `the ${part} part is still empty`);
      }
      const text = JSON.stringify(saved);
      const restored = restoreSnapshot(b.context, JSON.parse(text));
      assert.ok(restored.ok, restored.ok ? "" : restored.message);
      assert.equal(JSON.stringify(takeSnapshot(b.context)), text);
    } finally {
      a.close();
      b.close();
    }
  });
});
