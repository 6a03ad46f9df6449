/**
 * The hub leverage yield example (`examples/hub/leverage_yield.ts`) run in-process against the simulator.
 * @module
 */
import assert from "node:assert/strict";
import { runLeverageYield } from "../../examples/hub/leverage_yield.ts";
import { createSimulatorApp } from "../../simulator/mod.ts";

const quiet = <T>(fn: () => Promise<T>): Promise<T> => {
  const log = console.log;
  console.log = () => {};
  return fn().finally(() => {
    console.log = log;
  });
};

Deno.test("the hub leverage-yield example lists vaults, deposits, reads the position and withdraws", async () => {
  const sim = createSimulatorApp({ preset: "instant", seed: 3 });
  try {
    const hubTx = await quiet(() => runLeverageYield({ ...sim.clientConfig, fetch: sim.fetch }));
    assert.match(hubTx, /^0x[0-9a-f]{64}$/);
  } finally {
    sim.close();
  }
});
