/**
 * `deno task bench:memory`: retained heap per 1,000 finished swaps, in the simulator and in a long-lived client.
 * Spawns `bench/memory/_sim_process.ts` (the simulator, instant preset, on a free port, with `--expose-gc`), runs
 * whole swaps through one `XSwap` of this process over sockets (Base USDC -> BSC USDC; `--workers` wallets in
 * parallel, each swapping again as it finishes), and after every `--every` swaps forces full GCs in both
 * processes and records their `heapUsed`. The simulator's retention policy bounds what it keeps
 * (docs/simulator_scenarios.md#retention): the growth that counts is past its window, from the sample after
 * `--window` swaps (default: the count cap plus its tenth of pruning slack, twice) to the end.
 *
 * The soak (`--swaps=100000`) states its bound: past the window, each process's heap after GC grows at most 5 MB
 * per 1,000 swaps (issue 41's goal) and the simulator's stays under its heap at the window plus 20 MB. Prints a
 * Markdown table, writes it to `bench/MEMORY.md` (not with `--no-write`) and exits 1 when the bound is not met (a
 * bench, not a test).
 *
 * Flags: `--swaps=<n>` (default 5000), `--workers=<n>` (default 16), `--every=<n>` (default 1000),
 * `--minutes=<m>` (a time budget: no new batch of `--every` swaps starts after it; the table states the swaps run),
 * `--retain=<n>` / `--retain-ms=<ms>` (the simulator's `ledgerRetainSettled` / `ledgerRetainSettledMs`),
 * `--window=<n>` (swaps before the growth baseline; default 2 x (retain + retain / 10)).
 * @module
 */
import { XSwap } from "../../mod.ts";
import { createPrivateKeyEvmWallet } from "../../chains/evm/mod.ts";
import { clientOptionsForSimulator } from "../../simulator/client_config/urls.ts";
import { lines } from "../_lines.ts";

const flag = (name: string, fallback: number): number => {
  const raw = Deno.args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  return raw === undefined ? fallback : Number(raw);
};
const SWAPS = flag("swaps", 5_000);
const WORKERS = flag("workers", 16);
const EVERY = flag("every", 1_000);
const RETAIN = flag("retain", 1_000);
const RETAIN_MS = flag("retain-ms", 3_600_000);
/** The time budget: no new batch starts after it (default none). */
const BUDGET_MS = flag("minutes", Infinity) * 60_000;
const WINDOW = Math.min(flag("window", 2 * (RETAIN + Math.ceil(RETAIN / 10))), SWAPS);
/** Issue 41's goal: retained heap growth past the window, per 1,000 finished swaps. */
const GOAL_BYTES_PER_1000 = 5 * 2 ** 20;
/** The soak's stated ceiling on the simulator's heap after GC, above its heap at the window. */
const SOAK_HEADROOM_BYTES = 20 * 2 ** 20;

const gc = (globalThis as { gc?: () => void }).gc;
if (gc === undefined) throw new Error("run with --v8-flags=--expose-gc (deno task bench:memory)");

const root = new URL("../../", import.meta.url);
const child = new Deno.Command(Deno.execPath(), {
  args: [
    "run",
    "--unstable-no-legacy-abort",
    "--v8-flags=--expose-gc",
    "--allow-net",
    "--allow-env",
    "--allow-read",
    "bench/memory/_sim_process.ts",
    `--retain=${RETAIN}`,
    `--retain-ms=${RETAIN_MS}`,
  ],
  cwd: root,
  stdin: "piped",
  stdout: "piped",
  stderr: "inherit",
}).spawn();
const simLines = lines(child.stdout);
const writer = child.stdin.getWriter();
async function line(): Promise<string> {
  const next = await simLines.next();
  if (next.done) throw new Error("the simulator process exited");
  return next.value;
}
const origin = /listening on (http:\/\/\S+)/.exec(await line())?.[1];
if (origin === undefined) throw new Error("the simulator did not print its origin");

interface SimSample {
  heapUsed: number;
  rss: number;
  ledger: Record<string, number>;
}
async function simHeap(): Promise<SimSample> {
  await writer.write(new TextEncoder().encode("gc\n"));
  return JSON.parse(await line()) as SimSample;
}
function clientHeap(): number {
  gc!();
  gc!();
  return Deno.memoryUsage().heapUsed;
}

const client = new XSwap(clientOptionsForSimulator(origin));
const src = client.config.getSupportedSwapTokens("0x2105.base").find((t) => t.symbol === "USDC");
const dst = client.config.getSupportedSwapTokens("0x38.bsc").find((t) => t.symbol === "USDC");
if (!src || !dst) throw new Error("USDC not configured on base or bsc");

interface Sample {
  swaps: number;
  client: number;
  sim: number;
  simRss: number;
  spokeTxs: number;
  at: number;
}
const started = performance.now();
const first = await simHeap();
const samples: Sample[] = [{
  swaps: 0,
  client: clientHeap(),
  sim: first.heapUsed,
  simRss: first.rss,
  spokeTxs: first.ledger.spokeTxs ?? 0,
  at: 0,
}];
let started_ = 0;
let done = 0;
let failed = 0;

