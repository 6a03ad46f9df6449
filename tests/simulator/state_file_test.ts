/**
 * `simulate --state=<file>`: a restart keeps the state, a write killed at any moment never leaves a torn file.
 * The suite may not write files (`--allow-write=bench`), so the file system is an in-memory model whose writes
 * happen in steps a crash can interrupt (what a `kill -9` does to a real write).
 * @module
 */
import assert from "node:assert/strict";
import FakeTimers from "@sinonjs/fake-timers";
import { createSimulatorApp } from "../../simulator/app.ts";
import { parseSimulateArgs, runSimulate } from "../../simulator/main.ts";
import {
  createStateKeeper,
  loadStateFile,
  type StateFileSystem,
  writeFileAtomically,
} from "../../simulator/scenarios/state_file.ts";
import { takeSnapshot } from "../../simulator/scenarios/snapshot.ts";
import { runningSimulator } from "../../simulator/start.ts";
import { createManualClock } from "../../simulator/state/clock.ts";
import { sampleIntent } from "./_helpers.ts";

class Crash extends Error {}

/**
 * Files in memory. A write first creates the file empty, then lands half of the text, then the rest; a rename
 * replaces its target in one step. `crashAt` stops the "process" before that step (counting from 0): the step
 * and every later one never happen.
 */
class MemoryFs implements StateFileSystem {
  readonly files = new Map<string, string>();
  steps = 0;
  crashAt = Number.POSITIVE_INFINITY;

  #step(): void {
    if (this.steps++ >= this.crashAt) throw new Crash("killed");
  }

  readTextFile(path: string): Promise<string> {
    const text = this.files.get(path);
    if (text === undefined) return Promise.reject(new Deno.errors.NotFound(path));
    return Promise.resolve(text);
  }

  async writeTextFile(path: string, text: string): Promise<void> {
    await Promise.resolve();
    this.#step();
    this.files.set(path, "");
    this.#step();
    this.files.set(path, text.slice(0, text.length >> 1));
    this.#step();
    this.files.set(path, text);
  }

  async rename(from: string, to: string): Promise<void> {
    await Promise.resolve();
    this.#step();
    const text = this.files.get(from);
    if (text === undefined) throw new Deno.errors.NotFound(from);
    this.files.set(to, text);
    this.files.delete(from);
  }
}

const ACCOUNT = "0x0000000000000000000000000000000000000a11";
const HUB_TX = `0x${"c1".repeat(32)}`;

/** A simulator with a funded account and a hub intent. */
function busySim() {
  const sim = createSimulatorApp({ clock: createManualClock(1_700_000_000_000), seed: 11 });
  sim.context.balances.fund(
    "0x2105.base",
    ACCOUNT,
    "0x0000000000000000000000000000000000000000",
    123n,
    "set",
  );
  sim.ledger.recordSpokeTx({ chainKey: "sonic", txHash: HUB_TX, from: "0x01", intent: sampleIntent() });
  return sim;
}

function assertKept(sim: ReturnType<typeof createSimulatorApp>): void {
  const native = "0x0000000000000000000000000000000000000000";
  assert.equal(sim.context.balances.balanceOf("0x2105.base", ACCOUNT, native), 123n);
  assert.equal(sim.ledger.hubIntent(HUB_TX)?.intent.inputAmount, sampleIntent().inputAmount);
  assert.equal(sim.context.seed(), 11);
}

Deno.test("a restart from the state file keeps balances and intents", async () => {
  const fs = new MemoryFs();
  const first = busySim();
  assert.equal(await createStateKeeper({ context: first.context, path: "s.json", fs }).save(), undefined);
  first.close();
  const second = createSimulatorApp({ clock: createManualClock(1_700_000_000_000) });
  try {
    assert.deepEqual(await loadStateFile(second.scenarios, "s.json", fs), { ok: true, loaded: true });
    assertKept(second);
  } finally {
    second.close();
  }
});

Deno.test("a write killed at any step leaves the previous or the new state file whole, never a torn one", async () => {
  const before = busySim();
  const old = JSON.stringify(takeSnapshot(before.context));
  before.ledger.recordSpokeTx({ chainKey: "sonic", txHash: `0x${"c2".repeat(32)}`, from: "0x02" });
  const next = JSON.stringify(takeSnapshot(before.context));
  before.close();
  const probe = new MemoryFs();
  await writeFileAtomically(probe, "s.json", next);
  assert.ok(probe.steps > 0);
  for (let crashAt = 0; crashAt <= probe.steps; crashAt++) {
    const fs = new MemoryFs();
    fs.files.set("s.json", old);
    fs.crashAt = crashAt;
    await writeFileAtomically(fs, "s.json", next).catch((e) => assert.ok(e instanceof Crash));
    const left = fs.files.get("s.json");
    assert.ok(left === old || left === next, `killed before step ${crashAt}: a torn file`);
    const sim = createSimulatorApp();
    try {
      assert.deepEqual(await loadStateFile(sim.scenarios, "s.json", fs), { ok: true, loaded: true });
    } finally {
      sim.close();
    }
  }
});

