// Node smoke test (run by .ci/node_smoke in an app that installed only the package, no family SDK): a Solana swap
// fails with a failed Result, CHAIN_SDK_MISSING naming @solana/web3.js and how to install it, not a module crash.
// Usage: XSWAP_OPTIONS='<client options JSON>' node solana_missing.mjs
import { XSwap } from "@xswap/client";

const client = new XSwap(JSON.parse(process.env.XSWAP_OPTIONS ?? "{}"));
const me = "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM";
const [input] = client.config.getSupportedSwapTokens("solana");
const output = client.config.getSupportedSwapTokens("0x2105.base").find((t) => t.symbol === "USDC");
const deadline = await client.swaps.getSwapDeadline();
if (!deadline.ok) throw deadline.error;
const r = await client.swaps.swap({
  params: {
    srcChainKey: "solana",
    dstChainKey: "0x2105.base",
    inputToken: input.address,
    outputToken: output.address,
    inputAmount: 1_000_000n,
    minOutputAmount: 1n,
    srcAddress: me,
    dstAddress: "0x1a642f0E3c3aF545E7AcBD38b07251B3990914F1",
    deadline: deadline.value,
    allowPartialFill: false,
  },
  walletProvider: { getPublicKey: () => Promise.resolve(me), signTransaction: (tx) => Promise.resolve(tx) },
});
if (r.ok || r.error.code !== "CHAIN_SDK_MISSING" || r.error.context.package !== "@solana/web3.js") {
  console.error("expected CHAIN_SDK_MISSING naming @solana/web3.js, got", r.ok ? r.value : r.error);
  process.exit(1);
}
console.log(`solana without its SDK: ${r.error.code} (${r.error.context.install})`);
