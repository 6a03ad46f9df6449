/**
 * Rows of issue 41 measured against the platform's own client, `@sodax/sdk@1.3.0-beta` with its EVM wallet
 * (`@sodax/wallet-sdk-core`; `deno task conformance` installs both into `conformance/.sodax/`), against ONE spawned
 * simulator (`_peer_sim_process.ts`: instant preset, every allowance granted) in ONE run, ours and the platform's
 * interleaved (the machine is shared: a load change hits both sides):
 *
 * - **peer scale**: N concurrent whole swaps (Base USDC -> BSC USDC, 1 USDC, a new private-key wallet per swap,
 *   made before the batch) at each N, ours (`xswap.swaps.swap`) and the platform's (`sodax.swaps.swap` with
 *   `EvmSpokeProvider`), the side that goes first alternating by N: p50, p99, CPU per swap of this (client)
 *   process and of the simulator (`/proc/<pid>/stat`), failures.
 * - **history page**: one user's 1,000 intents (made first, by 1,000 of our swaps from one wallet) read whole in
 *   pages of 50 (`xswap.backendApi.getUserIntents` vs the platform's `backendApi.getUserIntents`, 20 sequential
 *   GETs), paired rounds A B B A ...: the median time and client CPU of reading all 1,000.
 * - **history, whole**: the same history read by our `xswap.backendApi.getAllUserIntents` (pages of 50, 4 in
 *   flight after the first) against the platform's only way, `getUserIntents` page by page, in the same rounds
 *   (the three reads rotate).
 *
 * @module
 */
import process from "node:process";
import { XSwap } from "../../mod.ts";
import { createPrivateKeyEvmWallet } from "../../chains/evm/mod.ts";
import { clientOptionsForSimulator } from "../../simulator/mod.ts";
import { loadSodax } from "../../conformance/_sdk.ts";
import { percentile } from "../_stats.ts";
import { lines } from "../_lines.ts";
import { cpuMs } from "./_scale_swap.ts";
import { readPagesOurs, readPagesPlatform } from "./_history_reads.ts";
import { type SpawnedSim, spawnSim } from "./_spawn_peer_sim.ts";

/** One side's batch at one N. */
export interface PeerBatch {
  ok: number;
  failures: number;
  failure?: string | undefined;
  p50Ms: number;
  p99Ms: number;
  clientCpuMsPerSwap: number;
  simCpuMsPerSwap: number;
}

/** One N: ours and the platform's. */
export interface PeerScalePoint {
  concurrency: number;
  ours: PeerBatch;
  platform: PeerBatch;
  /** Ours again with the wallets' opt-in JSON-RPC batching (`batch: true`), in the same rounds. */
  oursBatch?: PeerBatch | undefined;
  /** Which side ran first at this N (then they alternate). */
  first: "ours" | "platform";
  /** Batches per side at this N. */
  rounds?: number;
}

/** Reading one user's whole history in pages. */
export interface HistoryPage {
  intents: number;
  pageSize: number;
  rounds: number;
  /** Medians over the rounds: wall time and this process's CPU to read every page. */
  oursMs: number;
  platformMs: number;
  oursCpuMs: number;
  platformCpuMs: number;
  /** Items each side read in its last round (both must read them all). */
  oursItems: number;
  platformItems: number;
  /** Our whole-history read (`getAllUserIntents`) in the same rounds: medians and its items. */
  whole?: { concurrency: number; ms: number; cpuMs: number; items: number } | undefined;
}

/** What {@link measurePeerRows} measured. */
export interface PeerRows {
  skipped?: string | undefined;
  scale: PeerScalePoint[];
  history?: HistoryPage | undefined;
  /** Load average (1 min) at the start and at the end. */
  load: [number, number];
}

const load1 = (): number => {
  try {
    return Deno.loadavg()[0];
  } catch {
    return NaN;
  }
};

