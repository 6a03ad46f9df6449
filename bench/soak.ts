/**
 * `deno task bench:soak`: a memory soak of the simulator. Spawns `simulate --preset=instant` on a free port, runs
 * whole swaps through the library over sockets (Base USDC -> BSC USDC, as `bench/swap_bench.ts`, several wallets
 * in parallel), samples the simulator process's RSS (`ps -o rss=`) as it goes, and measures
 * `GET /__sim/state` latency at the end. Prints a Markdown table for `bench/RESULTS.md`. Not a test: nothing is
 * asserted, the targets (< 2 KB RSS growth per swap after warm-up, `/__sim/state` < 50 ms) are reported.
 *
 * Flags: `--swaps=<n>` (default 10000), `--workers=<n>` (parallel wallets, default 8), `--warmup=<n>` (swaps before
 * the growth baseline, default 2000).
 * @module
 */
import { XSwap } from "../mod.ts";
import { createPrivateKeyEvmWallet } from "../chains/evm/mod.ts";
import { clientOptionsForSimulator } from "../simulator/client_config/urls.ts";
import { percentile } from "./_stats.ts";
import { lines } from "./_lines.ts";

const flag = (name: string, fallback: number): number => {
  const raw = Deno.args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  return raw === undefined ? fallback : Number(raw);
};
const SWAPS = flag("swaps", 10_000);
const WORKERS = flag("workers", 8);
const WARMUP = Math.min(flag("warmup", 2_000), SWAPS);
const SAMPLE_EVERY = Math.max(1, Math.floor(SWAPS / 10));

const root = new URL("../", import.meta.url);
const child = new Deno.Command(Deno.execPath(), {
  args: [
    "run",
    "--unstable-no-legacy-abort",
    "--allow-net",
    "--allow-env",
    "--allow-read",
    "simulator/main.ts",
    "--preset=instant",
    "--unlimited-allowances", // the soak measures the swap path: no approval per swap
    "--port=0",
  ],
  cwd: root,
  stdout: "piped",
  stderr: "inherit",
}).spawn();

const simOut = lines(child.stdout);
let origin: string | undefined;
while (origin === undefined) {
  const next = await simOut.next();
  if (next.done) throw new Error("the simulator exited before listening");
  origin = /listening on (http:\/\/[^\s]+)/.exec(next.value)?.[1];
}
const drain = (async () => {
  for await (const _ of simOut) { /* discard the rest of stdout */ }
})();

/** RSS of the simulator process, in bytes (`ps -o rss=`; reading `/proc` would need --allow-all). */
async function rss(): Promise<number> {
  const out = await new Deno.Command("ps", { args: ["-o", "rss=", "-p", String(child.pid)] }).output();
  return Number(new TextDecoder().decode(out.stdout).trim()) * 1024;
}

const client = new XSwap(clientOptionsForSimulator(origin));
const usdcBase = client.config.getSupportedSwapTokens("0x2105.base").find((t) => t.symbol === "USDC");
const usdcBsc = client.config.getSupportedSwapTokens("0x38.bsc").find((t) => t.symbol === "USDC");
if (!usdcBase || !usdcBsc) throw new Error("USDC not configured on base or bsc");

let done = 0;
let failed = 0;
const swapMs: number[] = [];
const samples: Array<{ swaps: number; rss: number; at: number }> = [{ swaps: 0, rss: await rss(), at: 0 }];
let baseline: { swaps: number; rss: number } | undefined;
const started = performance.now();

