/**
 * The `simulate` command, runtime-neutral: flags, the startup report, `--print-options` and the run loop, shared
 * by `deno task simulate` (`main.ts`, `Deno.serve`) and the npm package's `xswap-simulate` bin (Node's http
 * server, `node/simulate.ts`). Each runtime hands {@link runSimulate} its arguments, environment, a way to start
 * the server, to read a file, to exit and to hear SIGINT / SIGTERM.
 *
 * Flags (environment variable in brackets): `--port` (SIM_PORT, default 8787), `--host` (SIM_HOST, default
 * 127.0.0.1), `--preset` (SIM_PRESET: calm, instant, flaky, hostile; default calm), `--seed` (SIM_SEED, default 1),
 * `--prefix` (SIM_PREFIX, default /v1; `--prefix=` for the bare origin), `--api-key` (SIM_API_KEY, default
 * sim-key; repeatable), `--cors-origin` (SIM_CORS_ORIGIN, comma-separated; default any origin; repeatable),
 * `--allow-any-key`, `--unlimited-allowances` (SIM_UNLIMITED_ALLOWANCES: every ERC-20 allowance nobody set is
 * unlimited, so no flow needs an approve; for quick demos), `--log` (print each request), `--scenario=<file.json>` (SIM_SCENARIO: start from a snapshot
 * saved from `GET /__sim/snapshot`), `--print-options` (print only the client options JSON for these flags and
 * exit without listening; the running simulator serves the same at `GET /__sim/client-options`), `--allowed-host`
 * (SIM_ALLOWED_HOST: a Host name the control surface `/__sim/*` answers besides loopback ones; repeatable),
 * `--recording-bytes` (SIM_RECORDING_BYTES: the request recording's byte budget, default 4 MiB; `0` records
 * nothing, which saves ~25 µs of simulator CPU per request under load), `--state=<file>` (SIM_STATE: load the
 * state from the file when it exists and write it there atomically every `--state-interval` seconds
 * (SIM_STATE_INTERVAL, default 30; 0 = only on exit) and on SIGINT / SIGTERM; see `scenarios/state_file.ts`),
 * `--help` / `-h` (print every flag with its default, exit 0; {@link SIMULATE_FLAGS}). An unknown flag prints one
 * line and exits 2. A started
 * simulator prints every service URL, our client options, then the platform SDK's (`@sodax/sdk` 1.3.0-beta)
 * constructor options and spoke RPC URLs (see `sodax_options.ts`).
 * @module
 */
import { numberOptionProblem, type NumberOptionRule } from "../core/options/number_option.ts";
import { RECORDING_BYTES_RULE, type SimulatorApp } from "./app.ts";
import { isFaultPresetName } from "./faults/presets.ts";
import { DEFAULT_SIM_PORT, DEFAULT_SIM_PREFIX, DEFAULT_SIM_SEED, type SimulatorOptions } from "./options.ts";
import type { RunningSimulator } from "./start.ts";
import {
  createStateKeeper,
  DEFAULT_STATE_INTERVAL_S,
  loadStateFile,
  type StateFileSystem,
  type StateKeeper,
} from "./scenarios/state_file.ts";
import { clientOptionsForFlags, startupReport } from "./simulate_report.ts";

/** One flag of `simulate`: its name, environment variable, default and what it does (the `--help` table). */
export interface SimulateFlag {
  /** The flag without its dashes. */
  name: string;
  /** Its environment variable. @default none */
  env?: string | undefined;
  /** The default, as printed. */
  default: string;
  /** What it does. */
  description: string;
  /** A switch (takes no value). @default false */
  boolean?: boolean | undefined;
}