/** Runs `simulate` in process on `fs`, with no socket; returns its output, exit code and stop signal. */
async function simulate(args: string[], fs: MemoryFs) {
  const out: string[] = [];
  const err: string[] = [];
  const [log, error] = [console.log, console.error];
  console.log = (line: string) => out.push(line);
  console.error = (line: string) => err.push(String(line));
  let exit: number | undefined;
  let stop: (() => void | Promise<void>) | undefined;
  let sim: ReturnType<typeof createSimulatorApp> | undefined;
  try {
    await runSimulate({
      args,
      env: () => undefined,
      start: (options) => {
        sim = createSimulatorApp({ ...options, clock: createManualClock(1_700_000_000_000) });
        return Promise.resolve(runningSimulator(sim, "127.0.0.1", 8787, options, () => Promise.resolve()));
      },
      readTextFile: (path) => fs.readTextFile(path),
      writeTextFile: (path, text) => fs.writeTextFile(path, text),
      rename: (from, to) => fs.rename(from, to),
      exit: (code) => {
        exit = code;
        return undefined as never;
      },
      onStopSignal: (s) => (stop = s),
    });
  } finally {
    console.log = log;
    console.error = error;
  }
  return { out, err, exit: () => exit, stop, sim: () => sim };
}

Deno.test("simulate --state loads the file, writes it at start, every interval and on stop", async () => {
  const fs = new MemoryFs();
  const seeded = busySim();
  fs.files.set("s.json", JSON.stringify(takeSnapshot(seeded.context)));
  seeded.close();
  const clock = FakeTimers.install({ toFake: ["setInterval", "clearInterval"] });
  try {
    const run = await simulate(["--state=s.json", "--state-interval=5"], fs);
    assert.equal(run.exit(), undefined, run.err.join("\n"));
    assert.ok(run.out.includes("Loaded the state from s.json"));
    const sim = run.sim()!;
    assertKept(sim);
    const written = fs.steps;
    sim.ledger.recordSpokeTx({ chainKey: "sonic", txHash: `0x${"c3".repeat(32)}`, from: "0x03" });
    await clock.tickAsync(5_000);
    assert.ok(fs.steps > written, "the interval wrote the file");
    assert.ok(fs.files.get("s.json")!.includes("c3".repeat(32)));
    sim.ledger.recordSpokeTx({ chainKey: "sonic", txHash: `0x${"c4".repeat(32)}`, from: "0x04" });
    await run.stop!();
    assert.equal(run.exit(), 0);
    assert.ok(fs.files.get("s.json")!.includes("c4".repeat(32)), "the stop wrote the last state");
    assert.equal(fs.files.has("s.json.tmp"), false);
  } finally {
    clock.uninstall();
  }
});

Deno.test("a state file that is not a snapshot is refused with one line and left as it is", async () => {
  for (const text of ["{not json", '{"format":"other"}']) {
    const fs = new MemoryFs();
    fs.files.set("s.json", text);
    const run = await simulate(["--state=s.json"], fs);
    assert.equal(run.exit(), 2);
    assert.equal(run.err.length, 1);
    assert.match(run.err[0]!, /The state file s\.json is not (JSON|a snapshot) \(left as it is\)/);
    assert.equal(fs.files.get("s.json"), text);
  }
});

Deno.test("--state and --state-interval come from flags or SIM_STATE / SIM_STATE_INTERVAL and are checked", () => {
  assert.deepEqual(parseSimulateArgs(["--state=a.json"], () => undefined).state, {
    path: "a.json",
    intervalS: 30,
  });
  const env = (k: string) => ({ SIM_STATE: "b.json", SIM_STATE_INTERVAL: "0" } as Record<string, string>)[k];
  assert.deepEqual(parseSimulateArgs([], env).state, { path: "b.json", intervalS: 0 });
  assert.equal(parseSimulateArgs([], () => undefined).state, undefined);
  const both = parseSimulateArgs(["--state=a.json", "--scenario=b.json"], () => undefined);
  assert.match(both.errors.join("\n"), /--state and --scenario/);
  for (const bad of ["-1", "1.5", "x", "100000"]) {
    const r = parseSimulateArgs(["--state=a.json", `--state-interval=${bad}`], () => undefined);
    assert.match(r.errors.join("\n"), /--state-interval/, bad);
  }
  assert.match(parseSimulateArgs(["--state="], () => undefined).errors.join("\n"), /--state needs a file/);
});