async function worker(index: number): Promise<void> {
  const wallet = createPrivateKeyEvmWallet({
    privateKey: `0x${(index + 1).toString(16).padStart(2, "0").repeat(32)}`,
    rpcUrl: `${origin}/rpc/0x2105.base`,
  });
  if (!wallet.ok) throw wallet.error;
  const me = await wallet.value.getAddress();
  while (done + failed < SWAPS) {
    const n = done + failed;
    const t0 = performance.now();
    const swap = await client.swaps.swap({
      params: {
        srcChainKey: "0x2105.base",
        dstChainKey: "0x38.bsc",
        inputToken: usdcBase!.address,
        outputToken: usdcBsc!.address,
        inputAmount: 1_000_000n + BigInt(n),
        minOutputAmount: 1n,
        srcAddress: me,
        dstAddress: me,
        deadline: 0n,
        allowPartialFill: false,
      },
      walletProvider: wallet.value,
    });
    swapMs.push(performance.now() - t0);
    if (swap.ok) done++;
    else failed++;
    const total = done + failed;
    if (total === WARMUP && baseline === undefined) baseline = { swaps: total, rss: await rss() };
    if (total % SAMPLE_EVERY === 0) {
      samples.push({ swaps: total, rss: await rss(), at: performance.now() - started });
      console.error(`${total} swaps, RSS ${(samples.at(-1)!.rss / 2 ** 20).toFixed(1)} MiB`);
    }
  }
}

await Promise.all(Array.from({ length: WORKERS }, (_, i) => worker(i)));
const elapsed = performance.now() - started;
const endRss = await rss();

const stateMs: number[] = [];
let state: Record<string, unknown> = {};
for (let i = 0; i < 21; i++) {
  const t0 = performance.now();
  const res = await fetch(`${origin}/__sim/state`);
  state = await res.json();
  stateMs.push(performance.now() - t0);
}
child.kill("SIGTERM");
await child.status;
await drain;

const mib = (b: number): string => `${(b / 2 ** 20).toFixed(1)} MiB`;
const base = baseline ?? { swaps: 0, rss: samples[0].rss };
const perSwap = (endRss - base.rss) / Math.max(1, done + failed - base.swaps);
const perSwapAll = (endRss - samples[0].rss) / Math.max(1, done + failed);
const stateP50 = percentile(stateMs.slice(1), 0.5);
console.log(
  `\nSoak: ${done} swaps ok, ${failed} failed, ${WORKERS} wallets in parallel, ${
    (elapsed / 1000).toFixed(0)
  } s`,
);
console.log(`| metric | value | target | met? |`);
console.log(`|---|---|---|---|`);
console.log(`| swaps (ok / failed) | ${done} / ${failed} | - | - |`);
console.log(
  `| swap end to end over sockets, p50 / p95 | ${percentile(swapMs, 0.5).toFixed(1)} ms / ${
    percentile(swapMs, 0.95).toFixed(1)
  } ms | (informational) | - |`,
);
console.log(
  `| simulator RSS: start, after ${base.swaps} swaps (warm-up), end | ${mib(samples[0].rss)}, ${
    mib(base.rss)
  }, ${mib(endRss)} | - | - |`,
);
console.log(
  `| RSS growth per swap after warm-up | ${(perSwap / 1024).toFixed(2)} KB | < 2 KB | ${
    perSwap < 2048 ? "yes" : "**no**"
  } |`,
);
const half = samples.find((x) => x.swaps >= SWAPS / 2) ?? samples[0];
const perSwapHalf = (endRss - half.rss) / Math.max(1, done + failed - half.swaps);
console.log(
  `| RSS growth per swap, second half (${half.swaps} swaps to the end) | ${
    (perSwapHalf / 1024).toFixed(2)
  } KB | (informational) | - |`,
);
console.log(
  `| RSS growth per swap from start | ${(perSwapAll / 1024).toFixed(2)} KB | (informational) | - |`,
);
console.log(
  `| GET /__sim/state at the end, p50 / max of 20 | ${stateP50.toFixed(1)} ms / ${
    Math.max(...stateMs.slice(1)).toFixed(1)
  } ms | < 50 ms | ${stateP50 < 50 ? "yes" : "**no**"} |`,
);
console.log(`| ledger at the end | ${JSON.stringify(state.stats)} | - | - |`);
console.log(
  `\nRSS samples (swaps: MiB): ${
    samples.map((s) => `${s.swaps}: ${(s.rss / 2 ** 20).toFixed(1)}`).join(", ")
  }`,
);
