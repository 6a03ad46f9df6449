/**
 * Scale (issue 23 item 4): N concurrent whole swaps (`client.swaps.swap`, base USDC -> bsc USDC, one wallet per
 * swap) from this process against a spawned `deno task simulate --preset=instant` over real loopback sockets.
 * Reports swaps/s, p50/p99 latency per N and the simulator's RSS growth (read from `/proc/<pid>/status`).
 * @module
 */
import { XSwap } from "../../mod.ts";
import { createPrivateKeyEvmWallet } from "../../chains/evm/mod.ts";
import { clientOptionsForSimulator } from "../../simulator/mod.ts";
import { percentile } from "../_stats.ts";
import { type Exchange, type FairFloorWork, recordingFetch, replayBatch } from "./_replay_floor.ts";
import { privateKeyToAccount } from "viem/accounts";
import { cpuMs, scaleSwapRunner } from "./_scale_swap.ts";

/** One point of the curve. */
export interface ScalePoint {
  concurrency: number;
  /**
   * The wallets' option this point ran with, when not the default: `"batch"` is `createPrivateKeyEvmWallet`'s
   * `batch: true` (viem's JSON-RPC batching, docs/chains/concurrency.md#json-rpc-batching), the option a service
   * running many swaps at once turns on.
   */
  variant?: "batch" | undefined;
  ok: number;
  failures: number;
  /** First failure code, if any. */
  failure?: string | undefined;
  wallMs: number;
  swapsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** Simulator RSS after this batch, in MB. */
  simRssMb: number;
  /** CPU time per swap in this batch, in ms: the simulator process and this (client) process. */
  simCpuMsPerSwap: number;
  clientCpuMsPerSwap: number;
  /**
   * The machine's floor at this N, measured right after the batch: N concurrent chains replaying one swap's
   * recorded HTTP exchanges (the same requests, bytes and answers, in order) against a bare `Deno.serve` child
   * that answers each from a map (no logic; `_replay_floor.ts`). p50/p99 in ms.
   */
  floorP50Ms: number;
  floorP99Ms: number;
  /**
   * The fair floor (issue 41), right after the floor: the same replay plus the work every client and server must
   * do per swap, one transaction signature in this process per chain and one sender recovery of the swap's raw
   * transaction in the bare server. p50/p99 in ms.
   */
  fairFloorP50Ms: number;
  fairFloorP99Ms: number;
}

/** The curve, plus the simulator's memory growth. */
export interface ScaleResults {
  points: ScalePoint[];
  /** RSS of the idle simulator after start, in MB. */
  simRssStartMb: number;
  /** RSS growth per 1,000 swaps over the whole run, in MB. */
  rssMbPer1000: number;
  totalSwaps: number;
  /** HTTP requests one swap makes (counted on the warm-up swap). */
  requestsPerSwap: number;
  skipped?: string | undefined;
}

const PORT = 18_787;
const BARE_PORT = 18_788;

/** Reads `/proc/<pid>/<file>` through `sh` (the task may run `sh`; Deno gates `/proc` reads of other processes). */
function proc(pid: number, file: string): string {
  try {
    const out = new Deno.Command("sh", {
      args: ["-c", `cat /proc/${pid}/${file}`],
      stdout: "piped",
      stderr: "null",
    })
      .outputSync();
    return new TextDecoder().decode(out.stdout);
  } catch {
    return "";
  }
}

function rssMb(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(proc(pid, "status"))?.[1] ?? NaN);
  return Math.round((kb / 1024) * 10) / 10;
}

