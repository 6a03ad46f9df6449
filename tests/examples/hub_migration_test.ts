/**
 * The hub migration example (`examples/hub/migration.ts`) run in-process against the simulator: bnUSD from the hub,
 * ICX from ICON (deposit through the simulated ICON node, relayed).
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

Deno.test("the hub migration example migrates bnUSD from the hub and ICX from ICON", async () => {
  const sim = createSimulatorApp({ preset: "instant", seed: 4 });
  try {
    const out = await quiet(() => runMigration({ ...sim.clientConfig, fetch: sim.fetch }));
    assert.match(out.bnUSD, /^0x[0-9a-f]{64}$/);
    assert.match(out.icx, /^0x[0-9a-f]{64}$/);
    const icon = sim.requests().filter((e) => e.path.startsWith("/icon"));
    assert.ok(icon.length >= 2, "the example read a balance and sent a tx on the ICON node");
  } finally {
    sim.close();
  }
});
