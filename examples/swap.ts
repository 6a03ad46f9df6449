// A whole swap, USDC on Base -> USDC on BSC, against a running simulator (SIM_URL, default port 8787).
// Run: DENO_TLS_CA_STORE=system,mozilla npx -y deno@2.9.6 run -A examples/swap.ts
import { XSwap, type XSwapOptions } from "@xswap/client";
import { createPrivateKeyEvmWallet } from "@xswap/client/chains/evm";
import { clientOptionsForSimulator } from "@xswap/client/simulator";

export async function runSwap(options: XSwapOptions): Promise<string> {
  const client = new XSwap(options);
  const base = client.instanceConfig.chains["0x2105.base"];
  const wallet = createPrivateKeyEvmWallet({
    privateKey: `0x${"01".repeat(32)}`, // a throwaway test key: the simulator funds every account
    rpcUrl: "rpcUrl" in base ? base.rpcUrl : "",
    fetch: options.fetch,
  });
  if (!wallet.ok) throw wallet.error;
  const me = await wallet.value.getAddress();
  const usdcBase = client.config.getSupportedSwapTokens("0x2105.base").find((t) => t.symbol === "USDC")!;
  const usdcBsc = client.config.getSupportedSwapTokens("0x38.bsc").find((t) => t.symbol === "USDC")!;

  const quote = await client.swaps.getQuote({
    token_src: usdcBase.address,
    token_dst: usdcBsc.address,
    token_src_blockchain_id: "0x2105.base",
    token_dst_blockchain_id: "0x38.bsc",
    amount: 1_000_000n, // 1 USDC (6 decimals)
    quote_type: "exact_input",
  });
  if (!quote.ok) throw quote.error;
  console.log("quoted", quote.value.quoted_amount);

  const deadline = await client.swaps.getSwapDeadline();
  if (!deadline.ok) throw deadline.error;
  const params = {
    srcChainKey: "0x2105.base",
    dstChainKey: "0x38.bsc",
    inputToken: usdcBase.address,
    outputToken: usdcBsc.address,
    inputAmount: 1_000_000n,
    minOutputAmount: (quote.value.quoted_amount * 99n) / 100n, // 1% slippage
    srcAddress: me,
    dstAddress: me,
    deadline: deadline.value,
    allowPartialFill: false,
  } as const;
  // An ERC-20 needs an allowance first (swap fails INSUFFICIENT_ALLOWANCE without one): approve the asset manager.
  const allowed = await client.swaps.isAllowanceValid({ params });
  if (!allowed.ok) throw allowed.error;
  if (!allowed.value) {
    const approved = await client.swaps.approve({ params, walletProvider: wallet.value });
    if (!approved.ok) throw approved.error;
  }
  const swap = await client.swaps.swap({
    params,
    walletProvider: wallet.value,
    extras: { onProgress: (event) => console.log("progress", event.phase) },
  });
  if (!swap.ok) throw swap.error;
  // From the submitted intent to the delivered fill: adaptive, bounded polling with progress events.
  const delivered = await client.swaps.track(swap.value, {
    timeout: 120_000,
    onProgress: (event) => console.log("track", event.phase),
  });
  if (!delivered.ok) throw delivered.error;
  console.log("delivered on BSC in tx", delivered.value.dstTxHash);
  return delivered.value.dstTxHash;
}

if (import.meta.main) {
  const options = clientOptionsForSimulator(Deno.env.get("SIM_URL") ?? "http://127.0.0.1:8787");
  await runSwap(options).catch((error) => {
    // One line: the code, the message, then the context (no stack, no dependency's text).
    console.error(`${error.code ?? error.name}: ${error.message}`, JSON.stringify(error.context ?? {}));
    Deno.exit(1);
  });
}
