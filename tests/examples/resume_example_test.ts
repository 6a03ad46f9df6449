import assert from "node:assert/strict";
import { resumeSwap, startSwap } from "../../examples/resume_swap.ts";
import { createSimulatorApp } from "../../simulator/mod.ts";

Deno.test("the resume example finishes a swap from the token saved before the crash", async () => {
  const sim = createSimulatorApp({ preset: "instant", seed: 3 });
  const log = console.log;
  console.log = () => {};
  try {
    const options = { ...sim.clientConfig, fetch: sim.fetch };
    let saved = "";
    await startSwap(options, (token) => {
      saved = token;
    });
    assert.ok(saved.includes('"phase":"created"'));
    assert.match(await resumeSwap(options, saved), /^0x[0-9a-f]{64}$/);
    assert.equal(sim.ledger.counters.spokeTx.applied, 2, "the approval and the source tx, each sent once");
  } finally {
    console.log = log;
    sim.close();
  }
});

Deno.test("docs/swap_lifecycle.md shows the resume example verbatim", async () => {
  const page = await Deno.readTextFile(new URL("../../docs/swap_lifecycle.md", import.meta.url));
  const source = await Deno.readTextFile(new URL("../../examples/resume_swap.ts", import.meta.url));
  assert.ok(page.includes(source.trim()), "the page embeds examples/resume_swap.ts");
});
