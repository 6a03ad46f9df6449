/**
 * Renders the comparison as `bench/RESULTS.md`: one table (metric, ours, reference, ratio, target, met?), the
 * machine and date, and notes on method. Pure: takes the measurements, returns markdown.
 * @module
 */
import { INITIALIZE_ROW, type MergeRow } from "./merge.ts";
import type { OverrunStats, PollingResults } from "./polling.ts";
import type { SwapResults } from "./swap.ts";
import type { MemoryResults, ThroughputResults } from "./throughput.ts";

/** Everything one run measured. */
export interface RunResults {
  date: string;
  machine: string[];
  reference: { loaded: boolean; importMs: number; problem?: string | undefined };
  merge: MergeRow[];
  polling: PollingResults;
  realStallOverrunMs: number[];
  swap: SwapResults;
  throughput: ThroughputResults;
  memory: MemoryResults;
  wrkArgs: string;
  wrkRounds: number;
  durationS: number;
}

type Row = [metric: string, ours: string, reference: string, ratio: string, target: string, met: string];

const us = (v: number | undefined): string => v === undefined ? "n/a" : `${v.toFixed(1)} µs`;
const ms = (v: number): string => !Number.isFinite(v) ? "never returned" : `${Math.round(v)} ms`;
const x = (v: number): string => Number.isFinite(v) ? `${v.toFixed(2)}x` : "n/a";
const yes = (b: boolean): string => b ? "yes" : "**no**";

function roundsOf(t: ThroughputResults): string {
  const list = (label: string, v: { rounds: number[] } | undefined): string =>
    `${label} ${v?.rounds.join(", ") ?? "-"}`;
  return [list("simulator", t.candles), list("hello", t.bare), list("same body", t.sameBody)].join("; ");
}

function overrun(s: OverrunStats): string {
  if (s.hung > 0) return `never returned (${s.hung}/${s.runs} hung)`;
  return `p50 ${ms(s.p50)}, p95 ${ms(s.p95)}, max ${ms(s.max)}`;
}

function mergeRow(m: MergeRow): Row {
  const speedup = m.reference === undefined ? NaN : m.reference / m.ours;
  const construct = m.name.startsWith("construct");
  const target = construct ? 20 : m.name === INITIALIZE_ROW ? 1 : undefined;
  return [
    m.name,
    us(m.ours),
    us(m.reference),
    Number.isFinite(speedup) ? `${speedup.toFixed(2)}x (reference ÷ ours)` : "n/a",
    target === undefined ? "(informational)" : target === 1 ? ">= 1.0x (not slower)" : `>= ${target}x faster`,
    target === undefined ? "-" : yes(speedup >= target),
  ];
}

function mergeRows(r: RunResults): Row[] {
  return r.merge.map(mergeRow);
}

/**
 * Replaces the table rows of `page` whose metric is one of `rows` (a filtered run, `main.ts --only=...`);
 * other rows and the text stay as they are. A row not yet in the table goes right after the row before it in
 * `rows`.
 *
 * @param page the current `RESULTS.md`
 * @param rows the re-measured merge rows
 * @returns the updated page
 * @example Only the matching row changes; a new row follows it
 * ```ts
 * import assert from "node:assert/strict";
 * import { replaceMergeRows } from "./report.ts";
 * const page = "| a | 1 µs |\n| initialize() applying /be/config/all | 9 µs |\n| b | 2 µs |";
 * const out = replaceMergeRows(page, [
 *   { name: "initialize() applying /be/config/all", ours: 2, reference: 4 },
 *   { name: "new row", ours: 1, reference: 1 },
 * ]).split("\n");
 * assert.equal(out[0], "| a | 1 µs |");
 * assert.ok(out[1].startsWith("| initialize() applying /be/config/all | 2.0 µs | 4.0 µs | 2.00x"));
 * assert.ok(out[2].startsWith("| new row | 1.0 µs"));
 * assert.equal(out[3], "| b | 2 µs |");
 * ```
 */
export function replaceMergeRows(page: string, rows: readonly MergeRow[]): string {
  const line = (m: MergeRow): string => `| ${mergeRow(m).join(" | ")} |`;
  const lines = page.split("\n");
  const at = (name: string): number => lines.findIndex((l) => l.startsWith(`| ${name} |`));
  let previous = -1;
  for (const m of rows) {
    const i = at(m.name);
    if (i >= 0) lines[i] = line(m);
    else if (previous >= 0) lines.splice(previous + 1, 0, line(m));
    previous = i >= 0 ? i : previous >= 0 ? previous + 1 : -1;
  }
  return lines.join("\n");
}

