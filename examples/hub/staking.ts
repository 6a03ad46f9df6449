// Staking: stake SODA from Base, read xSODA holdings and pending unstake requests with their penalty, then
// instantly unstake part of it through the staking router, against the simulator (`task simulate`).
// Run: DENO_TLS_CA_STORE=system,mozilla npx -y deno@2.9.6 run -A examples/hub/staking.ts
import { XSwap, type XSwapOptions } from "@xswap/client";
import { createPrivateKeyEvmWallet } from "@xswap/client/chains/evm";
import { clientOptionsForSimulator } from "@xswap/client/simulator";

export async function runStaking(options: XSwapOptions): Promise<string> {
  const client = new XSwap(options);
  const base = client.instanceConfig.chains["0x2105.base"];
  const wallet = createPrivateKeyEvmWallet({
    privateKey: `0x${"03".repeat(32)}`,
    rpcUrl: "rpcUrl" in base ? base.rpcUrl : "",
    fetch: options.fetch,
  });
  if (!wallet.ok) throw wallet.error;
  const me = await wallet.value.getAddress();
  const sender = { srcChainKey: "0x2105.base", srcAddress: me };
  const amount = 10n * 10n ** 18n; // 10 SODA

  const allowed = await client.staking.isAllowanceValid({ ...sender, amount });
  if (!allowed.ok) throw allowed.error;
  if (!allowed.value) {
    const approved = await client.staking.approve({ ...sender, amount }, { walletProvider: wallet.value });
    if (!approved.ok) throw approved.error;
  }
  const ratio = await client.staking.getStakeRatio(amount);
  if (!ratio.ok) throw ratio.error;
  const staked = await client.staking.stake(
    { ...sender, amount, minReceive: ratio.value.xSodaAmount * 99n / 100n },
    { walletProvider: wallet.value },
  );
  if (!staked.ok) throw staked.error;
  console.log("staked, hub tx", staked.value.kind === "sent" ? staked.value.hubTxHash : "(raw)");

  const info = await client.staking.getStakingInfo({ chainKey: "0x2105.base", address: me });
  if (!info.ok) throw info.error;
  console.log("xSODA", info.value.xSodaBalance, "worth SODA", info.value.sodaValue);

  const pending = await client.staking.getUnstakingInfoWithPenalty({ chainKey: "0x2105.base", address: me });
  if (!pending.ok) throw pending.error;
  for (const r of pending.value.requests) {
    console.log(
      `request ${r.id}: ${r.amount} SODA, penalty ${r.penaltyPercentage}%, claimable ${r.claimableAmount}`,
    );
  }

  const shares = 10n ** 18n; // 1 xSODA
  const quote = await client.staking.getInstantUnstakeRatio(shares);
  if (!quote.ok) throw quote.error;
  console.log("instant unstake of 1 xSODA pays about", quote.value, "SODA");
  const out = await client.staking.instantUnstake({ ...sender, amount: shares, slippageBps: 50 }, {
    walletProvider: wallet.value,
  });
  if (!out.ok) throw out.error;
  if (out.value.kind !== "sent") throw new Error("instant unstake was not sent");
  console.log("instant unstake, hub tx", out.value.hubTxHash);
  return out.value.hubTxHash;
}

if (import.meta.main) {
  await runStaking(clientOptionsForSimulator(Deno.env.get("SIM_URL") ?? "http://127.0.0.1:8787"));
}
