// Bridge USDC from Arbitrum to Base through the hub (no solver), against the simulator (`task simulate`).
// Run: DENO_TLS_CA_STORE=system,mozilla npx -y deno@2.9.6 run -A examples/bridge.ts
import { XSwap, type XSwapOptions } from "@xswap/client";
import { createPrivateKeyEvmWallet } from "@xswap/client/chains/evm";
import { clientOptionsForSimulator } from "@xswap/client/simulator";

export async function runBridge(options: XSwapOptions): Promise<string> {
  const client = new XSwap(options);
  const arbitrum = client.instanceConfig.chains["0xa4b1.arbitrum"];
  const wallet = createPrivateKeyEvmWallet({
    privateKey: `0x${"02".repeat(32)}`,
    rpcUrl: "rpcUrl" in arbitrum ? arbitrum.rpcUrl : "",
    fetch: options.fetch,
  });
  if (!wallet.ok) throw wallet.error;
  const me = await wallet.value.getAddress();
  const usdc = arbitrum.supportedTokens.find((t) => t.symbol === "USDC")!;

  const targets = client.bridge.getBridgeableTokens("0xa4b1.arbitrum", "0x2105.base", usdc.address);
  if (!targets.ok) throw targets.error;
  console.log("bridgeable to", targets.value.map((t) => t.symbol).join(", "));

  const params = {
    srcChainKey: "0xa4b1.arbitrum",
    srcAsset: usdc.address,
    amount: 5_000_000n, // 5 USDC
    dstChainKey: "0x2105.base",
    recipient: me,
    srcAddress: me,
  } as const;
  // The Arbitrum asset manager pulls the USDC: approve it first (bridge fails INSUFFICIENT_ALLOWANCE without).
  const allowed = await client.bridge.isAllowanceValid({ params });
  if (!allowed.ok) throw allowed.error;
  if (!allowed.value) {
    const approved = await client.bridge.approve({ params, walletProvider: wallet.value });
    if (!approved.ok) throw approved.error;
  }
  const bridged = await client.bridge.bridge({
    params,
    walletProvider: wallet.value,
    extras: { onProgress: (event) => console.log("progress", event.phase) },
  });
  if (!bridged.ok) throw bridged.error;
  console.log(
    "source tx",
    bridged.value.srcTxHash,
    "hub tx",
    bridged.value.dstTxHash,
    "via",
    bridged.value.path,
  );
  return bridged.value.dstTxHash;
}

if (import.meta.main) {
  const options = clientOptionsForSimulator(Deno.env.get("SIM_URL") ?? "http://127.0.0.1:8787");
  await runBridge(options).catch((error) => {
    // One line: the code, the message, then the context (no stack, no dependency's text).
    console.error(`${error.code ?? error.name}: ${error.message}`, JSON.stringify(error.context ?? {}));
    Deno.exit(1);
  });
}