/** A client process of `_peer_client_process.ts`: one side, alone in its process. */
interface ClientProcess {
  pid: number;
  /** Sends one command line and reads the process's one-line JSON answer. */
  ask(line: string): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

async function spawnClient(
  side: "ours" | "ours-batch" | "platform",
  sim: SpawnedSim,
): Promise<ClientProcess> {
  const root = new URL("../../", import.meta.url);
  const printed = JSON.stringify({ origin: sim.origin, sodax: sim.sodax, spokeRpcUrls: sim.spokeRpcUrls });
  const child = new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "--no-config",
      "--node-modules-dir=manual",
      "--allow-net",
      "--allow-env",
      "--allow-read",
      "--allow-sys",
      "bench/compare/_peer_client_process.ts",
      `--side=${side}`,
      `--sim=${printed}`,
    ],
    cwd: root,
    stdin: "piped",
    stdout: "piped",
    stderr: "inherit",
  }).spawn();
  const writer = child.stdin.getWriter();
  const answers = lines(child.stdout);
  const nextLine = async (): Promise<Record<string, unknown>> => {
    const next = await answers.next();
    if (next.done) throw new Error(`the ${side} client process exited`);
    return JSON.parse(next.value);
  };
  await nextLine(); // { started }
  return {
    pid: child.pid,
    ask: async (line) => {
      await writer.write(new TextEncoder().encode(`${line}\n`));
      return await nextLine();
    },
    close: async () => {
      await writer.close().catch(() => {});
      await answers.return(undefined).catch(() => {});
      await child.status;
    },
  };
}

/** Default rounds (batches per side) at each N: A B B A ..., so neither side always goes first. */
const ROUNDS_AT = (n: number): number => n <= 1 ? 20 : n <= 10 ? 10 : n <= 100 ? 4 : 2;

/** One batch of N swaps in a client process: its latencies, failures, its CPU and the simulator's. */
async function batchIn(client: ClientProcess, sim: SpawnedSim, n: number) {
  await client.ask(`prep ${n}`);
  const s0 = cpuMs(sim.pid);
  const r = await client.ask("go") as { ms: number[]; codes: string[]; cpuMs: number };
  return { ...r, simCpuMs: cpuMs(sim.pid) - s0 };
}

/**
 * The peer scale curve: each side in its own client process (as a user's app runs one SDK), against the one
 * spawned simulator; at each N, rounds of one batch per side alternating A B B A ...
 */
async function measurePeerScale(
  sim: SpawnedSim,
  levels: readonly number[],
  rounds: (n: number) => number,
): Promise<PeerScalePoint[]> {
  const sides = {
    ours: await spawnClient("ours", sim),
    platform: await spawnClient("platform", sim),
    oursBatch: await spawnClient("ours-batch", sim),
  };
  try {
    // warm-up of both (JIT, connection pools)
    await sides.ours.ask("warm 3");
    await sides.platform.ask("warm 3");
    await sides.oursBatch.ask("warm 3");
    await batchIn(sides.ours, sim, 50);
    await batchIn(sides.platform, sim, 50);
    await batchIn(sides.oursBatch, sim, 50);
    const scale: PeerScalePoint[] = [];
    for (const [index, n] of levels.entries()) {
      const acc = {
        ours: { ms: [] as number[], codes: [] as string[], cpu: 0, sim: 0 },
        platform: { ms: [] as number[], codes: [] as string[], cpu: 0, sim: 0 },
        oursBatch: { ms: [] as number[], codes: [] as string[], cpu: 0, sim: 0 },
      };
      const first: "ours" | "platform" = index % 2 === 0 ? "ours" : "platform";
      const second = first === "ours" ? "platform" : "ours";
      const k = rounds(n);
      for (let round = 0; round < k; round++) {
        // the batching side runs after the pair, then before it: its batches never sit between the pair's
        const pair = round % 2 === 0 ? [first, second] as const : [second, first] as const;
        const order = round % 2 === 0 ? [...pair, "oursBatch" as const] : ["oursBatch" as const, ...pair];
        for (const side of order) {
          const b = await batchIn(sides[side], sim, n);
          acc[side].ms.push(...b.ms.filter((ms) => ms >= 0));
          acc[side].codes.push(...b.codes);
          acc[side].cpu += b.cpuMs;
          acc[side].sim += b.simCpuMs;
        }
      }
      const batch = (a: typeof acc.ours): PeerBatch => ({
        ok: a.ms.length,
        failures: a.codes.length,
        failure: a.codes[0],
        p50Ms: percentile(a.ms, 0.5),
        p99Ms: percentile(a.ms, 0.99),
        clientCpuMsPerSwap: a.cpu / (n * k),
        simCpuMsPerSwap: a.sim / (n * k),
      });
      const point = {
        concurrency: n,
        ours: batch(acc.ours),
        platform: batch(acc.platform),
        oursBatch: batch(acc.oursBatch),
        first,
        rounds: k,
      };
      console.log(`peer scale N=${n}: ${JSON.stringify(point)}`);
      scale.push(point);
    }
    return scale;
  } finally {
    await sides.ours.close();
    await sides.platform.close();
    await sides.oursBatch.close();
  }
}

