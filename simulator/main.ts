/**
 * `deno task simulate`: starts the simulator, prints every service URL and the ready-to-paste client options,
 * and stops cleanly on SIGINT / SIGTERM.
 *
 * Flags (environment variable in brackets): `--port` (SIM_PORT, default 8787), `--host` (SIM_HOST, default
 * 127.0.0.1), `--preset` (SIM_PRESET: calm, instant, flaky, hostile; default calm), `--seed` (SIM_SEED, default 1),
 * `--prefix` (SIM_PREFIX, default /v1; `--prefix=` for the bare origin), `--api-key` (SIM_API_KEY, default
 * sim-key; repeatable), `--cors-origin` (SIM_CORS_ORIGIN, comma-separated; default any origin; repeatable),
 * `--allow-any-key`, `--log` (print each request), `--scenario=<file.json>` (SIM_SCENARIO: start from a snapshot
 * saved from `GET /__sim/snapshot`). Prints our client options, then the platform SDK's (`@sodax/sdk` 1.3.0-beta)
 * constructor options and spoke RPC URLs (see `sodax_options.ts`).
 * @module
 */
import { isFaultPresetName } from "./faults/presets.ts";
import { DEFAULT_SIM_PORT, DEFAULT_SIM_PREFIX, DEFAULT_SIM_SEED, type SimulatorOptions } from "./options.ts";
import type { SimulatorApp } from "./app.ts";
import { sodaxOptionsForSimulator } from "./sodax_options.ts";
import { type RunningSimulator, startSimulator } from "./start.ts";

/** Parsed command line. */
export interface SimulateArgs {
  /** Options for `startSimulator`. */
  options: SimulatorOptions;
  /** Problems found (printed, exit 2). */
  errors: string[];
  /** Snapshot file to start from (`--scenario`). @default none */
  scenario?: string | undefined;
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
 * import { parseSimulateArgs } from "./main.ts";
 * const r = parseSimulateArgs(["--port=9000", "--preset", "flaky"], (k) => (k === "SIM_PORT" ? "1" : undefined));
 * assert.ok(r.options.port === 9000 && r.options.preset === "flaky" && r.errors.length === 0);
 * ```
 */
export function parseSimulateArgs(
  args: readonly string[],
  env: (key: string) => string | undefined,
): SimulateArgs {
  const flags = new Map<string, string[]>();
  for (let i = 0; i < args.length; i++) {
    const m = /^--([a-z-]+)(?:=(.*))?$/.exec(args[i]);
    if (!m) continue;
    const boolean = m[1] === "allow-any-key" || m[1] === "log";
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
    logRequests: get("log", "SIM_LOG") === "true",
    corsOrigin: corsOrigins !== undefined && corsOrigins.length > 0 ? corsOrigins : "*",
  };
  const scenario = get("scenario", "SIM_SCENARIO");
  if (scenario === "") errors.push("--scenario needs a snapshot file, e.g. --scenario=bug.json");
  return { options, errors, ...(scenario ? { scenario } : {}) };
}

/**
 * Loads a snapshot file into a simulator (what `--scenario` does before printing the URLs).
 *
 * @param sim the simulator
 * @param file path of a snapshot saved from `GET /__sim/snapshot`
 * @param read reads a text file. @default Deno.readTextFile
 * @returns undefined, or the one line to print when the file cannot be read or restored
 * @example A file that is not a snapshot is refused with a message
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSimulatorApp } from "./app.ts";
 * import { loadScenario } from "./main.ts";
 * const sim = createSimulatorApp();
 * const line = await loadScenario(sim, "x.json", () => Promise.resolve("{}"));
 * assert.ok(line?.startsWith("Cannot start from x.json: Invalid snapshot"));
 * sim.close();
 * ```
 */
export async function loadScenario(
  sim: Pick<SimulatorApp, "scenarios">,
  file: string,
  read: (path: string) => Promise<string> = Deno.readTextFile,
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
 * names the host, anything else its message.
 *
 * @param error what `startSimulator` threw
 * @param options the parsed options (port and host)
 * @returns one line, no stack
 * @example A busy port suggests another
 * ```ts
 * import assert from "node:assert/strict";
 * import { describeStartFailure } from "./main.ts";
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
  if (error instanceof Deno.errors.AddrInUse) {
    return `Port ${port} on ${host} is already in use (another simulator?): pass --port=<free port>, e.g. --port=${
      port + 1
    }`;
  }
  if (error instanceof Deno.errors.PermissionDenied || error instanceof Deno.errors.AddrNotAvailable) {
    return `Cannot listen on ${host}:${port} (${error.message}): pass --host and --port that this machine allows`;
  }
  return `The simulator could not start: ${error instanceof Error ? error.message : String(error)}`;
}

if (import.meta.main) {
  const { options, errors, scenario } = parseSimulateArgs(Deno.args, (k) => Deno.env.get(k));
  if (errors.length > 0) {
    console.error(errors.join("\n"));
    Deno.exit(2);
  }
  let sim: RunningSimulator;
  try {
    sim = await startSimulator(options);
  } catch (error) {
    console.error(describeStartFailure(error, options));
    Deno.exit(1);
  }
  if (scenario !== undefined) {
    const problem = await loadScenario(sim.sim, scenario);
    if (problem !== undefined) {
      console.error(problem);
      await sim.close();
      Deno.exit(2);
    }
    console.log(`Started from the snapshot ${scenario}`);
  }
  const u = sim.urls;
  console.log(`Simulator (preset ${options.preset}, seed ${options.seed}) listening on ${sim.url}`);
  console.log(
    `  gateway   ${u.gateway}  (data API ${u.gateway}/be, swaps ${u.gateway}/swaps, bridge ${u.gateway}/bridge)`,
  );
  console.log(`  solver    ${u.solver}`);
  console.log(`  relayer   ${u.relayer}`);
  console.log(`  sponsor   ${u.gateway}/sponsorships/stellar  (docs ${u.gateway}/sponsorships/docs)`);
  console.log(`  horizon   ${u.horizon}`);
  console.log(`  evm rpc   ${u.rpc("<chainKey>")}  (e.g. ${u.rpc("0x2105.base")}, hub ${u.rpc("sonic")})`);
  console.log(`  control   ${u.control}/state  (faults, requests, reset, clock, events)`);
  console.log(`  scenarios ${u.control}/snapshot, ${u.control}/restore, ${u.control}/recording`);
  console.log(`  openapi   ${u.openapi}`);
  console.log(`  dashboard ${u.origin}/`);
  console.log(`  api key   ${sim.clientConfig.apiKey}`);
  console.log(`  cors      ${[options.corsOrigin ?? "*"].flat().join(", ")}`);
  console.log(
    `\nClient options (paste into the client constructor):\n${JSON.stringify(sim.clientConfig, null, 2)}`,
  );
  console.log(
    `\nPlatform SDK options (@sodax/sdk 1.3.0-beta: new Sodax(sodax); new EvmSpokeProvider(wallet, chainConfig, ` +
      `spokeRpcUrls[chainKey])):\n${
        JSON.stringify(sodaxOptionsForSimulator(sim.urls, options.config), null, 2)
      }`,
  );
  const stop = async (): Promise<void> => {
    console.log("\nStopping simulator...");
    await sim.close();
    Deno.exit(0);
  };
  Deno.addSignalListener("SIGINT", stop);
  if (Deno.build.os !== "windows") Deno.addSignalListener("SIGTERM", stop);
}
