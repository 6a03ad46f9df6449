import assert from "node:assert/strict";
import { runActivation } from "../../examples/activate_stellar.ts";
import { runBridge } from "../../examples/bridge.ts";
import { runCandles } from "../../examples/candles.ts";
import { runSwap } from "../../examples/swap.ts";
import { createSimulatorApp } from "../../simulator/mod.ts";

const quiet = <T>(fn: () => Promise<T>): Promise<T> => {
  const log = console.log;
  console.log = () => {};
  return fn().finally(() => {
    console.log = log;
  });
};

function inProcess() {
  const sim = createSimulatorApp({ preset: "instant", seed: 3 });
  return { sim, options: { ...sim.clientConfig, fetch: sim.fetch } };
}

Deno.test("the README swap example delivers on the destination chain", async () => {
  const { sim, options } = inProcess();
  try {
    const dstTx = await quiet(() => runSwap(options));
    assert.match(dstTx, /^0x[0-9a-f]{64}$/);
  } finally {
    sim.close();
  }
});

Deno.test("the README bridge example moves tokens to the destination chain", async () => {
  const { sim, options } = inProcess();
  try {
    assert.match(await quiet(() => runBridge(options)), /^0x[0-9a-f]{64}$/);
  } finally {
    sim.close();
  }
});

Deno.test("the README candles example reads hourly candles", async () => {
  const { sim, options } = inProcess();
  try {
    assert.ok(await quiet(() => runCandles(options)) > 0);
  } finally {
    sim.close();
  }
});

Deno.test("the README sponsoring example activates a new Stellar account", async () => {
  const { sim, options } = inProcess();
  try {
    assert.equal(await quiet(() => runActivation(options)), "activated");
  } finally {
    sim.close();
  }
});

Deno.test("the README shows each example file verbatim", async () => {
  const readme = await Deno.readTextFile(new URL("../../README.md", import.meta.url));
  for (const name of ["swap.ts", "candles.ts", "activate_stellar.ts", "bridge.ts"]) {
    const path = new URL(`../../examples/${name}`, import.meta.url);
    const exists = await Deno.stat(path).then(() => true, () => false);
    if (!exists) continue;
    const source = (await Deno.readTextFile(path)).trim();
    assert.ok(readme.includes(source), `README.md must include examples/${name} verbatim`);
  }
});
