/**
 * Entry of the "EVM-only app" size row: what a dApp that quotes and swaps from an EVM chain with a browser wallet
 * imports and calls (`new XSwap`, `getQuote`, `swap`, `createEip1193EvmWallet`). Bundled by
 * `bench/bundle_size.ts`; never run.
 * @module
 */
import { createEip1193EvmWallet, type Eip1193Provider } from "../../chains/evm/mod.ts";
import { XSwap } from "../../mod.ts";

/** Quotes and swaps 1 USDC from Base to BSC with the injected wallet. */
export async function evmApp(provider: Eip1193Provider): Promise<boolean> {
  const client = new XSwap({});
  const wallet = createEip1193EvmWallet(provider);
  if (!wallet.ok) return false;
  const src = client.config.getSupportedSwapTokens("0x2105.base")[0];
  const dst = client.config.getSupportedSwapTokens("0x38.bsc")[0];
  const quote = await client.swaps.getQuote({
    token_src: src.address,
    token_dst: dst.address,
    token_src_blockchain_id: "0x2105.base",
    token_dst_blockchain_id: "0x38.bsc",
    amount: 1_000_000n,
    quote_type: "exact_input",
  });
  if (!quote.ok) return false;
  const me = await wallet.value.getAddress();
  const swap = await client.swaps.swap({
    params: {
      srcChainKey: "0x2105.base",
      dstChainKey: "0x38.bsc",
      inputToken: src.address,
      outputToken: dst.address,
      inputAmount: 1_000_000n,
      minOutputAmount: quote.value.quoted_amount,
      srcAddress: me,
      dstAddress: me,
      deadline: 0n,
      allowPartialFill: false,
    },
    walletProvider: wallet.value,
  });
  return swap.ok;
}
