import assert from "node:assert/strict";
import { runEveryChain } from "../../examples/every_chain.ts";
import { ALL_CHAIN_KEYS } from "../../core/chains/mod.ts";
import { createSimulatorApp } from "../../simulator/mod.ts";

Deno.test("examples/every_chain.ts swaps from each of the 22 chain keys and prints an ok line for each", async () => {
  const sim = createSimulatorApp({ preset: "instant", seed: 5 });
  try {
    const lines = await runEveryChain({ ...sim.clientConfig, fetch: sim.fetch }, () => {});
    assert.equal(lines.length, 22);
    assert.equal(ALL_CHAIN_KEYS.length, 22);
    for (const [i, key] of ALL_CHAIN_KEYS.entries()) {
      assert.ok(lines[i].startsWith(`ok ${key} `), `${lines[i]} (expected ok ${key} ...)`);
      assert.match(lines[i], /^ok \S+ (backend|client) 0x[0-9a-f]{64}$/);
    }
  } finally {
    sim.close();
  }
});
