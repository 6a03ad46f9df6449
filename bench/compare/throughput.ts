/**
 * Simulator throughput and memory: wrk against `GET /v1/be/oracle/candles` (100 one-minute candles), a bare
 * `Deno.serve` sending the same candles body and the peer mock servers, on loopback, interleaved rounds,
 * same wrk settings; then the process's RSS and heap after 100k intents are recorded in a fresh ledger.
 * @module
 */
import { createManualClock, Ledger, startSimulator } from "../../simulator/mod.ts";
import { startPeers } from "./peers.ts";

/** Settings of each wrk run. */
export const WRK_ARGS = ["-t2", "-c32", "-d3s"] as const;

/** Interleaved rounds per target (the median is reported: the machine is shared and single runs move ±30%). */
export const WRK_ROUNDS = 5;

/**
 * Unmeasured wrk rounds on the simulator and on the same-body server before the measured rounds: JIT warm-up,
 * and the simulator's request recorder spends its 4 MiB budget on the first ~30k requests.
 */
export const WRK_WARMUP_ROUNDS = 1;

/** A wrk run's throughput. */
export interface WrkRun {
  requestsPerSec: number;
  latencyAvg: string;
  non2xx: number;
}

/** Median req/s of the rounds of one target, with every round kept. */
export interface WrkSeries {
  medianPerSec: number;
  rounds: number[];
  non2xx: number;
}

/** The three targets (or why they were skipped). */
export interface ThroughputResults {
  /** The simulator's `/be/oracle/candles`, 100 cached candles. */
  candles?: WrkSeries | undefined;
  /** The peer mock servers (Express, MSW, Prism, json-server) on the same route and body, by name. */
  peers?: Record<string, WrkSeries> | undefined;
  /** Peers that could not start. */
  peersFailed?: string[] | undefined;
  /** A bare `Deno.serve` answering the simulator's exact candles body (same headers): the ceiling for that body. */
  sameBody?: WrkSeries | undefined;
  candlesPerResponse?: number | undefined;
  bodyBytes?: number | undefined;
  skipped?: string | undefined;
}

async function wrk(url: string): Promise<WrkRun> {
  const out = await new Deno.Command("wrk", {
    args: [...WRK_ARGS, "--latency", url],
    stdout: "piped",
    stderr: "piped",
  })
    .output();
  const text = new TextDecoder().decode(out.stdout);
  if (!out.success) throw new Error(`wrk failed: ${new TextDecoder().decode(out.stderr)}`);
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(text)?.[1];
  const lat = /Latency\s+(\S+)/.exec(text)?.[1] ?? "?";
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(text)?.[1] ?? 0);
  if (rps === undefined) throw new Error(`cannot read wrk output: ${text}`);
  return { requestsPerSec: Number(rps), latencyAvg: lat, non2xx };
}

async function hasWrk(): Promise<boolean> {
  try {
    return (await new Deno.Command("wrk", { args: ["-v"], stdout: "null", stderr: "null" }).output()).code <=
      1;
  } catch {
    return false;
  }
}

