/**
 * Cold start (issue 32 item 1): fresh processes that each import the package entry, construct the client and get
 * one quote from a running simulator, ours (`cold/ours.ts`) and the platform SDK (`cold/reference.ts`), in
 * pairs whose order alternates. Each child prints its phase times, CPU time (`process.cpuUsage`) and peak RSS
 * (`VmHWM`); the parent times the whole process (spawn to exit). One unmeasured warm-up pair fills Deno's
 * module and code caches first, so every measured run is a fresh process over a warm disk cache, as a user's
 * second start is.
 * @module
 */
import { percentile } from "../_stats.ts";
import type { ColdSample } from "./cold/_report.ts";

/** Medians and spread of one side. */
export interface ColdSide {
  /** Process wall time, spawn to exit, ms: median, min, max. */
  wallMs: Spread;
  /** CPU time of the child, ms. */
  cpuMs: Spread;
  /** Peak RSS of the child, MiB. */
  peakMiB: Spread;
  /** Time origin to the end of the import, ms (median). */
  importMs: number;
  /** Time origin to the first quote's answer, ms (median). */
  quoteMs: number;
  /** Runs whose quote failed or that printed no sample. */
  failures: number;
}

/** Median, min and max of a sample. */
export interface Spread {
  median: number;
  min: number;
  max: number;
}

/** The cold-client measurement of our side: the first swap and track of a fresh client, and its second. */
export interface ColdSwapResults {
  runs: number;
  failures: number;
  /** Medians over processes, ms: the first swap (client relay, nothing learned) and its track. */
  firstSwapMs: Spread;
  firstTrackMs: Spread;
  /** The same client's second swap and track. */
  secondSwapMs: Spread;
  secondTrackMs: Spread;
}

/** What the cold-start measurement found. */
export interface ColdStartResults {
  pairs: number;
  /** First relay and first track of a fresh client (ours only). */
  swap?: ColdSwapResults | undefined;
  ours: ColdSide;
  reference?: ColdSide | undefined;
  /** Why the reference side is missing. */
  skipped?: string | undefined;
  /** The machine's load average (1 min) before and after the run. */
  load: [number, number];
}

const HERE = new URL("./cold/", import.meta.url);
const ROOT = new URL("../../", import.meta.url).pathname;
// --allow-all: Deno reads /proc/self/status (the peak RSS) only with every permission.
const FLAGS = "run --no-config --node-modules-dir=manual --allow-all";

// Children go through `sh` (the task may run `sh` and `wrk` only), as the scale bench's simulator does.
const sh = (cmd: string): string[] => ["-c", `cd '${ROOT}' && exec '${Deno.execPath()}' ${cmd}`];

/** A spawned `simulator/main.ts --preset=instant` on a free port, with the two option blocks it printed. */
async function spawnSimulator(): Promise<{ log: string } & AsyncDisposable> {
  const child = new Deno.Command("sh", {
    args: sh(
      "run --allow-net --allow-env --allow-read simulator/main.ts --port=0 --preset=instant --unlimited-allowances",
    ),
    env: { NO_COLOR: "1" },
    stdout: "piped",
    stderr: "null",
  }).spawn();
  const close = async (): Promise<void> => {
    try {
      child.kill("SIGTERM");
    } catch {
      // already gone
    }
    await child.status;
  };
  let log = "";
  const decoder = new TextDecoder();
  const reader = child.stdout.getReader();
  const deadline = Date.now() + 60_000;
  while (!/Platform SDK options[^]*\n\}/.test(log) && Date.now() < deadline) {
    const { value, done } = await reader.read();
    if (done) break;
    log += decoder.decode(value, { stream: true });
  }
  reader.releaseLock();
  // keep draining so the child never blocks on a full pipe
  child.stdout.pipeTo(new WritableStream()).catch(() => {});
  if (!log.includes("Platform SDK options")) {
    await close();
    throw new Error(`the simulator did not start:\n${log}`);
  }
  return { log, [Symbol.asyncDispose]: close };
}

function loadAverage(): number {
  try {
    return Deno.loadavg()[0];
  } catch {
    return NaN;
  }
}

function block(log: string, header: string): unknown {
  const at = log.indexOf(header);
  const start = log.indexOf("\n{", at) + 1;
  const end = log.indexOf("\n}", start);
  return JSON.parse(log.slice(start, end + 2));
}

