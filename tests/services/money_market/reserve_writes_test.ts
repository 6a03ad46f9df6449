/**
 * The collateral switch (`setUserUseReserveAsCollateral`) and the repayment with aTokens (`repayWithATokens`):
 * their one-call lists, sent from Base and from Stellar (a non-EVM family) through the hub-call path, raw and
 * relayed, and what the simulator's pool does with them (the user's positions as `getUserPositions` reads them back).
 * @module
 */
import { deepStrictEqual, ok as assertOk, strictEqual } from "node:assert/strict";
import { Keypair as StellarKeypair } from "@stellar/stellar-sdk";
import { decodeFunctionData, maxUint256 } from "viem";
import { aavePoolReserveAbi } from "../../../core/abis/aave_pool_reserve.ts";
import { decodeContractCalls } from "../../../chains/hub/contract_calls.ts";
import { createKeypairStellarWallet } from "../../../chains/stellar/wallet_private_key.ts";
import { MoneyMarketService } from "../../../services/money_market/mod.ts";
import { simDeps, TEST_USER } from "../hub/_sim_deps.ts";

const BASE = "0x2105.base";
const BASE_USDC = "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913";

async function positions(mm: MoneyMarketService, chainKey: string, address: string) {
  const r = await mm.getUserPositions({ chainKey, address });
  if (!r.ok) throw r.error;
  return r.value;
}

Deno.test("setUserUseReserveAsCollateral() from Base switches the hub wallet's collateral flag off and on", async () => {
  const { sim, deps, wallet } = simDeps();
  try {
    const mm = new MoneyMarketService(deps);
    const before = await positions(mm, BASE, TEST_USER);
    const supplied = before.positions.find((p) => p.scaledATokenBalance > 0n && p.usageAsCollateral);
    assertOk(supplied !== undefined, "the seeded wallet supplies some reserve");
    const params = {
      srcChainKey: BASE,
      srcAddress: TEST_USER,
      token: supplied.reserve,
      useAsCollateral: false,
    };
    const off = await mm.setUserUseReserveAsCollateral(params, { walletProvider: wallet(BASE) });
    if (!off.ok) throw off.error;
    strictEqual(off.value.kind, "sent");
    const row = (p: Awaited<ReturnType<typeof positions>>) =>
      p.positions.find((x) => x.reserve.toLowerCase() === supplied.reserve.toLowerCase());
    strictEqual(row(await positions(mm, BASE, TEST_USER))?.usageAsCollateral, false);
    const on = await mm.setUserUseReserveAsCollateral({ ...params, useAsCollateral: true }, {
      walletProvider: wallet(BASE),
    });
    if (!on.ok) throw on.error;
    strictEqual(row(await positions(mm, BASE, TEST_USER))?.usageAsCollateral, true);
  } finally {
    sim.close();
  }
});

Deno.test("setUserUseReserveAsCollateral() with raw: true is a connection message carrying the pool call", async () => {
  const { sim, deps } = simDeps();
  try {
    const mm = new MoneyMarketService(deps);
    const r = await mm.setUserUseReserveAsCollateral(
      { srcChainKey: BASE, srcAddress: TEST_USER, token: BASE_USDC, useAsCollateral: false },
      { raw: true },
    );
    if (!r.ok) throw r.error;
    strictEqual(r.value.kind, "raw");
    strictEqual(r.value.tx.data.slice(0, 10), "0x6ea9cec9");
    const calls = decodeContractCalls(r.value.relayData.payload);
    if (!calls.ok) throw calls.error;
    strictEqual(calls.value.length, 1);
    strictEqual(calls.value[0]!.address, deps.config.instanceConfig.moneyMarket.lendingPool);
    const d = decodeFunctionData({ abi: aavePoolReserveAbi, data: calls.value[0]!.data });
    deepStrictEqual([d.functionName, d.args], [
      "setUserUseReserveAsCollateral",
      ["0xAbbb91c0617090F0028BDC27597Cd0D038F3A833", false],
    ]);
  } finally {
    sim.close();
  }
});

Deno.test("repayWithATokens() burns supply against debt of the same reserve: both fall by the amount", async () => {
  const { sim, deps, wallet } = simDeps();
  try {
    const mm = new MoneyMarketService(deps);
    const bnUSDVault = deps.config.instanceConfig.moneyMarket.bnUSDVault.toLowerCase();
    const before = await positions(mm, BASE, TEST_USER);
    const both = before.positions.find((p) =>
      p.scaledVariableDebt > 0n && p.scaledATokenBalance > p.scaledVariableDebt &&
      p.reserve.toLowerCase() !== bnUSDVault
    );
    assertOk(both !== undefined, "the seeded wallet borrows against its supply in some reserve");
    const amount = 10n ** 18n;
    const r = await mm.repayWithATokens(
      { srcChainKey: BASE, srcAddress: TEST_USER, token: both.reserve, amount },
      { walletProvider: wallet(BASE) },
    );
    if (!r.ok) throw r.error;
    const after = (await positions(mm, BASE, TEST_USER)).positions.find((p) => p.reserve === both.reserve);
    assertOk(after !== undefined);
    // Scaled balances fall by the amount over each index (indexes >= 1, so by at most the amount).
    const debtDrop = both.scaledVariableDebt - after.scaledVariableDebt;
    const supplyDrop = both.scaledATokenBalance - after.scaledATokenBalance;
    assertOk(debtDrop > 0n && debtDrop <= amount, `debt drop ${debtDrop}`);
    assertOk(supplyDrop > 0n && supplyDrop <= amount, `supply drop ${supplyDrop}`);
    strictEqual(after.usageAsCollateral, true);
  } finally {
    sim.close();
  }
});

