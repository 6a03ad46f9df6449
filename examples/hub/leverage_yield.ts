// Leverage yield: list the vaults, deposit USDC from Base into one, read the position and withdraw it back to
// Base, against the simulator (`task simulate`). The packaged vault registry is empty until `initialize()`, so this
// example registers a demo vault whose asset is Base USDC's hub asset.
// Run: DENO_TLS_CA_STORE=system,mozilla npx -y deno@2.9.6 run -A examples/hub/leverage_yield.ts
import { XSwap, type XSwapOptions } from "@xswap/client";
import { createPrivateKeyEvmWallet } from "@xswap/client/chains/evm";
import { clientOptionsForSimulator } from "@xswap/client/simulator";

export async function runLeverageYield(options: XSwapOptions): Promise<string> {
  const usdcHub = "0x72E852545B024ddCbc5b70C1bCBDAA025164259C";
  const client = new XSwap({
    ...options,
    leverageYield: {
      vaults: [{ name: "lev-usdc", address: "0x00000000000000000000000000000000000000b0", asset: usdcHub }],
    },
  });
  const base = client.instanceConfig.chains["0x2105.base"];
  const wallet = createPrivateKeyEvmWallet({
    privateKey: `0x${"07".repeat(32)}`,
    rpcUrl: "rpcUrl" in base ? base.rpcUrl : "",
    fetch: options.fetch,
  });
  if (!wallet.ok) throw wallet.error;
  const me = await wallet.value.getAddress();
  const usdc = base.supportedTokens.find((t) => t.symbol === "USDC")!;

  for (const v of client.leverageYield.getVaults()) console.log("vault", v.name, v.address, "asset", v.asset);

  const deposit = {
    srcChainKey: "0x2105.base",
    srcAddress: me,
    vault: "lev-usdc",
    token: usdc.address,
    amount: 10_000_000n, // 10 USDC
  };
  // The Base asset manager pulls the USDC: approve it first.
  const allowed = await client.leverageYield.isAllowanceValid(deposit);
  if (!allowed.ok) throw allowed.error;
  if (!allowed.value) {
    const approved = await client.leverageYield.approve(deposit, { walletProvider: wallet.value });
    if (!approved.ok) throw approved.error;
  }
  const deposited = await client.leverageYield.deposit(deposit, { walletProvider: wallet.value });
  if (!deposited.ok) throw deposited.error;
  console.log("deposited, hub tx", deposited.value.kind === "sent" ? deposited.value.hubTxHash : "(raw)");

  const position = await client.leverageYield.getPosition({
    chainKey: "0x2105.base",
    address: me,
    vault: "lev-usdc",
  });
  if (!position.ok) throw position.error;
  console.log("shares", position.value.shares, "worth", position.value.assets);

  const withdrawn = await client.leverageYield.withdraw({
    srcChainKey: "0x2105.base",
    srcAddress: me,
    vault: "lev-usdc",
    shares: position.value.shares,
  }, { walletProvider: wallet.value });
  if (!withdrawn.ok) throw withdrawn.error;
  if (withdrawn.value.kind !== "sent") throw new Error("the withdrawal was not sent");
  console.log("withdrawn to Base, hub tx", withdrawn.value.hubTxHash);
  return withdrawn.value.hubTxHash;
}

if (import.meta.main) {
  await runLeverageYield(clientOptionsForSimulator(Deno.env.get("SIM_URL") ?? "http://127.0.0.1:8787"));
}