function pollingRows(r: RunResults): Row[] {
  const { lag, hardStall, slowRelayer } = r.polling;
  const lagRatio = lag.ours.lagP50 / lag.reference.lagP50;
  const reqRatio = lag.ours.requests / lag.reference.requests;
  const realMax = Math.max(...r.realStallOverrunMs);
  const oursStall = Math.max(hardStall.ours.max, slowRelayer.ours.max);
  return [
    [
      "relay: detection lag p50",
      ms(lag.ours.lagP50),
      ms(lag.reference.lagP50),
      x(lagRatio),
      "<= 0.6x",
      yes(lagRatio <= 0.6),
    ],
    [
      "relay: detection lag p95",
      ms(lag.ours.lagP95),
      ms(lag.reference.lagP95),
      x(lag.ours.lagP95 / lag.reference.lagP95),
      "(informational)",
      "-",
    ],
    [
      "relay: relayer requests per relay",
      lag.ours.requests.toFixed(2),
      lag.reference.requests.toFixed(2),
      x(reqRatio),
      "<= 1.0x",
      yes(reqRatio <= 1.0),
    ],
    [
      "relay: timeout overrun, hard stall (virtual)",
      overrun(hardStall.ours),
      overrun(hardStall.reference),
      "-",
      "<= 50 ms",
      yes(hardStall.ours.hung === 0 && hardStall.ours.max <= 50),
    ],
    [
      "relay: timeout overrun, slow relayer 1-20 s (virtual)",
      overrun(slowRelayer.ours),
      overrun(slowRelayer.reference),
      "-",
      "<= 50 ms",
      yes(oursStall <= 50),
    ],
    [
      "relay: timeout overrun, hard stall (real clock, 300 ms timeout)",
      `max ${realMax.toFixed(1)} ms`,
      "never returns",
      "-",
      "<= 50 ms",
      yes(realMax <= 50),
    ],
  ];
}

function otherRows(r: RunResults): Row[] {
  const rows: Row[] = [
    [
      "swap end to end (instant sim) p50",
      `${r.swap.p50Ms.toFixed(1)} ms`,
      "-",
      "-",
      "<= 50 ms",
      yes(r.swap.p50Ms <= 50),
    ],
    ["swap end to end (instant sim) p95", `${r.swap.p95Ms.toFixed(1)} ms`, "-", "-", "(informational)", "-"],
    ["requests per swap", String(r.swap.requestsPerSwap), "-", "-", "(informational)", "-"],
  ];
  const t = r.throughput;
  if (t.candles && t.bare && t.sameBody) {
    const share = t.candles.medianPerSec / t.bare.medianPerSec;
    const ceiling = t.sameBody.medianPerSec / t.bare.medianPerSec;
    const kb = ((t.bodyBytes ?? 0) / 1024).toFixed(1);
    rows.push(
      [
        `sim /be/oracle/candles (${t.candlesPerResponse} candles, ${kb} KB) vs bare Deno.serve hello world`,
        `${Math.round(t.candles.medianPerSec)} req/s`,
        `${Math.round(t.bare.medianPerSec)} req/s (hello)`,
        x(share),
        ">= 0.5x of bare",
        yes(share >= 0.5),
      ],
      [
        `ceiling: bare Deno.serve sending the same ${kb} KB body vs hello world`,
        `${Math.round(t.sameBody.medianPerSec)} req/s`,
        `${Math.round(t.bare.medianPerSec)} req/s (hello)`,
        x(ceiling),
        "(informational)",
        "-",
      ],
      [
        "sim /be/oracle/candles vs bare Deno.serve sending the same body",
        `${Math.round(t.candles.medianPerSec)} req/s`,
        `${Math.round(t.sameBody.medianPerSec)} req/s (same body)`,
        x(t.candles.medianPerSec / t.sameBody.medianPerSec),
        "(informational)",
        "-",
      ],
    );
  } else {
    rows.push([
      "sim throughput vs bare Deno.serve",
      "skipped",
      "-",
      "-",
      ">= 0.5x of bare",
      t.skipped ?? "-",
    ]);
  }
  const m = r.memory;
  rows.push([
    `sim memory after ${m.intents / 1000}k intents`,
    `RSS ${m.rssMb} MB (${m.rssBeforeMb} MB before), heap ${m.heapUsedMb} MB, ~${m.heapBytesPerIntent} B/intent`,
    "-",
    "-",
    "(informational)",
    "-",
  ]);
  return rows;
}

