/**
 * `deno task bench`: one whole swap on the in-process zero-latency simulator (`preset: "instant"`), ours only.
 * @module
 */
import { XSwap } from "../mod.ts";
import { createPrivateKeyEvmWallet } from "../chains/evm/mod.ts";
import { createSimulatorApp } from "../simulator/mod.ts";

const sim = createSimulatorApp({ preset: "instant", unlimitedAllowances: true });
const client = new XSwap({ ...sim.clientConfig, fetch: sim.fetch });
const wallet = createPrivateKeyEvmWallet({
  privateKey: `0x${"01".repeat(32)}`,
  rpcUrl: sim.urls.rpc("0x2105.base"),
  fetch: sim.fetch,
});
if (!wallet.ok) throw wallet.error;
const me = await wallet.value.getAddress();
const usdcBase = client.config.getSupportedSwapTokens("0x2105.base").find((t) => t.symbol === "USDC");
const usdcBsc = client.config.getSupportedSwapTokens("0x38.bsc").find((t) => t.symbol === "USDC");
if (!usdcBase || !usdcBsc) throw new Error("USDC not configured on base or bsc");
let n = 0n;

Deno.bench({
  name: "swap base USDC -> bsc USDC (instant simulator, in-process)",
  group: "swap",
  n: 100,
  warmup: 5,
  fn: async () => {
    const deadline = await client.swaps.getSwapDeadline();
    const swap = await client.swaps.swap({
      params: {
        srcChainKey: "0x2105.base",
        dstChainKey: "0x38.bsc",
        inputToken: usdcBase.address,
        outputToken: usdcBsc.address,
        inputAmount: 1_000_000n + ++n,
        minOutputAmount: 1n,
        srcAddress: me,
        dstAddress: me,
        deadline: deadline.ok ? deadline.value : 0n,
        allowPartialFill: false,
      },
      walletProvider: wallet.value,
    });
    if (!swap.ok) throw swap.error;
  },
});
