/**
 * `deno task bench:compare`: measures ours against the reference SDK in one run and writes `bench/RESULTS.md`.
 * Runs with `--no-config --node-modules-dir=manual` so the reference (in `bench/.ref/node_modules`) and our code
 * (through the root `node_modules`) resolve their packages without touching `deno.json` or `deno.lock`.
 *
 * Filter: `--only=initialize` measures only the `initialize()` rows and rewrites those rows of `bench/RESULTS.md`
 * (the rest of the page is kept), e.g. `deno task bench:compare --only=initialize`; `--only=track` and
 * `--only=scale` do the same for the track and scale rows (each in a fresh process: the scale curve is not
 * measured after the in-process benchmarks have run); `--only=cold` re-measures the cold-start row (fresh
 * processes, ours and the reference paired); `--only=construct` the construct rows (medians of fresh processes);
 * `--only=peers` the platform SDK's whole swap at N = 1, 10, 100, 1000 beside ours and the history page
 * (`peer_rows.ts`; needs `deno task conformance`'s install of the platform SDK); `--only=cancel` the cancel lag
 * against the platform SDK's `cancelIntent` on two relay profiles (`cancel_lag.ts`, same install);
 * `--only=throughput` re-measures the candles throughput rows
 * (simulator, same-body server and the installed peers, interleaved) and the rounds listed in the method section.
 * @module
 */
import { measureColdStart } from "./cold_start.ts";
import { measureConstructFresh } from "./construct_fresh.ts";
import { measureInitialize, measureMerge } from "./merge.ts";
import { measurePolling, measureRealStallOverrun } from "./polling.ts";
import { loadReference, referenceRelayTxAndWaitPacket } from "./reference.ts";
import {
  candlesThroughputRows,
  coldStartRows,
  renderResults,
  replaceMergeRows,
  replaceRowsByPrefix,
  replaceThroughputRounds,
  type RunResults,
  scaleRows,
  trackRows,
} from "./report.ts";
import { measureScale } from "./scale.ts";
import { measurePeerRows, peerRows } from "./peer_rows.ts";
import { CANCEL_LAG_PROFILES, cancelLagRow, measureCancelLag } from "./cancel_lag.ts";
import { measureSwap, measureSwapScenarios } from "./swap.ts";
import { measureMemory, measureThroughput, WRK_ARGS, WRK_ROUNDS } from "./throughput.ts";
import { measureTrack } from "./track.ts";

async function machine(): Promise<string[]> {
  let cpu = "unknown CPU";
  try {
    const out = await new Deno.Command("sh", {
      args: ["-c", "grep -m1 'model name' /proc/cpuinfo"],
      stdout: "piped",
    })
      .output();
    cpu = new TextDecoder().decode(out.stdout).split(":")[1]?.trim() || cpu;
  } catch {
    // /proc is not readable here: keep the generic label
  }
  const memGiB = Deno.systemMemoryInfo().total / 1024 ** 3;
  return [
    `${cpu}, ${navigator.hardwareConcurrency} logical CPUs, ${memGiB.toFixed(1)} GiB RAM`,
    `${Deno.build.os} ${Deno.build.arch} (kernel ${Deno.osRelease()})`,
    `Deno ${Deno.version.deno} (V8 ${Deno.version.v8})`,
  ];
}

const started = performance.now();
const step = (name: string): void =>
  console.log(`[${((performance.now() - started) / 1000).toFixed(1)} s] ${name}`);

