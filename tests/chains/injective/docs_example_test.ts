/** The Injective doc's example runs against the in-process simulator (virtual time), and the doc shows it verbatim. */
import assert from "node:assert/strict";
import { runInjectiveSwap } from "../../../examples/injective_swap.ts";
import { withSwapWorld } from "../../services/swaps/_harness.ts";

Deno.test("the docs/chains/injective.md example swaps INJ to Base and delivers", async () => {
  await withSwapWorld(async ({ sim, settle }) => {
    const log = console.log;
    console.log = () => {};
    try {
      const dstTx = await settle(runInjectiveSwap({ ...sim.clientConfig, fetch: sim.fetch }));
      assert.match(dstTx, /^0x[0-9a-f]{64}$/);
    } finally {
      console.log = log;
    }
  });
});

Deno.test("docs/chains/injective.md includes examples/injective_swap.ts verbatim", async () => {
  const doc = await Deno.readTextFile(new URL("../../../docs/chains/injective.md", import.meta.url));
  const source = (await Deno.readTextFile(new URL("../../../examples/injective_swap.ts", import.meta.url)))
    .trim();
  assert.ok(doc.includes(source));
});
