/**
 * The hub staking example (`examples/hub/staking.ts`) run in-process against the simulator.
 * @module
 */
import assert from "node:assert/strict";
import { runStaking } from "../../examples/hub/staking.ts";
import { createSimulatorApp } from "../../simulator/mod.ts";

const quiet = <T>(fn: () => Promise<T>): Promise<T> => {
  const log = console.log;
  console.log = () => {};
  return fn().finally(() => {
    console.log = log;
  });
};

Deno.test("the hub staking example stakes, reads its requests and instantly unstakes", async () => {
  const sim = createSimulatorApp({ preset: "instant", seed: 3 });
  try {
    const hubTx = await quiet(() => runStaking({ ...sim.clientConfig, fetch: sim.fetch }));
    assert.match(hubTx, /^0x[0-9a-f]{64}$/);
  } finally {
    sim.close();
  }
});
