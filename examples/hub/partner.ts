// Partner fees: read the fees accrued to a partner's hub address, send claimed fees to Base as USDC (auto-swap
// preference, read back), then approve and claim one fee token, against the simulator (`task simulate`).
// Run: DENO_TLS_CA_STORE=system,mozilla npx -y deno@2.9.6 run -A examples/hub/partner.ts
import { XSwap, type XSwapOptions } from "@xswap/client";
import { createPrivateKeyEvmWallet } from "@xswap/client/chains/evm";
import { clientOptionsForSimulator } from "@xswap/client/simulator";

export async function runPartner(options: XSwapOptions): Promise<string> {
  const client = new XSwap(options);
  // A partner signs on the hub itself: its fee receiver is a hub address.
  const wallet = createPrivateKeyEvmWallet({
    privateKey: `0x${"05".repeat(32)}`,
    rpcUrl: client.instanceConfig.hub.rpcUrl,
    fetch: options.fetch,
  });
  if (!wallet.ok) throw wallet.error;
  const partner = await wallet.value.getAddress();
  const walletProvider = wallet.value;

  const balances = await client.partners.fetchBalances({ partner });
  if (!balances.ok) throw balances.error;
  for (const b of balances.value.slice(0, 3)) console.log("accrued", b.symbols.join("/"), b.balance);

  const usdc = client.instanceConfig.chains["0x2105.base"].supportedTokens.find((t) => t.symbol === "USDC")!;
  const set = await client.partners.setSwapPreference(
    { partner, outputToken: usdc.address, dstChainKey: "0x2105.base", dstAddress: partner },
    { walletProvider },
  );
  if (!set.ok) throw set.error;
  const prefs = await client.partners.getAutoSwapPreferences({ partner });
  if (!prefs.ok) throw prefs.error;
  if (!prefs.value.configured) throw new Error("the preference was not recorded");
  const { outputToken, dstChainKey } = prefs.value;
  console.log("claims swap into", outputToken, "delivered on", dstChainKey);

  // Claim a fee token other than the output (claiming the output token itself is refused).
  const fee = balances.value.find((b) => b.token.toLowerCase() !== outputToken.toLowerCase())!;
  const approved = await client.partners.isTokenApproved({ partner, token: fee.token, amount: fee.balance });
  if (!approved.ok) throw approved.error;
  if (!approved.value) {
    const approval = await client.partners.approveToken({ partner, token: fee.token }, { walletProvider });
    if (!approval.ok) throw approval.error;
  }
  const claimed = await client.partners.claim({ partner, token: fee.token, amount: fee.balance }, {
    walletProvider,
  });
  if (!claimed.ok) throw claimed.error;
  if (claimed.value.kind !== "sent") throw new Error("the claim was not sent");
  console.log("claimed", fee.symbols.join("/"), "hub tx", claimed.value.txHash);
  return claimed.value.txHash;
}

if (import.meta.main) {
  await runPartner(clientOptionsForSimulator(Deno.env.get("SIM_URL") ?? "http://127.0.0.1:8787"));
}
