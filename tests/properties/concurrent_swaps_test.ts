/**
 * Concurrent swaps from one private-key wallet: N swaps (2 to 20) started at once from the same wallet of one
 * family (EVM on Base, Stellar, Stacks, NEAR, Injective; Bitcoin, whose spends must not share a UTXO) against the
 * in-process simulator (preset `instant`), on virtual time. Every family whose wallet has account nonces
 * (docs/chains/concurrency.md) must hand each send its own nonce: the simulator refuses a reused or out-of-order
 * one as the real node does.
 *
 * Every run checks:
 * - every swap succeeds, and `swaps.track` follows each to its delivered fill;
 * - N distinct source txs, each applied by the source chain exactly once (no tx re-sent: no answer is lost);
 * - N distinct hub intent txs, and the solver executed N intents.
 *
 * Replay: `FUZZ_SEED=<seed> FUZZ_PATH=<path> FUZZ_ONLY="concurrent swaps from one wallet" deno task fuzz`.
 * @module
 */
import fc from "fast-check";
import "../_fc_seed.ts";
import type { SpokeChainKey } from "../../core/chains/mod.ts";
import { walletAddressOf, XSwap } from "../../mod.ts";
import { createSimulatorApp } from "../../simulator/mod.ts";
import type { FetchLike } from "../../core/http/types.ts";
import { testWallet } from "../../examples/every_chain.ts";
import { propertyTest, seededRandom, settle, withVirtualTime } from "./_harness.ts";
import { SWAP_HANG_MS } from "./_swap_run.ts";
import { warmUpFamilies } from "./hub_writes_world.ts";

/** The property's name (its CI run count is in `_harness.ts`). */
export const CONCURRENT_SWAPS_PROPERTY = "concurrent swaps from one wallet are each delivered once";

/** The families whose private-key wallet has account nonces, one chain key each. */
const NONCE_CHAINS: readonly SpokeChainKey[] = [
  "0x2105.base",
  "stellar",
  "stacks",
  "near",
  "injective-1",
  "bitcoin",
];

interface Scenario {
  seed: number;
  chainKey: SpokeChainKey;
  count: number;
  useBackend: boolean;
}

const scenarioArb: fc.Arbitrary<Scenario> = fc.record({
  seed: fc.integer({ min: 1, max: 2 ** 30 }),
  chainKey: fc.constantFrom(...NONCE_CHAINS),
  count: fc.integer({ min: 2, max: 20 }),
  useBackend: fc.boolean(),
});

/** The URL of the node a family's wallet and adapter talk to (Soroban RPC for Stellar). */
function nodeUrl(client: XSwap, chainKey: SpokeChainKey): string {
  const chain = client.instanceConfig.chains[chainKey] as { rpcUrl?: string; sorobanRpcUrl?: string };
  return chain.sorobanRpcUrl ?? chain.rpcUrl ?? "";
}

let warm: Promise<void> | undefined;

async function check(s: Scenario): Promise<void> {
  await (warm ??= warmUpFamilies());
  await withVirtualTime(async (clock) => {
    const sim = createSimulatorApp({ preset: "instant", seed: s.seed, allowAnyKey: true });
    try {
      // Each request to the source node, and its answer, takes a latency drawn from the seed (0 to 20 ms of
      // virtual time each way), so requests reach the node, and answers the client, out of order: sends that
      // overlapped would reach the node out of nonce order.
      const latency = seededRandom(s.seed ^ 0x5eed);
      const delay = () => new Promise((resolve) => setTimeout(resolve, Math.floor(latency() * 20)));
      let node = "";
      const fetch: FetchLike = async (input, init) => {
        const request = new Request(input, init);
        const toNode = node !== "" && request.url.startsWith(node);
        if (toNode) await delay();
        const response = await sim.fetch(request);
        if (toNode) await delay();
        return response;
      };
      const options = { ...sim.clientConfig, fetch, transport: { random: seededRandom(s.seed) } };
      const client = new XSwap({ ...options, swaps: { ...options.swaps, useBackendSubmitTx: s.useBackend } });
      node = nodeUrl(client, s.chainKey);
      const wallet = testWallet(client, s.chainKey, options);
      if (!wallet.ok) throw wallet.error;
      const me = await settle(clock, walletAddressOf(wallet.value), 60_000);
      const dstChainKey: SpokeChainKey = s.chainKey === "0x2105.base" ? "0xa4b1.arbitrum" : "0x2105.base";
      const input = client.config.getSupportedSwapTokens(s.chainKey)[0];
      const output = client.config.getSupportedSwapTokens(dstChainKey).find((t) => t.symbol === "USDC")!;
      const swaps = Array.from({ length: s.count }, () =>
        client.swaps.swap({
          params: {
            srcChainKey: s.chainKey,
            dstChainKey,
            inputToken: input.address,
            outputToken: output.address,
            inputAmount: s.chainKey === "bitcoin" ? 10n ** 5n : 10n ** BigInt(input.decimals),
            minOutputAmount: 1n,
            srcAddress: me,
            dstAddress: "0x00000000000000000000000000000000000000b0",
            deadline: 0n,
            allowPartialFill: false,
          },
          walletProvider: wallet.value,
        }));
      const results = await settle(clock, Promise.all(swaps), SWAP_HANG_MS);
      const failures = results.flatMap((r, i) =>
        r.ok ? [] : [
          `swap ${i}: ${r.error.code} ${r.error.message} (${JSON.stringify(r.error.toJSON()).slice(0, 600)})`,
        ]
      );
      if (failures.length > 0) {
        throw new Error(`${failures.length}/${s.count} swaps failed:\n${failures.join("\n")}`);
      }
      const tracked = await settle(
        clock,
        Promise.all(results.map((r) => r.ok ? client.swaps.track(r.value, { timeout: 600_000 }) : undefined)),
        SWAP_HANG_MS,
      );
      const undelivered = tracked.flatMap((t, i) =>
        t?.ok ? [] : [`swap ${i}: ${t?.error.code} ${t?.error.message}`]
      );
      if (undelivered.length > 0) throw new Error(`not delivered:\n${undelivered.join("\n")}`);
      const c = sim.ledger.counters;
      const norm = (h: string): string => h.toLowerCase().replace(/^0x/, "");
      const applied = sim.ledger.events().filter((e) =>
        e.type === "spoke_tx" && e.detail?.chainKey === s.chainKey
      )
        .map((e) => norm(e.ref));
      const srcTxs = results.map((r) => r.ok ? norm(r.value.intentDeliveryInfo.srcTxHash) : "");
      const problems = [
        new Set(srcTxs).size !== s.count &&
        `${new Set(srcTxs).size} distinct source txs for ${s.count} swaps`,
        ...srcTxs.flatMap((tx) => {
          const times = applied.filter((a) => a === tx).length;
          return times === 1 ? [] : [`source tx ${tx} applied ${times} times`];
        }),
        new Set(results.map((r) => r.ok ? r.value.intentDeliveryInfo.dstTxHash : "")).size !== s.count &&
        "two swaps share one hub intent tx",
        c.spokeTx.repeated > 0 && `a signed tx was re-sent ${c.spokeTx.repeated} times`,
        c.solverExecute.applied !== s.count && `the solver executed ${c.solverExecute.applied} intents`,
      ].filter((p): p is string => typeof p === "string");
      if (problems.length > 0) throw new Error(problems.join("\n"));
    } finally {
      sim.close();
    }
  });
}

propertyTest(CONCURRENT_SWAPS_PROPERTY, () => fc.asyncProperty(scenarioArb, check));
