/**
 * Interleaved A/B of the history page (issue 41) between two checkouts of this repository, beside the platform
 * SDK: one spawned simulator (`_peer_sim_process.ts` of tree B: instant preset, settled operations kept), one
 * user's 1,000 intents made first by tree B's client, then that user's intents read whole in pages of 50
 * (`backendApi.getUserIntents`, 20 sequential GETs) by tree A's client, tree B's client and the platform SDK's
 * (`conformance/.sodax/`, `deno task conformance` installs it), in rotating order for R rounds. Per read: wall
 * time and this process's CPU (user + system, all threads, `process.cpuUsage` in µs). When tree B's client has
 * `backendApi.getAllUserIntents`, a fourth read W joins the rotation: tree B's whole-history reader (pages of 50,
 * `concurrency` 4, or the fourth argument; the page size is the fifth; `HISTORY_PAGE` sets A's, B's and P's), against the platform's page-by-page read (its only way). Prints
 * medians and the paired ratios.
 *
 * Run from a checkout (its import map and `node_modules` serve both trees; the other tree needs a `node_modules`,
 * e.g. a symlink): `deno run --config deno.json -A bench/compare/history_ab.ts <treeA> <treeB> [rounds=12] [concurrency=4] [wholePageSize=50]`
 * @module
 */
import { percentile } from "../_stats.ts";
import process from "node:process";
import { loadSodax } from "../../conformance/_sdk.ts";
import { spawnSim } from "./_spawn_peer_sim.ts";
import { readPagesOurs, readPagesPlatform } from "./_history_reads.ts";

type Page = { ok: true; value: { total: number; items: unknown[] } } | { ok: false; error: unknown };

/** What this tool needs of a tree's client. */
interface HistoryClient {
  backendApi: {
    getUserIntents(q: { userAddress: string; limit: number; offset: number }): Promise<Page>;
    getAllUserIntents?(
      q: { userAddress: string },
      o: { pageSize: number; concurrency: number },
    ): Promise<{ ok: true; value: { items: unknown[] } } | { ok: false; error: unknown }>;
  };
  config: { getSupportedSwapTokens(key: string): ReadonlyArray<{ symbol: string; address: string }> };
  swaps: { swap(args: unknown): Promise<{ ok: boolean }> };
}

async function clientOf(root: string, origin: string): Promise<HistoryClient> {
  const { XSwap } = await import(`${root}/mod.ts`);
  const sim = await import(`${root}/simulator/mod.ts`);
  return new XSwap(sim.clientOptionsForSimulator(origin));
}

if (import.meta.main) {
  const [rootA, rootB] = Deno.args;
  if (rootA === undefined || rootB === undefined) {
    throw new Error("usage: history_ab.ts <treeA> <treeB> [rounds]");
  }
  const rounds = Number(Deno.args[2] ?? 12);
  const concurrency = Number(Deno.args[3] ?? 4);
  /** W's page size (A, B and P read pages of 50). */
  const wholePage = Number(Deno.args[4] ?? 50);
  const INTENTS = 1_000;
  /** The page size of A, B and P (`HISTORY_PAGE`, default 50). */
  const PAGE = Number(Deno.env.get("HISTORY_PAGE") ?? 50);
  const loaded = await loadSodax();
  if (loaded.modules === undefined) throw new Error(`platform SDK: ${loaded.problem}`);
  const sim = await spawnSim(rootB);
  try {
    const a = await clientOf(rootA, sim.origin);
    const b = await clientOf(rootB, sim.origin);
    const sodax = new loaded.modules.sdk.Sodax(sim.sodax);
    const { createPrivateKeyEvmWallet } = await import(`${rootB}/chains/evm/mod.ts`);
    const wallet = createPrivateKeyEvmWallet({
      privateKey: `0x${"77".repeat(32)}`,
      rpcUrl: sim.spokeRpcUrls["0x2105.base"],
    });
    if (!wallet.ok) throw wallet.error;
    const me: string = await wallet.value.getAddress();
    const usdc = (key: string) =>
      b.config.getSupportedSwapTokens(key).find((t) => t.symbol === "USDC")!.address;
    for (let i = 0; i < INTENTS; i++) {
      await b.swaps.swap({
        params: {
          srcChainKey: "0x2105.base",
          dstChainKey: "0x38.bsc",
          inputToken: usdc("0x2105.base"),
          outputToken: usdc("0x38.bsc"),
          inputAmount: 1_000_000n + BigInt(i),
          minOutputAmount: 1n,
          srcAddress: me,
          dstAddress: me,
          deadline: 0n,
          allowPartialFill: false,
        },
        walletProvider: wallet.value,
      });
    }
    const first = await b.backendApi.getUserIntents({ userAddress: me, limit: 1, offset: 0 });
    if (!first.ok) throw first.error;
    const total = first.value.total;
    console.log(`history: ${total} intents for ${me}`);
    const ours = (c: HistoryClient) => () => readPagesOurs(c, me, total, PAGE);
    const platform = () => readPagesPlatform(sodax, me, total, PAGE);
    const whole = async () => {
      const r = await b.backendApi.getAllUserIntents!({ userAddress: me }, {
        pageSize: wholePage,
        concurrency,
      });
      if (!r.ok) throw r.error;
      return r.value.items.length;
    };
    const sides = { A: ours(a), B: ours(b), P: platform, W: whole };
    type Key = keyof typeof sides;
    const withWhole = typeof b.backendApi.getAllUserIntents === "function";
    const keys: Key[] = withWhole ? ["A", "B", "P", "W"] : ["A", "B", "P"];
    const ms: Record<Key, number[]> = { A: [], B: [], P: [], W: [] };
    const cpu: Record<Key, number[]> = { A: [], B: [], P: [], W: [] };
    for (const k of keys) await sides[k](); // warm-up
    // every rotation of the reads, then the same reversed: no read always first or last
    const rotations = keys.map((_, i) => [...keys.slice(i), ...keys.slice(0, i)]);
    const orders: Key[][] = [...rotations, ...rotations.map((o) => o.slice().reverse())];
    for (let r = 0; r < rounds; r++) {
      for (const k of orders[r % orders.length]) {
        const c0 = process.cpuUsage(), t0 = performance.now();
        const items = await sides[k]();
        ms[k].push(performance.now() - t0);
        const c = process.cpuUsage(c0);
        cpu[k].push((c.user + c.system) / 1000);
        if (items !== total) throw new Error(`${k} read ${items} of ${total}`);
      }
    }
    const med = (xs: number[]) => percentile(xs, 0.5);
    const ratios = (x: Key, y: Key, s: Record<Key, number[]>) => med(s[x].map((v, i) => v / s[y][i]));
    const each = (f: (k: Key) => number) => Object.fromEntries(keys.map((k) => [k, f(k)]));
    console.log(JSON.stringify({
      load: Deno.loadavg(),
      rounds,
      page: PAGE,
      ...(withWhole ? { concurrency, wholePage } : {}),
      ms: each((k) => med(ms[k])),
      cpu: each((k) => med(cpu[k])),
      cpuSum: each((k) => cpu[k].reduce((x, y) => x + y, 0)),
      pairedTime: {
        BoverA: ratios("B", "A", ms),
        BoverP: ratios("B", "P", ms),
        AoverP: ratios("A", "P", ms),
        ...(withWhole ? { WoverP: ratios("W", "P", ms), WoverB: ratios("W", "B", ms) } : {}),
      },
      ...(withWhole ? { pairedCpu: { WoverP: ratios("W", "P", cpu), BoverP: ratios("B", "P", cpu) } } : {}),
    }));
  } finally {
    await sim.close();
  }
}
