// Money market: supply USDC from Base, then print the account summary (collateral, debt, available borrows,
// health factor) and a few reserves in USD, against the simulator (`task simulate`).
// Run: DENO_TLS_CA_STORE=system,mozilla npx -y deno@2.9.6 run -A examples/hub/money_market.ts
import { XSwap, type XSwapOptions } from "@xswap/client";
import { createPrivateKeyEvmWallet } from "@xswap/client/chains/evm";
import { clientOptionsForSimulator } from "@xswap/client/simulator";

export async function runMoneyMarket(options: XSwapOptions): Promise<string> {
  const client = new XSwap(options);
  const base = client.instanceConfig.chains["0x2105.base"];
  const wallet = createPrivateKeyEvmWallet({
    privateKey: `0x${"04".repeat(32)}`,
    rpcUrl: "rpcUrl" in base ? base.rpcUrl : "",
    fetch: options.fetch,
  });
  if (!wallet.ok) throw wallet.error;
  const me = await wallet.value.getAddress();
  const usdc = base.supportedTokens.find((t) => t.symbol === "USDC")!;
  const params = { srcChainKey: "0x2105.base", srcAddress: me, token: usdc.address, amount: 25_000_000n }; // 25 USDC

  const allowed = await client.moneyMarket.isAllowanceValid({ ...params, action: "supply" });
  if (!allowed.ok) throw allowed.error;
  if (!allowed.value) {
    const approved = await client.moneyMarket.approve({ ...params, action: "supply" }, {
      walletProvider: wallet.value,
    });
    if (!approved.ok) throw approved.error;
  }
  const supplied = await client.moneyMarket.supply(params, { walletProvider: wallet.value });
  if (!supplied.ok) throw supplied.error;
  console.log("supplied, hub tx", supplied.value.kind === "sent" ? supplied.value.hubTxHash : "(raw)");

  const summary = await client.moneyMarket.getUserSummary({ srcChainKey: "0x2105.base", srcAddress: me });
  if (!summary.ok) throw summary.error;
  const s = summary.value;
  console.log(
    `collateral $${s.totalCollateralUSD}, debt $${s.totalDebtUSD}, can borrow $${s.availableBorrowsUSD}`,
  );
  console.log(
    `health factor ${s.healthFactor}, LTV ${s.currentLoanToValue}, threshold ${s.currentLiquidationThreshold}`,
  );

  const reserves = await client.moneyMarket.formatReservesUSD();
  if (!reserves.ok) throw reserves.error;
  for (
    const r of reserves.value.reserves.filter((x) => ["sodaUSDC", "sodaETH", "sodaBTC"].includes(x.symbol))
  ) {
    console.log(
      `${r.symbol}: $${r.priceInUSD}, liquidity $${r.totalLiquidityUSD}, supply APY ${r.supplyAPY}, borrow APY ${r.variableBorrowAPY}`,
    );
  }
  return s.healthFactor;
}

if (import.meta.main) {
  await runMoneyMarket(clientOptionsForSimulator(Deno.env.get("SIM_URL") ?? "http://127.0.0.1:8787"));
}
