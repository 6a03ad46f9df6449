import assert from "node:assert/strict";
import { runEveryChain } from "../../examples/every_chain.ts";
import { ALL_CHAIN_KEYS } from "../../core/chains/mod.ts";
import { createSimulatorApp } from "../../simulator/mod.ts";

// Hedera and Robinhood have no packaged deployment (zero contract addresses, no tokens, as in the platform's own
// configuration), so nothing can be swapped from them yet: their lines say so with UNSUPPORTED_TOKEN.
const UNDEPLOYED = new Set(["hedera", "robinhood"]);

Deno.test("examples/every_chain.ts swaps from each of the 20 deployed chain keys and names why the 2 others cannot", async () => {
  const sim = createSimulatorApp({ preset: "instant", seed: 5 });
  try {
    const lines = await runEveryChain({ ...sim.clientConfig, fetch: sim.fetch }, () => {});
    assert.equal(lines.length, 22);
    assert.equal(ALL_CHAIN_KEYS.length, 22);
    for (const [i, key] of ALL_CHAIN_KEYS.entries()) {
      const expected = UNDEPLOYED.has(key) ? `fail ${key} UNSUPPORTED_TOKEN` : `ok ${key} `;
      assert.ok(lines[i].startsWith(expected), `${lines[i]} (expected ${expected}...)`);
    }
  } finally {
    sim.close();
  }
});
