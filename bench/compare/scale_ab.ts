/**
 * Interleaved A/B of the scale benchmark's CPU per swap between two checkouts of this repository (issue 32):
 * each side gets its own spawned `simulator/main.ts --preset=instant` and its own client module graph imported
 * from its tree, and batches of N concurrent whole swaps (base USDC -> bsc USDC, a new wallet per swap)
 * alternate A B B A ... for R rounds. Per batch: CPU per swap of the side's simulator and of this process (user +
 * system from `/proc/<pid>/stat`), and p99. Prints medians, every round, and the paired per-round ratios B/A.
 *
 * Run from a checkout (its `deno.json` import map and `node_modules` serve both trees; the older tree needs a
 * `node_modules` of its own, e.g. a symlink, for its simulator child):
 * `deno run --config deno.json -A bench/compare/scale_ab.ts <treeA> <treeB> [N=300] [rounds=10] [wallet options of B]`
 * (the last a JSON object spread into side B's `createPrivateKeyEvmWallet` options, e.g. `'{"batch":true}'`: the
 * same tree on both sides then measures a wallet option)
 * @module
 */
import { percentile } from "../_stats.ts";
import { cpuMs, type ScaleClient, scaleSwapRunner } from "./_scale_swap.ts";

interface Side {
  child: Deno.ChildProcess;
  one: () => Promise<number>;
}

/**
 * What this tool needs of a tree's `mod.ts` and `chains/evm/mod.ts` (imported at run time from that tree; the
 * EVM wallet factory left the root in issue 38 and was on `chains/evm/mod.ts` before too).
 */
interface SwapModule {
  XSwap: new (options: never) => ScaleClient;
  createPrivateKeyEvmWallet(options: { privateKey: string; rpcUrl: string; [option: string]: unknown }):
    | { ok: true; value: { getAddress(): Promise<string> } }
    | { ok: false; error: { code: string } };
}

async function startSide(
  root: string,
  port: number,
  walletOptions: Record<string, unknown> = {},
): Promise<Side> {
  const cmd =
    `cd '${root}' && exec '${Deno.execPath()}' run --unstable-no-legacy-abort --allow-net --allow-env ` +
    `--allow-read simulator/main.ts --preset=instant --unlimited-allowances --port=${port}`;
  const child = new Deno.Command("sh", { args: ["-c", cmd], stdout: "null", stderr: "null" }).spawn();
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    try {
      const r = await fetch(`${origin}/sim/health`);
      await r.body?.cancel();
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const mod: SwapModule = {
    XSwap: (await import(`${root}/mod.ts`)).XSwap,
    createPrivateKeyEvmWallet: (await import(`${root}/chains/evm/mod.ts`)).createPrivateKeyEvmWallet,
  };
  const sim: { clientOptionsForSimulator(origin: string): unknown } = await import(
    `${root}/simulator/mod.ts`
  );
  const client = new mod.XSwap(sim.clientOptionsForSimulator(origin) as never);
  const rpcUrl = `${origin}/rpc/0x2105.base`;
  const run = scaleSwapRunner(
    client,
    (privateKey) => mod.createPrivateKeyEvmWallet({ ...walletOptions, privateKey, rpcUrl }),
    port * 100_000,
  );
  // the wallet is made inside each swap's run (before its timer starts), as this tool always did
  const one = async () => {
    const swap = await run.swap(run.newWallet());
    if (!swap.ok) throw new Error(`swap failed: ${swap.code}`);
    return swap.ms;
  };
  await one();
  await Promise.all(Array.from({ length: 50 }, one));
  return { child, one };
}

if (import.meta.main) {
  const [rootA, rootB] = Deno.args;
  if (rootA === undefined || rootB === undefined) {
    throw new Error("usage: scale_ab.ts <treeA> <treeB> [N] [rounds]");
  }
  const n = Number(Deno.args[2] ?? 300);
  const rounds = Number(Deno.args[3] ?? 10);
  const walletOptionsB = JSON.parse(Deno.args[4] ?? "{}") as Record<string, unknown>;
  const sides = { A: await startSide(rootA, 18_901), B: await startSide(rootB, 18_902, walletOptionsB) };
  type Series = { sim: number[]; cli: number[]; p99: number[] };
  const res: Record<"A" | "B", Series> = {
    A: { sim: [], cli: [], p99: [] },
    B: { sim: [], cli: [], p99: [] },
  };
  for (let r = 0; r < rounds; r++) {
    for (const name of (r % 2 ? ["B", "A"] : ["A", "B"]) as ("A" | "B")[]) {
      const side = sides[name];
      const sim0 = cpuMs(side.child.pid), cli0 = cpuMs(Deno.pid);
      const times = await Promise.all(Array.from({ length: n }, side.one));
      res[name].sim.push((cpuMs(side.child.pid) - sim0) / n);
      res[name].cli.push((cpuMs(Deno.pid) - cli0) / n);
      res[name].p99.push(percentile(times, 0.99));
    }
  }
  const med = (a: number[]) => percentile(a, 0.5);
  const list = (a: number[]) => a.map((x) => x.toFixed(2)).join(" ");
  for (const name of ["A", "B"] as const) {
    const v = res[name];
    console.log(
      `${name}: sim CPU/swap median ${med(v.sim).toFixed(2)} ms [${list(v.sim)}], client ${
        med(v.cli).toFixed(2)
      } ms [${list(v.cli)}], p99 median ${med(v.p99).toFixed(0)} ms`,
    );
  }
  const sim = res.A.sim.map((a, i) => res.B.sim[i]! / a), cli = res.A.cli.map((a, i) => res.B.cli[i]! / a);
  console.log(
    `paired B/A per round: sim median ${med(sim).toFixed(3)} [${list(sim)}], client ${med(cli).toFixed(3)}`,
  );
  console.log(`N=${n} rounds=${rounds} load(end)=${Deno.readTextFileSync("/proc/loadavg").split(" ")[0]}`);
  for (const side of Object.values(sides)) {
    side.child.kill("SIGTERM");
    await side.child.status;
  }
  Deno.exit(0);
}
