/**
 * The Stacks guide's example (`docs/chains/stacks.md`, verbatim `examples/chains/stacks_swap.ts`) runs against the
 * in-process simulator and delivers on Base.
 */
import assert from "node:assert/strict";
import { runStacksSwap } from "../../../examples/chains/stacks_swap.ts";
import { createSimulatorApp } from "../../../simulator/mod.ts";

Deno.test("the Stacks guide's swap example delivers on Base against the in-process simulator", async () => {
  const sim = createSimulatorApp({ preset: "instant", seed: 3 });
  const log = console.log;
  console.log = () => {};
  try {
    assert.match(await runStacksSwap({ ...sim.clientConfig, fetch: sim.fetch }), /^0x[0-9a-f]{64}$/);
  } finally {
    console.log = log;
    sim.close();
  }
});

Deno.test("the Stacks guide shows the example file verbatim", async () => {
  const guide = await Deno.readTextFile(new URL("../../../docs/chains/stacks.md", import.meta.url));
  const example = await Deno.readTextFile(
    new URL("../../../examples/chains/stacks_swap.ts", import.meta.url),
  );
  assert.ok(
    guide.includes("```ts\n" + example + "```"),
    "docs/chains/stacks.md embeds examples/chains/stacks_swap.ts",
  );
});
