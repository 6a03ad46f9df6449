// A swap SUI on Sui -> ETH on Base, against a simulator started with `deno task simulate`.
// Run: DENO_TLS_CA_STORE=system,mozilla npx -y deno@2.9.6 run -A examples/sui_swap.ts   (SIM_URL, default port 8787)
import { Ed25519Keypair } from "@mysten/sui/keypairs/ed25519";
import { createKeypairSuiWallet } from "@xswap/client/chains/sui";
import { SolverIntentStatusCode, XSwap, type XSwapOptions } from "@xswap/client";
import { clientOptionsForSimulator } from "@xswap/client/simulator";

export async function runSuiSwap(options: XSwapOptions): Promise<string> {
  const client = new XSwap(options);
  // A throwaway test key: the simulator funds every Sui account with SUI and the listed coins.
  const wallet = createKeypairSuiWallet(Ed25519Keypair.fromSecretKey(new Uint8Array(32).fill(1)));
  if (!wallet.ok) throw wallet.error;
  const me = await wallet.value.getWalletAddress();
  const sui = client.config.getSupportedSwapTokens("sui").find((t) => t.symbol === "SUI")!;
  const eth = client.config.getSupportedSwapTokens("0x2105.base").find((t) => t.symbol === "ETH")!;

  const swap = await client.swaps.swap({
    params: {
      srcChainKey: "sui",
      dstChainKey: "0x2105.base",
      inputToken: sui.address,
      outputToken: eth.address,
      inputAmount: 2n * 10n ** 9n, // 2 SUI (9 decimals)
      minOutputAmount: 1n,
      srcAddress: me,
      dstAddress: "0x6666666666666666666666666666666666666666",
      deadline: 0n,
      allowPartialFill: false,
    },
    walletProvider: wallet.value,
    extras: { onProgress: (event) => console.log("progress", event.phase) },
  });
  if (!swap.ok) throw swap.error;
  console.log("Sui tx", swap.value.intentDeliveryInfo.srcTxHash);
  const hubTxHash = swap.value.intentDeliveryInfo.dstTxHash;

  for (let attempt = 0; attempt < 120; attempt++) {
    const status = await client.swaps.getStatus({ intent_tx_hash: hubTxHash });
    if (status.ok && status.value.status === SolverIntentStatusCode.SOLVED && status.value.fill_tx_hash) {
      const packet = await client.swaps.getSolvedIntentPacket({
        chainId: "0x2105.base",
        fillTxHash: status.value.fill_tx_hash,
      });
      if (!packet.ok) throw packet.error;
      console.log("delivered on Base in tx", packet.value.dst_tx_hash);
      return packet.value.dst_tx_hash;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the swap was not solved within a minute");
}

if (import.meta.main) {
  await runSuiSwap(clientOptionsForSimulator(Deno.env.get("SIM_URL") ?? "http://127.0.0.1:8787"));
}
