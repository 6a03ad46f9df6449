#!/usr/bin/env node
/**
 * `xswap-simulate`, the npm package's bin: `npx xswap-simulate --preset=flaky` starts the simulator on Node 20+
 * with the flags, environment variables and output of `deno task simulate` (see simulator/main.ts). node/build.ts
 * bundles it with every dependency inlined into `dist/bin/xswap-simulate.js`, so it needs no family SDK installed.
 * @module
 */
import { readFile } from "node:fs/promises";
import process from "node:process";
import { loadScenario, parseSimulateArgs } from "../simulator/main.ts";
import { sodaxOptionsForSimulator } from "../simulator/sodax_options.ts";
import type { RunningSimulator } from "../simulator/start.ts";
import { startNodeSimulator } from "./serve_node.ts";

const { options, errors, scenario } = parseSimulateArgs(process.argv.slice(2), (k) => process.env[k]);
if (errors.length > 0) {
  console.error(errors.join("\n"));
  process.exit(2);
}
let sim: RunningSimulator;
try {
  sim = await startNodeSimulator(options);
} catch (error) {
  const code = (error as { code?: unknown }).code;
  const host = options.hostname ?? "127.0.0.1";
  const port = options.port ?? 8787;
  console.error(
    code === "EADDRINUSE"
      ? `Port ${port} on ${host} is already in use (another simulator?): pass --port=<free port>, e.g. --port=${
        port + 1
      }`
      : `The simulator could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
if (scenario !== undefined) {
  const problem = await loadScenario(sim.sim, scenario, (path) => readFile(path, "utf8"));
  if (problem !== undefined) {
    console.error(problem);
    await sim.close();
    process.exit(2);
  }
  console.log(`Started from the snapshot ${scenario}`);
}
const u = sim.urls;
console.log(`Simulator (preset ${options.preset}, seed ${options.seed}) listening on ${sim.url}`);
console.log(`  gateway   ${u.gateway}  (data API ${u.gateway}/be, swaps ${u.gateway}/swaps)`);
console.log(`  control   ${u.control}/state`);
console.log(`  dashboard ${u.origin}/`);
console.log(
  `\nClient options (paste into the client constructor):\n${JSON.stringify(sim.clientConfig, null, 2)}`,
);
console.log(
  `\nPlatform SDK options:\n${JSON.stringify(sodaxOptionsForSimulator(sim.urls, options.config), null, 2)}`,
);
const stop = async (): Promise<void> => {
  console.log("\nStopping simulator...");
  await sim.close();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