async function waitUp(origin: string): Promise<boolean> {
  for (let i = 0; i < 200; i++) {
    try {
      const r = await fetch(`${origin}/sim/health`);
      await r.body?.cancel();
      return true;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return false;
}

/** A full GC when the process runs with `--expose-gc` (`deno task bench:compare` does), else nothing. */
function collectGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

/** Runs the curve for each N in `levels`. */
export async function measureScale(levels: readonly number[] = [1, 10, 100, 1000]): Promise<ScaleResults> {
  const root = new URL("../../", import.meta.url).pathname;
  const cmd =
    `cd '${root}' && exec '${Deno.execPath()}' run --unstable-no-legacy-abort --allow-net --allow-env ` +
    `--allow-read simulator/main.ts --preset=instant --unlimited-allowances --port=${PORT}`;
  const child = new Deno.Command("sh", { args: ["-c", cmd], stdout: "null", stderr: "null" }).spawn();
  const bareCmd =
    `cd '${root}' && exec '${Deno.execPath()}' run --allow-net bench/compare/_bare_rpc_server.ts ` +
    `--port=${BARE_PORT}`;
  let bare: Deno.ChildProcess | undefined;
  const origin = `http://127.0.0.1:${PORT}`;
  const bareOrigin = `http://127.0.0.1:${BARE_PORT}`;
  const realFetch = globalThis.fetch;
  const recorder = recordingFetch(realFetch);
  globalThis.fetch = recorder.fetch;
  try {
    if (!(await waitUp(origin))) {
      return {
        points: [],
        simRssStartMb: NaN,
        rssMbPer1000: NaN,
        totalSwaps: 0,
        requestsPerSwap: NaN,
        skipped: "simulator did not start",
      };
    }
    const client = new XSwap(clientOptionsForSimulator(origin));
    const rpcUrl = `${origin}/rpc/0x2105.base`;
    // Each swap has a wallet of its own, made (key, account, address) before its batch starts: the batch's time and
    // CPU are the swaps', as for a service whose users' wallets exist before they swap.
    const run = scaleSwapRunner(client, (privateKey) => createPrivateKeyEvmWallet({ privateKey, rpcUrl }), 0);
    const oneSwap = () => run.swap(run.newWallet());
    await oneSwap(); // warm-up: JIT, connection pool, what the wallets' shared RPC client learns of the node
    recorder.recording = true;
    await oneSwap(); // recorded: a swap of the batch, not the process's first
    recorder.recording = false;
    const exchanges: Exchange[] = recorder.take();
    const requestsPerSwap = exchanges.length;
    bare = new Deno.Command("sh", { args: ["-c", bareCmd], stdin: "piped", stdout: "null", stderr: "null" })
      .spawn();
    const feed = bare.stdin.getWriter();
    await feed.write(new TextEncoder().encode(JSON.stringify(exchanges)));
    await feed.close();
    await waitUp(bareOrigin);
    // the fair floor's client work: one EIP-1559 signature per swap (a fixed key: signing costs the same)
    const signer = privateKeyToAccount(`0x${"11".repeat(32)}`);
    const fair: FairFloorWork = {
      sign: () =>
        signer.signTransaction({
          chainId: 8453,
          type: "eip1559",
          nonce: 1,
          to: `0x${"22".repeat(20)}`,
          value: 0n,
          gas: 300_000n,
          maxFeePerGas: 2_000_000_000n,
          maxPriorityFeePerGas: 1_000_000n,
          data: `0x${"ab".repeat(580)}`,
        }),
    };
    await replayBatch(bareOrigin, 10, exchanges); // warm-up
    await replayBatch(bareOrigin, 10, exchanges, fair);
    const simRssStartMb = rssMb(child.pid);
    const points: ScalePoint[] = [];
    let total = 0;
    const measurePoint = async (
      n: number,
      runner: typeof run,
      variant?: "batch",
    ): Promise<ScalePoint> => {
      const wallets = await Promise.all(Array.from({ length: n }, runner.newWallet));
      collectGarbage(); // the wallets' garbage is not the batch's (the floor's batch gets the same)
      const t0 = performance.now();
      const simCpu0 = cpuMs(child.pid), clientCpu0 = cpuMs(Deno.pid);
      const results = await Promise.all(wallets.map(runner.swap));
      const wallMs = performance.now() - t0;
      const simRssMb = rssMb(child.pid);
      const simCpuMsPerSwap = (cpuMs(child.pid) - simCpu0) / n;
      const clientCpuMsPerSwap = (cpuMs(Deno.pid) - clientCpu0) / n;
      collectGarbage();
      const floor = await replayBatch(bareOrigin, n, exchanges);
      collectGarbage();
      const fairFloor = await replayBatch(bareOrigin, n, exchanges, fair);
      total += n;
      const times = results.filter((r) => r.ok).map((r) => r.ms);
      const failed = results.filter((r) => !r.ok);
      return {
        concurrency: n,
        variant,
        ok: times.length,
        failures: failed.length,
        failure: failed[0]?.code,
        wallMs,
        swapsPerSec: (times.length * 1000) / wallMs,
        p50Ms: percentile(times, 0.5),
        p99Ms: percentile(times, 0.99),
        simRssMb,
        simCpuMsPerSwap,
        clientCpuMsPerSwap,
        floorP50Ms: percentile(floor, 0.5),
        floorP99Ms: percentile(floor, 0.99),
        fairFloorP50Ms: percentile(fairFloor, 0.5),
        fairFloorP99Ms: percentile(fairFloor, 0.99),
      };
    };
    for (const n of levels) points.push(await measurePoint(n, run));
    const largest = Math.max(...levels);
    if (largest >= 1000) {
      // the same N again with the wallets batching their JSON-RPC calls (the against-the-floor target's opt-in
      // lever): a warm-up swap first, so the batching client's first-use costs are not the batch's
      const batched = scaleSwapRunner(
        client,
        (privateKey) => createPrivateKeyEvmWallet({ privateKey, rpcUrl, batch: true }),
        0,
      );
      await batched.swap(batched.newWallet());
      total += 1;
      points.push(await measurePoint(largest, batched, "batch"));
    }
    const last = points.at(-1)?.simRssMb ?? NaN;
    return {
      points,
      simRssStartMb,
      rssMbPer1000: ((last - simRssStartMb) * 1000) / total,
      totalSwaps: total,
      requestsPerSwap,
    };
  } finally {
    globalThis.fetch = realFetch;
    if (bare !== undefined) {
      try {
        bare.kill("SIGTERM");
      } catch {
        // already gone
      }
      await bare.status;
    }
    try {
      child.kill("SIGTERM");
    } catch {
      // already gone
    }
    await child.status;
  }
}
