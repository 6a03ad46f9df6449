/**
 * How long one hostile request can hold the simulator's event loop: each case sends the largest input the
 * simulator takes (a 1 MB body holding a ~1-million-digit amount or id, a 50 MB streamed body, 1 MB of junk
 * JSON) to one route, in process, while a 1 ms ticker records the longest gap between its ticks (a gap is time
 * the loop could not run anything else). Prints one row per case and exits 1 when a gap passes the bound.
 *
 * The bound, 50 ms: a request must not stall every other client's request for a human-noticeable time (the
 * RAIL budget for handling input), nor come near the library's shortest default per-request timeouts.
 * Wall-clock numbers depend on the machine and its load (on a busy machine a gap includes time the process was
 * not scheduled at all: compare with the CPU column, the process's CPU time per request from `/proc`, 10 ms
 * resolution, GC threads included), so this is a bench, not a test: the suite checks the
 * cause instead (every amount and id is refused by length before `BigInt`, tests/simulator/huge_inputs_test.ts;
 * bodies are capped while read, tests/simulator/body_limits_test.ts).
 *
 * ```sh
 * DENO_TLS_CA_STORE=system,mozilla npx -y deno@2.9.6 task bench:event-loop   # deno run -A: the CPU column reads /proc/self
 * ```
 * @module
 */
import { createSimulatorApp } from "../simulator/app.ts";

/** Longest acceptable gap between two ticks of the loop, in ms. */
const BOUND_MS = 50;
const RUNS = 5;
const MB = 1_000_000;

const sim = createSimulatorApp({ clock: "system" });

/** A body of `total` bytes of spaces, streamed in 64 KiB chunks. */
function streamed(total: number): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= total) return controller.close();
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
}

/** A JSON body from `make(huge)` whose huge digit string fills it to just under 1 MB. */
function filled(make: (huge: string) => unknown): string {
  const empty = JSON.stringify(make("")).length;
  return JSON.stringify(make("9".repeat(MB - empty - 16)));
}

const CASES: readonly { name: string; path: string; body: () => BodyInit }[] = [
  {
    name: "solver quote, 1M-digit amount",
    path: "/v1/intent/quote",
    body: () =>
      filled((amount) => ({ token_src: "0x1", token_dst: "0x2", amount, quote_type: "exact_input" })),
  },
  {
    name: "relayer, 1M-digit chain_id",
    path: "/relayer",
    body: () => filled((chain_id) => ({ action: "submit", params: { chain_id, tx_hash: "0xab" } })),
  },
  {
    name: "swaps quote, 1M-digit amount",
    path: "/v1/swaps/quote",
    body: () =>
      filled((amount) => ({
        tokenSrc: "0x1",
        tokenSrcChainKey: "0x2105.base",
        tokenDst: "0x2",
        tokenDstChainKey: "0x38.bsc",
        amount,
        quoteType: "exact_input",
      })),
  },
  {
    name: "fund, 1M-digit amount",
    path: "/__sim/fund",
    body: () => filled((amount) => ({ chainKey: "0x2105.base", account: "0x01", amount })),
  },
  { name: "EVM RPC, 1 MB junk", path: "/rpc/0x2105.base", body: () => `[${"1,".repeat(MB / 2 - 2)}1]` },
  { name: "relayer, 50 MB streamed", path: "/relayer", body: () => streamed(50 * MB) },
  { name: "solver, 50 MB streamed", path: "/v1/intent/quote", body: () => streamed(50 * MB) },
];

/** The process's CPU time in ms (Linux `/proc/self/stat`), or NaN elsewhere. */
function cpuMs(): number {
  try {
    const fields = Deno.readTextFileSync("/proc/self/stat").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

async function worstGap(run: () => Promise<void>): Promise<number> {
  let last = performance.now();
  let worst = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    worst = Math.max(worst, now - last);
    last = now;
  }, 1);
  try {
    await run();
    await new Promise((resolve) => setTimeout(resolve, 5)); // let a last delayed tick land
  } finally {
    clearInterval(ticker);
  }
  return worst;
}

let over = 0;
console.log(`| case | status | worst loop gap (ms, ${RUNS} runs) | process CPU per request (ms) |`);
console.log("| --- | --- | --- | --- |");
for (const c of CASES) {
  let status = 0;
  let worst = 0;
  const gaps: number[] = [];
  let cpu = 0;
  for (let i = 0; i < RUNS; i++) {
    const cpuBefore = cpuMs();
    const body = c.body();
    const gap = await worstGap(async () => {
      const res = await sim.fetch(c.path, {
        method: "POST",
        headers: { "content-type": "application/json", "x-api-key": "sim-key" },
        body,
        ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
      } as RequestInit);
      status = res.status;
      await res.body?.cancel();
    });
    gaps.push(gap);
    if (i > 0) cpu += (cpuMs() - cpuBefore) / (RUNS - 1);
    if (i > 0) worst = Math.max(worst, gap); // the first run pays for compiling the route
  }
  if (Deno.env.get("BENCH_VERBOSE")) console.error(c.name, gaps.map((g) => g.toFixed(1)).join(" "));
  if (worst > BOUND_MS) over++;
  const flag = worst > BOUND_MS ? " (over)" : "";
  console.log(`| ${c.name} | ${status} | ${worst.toFixed(1)}${flag} | ${cpu.toFixed(1)} |`);
}
sim.close();
console.log(`bound ${BOUND_MS} ms: ${over === 0 ? "every case under it" : `${over} case(s) over it`}`);
if (over > 0) Deno.exit(1);
