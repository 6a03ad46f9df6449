/**
 * `deno task simulate` (and `deno run jsr:@xswap/client/simulate`): the simulator on `Deno.serve`; prints every
 * service URL and the ready-to-paste client options, and stops cleanly on SIGINT / SIGTERM. The flags and the
 * run loop are `simulate_cli.ts`'s, shared with the npm package's `xswap-simulate` bin (Node): `--port`, `--host`,
 * `--preset`, `--seed`, `--prefix`, `--api-key`, `--cors-origin`, `--allow-any-key`, `--log`, `--scenario`,
 * `--state` (needs `--allow-write`), `--print-options` (each with its `SIM_*` environment variable; see
 * `simulate_cli.ts` and docs/simulator.md).
 *
 * @example The flags this entry takes
 * ```ts
 * import assert from "node:assert/strict";
 * import { parseSimulateArgs } from "./main.ts";
 * assert.equal(parseSimulateArgs(["--preset=flaky"], () => undefined).options.preset, "flaky");
 * ```
 * @module
 */
import { runSimulate } from "./simulate_cli.ts";
import { startSimulator } from "./start.ts";

export {
  describeStartFailure,
  loadScenario,
  parseSimulateArgs,
  runSimulate,
  type SimulateArgs,
  type SimulateRuntime,
} from "./simulate_cli.ts";
export { clientOptionsForFlags, startupReport } from "./simulate_report.ts";

/** Creates or replaces a text file and flushes it to disk before resolving (the `--state` writes). */
async function writeTextFileSynced(path: string, text: string): Promise<void> {
  using file = await Deno.open(path, { write: true, create: true, truncate: true });
  const bytes = new TextEncoder().encode(text);
  for (let written = 0; written < bytes.length;) written += await file.write(bytes.subarray(written));
  await file.syncData();
}

if (import.meta.main) {
  await runSimulate({
    args: Deno.args,
    env: (key) => Deno.env.get(key),
    start: startSimulator,
    readTextFile: Deno.readTextFile,
    writeTextFile: writeTextFileSynced,
    rename: Deno.rename,
    exit: Deno.exit,
    onStopSignal: (stop) => {
      Deno.addSignalListener("SIGINT", stop);
      if (Deno.build.os !== "windows") Deno.addSignalListener("SIGTERM", stop);
    },
  });
}
