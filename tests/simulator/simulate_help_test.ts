import assert from "node:assert/strict";
import { parseSimulateArgs, runSimulate } from "../../simulator/main.ts";
import { SIMULATE_FLAGS } from "../../simulator/simulate_cli.ts";

async function run(
  args: string[],
): Promise<{ out: string[]; err: string[]; exit?: number | undefined; started: boolean }> {
  const out: string[] = [];
  const err: string[] = [];
  const log = console.log;
  const error = console.error;
  console.log = (line: string) => out.push(line);
  console.error = (line: string) => err.push(...String(line).split("\n"));
  let exit: number | undefined;
  let started = false;
  try {
    await runSimulate({
      args,
      env: () => undefined,
      start: () => {
        started = true;
        return Promise.reject(new Error("must not listen"));
      },
      readTextFile: () => Promise.reject(new Error("no file")),
      exit: (code) => {
        exit = code;
        throw new Error(`exit ${code}`);
      },
      onStopSignal: () => {},
    }).catch((e: Error) => {
      if (!e.message.startsWith("exit ")) throw e;
    });
  } finally {
    console.log = log;
    console.error = error;
  }
  return { out, err, exit, started };
}

Deno.test("simulate --help and -h print every flag with its default and exit 0 without starting", async () => {
  for (const flag of ["--help", "-h"]) {
    const r = await run([flag]);
    assert.equal(r.exit, 0, flag);
    assert.equal(r.started, false, flag);
    const text = r.out.join("\n");
    for (const f of SIMULATE_FLAGS) {
      assert.ok(text.includes(`--${f.name}`), `${flag} lacks --${f.name}`);
      assert.ok(text.includes(`default: ${f.default}`), `${flag} lacks the default of --${f.name}`);
    }
  }
});

Deno.test("an unknown flag prints one line and exits 2 without starting", async () => {
  for (const args of [["--prot=9000"], ["--port=9000", "--nope"], ["stray"], ["-x"]]) {
    const r = await run(args);
    assert.equal(r.exit, 2, args.join(" "));
    assert.equal(r.started, false);
    assert.equal(r.err.length, 1, r.err.join("|"));
    assert.match(r.err[0], /Unknown flag .*--help/);
  }
  assert.equal(parseSimulateArgs(["--port=9000", "--log"], () => undefined).errors.length, 0);
});

Deno.test("--recording-bytes sets the request recording's budget (0 records nothing) and refuses what is not a byte count", async () => {
  assert.equal(parseSimulateArgs(["--recording-bytes=0"], () => undefined).options.recordingBytes, 0);
  assert.equal(
    parseSimulateArgs([], (k) => (k === "SIM_RECORDING_BYTES" ? "1024" : undefined)).options.recordingBytes,
    1024,
  );
  assert.equal(parseSimulateArgs([], () => undefined).options.recordingBytes, undefined);
  for (const bad of ["-1", "2147483648", "4MiB", "1.5"]) {
    const r = parseSimulateArgs([`--recording-bytes=${bad}`], () => undefined);
    assert.equal(r.errors.length, 1, bad);
    assert.match(r.errors[0], /--recording-bytes must be/);
    assert.equal(r.options.recordingBytes, undefined, bad);
  }
  // a simulator started with 0 keeps no request in its recording; with the default it keeps the one request
  const { createSimulatorApp } = await import("../../simulator/app.ts");
  for (const [args, kept] of [[["--recording-bytes=0"], 0], [[], 1]] as const) {
    const sim = createSimulatorApp(parseSimulateArgs([...args], () => undefined).options);
    try {
      await (await sim.fetch(`${sim.urls.gateway}/be/config/all`)).body?.cancel();
      const recording = await (await sim.fetch(`${sim.urls.origin}/__sim/recording`)).json();
      assert.equal(recording.requests.length, kept, args.join(" "));
    } finally {
      sim.close();
    }
  }
});