/** Renders the results page. */
export function renderResults(r: RunResults): string {
  const rows = [...mergeRows(r), ...pollingRows(r), ...otherRows(r)];
  const table = [
    "| metric | ours | reference | ratio | target | met? |",
    "|---|---|---|---|---|---|",
    ...rows.map((row) => `| ${row.join(" | ")} |`),
  ].join("\n");
  const p = r.polling;
  const refSource = r.reference.loaded
    ? `\`@sodax/sdk@1.3.0-beta\` from npm, installed by the bench task into \`bench/.ref\` (gitignored; not a library dependency) and imported from there (import ${
      (r.reference.importMs / 1000).toFixed(1)
    } s)`
    : `not importable (${r.reference.problem}); the polling rows use a faithful re-implementation of its loop (wire-facts 1.5: fixed 2 s sleep after each get_transaction_packets call, no per-request bound) and the merge rows are n/a`;
  return `# Benchmarks: ours vs the reference SDK

Generated by \`deno task bench:compare\` on ${r.date} in ${
    r.durationS.toFixed(0)
  } s. Every ratio compares numbers measured
in this one run on this machine. Nothing here is asserted by tests.

Machine: ${r.machine.join("; ")}.

Reference: ${refSource}.

Ratios: merge rows are reference time ÷ our time (above 1 = ours faster); relay rows are ours ÷ reference (below
1 = ours better); throughput is simulator ÷ bare server. The machine is shared (other jobs may run during a run):
absolute microsecond numbers of the merge path move by up to 2-3x between runs; the ratios move much less.

${table}

## Method

- **Merge path.** \`new XSwap()\` / \`new XSwap(typical)\` vs \`new Sodax()\` / \`new Sodax(typical)\`, median µs per call
  over 7 calibrated rounds after a warm-up (\`bench/_timing.ts\`, \`performance.now()\`). Typical override: partner fee,
  custom api config (baseURL, timeout, a header) and the swap token list of one chain; the reference gets the
  same fee and backend api config (it has no per-chain token list option). \`initialize()\`: each client fetches
  its own packaged config as a \`/be/config/all\` (reference: \`/config/all\`) JSON payload from a stub \`fetch\` and applies it. Ours validates the body in full (fast path, zod
  fallback) and keeps the validated payload of the last body, keyed by its exact text (\`core/http/response_memo.ts\`):
  the first row sends the same bytes each call, as every client of a process receives them, so after the first
  call ours skips \`JSON.parse\` and validation; the reference never validates. The second row sends a body that
  differs each call (its \`version\` counts up), so ours parses and validates every time (informational; the
  reference column repeats its same-body time). \`deno task bench:compare --only=initialize\` re-measures just these rows.
- **Polling path.** In-process simulator, virtual time (\`@sinonjs/fake-timers\` drives \`Date\` and timers; the
  simulator runs on that clock), so each relay's timestamps are exact. ${p.samples} relays per side; each relay's
  phases are the default relay profile (validating 300 ms, executing 800 ms, executed 1500 ms) scaled by a
  seeded log-normal factor (median 1, sigma ${p.sigma}); the same factors for both sides. Lag = time the call
  returned minus the time the packet became \`executed\`. Requests = relayer calls per relay, submit included.
  Stalls: a relay timeout of ${
    p.timeoutMs / 1000
  } s with \`get_transaction_packets\` either never answered (hard stall) or
  answered after a seeded 1-20 s (slow relayer) while the packet never executes; overrun = return time minus
  the deadline. The reference's hard-stall call never returns (no per-request bound); it is released when the
  simulator closes. The real-clock row runs ours with a 300 ms timeout against a hard stall.
- **Our schedule** (the library default, \`services/relay/poll_schedule.ts\`): no poll right after a
  successful submit (the packet was just created), first poll 1.4 s later, then sleeps proportional to the
  elapsed time per status (executing 0.25x, pending/validating 1x, 100 ms-2 s; 3 s after a 404 or a transient
  error). The reference polls at once after its submit, then every 2 s.
- **Swap.** \`client.swaps.swap(...)\` (deadline read included), base USDC -> bsc USDC, in-process simulator with
  \`preset: "instant"\`, ${r.swap.runs} runs after a warm-up, real clock. Requests by service in the last run:
  ${Object.entries(r.swap.byService).map(([k, v]) => `${k} ${v}`).join(", ")}.
- **Throughput.** \`wrk ${r.wrkArgs}\` on loopback, ${r.wrkRounds} interleaved rounds (simulator, hello world, same
  body, simulator, ...), medians reported; rounds (req/s): ${roundsOf(r.throughput)}. The simulator is
  \`startSimulator\` (calm preset, candles cached after the first request as the simulator does: repeated queries
  take the candles fast lane, \`simulator/gateway/candles_fast_lane.ts\`); the bare servers run in the same process;
  wrk shares the machine's 2 cores with the server. The "same body" server answers the simulator's exact body and
  headers with no logic at all: it is the most any server can do with that response here. On this machine a bare
  \`Deno.serve\` drops to about half of its hello-world rate as soon as a body passes ~450 bytes (measured: 400 B at
  hello-world speed, 450 B to 16 KB all at ~0.5x), so the 0.5x target sits at the physical ceiling of a 10 KB answer.
- **Memory.** \`Deno.memoryUsage()\` after recording 100k hub intents in a fresh ledger (manual clock), after a
  forced GC (\`--v8-flags=--expose-gc\`).
`;
}