/**
 * Measures the peer scale curve and the history page against one spawned simulator.
 *
 * @param levels the concurrency levels @default [1, 10, 100, 1000]
 * @param historyRounds paired rounds of the history read @default 6
 * @param rounds batches per side at each N @default 20 at N = 1, 10 at 10, 4 at 100, 2 at 1000
 * @returns the rows' numbers, or `skipped` when the platform SDK is not installed
 * @example
 * ```ts ignore
 * const measured = await measurePeerRows([1, 10], 2);
 * console.log(peerRows(measured));
 * ```
 */
export async function measurePeerRows(
  levels: readonly number[] = [1, 10, 100, 1000],
  historyRounds = 6,
  rounds: (n: number) => number = ROUNDS_AT,
): Promise<PeerRows> {
  const loaded = await loadSodax();
  if (loaded.modules === undefined) {
    return {
      skipped: `the platform SDK is not installed (${loaded.problem}): run deno task conformance first`,
      scale: [],
      load: [load1(), load1()],
    };
  }
  const m = loaded.modules;
  const loadStart = load1();
  const sim = await spawnSim();
  try {
    const scale = await measurePeerScale(sim, levels, rounds);
    if (historyRounds <= 0) return { scale, load: [loadStart, load1()] };
    const client = new XSwap(clientOptionsForSimulator(sim.origin));
    const sodax = new m.sdk.Sodax(sim.sodax);
    const history = await measureHistory(client, sodax, sim.spokeRpcUrls["0x2105.base"], historyRounds);
    return { scale, history, load: [loadStart, load1()] };
  } finally {
    await sim.close();
  }
}

