// Swap STX on Stacks -> USDC on Base with a private-key Stacks wallet, against `deno task simulate`.
// Run: deno run -A examples/chains/stacks_swap.ts     (SIM_URL defaults to http://127.0.0.1:8787)
import { SolverIntentStatusCode, XSwap, type XSwapOptions } from "../../mod.ts";
import { createPrivateKeyStacksWallet } from "../../chains/stacks/mod.ts";
import { clientOptionsForSimulator } from "../../simulator/mod.ts";

export async function runStacksSwap(options: XSwapOptions): Promise<string> {
  const client = new XSwap(options);
  const stacks = client.instanceConfig.chains["stacks"];
  const wallet = createPrivateKeyStacksWallet({
    privateKey: "01".repeat(32) + "01", // a throwaway test key (compressed): the simulator funds every account
    rpcUrl: "rpcUrl" in stacks ? stacks.rpcUrl : "",
    fetch: options.fetch,
  });
  if (!wallet.ok) throw wallet.error;
  const me = await wallet.value.getWalletAddress(); // SP...
  const stx = client.config.getSupportedSwapTokens("stacks").find((t) => t.symbol === "STX")!;
  const usdcBase = client.config.getSupportedSwapTokens("0x2105.base").find((t) => t.symbol === "USDC")!;

  const adapter = client.spoke.adapter("stacks"); // the Stacks adapter, loaded on first use
  if (!adapter.ok) throw adapter.error;
  const balance = await adapter.value.getBalance(me, stx.address);
  if (!balance.ok) throw balance.error;
  console.log("STX balance (micro-STX)", balance.value);

  const swap = await client.swaps.swap({
    params: {
      srcChainKey: "stacks",
      dstChainKey: "0x2105.base",
      inputToken: stx.address,
      outputToken: usdcBase.address,
      inputAmount: 10_000_000n, // 10 STX (6 decimals)
      minOutputAmount: 1n,
      srcAddress: me,
      dstAddress: "0x6666666666666666666666666666666666666666",
      deadline: 0n,
      allowPartialFill: false,
    },
    walletProvider: wallet.value,
  });
  if (!swap.ok) throw swap.error;
  console.log("Stacks tx", swap.value.intentDeliveryInfo.srcTxHash);

  for (let attempt = 0; attempt < 120; attempt++) {
    const status = await client.swaps.getStatus({ intent_tx_hash: swap.value.intentDeliveryInfo.dstTxHash });
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
  await runStacksSwap(clientOptionsForSimulator(Deno.env.get("SIM_URL") ?? "http://127.0.0.1:8787"));
}
