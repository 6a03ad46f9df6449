/**
 * Interleaved A/B of the cancel lag (issue 41) between two checkouts of this repository, beside the platform SDK:
 * one in-process simulator of tree B (instant preset, every allowance granted, the solver's first fill ten minutes
 * away, the instant relay profile of `cancel_lag.ts`), limit orders made by tree B's client, then cancels by tree
 * A's client, tree B's client and the platform SDK's (`cancelIntent` + `relayTxAndWaitPacket`) in rotating order
 * for R rounds; each lag from the cancel's call to the first 5 ms poll that reads the input back (as
 * `cancel_lag.ts`). Prints p50/p95 per side and the paired median ratios.
 *
 * Run from a checkout (the other tree needs a `node_modules`, e.g. a symlink):
 * `deno run --no-config --node-modules-dir=manual -A bench/compare/cancel_ab.ts <treeA> <treeB> [rounds=15]`
 * @module
 */
import { percentile } from "../_stats.ts";
import { loadSodax } from "../../conformance/_sdk.ts";
import { openLimitOrder, sendPlatformCancel, untilBack } from "./_cancel_bench.ts";

type Ok = { ok: boolean; error?: { code: string } };

if (import.meta.main) {
  const [rootA, rootB] = Deno.args;
  if (rootA === undefined || rootB === undefined) {
    throw new Error("usage: cancel_ab.ts <treeA> <treeB> [rounds]");
  }
  const rounds = Number(Deno.args[2] ?? 15);
  const loaded = await loadSodax();
  if (loaded.modules === undefined) throw new Error(`platform SDK: ${loaded.problem}`);
  const m = loaded.modules;
  const simMod = await import(`${rootB}/simulator/mod.ts`);
  const sim = await simMod.startSimulator({ port: 0, preset: "instant", unlimitedAllowances: true });
  sim.setFaults({
    profile: { solver: { firstFillMs: 600_000 }, relay: { validatingMs: 0, executingMs: 0, executedMs: 0 } },
  });
  try {
    const clientOf = async (root: string) => new (await import(`${root}/mod.ts`)).XSwap(sim.clientConfig);
    const evmOf = async (root: string) =>
      (await import(`${root}/chains/evm/mod.ts`)).createPrivateKeyEvmWallet;
    const a = await clientOf(rootA), b = await clientOf(rootB);
    const walletA = await evmOf(rootA), walletB = await evmOf(rootB);
    const sodaxOptions = simMod.sodaxOptionsForSimulator(sim.urls);
    const sodax = new m.sdk.Sodax(sodaxOptions.sodax);
    const rpcUrl: string = sim.urls.rpc("0x2105.base");
    const usdc = (chain: string): string =>
      b.config.getSupportedSwapTokens(chain).find((t: { symbol: string }) => t.symbol === "USDC")!.address;
    let seq = 0x7000;
    const order = () =>
      openLimitOrder(b, walletB, `0x${(++seq).toString(16).padStart(64, "0")}`, rpcUrl, usdc);
    // deno-lint-ignore no-explicit-any
    const oursWith = (client: any, makeWallet: any) => async (): Promise<number> => {
      const o = await order();
      const wallet = makeWallet({ privateKey: o.privateKey, rpcUrl });
      const t0 = performance.now();
      const r: Ok = await client.swaps.cancelIntent({
        params: { srcChainKey: "0x2105.base", intent: o.intent },
        walletProvider: wallet.value,
      });
      if (!r.ok) throw new Error(`cancel failed: ${r.error?.code}`);
      if (!(await untilBack(rpcUrl, usdc("0x2105.base"), o.me, o.before, performance.now() + 60_000))) {
        throw new Error("funds not back");
      }
      return performance.now() - t0;
    };
    const platform = async (): Promise<number> => {
      const o = await order();
      const { t0, relayed } = await sendPlatformCancel({
        m,
        sodax,
        relayerApiEndpoint: sodaxOptions.sodax.relayerApiEndpoint,
        rpcUrl,
        privateKey: o.privateKey,
        intent: o.intent,
      });
      if (!relayed.ok) throw new Error("platform cancel failed");
      if (!(await untilBack(rpcUrl, usdc("0x2105.base"), o.me, o.before, performance.now() + 60_000))) {
        throw new Error("funds not back");
      }
      return performance.now() - t0;
    };
    const sides = { A: oursWith(a, walletA), B: oursWith(b, walletB), P: platform };
    type Key = keyof typeof sides;
    const ms: Record<Key, number[]> = { A: [], B: [], P: [] };
    // warm-up: each side's first relays teach its estimator (three relays), as a client's would
    for (let i = 0; i < 4; i++) for (const k of ["A", "B", "P"] as const) await sides[k]();
    const orders: Key[][] = [["A", "B", "P"], ["P", "B", "A"], ["B", "A", "P"], ["P", "A", "B"], [
      "A",
      "P",
      "B",
    ], [
      "B",
      "P",
      "A",
    ]];
    for (let r = 0; r < rounds; r++) {
      for (const k of orders[r % orders.length]) ms[k].push(await sides[k]());
    }
    const q = (xs: number[], p: number) => Math.round(percentile(xs, p) * 10) / 10;
    const paired = (x: Key, y: Key) =>
      Math.round(percentile(ms[x].map((v, i) => v / ms[y][i]), 0.5) * 100) / 100;
    console.log(JSON.stringify({
      load: Deno.loadavg(),
      p50: { A: q(ms.A, 0.5), B: q(ms.B, 0.5), P: q(ms.P, 0.5) },
      p95: { A: q(ms.A, 0.95), B: q(ms.B, 0.95), P: q(ms.P, 0.95) },
      pairedMedianRatio: { BoverA: paired("B", "A"), BoverP: paired("B", "P"), AoverP: paired("A", "P") },
    }));
  } finally {
    await sim.close();
  }
}