async function runChild(
  script: string,
  options: unknown,
): Promise<(ColdSample & { wallMs: number }) | undefined> {
  const t0 = performance.now();
  const out = await new Deno.Command("sh", {
    args: sh(`${FLAGS} '${new URL(script, HERE).pathname}'`),
    env: { COLD_OPTIONS: JSON.stringify(options), NO_COLOR: "1" },
    stdout: "piped",
    stderr: "null",
  }).output();
  const wallMs = performance.now() - t0;
  const line = new TextDecoder().decode(out.stdout).split("\n").find((l) => l.startsWith("COLD "));
  if (line === undefined) return undefined;
  return { ...JSON.parse(line.slice("COLD ".length)) as ColdSample, wallMs };
}

interface StepMs {
  swapMs: number;
  trackMs: number;
  ok: boolean;
}

function spread(values: readonly number[]): Spread {
  return { median: percentile(values, 0.5), min: Math.min(...values), max: Math.max(...values) };
}

function side(samples: readonly ((ColdSample & { wallMs: number }) | undefined)[]): ColdSide {
  const good = samples.filter((s): s is ColdSample & { wallMs: number } => s !== undefined && s.ok);
  return {
    wallMs: spread(good.map((s) => s.wallMs)),
    cpuMs: spread(good.map((s) => s.cpuMs)),
    peakMiB: spread(good.map((s) => s.peakMiB)),
    importMs: percentile(good.map((s) => s.importMs), 0.5),
    quoteMs: percentile(good.map((s) => s.quoteMs), 0.5),
    failures: samples.length - good.length,
  };
}

/** Runs `pairs` measured pairs (after one warm-up pair) against one spawned simulator. */
export async function measureColdStart(pairs = 11, withReference = true): Promise<ColdStartResults> {
  const load0 = loadAverage();
  await using sim = await spawnSimulator();
  const ours = block(sim.log, "Client options");
  const theirs = (block(sim.log, "Platform SDK options") as { sodax: unknown }).sodax;
  const oursSamples: Awaited<ReturnType<typeof runChild>>[] = [];
  const refSamples: Awaited<ReturnType<typeof runChild>>[] = [];
  let skipped: string | undefined;
  const reference = async (): Promise<Awaited<ReturnType<typeof runChild>>> =>
    skipped === undefined ? await runChild("reference.ts", theirs) : undefined;
  if (!withReference) skipped = "not requested";
  for (let i = -1; i < pairs; i++) {
    // alternate the order so neither side always runs right after the other; i = -1 is the warm-up pair
    let o: Awaited<ReturnType<typeof runChild>>, r: Awaited<ReturnType<typeof runChild>>;
    if (i % 2 === 0) {
      o = await runChild("ours.ts", ours);
      r = await reference();
    } else {
      r = await reference();
      o = await runChild("ours.ts", ours);
    }
    if (i < 0) {
      if (skipped === undefined && r === undefined) skipped = "the platform SDK did not run (bench/.ref)";
      continue;
    }
    oursSamples.push(o);
    refSamples.push(r);
  }
  const swaps: { first: StepMs; second: StepMs }[] = [];
  for (let i = 0; i < Math.max(3, Math.ceil(pairs / 2)); i++) {
    const out = await new Deno.Command("sh", {
      args: sh(`${FLAGS} '${new URL("swap_track.ts", HERE).pathname}'`),
      env: { COLD_OPTIONS: JSON.stringify(ours), NO_COLOR: "1" },
      stdout: "piped",
      stderr: "null",
    }).output();
    const line = new TextDecoder().decode(out.stdout).split("\n").find((l) => l.startsWith("COLDSWAP "));
    if (line !== undefined) swaps.push(JSON.parse(line.slice("COLDSWAP ".length)));
  }
  const good = swaps.filter((s) => s.first.ok && s.second.ok);
  const swap: ColdSwapResults = {
    runs: swaps.length,
    failures: swaps.length - good.length,
    firstSwapMs: spread(good.map((s) => s.first.swapMs)),
    firstTrackMs: spread(good.map((s) => s.first.trackMs)),
    secondSwapMs: spread(good.map((s) => s.second.swapMs)),
    secondTrackMs: spread(good.map((s) => s.second.trackMs)),
  };
  return {
    pairs,
    swap,
    ours: side(oursSamples),
    reference: skipped === undefined ? side(refSamples) : undefined,
    skipped,
    load: [load0, loadAverage()],
  };
}
