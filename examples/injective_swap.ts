// Swap INJ on Injective for USDC on Base with a private-key Injective wallet, then build a raw (unsigned) hub-call
// message, against a simulator started with `deno task simulate`.
// Run: deno run -A examples/injective_swap.ts     (SIM_URL defaults to http://127.0.0.1:8787)
import { SolverIntentStatusCode, XSwap, type XSwapOptions } from "@xswap/client";
import { createPrivateKeyInjectiveWallet } from "@xswap/client/chains/injective";
import { clientOptionsForSimulator } from "@xswap/client/simulator";

export async function runInjectiveSwap(options: XSwapOptions): Promise<string> {
  const client = new XSwap(options);
  const wallet = createPrivateKeyInjectiveWallet({
    privateKey: `0x${"42".repeat(32)}`, // a throwaway test key: the simulator funds every account
    restUrl: client.config.getChainConfig("injective-1").rpcUrl, // an Injective REST (LCD) root
    fetch: options.fetch,
  });
  if (!wallet.ok) throw wallet.error;
  const me = await wallet.value.getWalletAddress(); // inj1...
  const receiver = "0x00000000000000000000000000000000000000b0";
  const usdcBase = client.config.getSupportedSwapTokens("0x2105.base").find((t) => t.symbol === "USDC")!;

  const injective = client.spoke.adapter("injective-1");
  if (!injective.ok) throw injective.error;
  const balance = await injective.value.getBalance(me, "inj");
  if (!balance.ok) throw balance.error;
  console.log("INJ balance", balance.value);

  const swap = await client.swaps.swap({
    params: {
      srcChainKey: "injective-1",
      dstChainKey: "0x2105.base",
      inputToken: "inj", // a bank denom
      outputToken: usdcBase.address,
      inputAmount: 10n ** 18n, // 1 INJ (18 decimals)
      minOutputAmount: 1n,
      srcAddress: me,
      dstAddress: receiver,
      deadline: 0n,
      allowPartialFill: false,
    },
    walletProvider: wallet.value,
    extras: { onProgress: (event) => console.log("progress", event.phase) },
  });
  if (!swap.ok) throw swap.error; // swap.error.context.chainKey names the chain that refused
  console.log("Injective tx", swap.value.intentDeliveryInfo.srcTxHash);

  // Raw mode: the unsigned tx (one MsgExecuteContract; `bodyBytes` is its protobuf TxBody) for your own signer.
  const hubWallet = await client.hubProvider.getUserHubWalletAddress("injective-1", me);
  if (!hubWallet.ok) throw hubWallet.error;
  const raw = await injective.value.sendHubCalls!({
    srcAddress: me,
    hubWallet: hubWallet.value,
    payload: "0x",
    raw: true,
  }, undefined);
  if (!raw.ok) throw raw.error;
  if (raw.value.raw && raw.value.tx.family === "INJECTIVE") console.log("unsigned", raw.value.tx.msg);

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
  await runInjectiveSwap(clientOptionsForSimulator(Deno.env.get("SIM_URL") ?? "http://127.0.0.1:8787"));
}
