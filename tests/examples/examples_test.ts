import assert from "node:assert/strict";
import { runActivation } from "../../examples/activate_stellar.ts";
import { runBridge } from "../../examples/bridge.ts";
import { runCandles } from "../../examples/candles.ts";
import { runSwap } from "../../examples/swap.ts";
import { quoteUsdc } from "../../examples/node_quote.mjs";
import { XSwap } from "../../mod.ts";
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

Deno.test("the Node example quotes through the package entry", async () => {
  const { sim, options } = inProcess();
  try {
    assert.ok(await quoteUsdc(new XSwap(options)) > 0n);
  } finally {
    sim.close();
  }
});

Deno.test("README and docs pages show an example file verbatim wherever they show its first line", async () => {
  const root = new URL("../../", import.meta.url);
  const pages = [new URL("README.md", root)];
  for await (const entry of Deno.readDir(new URL("docs/", root))) {
    if (entry.isFile && entry.name.endsWith(".md")) pages.push(new URL(`docs/${entry.name}`, root));
  }
  const texts = await Promise.all(pages.map(async (url) => ({ url, text: await Deno.readTextFile(url) })));
  let shown = 0;
  for (const dir of ["examples/", "examples/hub/"]) {
    for await (const entry of Deno.readDir(new URL(dir, root))) {
      if (!entry.isFile || !/\.(ts|mjs)$/.test(entry.name)) continue;
      const source = (await Deno.readTextFile(new URL(`${dir}${entry.name}`, root))).trim();
      const firstLine = source.split("\n")[0];
      for (const { url, text } of texts) {
        if (!text.includes(firstLine)) continue;
        shown++;
        assert.ok(text.includes(source), `${url.pathname} must show ${dir}${entry.name} verbatim`);
      }
    }
  }
  assert.ok(shown >= 4, "the README and docs show the swap, candles, activation and Node examples");
});