async function worker(index: number, until: number): Promise<void> {
  const wallet = createPrivateKeyEvmWallet({
    privateKey: `0x${(index + 1).toString(16).padStart(2, "0").repeat(32)}`,
    rpcUrl: `${origin}/rpc/0x2105.base`,
  });
  if (!wallet.ok) throw wallet.error;
  const me = await wallet.value.getAddress();
  while (started_ < until) {
    const n = started_++;
    const swap = await client.swaps.swap({
      params: {
        srcChainKey: "0x2105.base",
        dstChainKey: "0x38.bsc",
        inputToken: src!.address,
        outputToken: dst!.address,
        inputAmount: 1_000_000n + BigInt(n),
        minOutputAmount: 1n,
        srcAddress: me,
        dstAddress: me,
        deadline: 0n,
        allowPartialFill: false,
      },
      walletProvider: wallet.value,
    });
    if (swap.ok) done++;
    else failed++;
  }
}

for (let target = EVERY; target <= SWAPS && performance.now() - started < BUDGET_MS; target += EVERY) {
  await Promise.all(Array.from({ length: WORKERS }, (_, i) => worker(i, target)));
  const sim = await simHeap();
  samples.push({
    swaps: done + failed,
    client: clientHeap(),
    sim: sim.heapUsed,
    simRss: sim.rss,
    spokeTxs: sim.ledger.spokeTxs ?? 0,
    at: performance.now() - started,
  });
  const s = samples.at(-1)!;
  console.error(
    `${s.swaps} swaps: client heap ${mib(s.client)}, simulator heap ${mib(s.sim)} (RSS ${
      mib(s.simRss)
    }), ledger ${s.spokeTxs} txs`,
  );
}
await writer.close();
await child.status;

function mib(b: number): string {
  return `${(b / 2 ** 20).toFixed(1)} MiB`;
}
const base = samples.find((s) => s.swaps >= WINDOW) ?? samples[0];
const end = samples.at(-1)!;
const per1000 = (key: "client" | "sim"): number =>
  end.swaps > base.swaps ? (end[key] - base[key]) / ((end.swaps - base.swaps) / 1000) : 0;
const simPer = per1000("sim");
const clientPer = per1000("client");
const maxSimPast = Math.max(...samples.filter((s) => s.swaps >= base.swaps).map((s) => s.sim));
const [load1] = Deno.loadavg();
const met = simPer <= GOAL_BYTES_PER_1000 && clientPer <= GOAL_BYTES_PER_1000 &&
  maxSimPast <= base.sim + SOAK_HEADROOM_BYTES;

const out: string[] = [];
const print = (text: string) => out.push(text);
print(
  `Retained heap:  ${done} swaps ok, ${failed} failed (of ${SWAPS} asked${
    end.swaps < SWAPS ? `; stopped by the ${BUDGET_MS / 60_000}-minute budget` : ""
  }), ${WORKERS} wallets in parallel, ${(end.at / 1000).toFixed(0)} s, load ${
    load1.toFixed(1)
  }; simulator policy: ${RETAIN} settled txs, ${RETAIN_MS} ms`,
);
print("");
print(`| metric | value | target | met? |`);
print(`|---|---|---|---|`);
print(
  `| simulator heap after GC: start, at ${base.swaps} swaps (window), end (${end.swaps}) | ${
    mib(samples[0].sim)
  }, ${mib(base.sim)}, ${mib(end.sim)} | - | - |`,
);
print(
  `| simulator retained heap per 1,000 swaps past the window | ${mib(simPer)} | <= 5 MiB | ${
    simPer <= GOAL_BYTES_PER_1000 ? "yes" : "**no**"
  } |`,
);
print(
  `| simulator heap after GC past the window, max | ${mib(maxSimPast)} | <= ${
    mib(base.sim + SOAK_HEADROOM_BYTES)
  } (window + 20 MiB) | ${maxSimPast <= base.sim + SOAK_HEADROOM_BYTES ? "yes" : "**no**"} |`,
);
print(
  `| long-lived client heap after GC: start, window, end | ${mib(samples[0].client)}, ${mib(base.client)}, ${
    mib(end.client)
  } | - | - |`,
);
print(
  `| client retained heap per 1,000 swaps past the window | ${mib(clientPer)} | <= 5 MiB | ${
    clientPer <= GOAL_BYTES_PER_1000 ? "yes" : "**no**"
  } |`,
);
print(`| simulator RSS at the end | ${mib(end.simRss)} | (informational) | - |`);
print(
  `\nSamples (swaps: client / simulator heap MiB, ledger txs): ${
    samples.map((s) =>
      `${s.swaps}: ${(s.client / 2 ** 20).toFixed(1)} / ${(s.sim / 2 ** 20).toFixed(1)}, ${s.spokeTxs}`
    )
      .join("; ")
  }`,
);
console.log(`\n${out.join("\n")}`);
if (!Deno.args.includes("--no-write")) {
  await Deno.writeTextFile(
    new URL("bench/MEMORY.md", root),
    [
      "# Retained heap per 1,000 finished swaps",
      "",
      `Generated by \`deno task bench:memory ${Deno.args.join(" ")}\` on ${
        new Date().toISOString()
      } with Deno ${Deno.version.deno}`,
      "(`bench/memory/retained_heap.ts`): heap after forced full GCs in the simulator process and in the long-lived",
      "client process, sampled every " + EVERY +
      " swaps; the growth that counts is past the simulator's retention window",
      "(docs/simulator_scenarios.md#retention). The machine is shared: the load average is given with the numbers.",
      "",
      ...out,
      "",
    ].join("\n"),
  );
}
if (!met) Deno.exit(1);