async function measureHistory(
  client: XSwap,
  // deno-lint-ignore no-explicit-any
  sodax: any,
  rpcUrl: string,
  rounds: number,
): Promise<HistoryPage> {
  const INTENTS = 1_000, PAGE = 50;
  const wallet = createPrivateKeyEvmWallet({ privateKey: `0x${"77".repeat(32)}`, rpcUrl });
  if (!wallet.ok) throw wallet.error;
  const me = await wallet.value.getAddress();
  const usdc = (key: "0x2105.base" | "0x38.bsc") =>
    client.config.getSupportedSwapTokens(key).find((t) => t.symbol === "USDC")!;
  let made = 0;
  for (let i = 0; i < INTENTS; i++) {
    const r = await client.swaps.swap({
      params: {
        srcChainKey: "0x2105.base",
        dstChainKey: "0x38.bsc",
        inputToken: usdc("0x2105.base").address,
        outputToken: usdc("0x38.bsc").address,
        inputAmount: 1_000_000n + BigInt(i),
        minOutputAmount: 1n,
        srcAddress: me,
        dstAddress: me,
        deadline: 0n,
        allowPartialFill: false,
      },
      walletProvider: wallet.value,
    });
    if (r.ok) made++;
  }
  const first = await client.backendApi.getUserIntents({ userAddress: me, limit: 1, offset: 0 });
  if (!first.ok) throw first.error;
  const total = first.value.total;
  console.log(`history: ${made} swaps made, the data API lists ${total} intents for ${me}`);
  const readOurs = () => readPagesOurs(client, me, total, PAGE);
  const readPlatform = () => readPagesPlatform(sodax, me, total, PAGE);
  // this process's CPU in µs (`process.cpuUsage`, all threads): the /proc ticks of 10 ms are too coarse for a
  // 20-page read
  const timed = async (read: () => Promise<number>) => {
    const c0 = process.cpuUsage(), t0 = performance.now();
    const items = await read();
    const ms = performance.now() - t0;
    const c = process.cpuUsage(c0);
    return { ms, cpu: (c.user + c.system) / 1000, items };
  };
  const WHOLE_CONCURRENCY = 4;
  const readWhole = async (): Promise<number> => {
    const r = await client.backendApi.getAllUserIntents({ userAddress: me }, {
      pageSize: PAGE,
      concurrency: WHOLE_CONCURRENCY,
    });
    if (!r.ok) throw r.error;
    return r.value.items.length;
  };
  await readOurs(); // warm-up of all three
  await readPlatform();
  await readWhole();
  const o: Array<{ ms: number; cpu: number; items: number }> = [];
  const p: Array<{ ms: number; cpu: number; items: number }> = [];
  const w: Array<{ ms: number; cpu: number; items: number }> = [];
  const sides = { o: [o, readOurs], p: [p, readPlatform], w: [w, readWhole] } as const;
  // the three reads rotate: neither side always runs first or last
  const orders = [["o", "p", "w"], ["p", "w", "o"], ["w", "o", "p"], ["p", "o", "w"], ["o", "w", "p"], [
    "w",
    "p",
    "o",
  ]] as const;
  for (let i = 0; i < rounds; i++) {
    for (const k of orders[i % orders.length]!) {
      const [into, read] = sides[k];
      into.push(await timed(read));
    }
  }
  const med = (xs: number[]) => percentile(xs, 0.5);
  return {
    intents: total,
    pageSize: PAGE,
    rounds,
    oursMs: med(o.map((r) => r.ms)),
    platformMs: med(p.map((r) => r.ms)),
    oursCpuMs: med(o.map((r) => r.cpu)),
    platformCpuMs: med(p.map((r) => r.cpu)),
    oursItems: o.at(-1)?.items ?? 0,
    platformItems: p.at(-1)?.items ?? 0,
    whole: {
      concurrency: WHOLE_CONCURRENCY,
      ms: med(w.map((r) => r.ms)),
      cpuMs: med(w.map((r) => r.cpu)),
      items: w.at(-1)?.items ?? 0,
    },
  };
}

/** A table row of `bench/RESULTS.md`: metric, ours, reference, ratio, target, met. */
export type PeerRow = [string, string, string, string, string, string];

const s = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
const ratio = (a: number, b: number): string => b > 0 ? `${(a / b).toFixed(2)}x` : "-";

/**
 * The rows of {@link measurePeerRows}: one per N of the peer scale curve (goal: ours <= 0.5x of the platform's p99
 * and client CPU per swap), then the history page (goal: ours ahead).
 *
 * @param r the measurement
 * @returns the rows
 * @example A skipped run is one row saying why
 * ```ts
 * import assert from "node:assert/strict";
 * import { peerRows } from "./peer_rows.ts";
 * const rows = peerRows({ skipped: "not installed", scale: [], load: [1, 1] });
 * assert.equal(rows.length, 1);
 * assert.match(rows[0][1], /skipped/);
 * ```
 */