/** The candles query of 100 one-minute candles, in the past so the response is stable. */
export function candlesQuery(): string {
  const from = 1_700_000_040;
  return `symbol=BTC&interval=1m&from=${from}&to=${from + 100 * 60}`;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** A bare server on a free port answering every request with `respond()`. */
function bareServer(respond: () => Response): { url: string; close(): Promise<void> } {
  const ac = new AbortController();
  const server = Deno.serve(
    { port: 0, hostname: "127.0.0.1", signal: ac.signal, onListen: () => {} },
    respond,
  );
  return {
    url: `http://127.0.0.1:${server.addr.port}/`,
    close: async () => {
      ac.abort();
      await server.finished;
    },
  };
}

/**
 * Runs the wrk measurements: the simulator, a bare server sending the simulator's exact candles body and the peer
 * mock servers (`peers.ts`) on the same route and body, in interleaved rounds (sim, same body, peers, sim, ...)
 * so drifting machine load hits all alike; skipped with a note when wrk is missing.
 */
export async function measureThroughput(): Promise<ThroughputResults> {
  if (!(await hasWrk())) {
    return { skipped: "wrk is not installed (apt-get install -y wrk failed or was unavailable)" };
  }
  const sim = await startSimulator({ port: 0, preset: "calm", unlimitedAllowances: true });
  try {
    const url = `${sim.urls.gateway}/be/oracle/candles?${candlesQuery()}`;
    await (await fetch(url)).body?.cancel(); // fills the cache, as the simulator does on a first query
    const sample = await fetch(url);
    const body = await sample.text();
    const headers = [...sample.headers].filter(([k]) => k !== "date" && k !== "content-length");
    const candlesPerResponse = (JSON.parse(body) as { candles: unknown[] }).candles.length;
    const same = bareServer(() => new Response(body, { headers: Object.fromEntries(headers) }));
    const { peers, failed } = await startPeers(body, candlesQuery());
    try {
      const runs: Record<"candles" | "sameBody", WrkRun[]> = { candles: [], sameBody: [] };
      const peerRuns: Record<string, WrkRun[]> = Object.fromEntries(peers.map((p) => [p.name, []]));
      for (let round = 0; round < WRK_WARMUP_ROUNDS; round++) {
        await wrk(url);
        await wrk(same.url);
      }
      for (let round = 0; round < WRK_ROUNDS; round++) {
        runs.candles.push(await wrk(url));
        runs.sameBody.push(await wrk(same.url));
        for (const peer of peers) peerRuns[peer.name].push(await wrk(peer.url));
      }
      const series = (list: WrkRun[]): WrkSeries => ({
        medianPerSec: median(list.map((r) => r.requestsPerSec)),
        rounds: list.map((r) => Math.round(r.requestsPerSec)),
        non2xx: list.reduce((n, r) => n + r.non2xx, 0),
      });
      return {
        candles: series(runs.candles),
        sameBody: series(runs.sameBody),
        peers: Object.fromEntries(Object.entries(peerRuns).map(([k, v]) => [k, series(v)])),
        peersFailed: failed,
        candlesPerResponse,
        bodyBytes: new TextEncoder().encode(body).length,
      };
    } finally {
      for (const peer of peers) await peer.close();
      await same.close();
    }
  } finally {
    await sim.close();
  }
}

/** Memory after recording intents. */
export interface MemoryResults {
  intents: number;
  /** RSS before the ledger was filled. */
  rssBeforeMb: number;
  rssMb: number;
  heapUsedMb: number;
  /** Growth of heapUsed over the empty ledger, per intent, in bytes. */
  heapBytesPerIntent: number;
  gc: boolean;
}

function collect(): boolean {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc) gc();
  return gc !== undefined;
}

/** Records `count` hub intents in a fresh ledger (a manual clock) and reads the process memory. */
export function measureMemory(count = 100_000): MemoryResults {
  const ledger = new Ledger({ clock: createManualClock(), seed: 1 });
  collect();
  const before = Deno.memoryUsage();
  for (let i = 0; i < count; i++) {
    const hex = i.toString(16).padStart(40, "0");
    ledger.recordSpokeTx({
      chainKey: "sonic",
      txHash: `0x${i.toString(16).padStart(64, "0")}`,
      from: `0x${hex}`,
      intent: {
        intentId: BigInt(i + 1),
        creator: `0x${hex}`,
        inputToken: "0x0000000000000000000000000000000000000001",
        outputToken: "0x0000000000000000000000000000000000000002",
        inputAmount: 1_000_000n,
        minOutputAmount: 1n,
        deadline: 0n,
        allowPartialFill: false,
        srcChain: 146n,
        dstChain: 56n,
        srcAddress: `0x${hex}`,
        dstAddress: `0x${hex}`,
        solver: "0x0000000000000000000000000000000000000000",
        data: "0x",
      },
    });
  }
  const gc = collect();
  const after = Deno.memoryUsage();
  if (ledger.counters.spokeTx.applied !== count) throw new Error("the ledger did not record every intent");
  const mb = (b: number): number => Math.round((b / 1048576) * 10) / 10;
  return {
    intents: count,
    rssBeforeMb: mb(before.rss),
    rssMb: mb(after.rss),
    heapUsedMb: mb(after.heapUsed),
    heapBytesPerIntent: Math.round((after.heapUsed - before.heapUsed) / count),
    gc,
  };
}
