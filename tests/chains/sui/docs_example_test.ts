/**
 * `docs/chains/sui.md` shows `examples/sui_swap.ts` verbatim, and that example delivers on Base against the
 * in-process simulator (virtual time).
 */
import assert from "node:assert/strict";
import { runSuiSwap } from "../../../examples/sui_swap.ts";
import { withSuiClient } from "./_client.ts";

Deno.test("the Sui docs show examples/sui_swap.ts verbatim", async () => {
  const doc = await Deno.readTextFile(new URL("../../../docs/chains/sui.md", import.meta.url));
  const source = (await Deno.readTextFile(new URL("../../../examples/sui_swap.ts", import.meta.url))).trim();
  assert.ok(
    doc.includes(`\`\`\`ts\n${source}\n\`\`\``),
    "docs/chains/sui.md must include examples/sui_swap.ts verbatim",
  );
});

Deno.test("the Sui docs example swaps SUI to Base ETH and returns the delivery tx", async () => {
  await withSuiClient(async ({ sim, settle }) => {
    const log = console.log;
    console.log = () => {};
    try {
      const dstTx = await settle(runSuiSwap({ ...sim.clientConfig, fetch: sim.fetch }));
      assert.match(dstTx, /^0x[0-9a-f]{64}$/);
    } finally {
      console.log = log;
    }
  });
});
