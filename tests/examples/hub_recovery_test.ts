/**
 * The hub recovery example (`examples/hub/recovery.ts`) run in-process against the simulator.
 * @module
 */
import assert from "node:assert/strict";
import { runRecovery } from "../../examples/hub/recovery.ts";
import { createSimulatorApp } from "../../simulator/mod.ts";

const quiet = <T>(fn: () => Promise<T>): Promise<T> => {
  const log = console.log;
  console.log = () => {};
  return fn().finally(() => {
    console.log = log;
  });
};

Deno.test("the hub recovery example lists stuck hub-wallet assets and withdraws one to Base", async () => {
  const sim = createSimulatorApp({ preset: "instant", seed: 3 });
  try {
    const hubTx = await quiet(() => runRecovery({ ...sim.clientConfig, fetch: sim.fetch }));
    assert.match(hubTx, /^0x[0-9a-f]{64}$/);
  } finally {
    sim.close();
  }
});
