/**
 * The hub money-market example (`examples/hub/money_market.ts`) run in-process against the simulator.
 * @module
 */
import assert from "node:assert/strict";
import { runMoneyMarket } from "../../examples/hub/money_market.ts";
import { createSimulatorApp } from "../../simulator/mod.ts";

const quiet = <T>(fn: () => Promise<T>): Promise<T> => {
  const log = console.log;
  console.log = () => {};
  return fn().finally(() => {
    console.log = log;
  });
};

Deno.test("the hub money-market example supplies USDC and prints a healthy account summary", async () => {
  const sim = createSimulatorApp({ preset: "instant", seed: 3 });
  try {
    const healthFactor = await quiet(() => runMoneyMarket({ ...sim.clientConfig, fetch: sim.fetch }));
    assert.ok(healthFactor === "Infinity" || Number(healthFactor) > 1, `health factor ${healthFactor}`);
  } finally {
    sim.close();
  }
});