step("loading the reference SDK");
const ref = await loadReference();
if (ref.problem) console.log(`reference unavailable: ${ref.problem}`);
const only = Deno.args.find((a) => a.startsWith("--only="))?.slice("--only=".length);
if (only === "throughput") {
  // re-measures the candles throughput rows in a fresh process and rewrites only them (and their rounds)
  const out = new URL("../RESULTS.md", import.meta.url);
  step(`throughput only (wrk ${WRK_ARGS.join(" ")})`);
  const throughput = await measureThroughput();
  const rows = candlesThroughputRows(throughput);
  let page = await Deno.readTextFile(out);
  page = replaceRowsByPrefix(page, "sim /be/oracle/candles", rows.filter((r) => !r[0].startsWith("sim vs ")));
  const peerRows = rows.filter((r) => r[0].startsWith("sim vs "));
  if (peerRows.length > 0) page = replaceRowsByPrefix(page, "sim vs ", peerRows);
  page = replaceThroughputRounds(page, throughput);
  await Deno.writeTextFile(out, page);
  step(`updated the throughput rows of ${out.pathname}`);
  console.log(JSON.stringify(throughput, null, 2));
  Deno.exit(0);
}
if (only === "cold") {
  // fresh processes only (ours and the reference, paired); rewrites the cold-start row
  const out = new URL("../RESULTS.md", import.meta.url);
  step("cold start only: fresh processes against a spawned simulator");
  const coldStart = await measureColdStart();
  const page = replaceRowsByPrefix(
    await Deno.readTextFile(out),
    "cold start:",
    coldStartRows({ coldStart } as RunResults),
  );
  await Deno.writeTextFile(out, page);
  step(`updated the cold-start row of ${out.pathname}`);
  console.log(JSON.stringify(coldStart, null, 2));
  Deno.exit(0);
}
if (only === "construct") {
  // the construct rows as medians of fresh processes
  const out = new URL("../RESULTS.md", import.meta.url);
  step("construct rows only: fresh processes, ours and the reference paired");
  const rows = await measureConstructFresh(9, ref.sdk !== undefined);
  await Deno.writeTextFile(out, replaceMergeRows(await Deno.readTextFile(out), rows));
  step(`updated the construct rows of ${out.pathname}`);
  console.log(JSON.stringify(rows, null, 2));
  Deno.exit(0);
}
if (only === "track" || only === "scale") {
  // re-measures one group in a fresh process and rewrites only its rows of bench/RESULTS.md
  const out = new URL("../RESULTS.md", import.meta.url);
  let page = await Deno.readTextFile(out);
  if (only === "track") {
    step("track path (virtual time) only");
    const track = await measureTrack();
    page = replaceRowsByPrefix(page, "track (", trackRows({ track } as RunResults));
    console.log(JSON.stringify(track, null, 2));
  } else {
    step("scale only: concurrent swaps against a spawned simulator");
    const scale = await measureScale();
    page = replaceRowsByPrefix(page, "scale:", scaleRows({ scale } as RunResults));
    console.log(JSON.stringify(scale, null, 2));
  }
  await Deno.writeTextFile(out, page);
  step(`updated the ${only} rows of ${out.pathname}`);
  Deno.exit(0);
}
if (only === "cancel") {
  // the cancel lag, ours vs the platform SDK's cancelIntent, on each relay profile (cancel_lag.ts)
  const out = new URL("../RESULTS.md", import.meta.url);
  const rows: Array<[string, string, string, string, string, string]> = [];
  for (const profile of CANCEL_LAG_PROFILES) {
    step(`cancel lag only: ${profile.name}`);
    const load0 = Deno.loadavg()[0];
    const lag = await measureCancelLag(10, profile);
    rows.push(cancelLagRow(lag, [load0, Deno.loadavg()[0]]));
    console.log(JSON.stringify(lag));
  }
  const page = replaceRowsByPrefix(await Deno.readTextFile(out), "cancel lag", rows);
  await Deno.writeTextFile(out, page);
  step(`updated the cancel-lag rows of ${out.pathname}`);
  Deno.exit(0);
}
if (only === "peers") {
  // the platform SDK's whole swap at each N and the history page, against one spawned simulator (peer_rows.ts)
  const out = new URL("../RESULTS.md", import.meta.url);
  step("peers only: ours vs the platform SDK against one spawned simulator");
  const peers = await measurePeerRows();
  let page = await Deno.readTextFile(out);
  const rows = peerRows(peers);
  page = replaceRowsByPrefix(page, "peer scale:", rows.filter((r) => r[0].startsWith("peer scale:")));
  for (const prefix of ["history page:", "history, whole:"]) {
    const history = rows.filter((r) => r[0].startsWith(prefix));
    if (history.length > 0) page = replaceRowsByPrefix(page, prefix, history);
  }
  await Deno.writeTextFile(out, page);
  step(`updated the peer rows of ${out.pathname}`);
  console.log(JSON.stringify(peers, null, 2));
  Deno.exit(0);
}
if (only !== undefined) {
  if (only !== "initialize") {
    throw new Error(
      `unknown --only=${only} (known: cold, construct, initialize, track, scale, peers, cancel, throughput)`,
    );
  }
  step("initialize() only");
  const rows = await measureInitialize(ref.sdk);
  const out = new URL("../RESULTS.md", import.meta.url);
  await Deno.writeTextFile(out, replaceMergeRows(await Deno.readTextFile(out), rows));
  step(`updated the initialize rows of ${out.pathname}`);
  console.log(JSON.stringify(rows, null, 2));
  Deno.exit(0);
}
step("cold start: fresh processes, ours and the reference paired");
const coldStart = await measureColdStart();
step("merge path");
const merge = await measureMerge(ref.sdk);
step("polling path (virtual time)");
const polling = await measurePolling(ref.sdk?.relayTxAndWaitPacket ?? referenceRelayTxAndWaitPacket);
const realStallOverrunMs = await measureRealStallOverrun();
step("track path (virtual time)");
const track = await measureTrack();
step("whole swap (instant simulator)");
const swap = await measureSwap();
step("whole swap under faults");
const swapScenarios = await measureSwapScenarios();
step("scale: concurrent swaps against a spawned simulator");
const scale = await measureScale();
step("memory after 100k intents");
const memory = measureMemory();
step(`throughput (wrk ${WRK_ARGS.join(" ")})`);
const throughput = await measureThroughput();

const results: RunResults = {
  date: new Date().toISOString(),
  machine: await machine(),
  reference: { loaded: ref.sdk !== undefined, importMs: ref.importMs, problem: ref.problem },
  merge,
  polling,
  realStallOverrunMs,
  swap,
  swapScenarios,
  track,
  scale,
  throughput,
  memory,
  coldStart,
  wrkArgs: WRK_ARGS.join(" "),
  wrkRounds: WRK_ROUNDS,
  durationS: (performance.now() - started) / 1000,
};
const out = new URL("../RESULTS.md", import.meta.url);
await Deno.writeTextFile(out, renderResults(results));
step(`wrote ${out.pathname}`);
console.log(JSON.stringify(results, (_k, v) => v === Infinity ? "Infinity" : v, 2));
