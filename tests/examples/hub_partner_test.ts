/**
 * The hub partner example (`examples/hub/partner.ts`) run in-process against the simulator.
 * @module
 */
import assert from "node:assert/strict";
import { runPartner } from "../../examples/hub/partner.ts";
import { createSimulatorApp } from "../../simulator/mod.ts";

const quiet = <T>(fn: () => Promise<T>): Promise<T> => {
  const log = console.log;
  console.log = () => {};
  return fn().finally(() => {
    console.log = log;
  });
};

Deno.test("the hub partner example reads fee balances, sets and reads an auto-swap preference and claims a fee", async () => {
  const sim = createSimulatorApp({ preset: "instant", seed: 3 });
  try {
    const hubTx = await quiet(() => runPartner({ ...sim.clientConfig, fetch: sim.fetch }));
    assert.match(hubTx, /^0x[0-9a-f]{64}$/);
  } finally {
    sim.close();
  }
});
