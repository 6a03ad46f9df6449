// Recovery: list the assets stuck in a Base user's hub wallet, then send one back to the user on Base, against
// the simulator (`task simulate`).
// Run: DENO_TLS_CA_STORE=system,mozilla npx -y deno@2.9.6 run -A examples/hub/recovery.ts
import { XSwap, type XSwapOptions } from "@xswap/client";
import { createPrivateKeyEvmWallet } from "@xswap/client/chains/evm";
import { clientOptionsForSimulator } from "@xswap/client/simulator";

export async function runRecovery(options: XSwapOptions): Promise<string> {
  const client = new XSwap(options);
  const base = client.instanceConfig.chains["0x2105.base"];
  const wallet = createPrivateKeyEvmWallet({
    privateKey: `0x${"06".repeat(32)}`,
    rpcUrl: "rpcUrl" in base ? base.rpcUrl : "",
    fetch: options.fetch,
  });
  if (!wallet.ok) throw wallet.error;
  const me = await wallet.value.getAddress();

  const stuck = await client.recovery.fetchHubAssetBalances({ chainKey: "0x2105.base", address: me });
  if (!stuck.ok) throw stuck.error;
  for (const b of stuck.value) {
    console.log("stuck", b.symbol, b.balance, "(hub asset", b.hubAssetAddress + ")");
  }

  const usdc = stuck.value.find((b) => b.symbol === "USDC");
  if (usdc === undefined) throw new Error("no USDC stuck in the hub wallet");
  const sent = await client.recovery.withdrawHubAsset({
    srcChainKey: "0x2105.base",
    srcAddress: me,
    token: usdc.spokeTokenAddress,
    amount: usdc.balance, // hub-asset base units, as reported
  }, { walletProvider: wallet.value });
  if (!sent.ok) throw sent.error;
  if (sent.value.kind !== "sent") throw new Error("the withdrawal was not sent");
  console.log("withdrawn to Base: source tx", sent.value.srcTxHash, "hub tx", sent.value.hubTxHash);
  return sent.value.hubTxHash;
}

if (import.meta.main) {
  await runRecovery(clientOptionsForSimulator(Deno.env.get("SIM_URL") ?? "http://127.0.0.1:8787"));
}