export function peerRows(r: PeerRows): PeerRow[] {
  if (r.skipped !== undefined) {
    return [["peer scale: the platform SDK's whole swap", `skipped: ${r.skipped}`, "-", "-", "-", "-"]];
  }
  const load = `load ${r.load[0].toFixed(1)}->${r.load[1].toFixed(1)}`;
  const side = (b: PeerBatch) =>
    `p50 ${s(b.p50Ms)}, p99 ${s(b.p99Ms)}, CPU/swap client ${b.clientCpuMsPerSwap.toFixed(0)} ms, sim ${
      b.simCpuMsPerSwap.toFixed(0)
    } ms, ${b.failures} failed${b.failure ? ` (${b.failure})` : ""}`;
  const rows: PeerRow[] = r.scale.map((p) => {
    const p99 = p.ours.p99Ms / p.platform.p99Ms;
    const cpu = p.ours.clientCpuMsPerSwap / p.platform.clientCpuMsPerSwap;
    const met = p99 <= 0.5 && cpu <= 0.5 && p.ours.failures === 0;
    return [
      `peer scale: ${p.concurrency} concurrent whole swaps, ours vs the platform SDK's, each client in its own process, one spawned instant sim (${
        p.rounds ?? 1
      } rounds, ${p.first} first; ${load})`,
      side(p.ours),
      side(p.platform),
      `p99 ${ratio(p.ours.p99Ms, p.platform.p99Ms)}, client CPU ${
        ratio(p.ours.clientCpuMsPerSwap, p.platform.clientCpuMsPerSwap)
      }, sim CPU ${ratio(p.ours.simCpuMsPerSwap, p.platform.simCpuMsPerSwap)} (ours ÷ platform)`,
      "p99 and client CPU <= 0.5x",
      met ? "yes" : "**no**",
    ];
  });
  // the same N with our wallets batching their JSON-RPC calls (the one lever left; off by default)
  for (const p of r.scale) {
    const b = p.oursBatch;
    if (b === undefined) continue;
    rows.push([
      `peer scale: ${p.concurrency} concurrent whole swaps, ours with batch: true (docs/chains/concurrency.md#json-rpc-batching) vs the platform SDK's, same rounds (${load})`,
      side(b),
      side(p.platform),
      `p99 ${ratio(b.p99Ms, p.platform.p99Ms)}, client CPU ${
        ratio(b.clientCpuMsPerSwap, p.platform.clientCpuMsPerSwap)
      }, sim CPU ${ratio(b.simCpuMsPerSwap, p.platform.simCpuMsPerSwap)} (ours ÷ platform)`,
      "p99 and client CPU <= 0.5x (the opt-in batching)",
      b.p99Ms <= 0.5 * p.platform.p99Ms && b.clientCpuMsPerSwap <= 0.5 * p.platform.clientCpuMsPerSwap &&
        b.failures === 0
        ? "yes"
        : "**no**",
    ]);
  }
  const h = r.history;
  if (h !== undefined) {
    rows.push([
      `history page: one user's ${h.intents} intents read whole, ${h.pageSize} per page (backendApi.getUserIntents; median of ${h.rounds} paired rounds; ${load})`,
      `${h.oursMs.toFixed(1)} ms, client CPU ${h.oursCpuMs.toFixed(1)} ms (${h.oursItems} items)`,
      `${h.platformMs.toFixed(1)} ms, client CPU ${h.platformCpuMs.toFixed(1)} ms (${h.platformItems} items)`,
      `time ${ratio(h.oursMs, h.platformMs)}, CPU ${ratio(h.oursCpuMs, h.platformCpuMs)} (ours ÷ platform)`,
      "ours ahead (< 1.0x)",
      h.oursMs < h.platformMs ? "yes" : "**no**",
    ]);
    const w = h.whole;
    if (w !== undefined) {
      rows.push([
        `history, whole: one user's ${h.intents} intents, ours getAllUserIntents (concurrency ${w.concurrency}, ${h.pageSize} per page) vs the platform's getUserIntents page by page (its only way; median of ${h.rounds} rotating rounds; ${load})`,
        `${w.ms.toFixed(1)} ms, client CPU ${w.cpuMs.toFixed(1)} ms (${w.items} items)`,
        `${h.platformMs.toFixed(1)} ms, client CPU ${
          h.platformCpuMs.toFixed(1)
        } ms (${h.platformItems} items)`,
        `time ${ratio(w.ms, h.platformMs)}, CPU ${ratio(w.cpuMs, h.platformCpuMs)} (ours ÷ platform)`,
        "ours ahead (< 1.0x)",
        w.ms < h.platformMs ? "yes" : "**no**",
      ]);
    }
  }
  return rows;
}
