/**
 * A real client process killed with SIGKILL at a random step of a journaled swap or bridge loses nothing and
 * sends nothing twice: a fresh process's `recover()` delivers it, and the simulator's chain shows exactly one
 * source tx of the run's account and exactly one delivery.
 *
 * Each run: `_crash_child.ts start` (a `deno run` process with a file journal) against a simulator listening on
 * loopback (`instant` preset) prints `STEP n` after each journal write and after the wallet's send comes back,
 * and waits; the parent kills it with SIGKILL after step k (k from a seeded generator, so a failing run is
 * replayed by its seed) or lets it go on. Then `_crash_child.ts recover` runs in a new process. The steps drive
 * the kill: no sleeps. Runs go in a bounded pool.
 *
 * `XSWAP_CRASH_RUNS` runs (default 8 in the suite; `deno task test:crash` runs 50), seed `XSWAP_CRASH_SEED`.
 * Needs `--allow-run` (ignored without it).
 */
import assert from "node:assert/strict";
import { createPrivateKeyEvmWallet } from "../../../chains/evm/mod.ts";
import { startSimulator } from "../../../simulator/mod.ts";
import { accountState, type CrashFlow, runKey } from "./_crash_world.ts";

const RUNS = Number(Deno.env.get("XSWAP_CRASH_RUNS") ?? 8);
const SEED = Number(Deno.env.get("XSWAP_CRASH_SEED") ?? 40);
const POOL = Number(Deno.env.get("XSWAP_CRASH_POOL") ?? 8);
const FLOWS: CrashFlow[] = ["swap-backend", "swap-client", "bridge-backend", "bridge-client"];
const CHILD = new URL("./_crash_child.ts", import.meta.url).pathname;
const TMP = Deno.env.get("TMPDIR") ?? "/tmp";
const canRun = Deno.permissions.querySync({ name: "run" }).state === "granted";

/** mulberry32: the kill steps of a seed. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Splits a byte stream into lines. */
async function* lines(stream: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  let buffered = "";
  for await (const chunk of stream.pipeThrough(new TextDecoderStream())) {
    buffered += chunk;
    let at: number;
    while ((at = buffered.indexOf("\n")) >= 0) {
      yield buffered.slice(0, at);
      buffered = buffered.slice(at + 1);
    }
  }
  if (buffered !== "") yield buffered;
}

function child(args: string[]): Deno.ChildProcess {
  return new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "--quiet",
      "--allow-net=127.0.0.1",
      "--allow-env",
      "--allow-read",
      "--allow-write",
      CHILD,
      ...args,
    ],
    stdin: "piped",
    stdout: "piped",
    stderr: "piped",
    // a bound, not a synchronisation: a child stuck past it fails the run instead of hanging the suite
    signal: AbortSignal.timeout(120_000),
  }).spawn();
}

/** Runs the client until step `kill` (killed there) or its end; returns the steps it printed. */
async function start(
  args: string[],
  kill: number,
): Promise<{ steps: string[]; killed: boolean; stderr: string }> {
  const proc = child(["start", ...args]);
  const writer = proc.stdin.getWriter();
  const stderr = new Response(proc.stderr).text();
  const steps: string[] = [];
  let killed = false;
  for await (const line of lines(proc.stdout)) {
    if (!line.startsWith("STEP ")) continue;
    steps.push(line.split(" ").slice(2).join(" "));
    if (steps.length === kill) {
      proc.kill("SIGKILL");
      killed = true;
      break;
    }
    await writer.write(new TextEncoder().encode("go\n"));
  }
  await writer.close().catch(() => undefined);
  const status = await proc.status;
  await proc.stdout.cancel().catch(() => undefined);
  if (!killed) assert.ok(status.success, `client exited ${status.code}: ${await stderr}`);
  return { steps, killed, stderr: await stderr };
}

async function recover(
  args: string[],
): Promise<{ ok: boolean; outcomes: string[]; left: number; error?: string }> {
  const proc = child(["recover", ...args]);
  await proc.stdin.close();
  const [out, err, status] = await Promise.all([
    new Response(proc.stdout).text(),
    new Response(proc.stderr).text(),
    proc.status,
  ]);
  assert.ok(status.success, `recover exited ${status.code}: ${err}`);
  const line = out.split("\n").find((l) => l.startsWith("REPORT "));
  assert.ok(line !== undefined, `no report: ${out} ${err}`);
  return JSON.parse(line.slice("REPORT ".length));
}

Deno.test({
  name:
    `a client SIGKILLed at a random step (${RUNS} runs, seed ${SEED}) is recovered by a fresh process: one source tx, delivered once`,
  ignore: !canRun,
  fn: async () => {
    await using sim = await startSimulator({
      port: 0,
      hostname: "127.0.0.1",
      preset: "instant",
      seed: SEED,
      unlimitedAllowances: true,
    });
    const next = rng(SEED);
    const plan = Array.from({ length: RUNS }, (_, i) => ({
      run: 5_000 + i,
      flow: FLOWS[i % FLOWS.length],
      kill: 1 + Math.floor(next() * 7), // 7: one past the last step of the shortest flow, so some runs finish
    }));
    // what one delivery brings, per flow: a run of each to its end, recovered by nothing
    const failures: string[] = [];
    let cursor = 0;
    const worker = async () => {
      while (cursor < plan.length) {
        const { run, flow, kill } = plan[cursor++];
        const dir = `${TMP}/xswap-journal-${SEED}-${run}-${crypto.randomUUID()}`;
        const wallet = createPrivateKeyEvmWallet({ privateKey: runKey(run), rpcUrl: "http://127.0.0.1:1" });
        if (!wallet.ok) throw wallet.error;
        const me = await wallet.value.getAddress();
        const before = await accountState(sim.sim, flow, me);
        const args = [sim.url, flow, String(run), dir];
        const started = await start(args, kill);
        const report = await recover(args);
        const after = await accountState(sim.sim, flow, me);
        const sent = after.sent - before.sent;
        const delivered = after.balance - before.balance;
        const expected = flow.startsWith("swap") ? 1n : 1_000_000n; // minOutputAmount 1 / the bridged amount
        const line =
          `run ${run} ${flow} kill@${kill} (${
            started.killed ? `after ${started.steps.at(-1)}` : "finished"
          })` +
          ` sent ${sent} delivered ${delivered} recover ${
            report.outcomes.join(",") || "nothing"
          } left ${report.left}`;
        if (
          sent !== 1 || delivered !== expected || !report.ok || report.left !== 0 ||
          report.outcomes.some((o) => o !== "delivered")
        ) failures.push(line);
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(POOL, RUNS)) }, worker));
    assert.deepEqual(failures, []);
  },
});