Deno.test("repayWithATokens() with maxUint256 passes the maximum on; raw encodes variable rate mode 2", async () => {
  const { sim, deps } = simDeps();
  try {
    const mm = new MoneyMarketService(deps);
    const r = await mm.repayWithATokens(
      { srcChainKey: BASE, srcAddress: TEST_USER, token: BASE_USDC, amount: maxUint256 },
      { raw: true },
    );
    if (!r.ok) throw r.error;
    const calls = decodeContractCalls(r.value.relayData.payload);
    if (!calls.ok) throw calls.error;
    const d = decodeFunctionData({ abi: aavePoolReserveAbi, data: calls.value[0]!.data });
    deepStrictEqual(d.args, ["0xAbbb91c0617090F0028BDC27597Cd0D038F3A833", maxUint256, 2n]);
    const one = await mm.repayWithATokens(
      { srcChainKey: BASE, srcAddress: TEST_USER, token: BASE_USDC, amount: 1_000_000n },
      { raw: true },
    );
    if (!one.ok) throw one.error;
    const c1 = decodeContractCalls(one.value.relayData.payload);
    assertOk(c1.ok);
    // 1 USDC (6 decimals) is 1e18 in the vault's 18 decimals.
    strictEqual(decodeFunctionData({ abi: aavePoolReserveAbi, data: c1.value[0]!.data }).args[1], 10n ** 18n);
  } finally {
    sim.close();
  }
});

Deno.test("setUserUseReserveAsCollateral() from Stellar sends a connection message the hub applies", async () => {
  const { sim, deps } = simDeps();
  try {
    const mm = new MoneyMarketService(deps);
    const kp = StellarKeypair.random();
    const w = createKeypairStellarWallet(kp);
    if (!w.ok) throw w.error;
    const address = kp.publicKey();
    const before = await positions(mm, "stellar", address);
    const supplied = before.positions.find((p) => p.scaledATokenBalance > 0n && p.usageAsCollateral);
    assertOk(supplied !== undefined);
    const r = await mm.setUserUseReserveAsCollateral(
      { srcChainKey: "stellar", srcAddress: address, token: supplied.reserve, useAsCollateral: false },
      { walletProvider: w.value },
    );
    if (!r.ok) throw r.error;
    assertOk(r.value.kind === "sent" && r.value.family === "STELLAR");
    strictEqual(r.value.relayData.address, before.hubWallet);
    const after = (await positions(mm, "stellar", address)).positions.find((p) =>
      p.reserve === supplied.reserve
    );
    strictEqual(after?.usageAsCollateral, false);
  } finally {
    sim.close();
  }
});

Deno.test("the collateral and aToken-repay writes refuse bad input in the validate phase before any I/O", async () => {
  const { sim, deps } = simDeps();
  try {
    const mm = new MoneyMarketService(deps);
    const base = { srcChainKey: BASE, srcAddress: TEST_USER };
    const notBool = await mm.setUserUseReserveAsCollateral({
      ...base,
      token: BASE_USDC,
      useAsCollateral: "no" as unknown as boolean,
    });
    assertOk(!notBool.ok && notBool.error.code === "VALIDATION_FAILED");
    strictEqual(notBool.error.context.field, "useAsCollateral");
    const unknown = await mm.setUserUseReserveAsCollateral({
      ...base,
      token: "0x00000000000000000000000000000000000000a1",
      useAsCollateral: true,
    });
    assertOk(!unknown.ok && unknown.error.code === "UNSUPPORTED_TOKEN");
    const zero = await mm.repayWithATokens({ ...base, token: BASE_USDC, amount: 0n });
    assertOk(!zero.ok && zero.error.code === "INVALID_AMOUNT");
    const bnUSD = await mm.repayWithATokens({
      ...base,
      token: deps.config.instanceConfig.moneyMarket.bnUSDVault,
      amount: 1n,
    });
    assertOk(!bnUSD.ok && bnUSD.error.code === "UNSUPPORTED_TOKEN");
    strictEqual(bnUSD.error.context.phase, "validate");
  } finally {
    sim.close();
  }
});