/** Every flag `simulate` takes, in `--help` order. */
export const SIMULATE_FLAGS: readonly SimulateFlag[] = [
  {
    name: "port",
    env: "SIM_PORT",
    default: String(DEFAULT_SIM_PORT),
    description: "port to listen on (0: any free)",
  },
  { name: "host", env: "SIM_HOST", default: "127.0.0.1", description: "address to listen on" },
  {
    name: "preset",
    env: "SIM_PRESET",
    default: "calm",
    description: "fault preset: calm, instant, flaky or hostile",
  },
  {
    name: "seed",
    env: "SIM_SEED",
    default: String(DEFAULT_SIM_SEED),
    description: "seed of every random choice",
  },
  {
    name: "prefix",
    env: "SIM_PREFIX",
    default: DEFAULT_SIM_PREFIX,
    description: "gateway version prefix (--prefix= for the bare origin)",
  },
  { name: "api-key", env: "SIM_API_KEY", default: "sim-key", description: "accepted API key (repeatable)" },
  {
    name: "cors-origin",
    env: "SIM_CORS_ORIGIN",
    default: "any origin for the API; none but its own for /__sim",
    description: "browser origin allowed (repeatable, comma-separated); also allowed to drive /__sim",
  },
  {
    name: "allowed-host",
    env: "SIM_ALLOWED_HOST",
    default: "loopback names only",
    description: "Host name /__sim answers besides loopback ones (repeatable, comma-separated)",
  },
  {
    name: "allow-any-key",
    env: "SIM_ALLOW_ANY_KEY",
    default: "off",
    description: "accept any API key",
    boolean: true,
  },
  {
    name: "unlimited-allowances",
    env: "SIM_UNLIMITED_ALLOWANCES",
    default: "off (allowances start at zero)",
    description: "grant every ERC-20 allowance nobody set as unlimited: no approve needed (quick demos)",
    boolean: true,
  },
  { name: "log", env: "SIM_LOG", default: "off", description: "print each request", boolean: true },
  {
    name: "recording-bytes",
    env: "SIM_RECORDING_BYTES",
    default: "4194304 (4 MiB)",
    description:
      "byte budget of the request recording (GET /__sim/recording); 0 records nothing, e.g. for a load test",
  },
  {
    name: "scenario",
    env: "SIM_SCENARIO",
    default: "none",
    description: "start from a snapshot file saved from GET /__sim/snapshot",
  },
  {
    name: "state",
    env: "SIM_STATE",
    default: "none",
    description:
      "keep the state in this file: loaded at start when it exists, written atomically periodically and on exit",
  },
  {
    name: "state-interval",
    env: "SIM_STATE_INTERVAL",
    default: String(DEFAULT_STATE_INTERVAL_S),
    description: "seconds between two writes of the --state file (0: only on exit)",
  },
  {
    name: "print-options",
    default: "off",
    description: "print only the client options for these flags and exit without listening",
    boolean: true,
  },
  { name: "help", default: "off", description: "print this help and exit (also -h)", boolean: true },
];

/** The bounds of `--state-interval` (seconds; a day at most). */
const STATE_INTERVAL_RULE: NumberOptionRule = { integer: true, max: 86_400 };

const FLAG_BY_NAME = new Map(SIMULATE_FLAGS.map((f) => [f.name, f]));

/**
 * The `--help` text: usage, then every flag with its environment variable and default.
 *
 * @returns the lines
 * @example Every flag is listed with its default
 * ```ts
 * import assert from "node:assert/strict";
 * import { SIMULATE_FLAGS, simulateHelp } from "./simulate_cli.ts";
 * const text = simulateHelp().join("\n");
 * for (const f of SIMULATE_FLAGS) assert.ok(text.includes(`--${f.name}`) && text.includes(f.default));
 * ```
 */
export function simulateHelp(): string[] {
  const width = Math.max(...SIMULATE_FLAGS.map((f) => f.name.length + (f.boolean ? 2 : 10)));
  return [
    "Usage: deno task simulate [flags]   (npm: xswap-simulate [flags])",
    "",
    "Flags (environment variable and default in brackets):",
    ...SIMULATE_FLAGS.map((f) => {
      const flag = `--${f.name}${f.boolean ? "" : "=<value>"}`.padEnd(width + 2);
      const env = f.env === undefined ? "" : `${f.env}, `;
      return `  ${flag} ${f.description} [${env}default: ${f.default}]`;
    }),
  ];
}

/** Parsed command line. */
export interface SimulateArgs {
  /** Options for `startSimulator`. */
  options: SimulatorOptions;
  /** Problems found (printed, exit 2). */
  errors: string[];
  /** Snapshot file to start from (`--scenario`). @default none */
  scenario?: string | undefined;
  /** The state file and its write interval in seconds (`--state`, `--state-interval`). @default none */
  state?: { path: string; intervalS: number } | undefined;
  /** `--print-options`: print only the client options for these flags and exit, without listening. @default false */
  printOptions: boolean;
  /** `--help` / `-h`: print every flag with its default and exit 0. @default false */
  help?: boolean | undefined;
}

/**
 * Parses flags and environment into simulator options.
 *
 * @param args command-line arguments
 * @param env environment lookup
 * @returns options and errors
 * @example Flags win over the environment
 * ```ts
 * import assert from "node:assert/strict";
 * import { parseSimulateArgs } from "./simulate_cli.ts";
 * const r = parseSimulateArgs(["--port=9000", "--preset", "flaky"], (k) => (k === "SIM_PORT" ? "1" : undefined));
 * assert.ok(r.options.port === 9000 && r.options.preset === "flaky" && r.errors.length === 0);
 * ```
 */
