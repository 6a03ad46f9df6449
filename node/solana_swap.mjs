// Node smoke test (run by .ci/node_smoke): a Solana swap from the package, the Solana family's SDK being an
// optional peer dependency. `node solana_swap.mjs missing` (no @solana/web3.js installed): the swap fails with a
// failed Result, CHAIN_SDK_MISSING naming the package and how to install it, not a module crash.
// `node solana_swap.mjs installed` (after `npm i @solana/web3.js@^1.99.0 buffer@^6.0.3`): the swap succeeds.
// XSWAP_OPTIONS holds the simulator's client options.
import { XSwap } from "@xswap/client";

const mode = process.argv[2];
const client = new XSwap(JSON.parse(process.env.XSWAP_OPTIONS ?? "{}"));
let me = "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM";
let wallet = { getPublicKey: () => Promise.resolve(me), signTransaction: (tx) => Promise.resolve(tx) };
if (mode === "installed") {
  const { Keypair } = await import("@solana/web3.js");
  const { createKeypairSolanaWallet } = await import("@xswap/client/chains/solana");
  const created = createKeypairSolanaWallet(Keypair.fromSeed(new Uint8Array(32).fill(7)));
  if (!created.ok) throw created.error;
  wallet = created.value;
  me = await wallet.getPublicKey();
}
const [input] = client.config.getSupportedSwapTokens("solana");
const output = client.config.getSupportedSwapTokens("0x2105.base").find((t) => t.symbol === "USDC");
const r = await client.swaps.swap({
  params: {
    srcChainKey: "solana",
    dstChainKey: "0x2105.base",
    inputToken: input.address,
    outputToken: output.address,
    inputAmount: 10n ** BigInt(input.decimals),
    minOutputAmount: 1n,
    srcAddress: me,
    dstAddress: "0x00000000000000000000000000000000000000b0",
    deadline: 0n,
    allowPartialFill: false,
  },
  walletProvider: wallet,
});
if (mode === "installed") {
  if (!r.ok) {
    console.error("expected a Solana swap with @solana/web3.js installed, got", r.error);
    process.exit(1);
  }
  console.log(`solana with its SDK: swap ok, path ${r.value.path}`);
} else {
  if (r.ok || r.error.code !== "CHAIN_SDK_MISSING" || r.error.context.package !== "@solana/web3.js") {
    console.error("expected CHAIN_SDK_MISSING naming @solana/web3.js, got", r.ok ? r.value : r.error);
    process.exit(1);
  }
  console.log(`solana without its SDK: ${r.error.code} (${r.error.context.install})`);
}
