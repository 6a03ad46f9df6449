// A swap whose backend submit-tx leg is refused with 401 falls back to the client path (and succeeds); the client
// warns once, naming the status, through its logger (console.warn without one).
import assert from "node:assert/strict";
import { XSwap, type XSwapOptions } from "../../../mod.ts";
import { createPrivateKeyEvmWallet } from "../../../chains/evm/mod.ts";
import { createSimulatorApp } from "../../../simulator/mod.ts";

async function bridgeTwice(options: XSwapOptions): Promise<string[]> {
  const client = new XSwap(options);
  const arbitrum = client.instanceConfig.chains["0xa4b1.arbitrum"];
  const wallet = createPrivateKeyEvmWallet({
    privateKey: `0x${"07".repeat(32)}`,
    rpcUrl: "rpcUrl" in arbitrum ? arbitrum.rpcUrl : "",
    fetch: options.fetch,
  });
  assert.ok(wallet.ok);
  const me = await wallet.value.getAddress();
  const usdc = arbitrum.supportedTokens.find((t) => t.symbol === "USDC")!;
  const paths: string[] = [];
  // the Arbitrum asset manager pulls the USDC: one approval covers both bridges
  const approved = await client.bridge.approve({
    params: {
      srcChainKey: "0xa4b1.arbitrum",
      srcAsset: usdc.address,
      amount: 2_000_000n,
      dstChainKey: "0x2105.base",
      recipient: me,
    },
    walletProvider: wallet.value,
  });
  assert.ok(approved.ok, approved.ok ? "" : approved.error.message);
  for (let i = 0; i < 2; i++) {
    const r = await client.bridge.bridge({
      params: {
        srcChainKey: "0xa4b1.arbitrum",
        srcAsset: usdc.address,
        amount: 1_000_000n,
        dstChainKey: "0x2105.base",
        recipient: me,
      },
      walletProvider: wallet.value,
    });
    assert.ok(r.ok, r.ok ? "" : `${r.error.code}: ${r.error.message}`);
    paths.push(r.value.path);
  }
  return paths;
}

Deno.test("a 401 on the backend path warns once through the logger, naming the status, and falls back", async () => {
  const sim = createSimulatorApp({ preset: "instant", seed: 5 });
  const seen: string[] = [];
  const logger = { debug() {}, info() {}, warn: (m: string) => void seen.push(m), error() {} };
  try {
    const paths = await bridgeTwice({ ...sim.clientConfig, apiKey: "not-the-key", logger, fetch: sim.fetch });
    assert.deepEqual(paths, ["client", "client"]);
    assert.equal(seen.length, 1);
    assert.match(seen[0], /refused the bridge submission with 401/);
  } finally {
    sim.close();
  }
});

Deno.test("without a logger the 401 fallback warning goes to console.warn", async () => {
  const sim = createSimulatorApp({ preset: "instant", seed: 6 });
  const warned: string[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => void warned.push(args.map(String).join(" "));
  try {
    await bridgeTwice({ ...sim.clientConfig, apiKey: "not-the-key", fetch: sim.fetch });
    assert.equal(warned.length, 1);
    assert.match(warned[0], /401/);
  } finally {
    console.warn = original;
    sim.close();
  }
});