export function parseSimulateArgs(
  args: readonly string[],
  env: (key: string) => string | undefined,
): SimulateArgs {
  const flags = new Map<string, string[]>();
  let unknown: string | undefined;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === "-h") {
      flags.set("help", ["true"]);
      continue;
    }
    const m = /^--([a-z-]+)(?:=(.*))?$/.exec(args[i]);
    if (!m || !FLAG_BY_NAME.has(m[1])) {
      unknown ??= args[i];
      continue;
    }
    const boolean = FLAG_BY_NAME.get(m[1])?.boolean === true;
    const value = m[2] ??
      (boolean ? "true" : args[i + 1] !== undefined && !args[i + 1].startsWith("--") ? args[++i] : "");
    flags.set(m[1], [...(flags.get(m[1]) ?? []), value]);
  }
  const get = (flag: string, envKey: string): string | undefined => flags.get(flag)?.at(-1) ?? env(envKey);
  const errors: string[] = [];
  const int = (flag: string, envKey: string, fallback: number): number => {
    const raw = get(flag, envKey);
    if (raw === undefined) return fallback;
    if (!/^-?[0-9]+$/.test(raw) || !Number.isSafeInteger(Number(raw))) {
      errors.push(`--${flag} must be an integer`);
    }
    return Number(raw);
  };
  const preset = get("preset", "SIM_PRESET") ?? "calm";
  if (!isFaultPresetName(preset)) errors.push(`--preset must be calm, instant, flaky or hostile`);
  const keys = flags.get("api-key") ?? env("SIM_API_KEY")?.split(",");
  const corsOrigins = (flags.get("cors-origin") ?? env("SIM_CORS_ORIGIN")?.split(","))
    ?.flatMap((o) => o.split(","))
    .map((o) => o.trim())
    .filter((o) => o !== "");
  for (const origin of corsOrigins ?? []) {
    if (origin !== "*" && !/^https?:\/\/[^/\s]+$/.test(origin)) {
      errors.push(`--cors-origin must be "*" or an origin such as http://localhost:3000, got ${origin}`);
    }
  }
  const options: SimulatorOptions = {
    port: int("port", "SIM_PORT", DEFAULT_SIM_PORT),
    hostname: get("host", "SIM_HOST") ?? "127.0.0.1",
    seed: int("seed", "SIM_SEED", DEFAULT_SIM_SEED),
    prefix: get("prefix", "SIM_PREFIX") ?? DEFAULT_SIM_PREFIX,
    preset: isFaultPresetName(preset) ? preset : "calm",
    apiKeys: keys?.filter((k) => k !== ""),
    allowAnyKey: get("allow-any-key", "SIM_ALLOW_ANY_KEY") === "true",
    unlimitedAllowances: get("unlimited-allowances", "SIM_UNLIMITED_ALLOWANCES") === "true",
    logRequests: get("log", "SIM_LOG") === "true",
    corsOrigin: corsOrigins !== undefined && corsOrigins.length > 0 ? corsOrigins : "*",
  };
  if (get("recording-bytes", "SIM_RECORDING_BYTES") !== undefined) {
    const bytes = int("recording-bytes", "SIM_RECORDING_BYTES", 0);
    const problem = Number.isSafeInteger(bytes)
      ? numberOptionProblem(bytes, RECORDING_BYTES_RULE)
      : undefined;
    if (problem !== undefined) errors.push(`--recording-bytes must be a byte count: ${problem}`);
    else if (Number.isSafeInteger(bytes)) options.recordingBytes = bytes;
  }
  const allowedHosts = (flags.get("allowed-host") ?? env("SIM_ALLOWED_HOST")?.split(","))
    ?.flatMap((h) => h.split(","))
    .map((h) => h.trim())
    .filter((h) => h !== "");
  for (const host of allowedHosts ?? []) {
    if (!/^[A-Za-z0-9.-]+$|^\[[0-9a-fA-F:]+\]$/.test(host)) {
      errors.push(`--allowed-host must be a host name such as sim.test, got ${host}`);
    }
  }
  if (allowedHosts !== undefined && allowedHosts.length > 0) options.allowedHosts = allowedHosts;
  const scenario = get("scenario", "SIM_SCENARIO");
  if (scenario === "") errors.push("--scenario needs a snapshot file, e.g. --scenario=bug.json");
  const statePath = get("state", "SIM_STATE");
  if (statePath === "") errors.push("--state needs a file, e.g. --state=sim-state.json");
  if (statePath && scenario) {
    errors.push(
      "--state and --scenario both choose the starting state: pass one (the state file is a snapshot)",
    );
  }
  let intervalS = DEFAULT_STATE_INTERVAL_S;
  if (get("state-interval", "SIM_STATE_INTERVAL") !== undefined) {
    intervalS = int("state-interval", "SIM_STATE_INTERVAL", DEFAULT_STATE_INTERVAL_S);
    const problem = Number.isSafeInteger(intervalS)
      ? numberOptionProblem(intervalS, STATE_INTERVAL_RULE)
      : undefined;
    if (problem !== undefined) errors.push(`--state-interval must be a number of seconds: ${problem}`);
  }
  const printOptions = flags.has("print-options");
  if (printOptions && options.port === 0) errors.push("--print-options needs a fixed --port (not 0)");
  const help = flags.has("help");
  // an unknown flag is the one line printed: the rest may be misread because of it
  if (unknown !== undefined) {
    errors.splice(0, errors.length, `Unknown flag ${unknown}: run with --help for the flags`);
  }
  return {
    options,
    errors,
    printOptions,
    help,
    ...(scenario ? { scenario } : {}),
    ...(statePath ? { state: { path: statePath, intervalS } } : {}),
  };
}

