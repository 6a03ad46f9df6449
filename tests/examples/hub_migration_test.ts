/**
 * The hub migration example (`examples/hub/migration.ts`) run in-process against the simulator: bnUSD from the hub,
 * ICX from ICON (deposit through the simulated ICON node, relayed), SODA back to ICX from the hub, BALN from ICON.
 * @module
 */
import assert from "node:assert/strict";
import { runMigration } from "../../examples/hub/migration.ts";
import { createSimulatorApp } from "../../simulator/mod.ts";

const quiet = <T>(fn: () => Promise<T>): Promise<T> => {
  const log = console.log;
  console.log = () => {};
  return fn().finally(() => {
    console.log = log;
  });
};

Deno.test("the hub migration example migrates bnUSD, ICX and BALN and reverts SODA to ICX", async () => {
  const sim = createSimulatorApp({ preset: "instant", seed: 4 });
  try {
    const out = await quiet(() => runMigration({ ...sim.clientConfig, fetch: sim.fetch }));
    assert.match(out.bnUSD, /^0x[0-9a-f]{64}$/);
    assert.match(out.icx, /^0x[0-9a-f]{64}$/);
    assert.match(out.revert, /^0x[0-9a-f]{64}$/);
    assert.match(out.baln, /^0x[0-9a-f]{64}$/);
    assert.notEqual(out.baln, out.icx);
    const icon = sim.requests().filter((e) => e.path.startsWith("/icon"));
    assert.ok(icon.length >= 3, "the example read a balance and sent two txs on the ICON node");
  } finally {
    sim.close();
  }
});
