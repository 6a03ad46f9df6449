/**
 * The runnable code block of `docs/chains/near.md` runs against the in-process simulator (virtual time): its
 * relative imports are resolved against the repository root, it is loaded as a module, and its exported
 * `runNearSwap` swaps NEAR on NEAR to USDC on Base through to the fill packet.
 */
import assert from "node:assert/strict";
import { withSwapWorld } from "../../services/swaps/_harness.ts";

const DOC = new URL("../../../docs/chains/near.md", import.meta.url);
const ROOT = new URL("../../../", import.meta.url).href;

async function loadDocModule(): Promise<Record<string, unknown>> {
  const text = await Deno.readTextFile(DOC);
  const blocks = [...text.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]);
  assert.equal(blocks.length, 1, "one runnable block");
  const source = blocks[0].replaceAll(`from "../../`, `from "${ROOT}`);
  const bytes = new TextEncoder().encode(source);
  const base64 = btoa(String.fromCharCode(...bytes));
  return await import(`data:application/typescript;base64,${base64}`);
}

Deno.test("the docs/chains/near.md example swaps NEAR to USDC on Base against the simulator", async () => {
  const mod = await loadDocModule();
  const runNearSwap = mod.runNearSwap as (options: Record<string, unknown>) => Promise<string>;
  assert.equal(typeof runNearSwap, "function");
  const log = console.log;
  console.log = () => {};
  try {
    await withSwapWorld(async ({ sim, settle }) => {
      const dstTxHash = await settle(
        runNearSwap({ ...sim.clientConfig, fetch: sim.fetch, swaps: { useBackendSubmitTx: false } }),
      );
      assert.match(dstTxHash, /^0x[0-9a-f]{64}$/i);
    });
  } finally {
    console.log = log;
  }
});