/**
 * Loads a snapshot file into a simulator (what `--scenario` does before printing the URLs).
 *
 * @param sim the simulator
 * @param file path of a snapshot saved from `GET /__sim/snapshot`
 * @param read reads a text file (`Deno.readTextFile`, or `node:fs/promises` `readFile(path, "utf8")`)
 * @returns undefined, or the one line to print when the file cannot be read or restored
 * @example A file that is not a snapshot is refused with a message
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSimulatorApp } from "./app.ts";
 * import { loadScenario } from "./simulate_cli.ts";
 * const sim = createSimulatorApp();
 * const line = await loadScenario(sim, "x.json", () => Promise.resolve("{}"));
 * assert.ok(line?.startsWith("Cannot start from x.json: Invalid snapshot"));
 * sim.close();
 * ```
 */
export async function loadScenario(
  sim: Pick<SimulatorApp, "scenarios">,
  file: string,
  read: (path: string) => Promise<string>,
): Promise<string | undefined> {
  let json: unknown;
  try {
    json = JSON.parse(await read(file));
  } catch (error) {
    return `Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`;
  }
  const restored = sim.scenarios.restore(json);
  return restored.ok ? undefined : `Cannot start from ${file}: ${restored.message}`;
}

/**
 * The one line `simulate` prints when the server cannot start: a busy port suggests `--port`, a refused bind
 * names the host, anything else its message. Reads Deno's error classes by name and Node's by `code`.
 *
 * @param error what `startSimulator` threw
 * @param options the parsed options (port and host)
 * @returns one line, no stack
 * @example A busy port suggests another
 * ```ts
 * import assert from "node:assert/strict";
 * import { describeStartFailure } from "./simulate_cli.ts";
 * const line = describeStartFailure(new Deno.errors.AddrInUse("Address in use"), { port: 8787, hostname: "127.0.0.1" });
 * assert.equal(line, "Port 8787 on 127.0.0.1 is already in use (another simulator?): pass --port=<free port>, e.g. --port=8788");
 * ```
 */
export function describeStartFailure(
  error: unknown,
  options: { readonly port?: number | undefined; readonly hostname?: string | undefined },
): string {
  const host = options.hostname ?? "127.0.0.1";
  const port = options.port ?? DEFAULT_SIM_PORT;
  const kind = startErrorKind(error);
  if (kind === "inUse") {
    return `Port ${port} on ${host} is already in use (another simulator?): pass --port=<free port>, e.g. --port=${
      port + 1
    }`;
  }
  if (kind === "refused") {
    return `Cannot listen on ${host}:${port} (${
      (error as Error).message
    }): pass --host and --port that this machine allows`;
  }
  return `The simulator could not start: ${error instanceof Error ? error.message : String(error)}`;
}

/** Deno's and Node's listen errors, by kind. */
function startErrorKind(error: unknown): "inUse" | "refused" | undefined {
  const name = error instanceof Error ? error.name : "";
  const code = (error as { code?: unknown } | null)?.code;
  if (name === "AddrInUse" || code === "EADDRINUSE") return "inUse";
  if (
    ["PermissionDenied", "AddrNotAvailable", "NotCapable"].includes(name) ||
    code === "EACCES" || code === "EADDRNOTAVAIL"
  ) {
    return "refused";
  }
  return undefined;
}

