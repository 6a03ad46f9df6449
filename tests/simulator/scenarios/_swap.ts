/**
 * One whole library swap (Base USDC -> BSC USDC) against an in-process simulator, as the bench and the examples
 * run it.
 * @module
 */
import { XSwap } from "../../../mod.ts";
import { createPrivateKeyEvmWallet } from "../../../chains/evm/mod.ts";
import type { SimulatorApp } from "../../../simulator/mod.ts";

/** Swaps `amount` from Base to BSC through the library; throws when the swap fails. */
export async function librarySwap(sim: SimulatorApp, amount: bigint, key = "01"): Promise<void> {
  const client = new XSwap({ ...sim.clientConfig, fetch: sim.fetch });
  const wallet = createPrivateKeyEvmWallet({
    privateKey: `0x${key.repeat(32)}`,
    rpcUrl: sim.urls.rpc("0x2105.base"),
    fetch: sim.fetch,
  });
  if (!wallet.ok) throw wallet.error;
  const me = await wallet.value.getAddress();
  const usdcBase = client.config.getSupportedSwapTokens("0x2105.base").find((t) => t.symbol === "USDC");
  const usdcBsc = client.config.getSupportedSwapTokens("0x38.bsc").find((t) => t.symbol === "USDC");
  if (!usdcBase || !usdcBsc) throw new Error("USDC not configured on base or bsc");
  const params = {
    srcChainKey: "0x2105.base",
    dstChainKey: "0x38.bsc",
    inputToken: usdcBase.address,
    outputToken: usdcBsc.address,
    inputAmount: amount,
    minOutputAmount: 1n,
    srcAddress: me,
    dstAddress: me,
    deadline: 0n,
    allowPartialFill: false,
  } as const;
  // allowances start at zero: approve the asset manager when the allowance is short, as a dApp does
  const allowed = await client.swaps.isAllowanceValid({ params });
  if (!allowed.ok) throw allowed.error;
  if (!allowed.value) {
    const approved = await client.swaps.approve({ params, walletProvider: wallet.value });
    if (!approved.ok) throw approved.error;
  }
  const swap = await client.swaps.swap({ params, walletProvider: wallet.value });
  if (!swap.ok) throw swap.error;
}
