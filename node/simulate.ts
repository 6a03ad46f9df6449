#!/usr/bin/env node
/**
 * `xswap-simulate`, the npm package's bin: `npx xswap-simulate --preset=flaky` runs `simulate` (the flags,
 * environment variables and output of `deno task simulate`: simulator/simulate_cli.ts) with the simulator on a
 * Node http server. node/build.ts bundles it with every dependency inlined into `dist/bin/xswap-simulate.js`, so it
 * needs no chain family SDK installed.
 * @module
 */
import { open, readFile, rename } from "node:fs/promises";
import process from "node:process";
import { runSimulate } from "../simulator/simulate_cli.ts";
import { startNodeSimulator } from "./serve_node.ts";

await runSimulate({
  args: process.argv.slice(2),
  env: (key) => process.env[key],
  start: startNodeSimulator,
  readTextFile: (path) => readFile(path, "utf8"),
  writeTextFile: async (path, text) => {
    const file = await open(path, "w");
    try {
      await file.writeFile(text, "utf8");
      await file.datasync();
    } finally {
      await file.close();
    }
  },
  rename,
  exit: (code) => process.exit(code),
  onStopSignal: (stop) => {
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
  },
});