/** What {@link runSimulate} needs from the runtime. */
export interface SimulateRuntime {
  /** The command-line arguments (without the program). */
  args: readonly string[];
  /** Reads an environment variable. */
  env: (key: string) => string | undefined;
  /** Starts the server (`startSimulator` on Deno, `startNodeSimulator` on Node). */
  start: (options: SimulatorOptions) => Promise<RunningSimulator>;
  /** Reads a text file (`--scenario`, `--state`). */
  readTextFile: (path: string) => Promise<string>;
  /**
   * Creates or replaces a text file, flushed to disk (`--state`; without it and `rename`, `--state` is refused).
   * @default none
   */
  writeTextFile?: ((path: string, text: string) => Promise<void>) | undefined;
  /** Renames a file over another (`--state`). @default none */
  rename?: ((from: string, to: string) => Promise<void>) | undefined;
  /** Ends the process. */
  exit: (code: number) => never;
  /** Calls `stop` on SIGINT and SIGTERM. */
  onStopSignal: (stop: () => void) => void;
}

/**
 * Runs `simulate`: parses the flags (exit 2 on a bad one), prints the options only (`--print-options`, exit 0) or
 * starts the simulator (exit 1 with one line when it cannot listen), loads `--scenario`, prints the startup
 * report and stops cleanly on SIGINT / SIGTERM.
 *
 * @param runtime the runtime's arguments, environment, server start, file read, exit and signals
 * @returns once the simulator is listening (or the process has exited)
 * @example Print the options of a flag set without listening
 * ```ts
 * import assert from "node:assert/strict";
 * import { runSimulate } from "./simulate_cli.ts";
 * const out: string[] = [];
 * const log = console.log;
 * console.log = (line: string) => out.push(line);
 * try {
 *   await runSimulate({
 *     args: ["--print-options", "--port=9002"],
 *     env: () => undefined,
 *     start: () => Promise.reject(new Error("must not listen")),
 *     readTextFile: () => Promise.reject(new Error("no file")),
 *     exit: (code) => { throw new Error(`exit ${code}`); },
 *     onStopSignal: () => {},
 *   });
 * } finally {
 *   console.log = log;
 * }
 * assert.equal(JSON.parse(out.join("\n")).api.baseURL, "http://127.0.0.1:9002/v1");
 * ```
 */
export async function runSimulate(runtime: SimulateRuntime): Promise<void> {
  const { options, errors, scenario, printOptions, help, state } = parseSimulateArgs(
    runtime.args,
    runtime.env,
  );
  const { writeTextFile, rename } = runtime;
  if (state !== undefined && (writeTextFile === undefined || rename === undefined)) {
    errors.push("--state needs a runtime that can write files");
  }
  if (help && errors.length === 0) {
    for (const line of simulateHelp()) console.log(line);
    return runtime.exit(0);
  }
  if (errors.length > 0) {
    console.error(errors.join("\n"));
    runtime.exit(2);
  }
  if (printOptions) {
    console.log(JSON.stringify(clientOptionsForFlags(options), null, 2));
    return;
  }
  let sim: RunningSimulator;
  try {
    sim = await runtime.start(options);
  } catch (error) {
    console.error(describeStartFailure(error, options));
    return runtime.exit(1);
  }
  if (scenario !== undefined) {
    const problem = await loadScenario(sim.sim, scenario, runtime.readTextFile);
    if (problem !== undefined) {
      console.error(problem);
      await sim.close();
      runtime.exit(2);
    }
    console.log(`Started from the snapshot ${scenario}`);
  }
  let keeper: StateKeeper | undefined;
  if (state !== undefined && writeTextFile !== undefined && rename !== undefined) {
    const fs: StateFileSystem = { readTextFile: runtime.readTextFile, writeTextFile, rename };
    const loaded = await loadStateFile(sim.sim.scenarios, state.path, fs);
    keeper = loaded.ok ? createStateKeeper({ context: sim.sim.context, path: state.path, fs }) : undefined;
    // the first write at once: a path that cannot be written fails now, not at exit
    const problem = loaded.ok ? await keeper?.save() : loaded.message;
    if (problem !== undefined) {
      console.error(problem);
      await sim.close();
      return runtime.exit(2);
    }
    keeper?.every(state.intervalS * 1000, (message) => console.error(message));
    console.log(
      `${loaded.ok && loaded.loaded ? "Loaded the state from" : "Keeping the state in"} ${state.path}`,
    );
  }
  for (const line of startupReport(sim, options)) console.log(line);
  runtime.onStopSignal(async () => {
    console.log("\nStopping simulator...");
    keeper?.stop();
    await sim.close();
    // after the server stopped: the file holds the state every answered request left
    const problem = await keeper?.save();
    if (problem !== undefined) console.error(problem);
    runtime.exit(problem === undefined ? 0 : 1);
  });
}
