/**
 * What `simulate` prints: the startup report of a listening simulator and, for `--print-options`, the client
 * options of a flag set without listening.
 * @module
 */
import type { ClientOptions } from "../core/config/client_options.ts";
import { DEFAULT_CLIENT_CONFIG } from "../core/config/default_config.ts";
import { DEFAULT_SIM_API_KEY } from "./auth/api_keys.ts";
import { DEFAULT_SIM_PORT, DEFAULT_SIM_PREFIX, type SimulatorOptions } from "./options.ts";
import { sodaxOptionsForSimulator } from "./client_config/sodax_options.ts";
import type { RunningSimulator } from "./start.ts";
import { simulatorClientConfig, simulatorUrls } from "./client_config/urls.ts";

/**
 * The client options a simulator started with these options serves, without starting it (`--print-options`):
 * the same as {@link RunningSimulator.clientConfig} and `GET /__sim/client-options` on `http://host:port`.
 *
 * @param options the parsed options (a fixed port)
 * @returns the options to pass to the client constructor
 * @example The gateway follows host, port and prefix
 * ```ts
 * import assert from "node:assert/strict";
 * import { parseSimulateArgs } from "./simulate_cli.ts";
 * import { clientOptionsForFlags } from "./simulate_report.ts";
 * const { options } = parseSimulateArgs(["--port=9001", "--api-key=k1"], () => undefined);
 * const printed = clientOptionsForFlags(options);
 * assert.equal(printed.solver?.solverApiEndpoint, "http://127.0.0.1:9001/v1/intent");
 * assert.equal(printed.apiKey, "k1");
 * ```
 */
export function clientOptionsForFlags(options: SimulatorOptions): ClientOptions {
  const host = options.hostname ?? "127.0.0.1";
  const origin = `http://${host.includes(":") ? `[${host}]` : host}:${options.port ?? DEFAULT_SIM_PORT}`;
  const first = options.apiKeys?.[0];
  return simulatorClientConfig(
    simulatorUrls(origin, options.prefix ?? DEFAULT_SIM_PREFIX),
    options.config ?? DEFAULT_CLIENT_CONFIG,
    (typeof first === "string" ? first : first?.key) ?? DEFAULT_SIM_API_KEY,
  );
}

/**
 * What `simulate` prints once listening: every service URL, the client options, the platform SDK's options.
 *
 * @param sim the running simulator
 * @param options the parsed options
 * @returns the lines to print
 */
export function startupReport(sim: RunningSimulator, options: SimulatorOptions): string[] {
  const u = sim.urls;
  return [
    `Simulator (preset ${options.preset}, seed ${options.seed}) listening on ${sim.url}`,
    `  gateway   ${u.gateway}  (data API ${u.gateway}/be, swaps ${u.gateway}/swaps, bridge ${u.gateway}/bridge)`,
    `  solver    ${u.solver}`,
    `  relayer   ${u.relayer}`,
    `  sponsor   ${u.gateway}/sponsorships/stellar  (docs ${u.gateway}/sponsorships/docs)`,
    `  horizon   ${u.horizon}`,
    `  evm rpc   ${u.rpc("<chainKey>")}  (e.g. ${u.rpc("0x2105.base")}, hub ${u.rpc("sonic")})`,
    `  control   ${u.control}/state  (faults, requests, reset, clock, events; client options ${u.control}/client-options)`,
    `  scenarios ${u.control}/snapshot, ${u.control}/restore, ${u.control}/recording`,
    `  openapi   ${u.openapi}`,
    `  dashboard ${u.origin}/`,
    `  api key   ${sim.clientConfig.apiKey}`,
    `  cors      ${[options.corsOrigin ?? "*"].flat().join(", ")}`,
    `\nClient options (paste into the client constructor):\n${JSON.stringify(sim.clientConfig, null, 2)}`,
    `\nPlatform SDK options (@sodax/sdk 1.3.0-beta: new Sodax(sodax); new EvmSpokeProvider(wallet, chainConfig, ` +
    `spokeRpcUrls[chainKey])):\n${
      JSON.stringify(sodaxOptionsForSimulator(sim.urls, options.config), null, 2)
    }`,
  ];
}
