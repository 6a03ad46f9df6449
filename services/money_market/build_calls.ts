/**
 * Pure builders of the money-market hub call lists (Aave v3 pool over hub vault reserves). Amounts given in the
 * token's own decimals are scaled to the vault's 18 decimals for the pool; the interest rate mode is variable (2).
 *
 * - supply: [hubAsset.approve(vault), vault.deposit(hubAsset)] unless the hub asset is the vault,
 *   vault.approve(pool), pool.supply(vault, amount18, onBehalfOf, 0).
 * - borrow: pool.borrow(reserve, amount18, 2, 0, hubWallet) (reserve = `bnUSD` for the bnUSD vault, then
 *   bnUSD.approve(vault) + vault.deposit(bnUSD)), [vault.transfer(feeReceiver, fee18)], [vault.withdraw(hubAsset,
 *   net18)] unless the hub asset is the vault, then delivery of the net amount.
 * - withdraw: pool.withdraw(vault, amount18, hubWallet), [vault.withdraw(hubAsset, amount18)], delivery.
 * - repay: [hubAsset.approve(vault), vault.deposit(hubAsset)] unless the hub asset is the vault, (bnUSD vault:
 *   vault.withdraw(bnUSD, amount18), repaying `bnUSD`), reserve.approve(pool), pool.repay(reserve, amount18, 2,
 *   onBehalfOf).
 * - delivery: to a hub address `hubAsset.transfer(to, out)`; to a spoke `hubAssetManager.transfer(hubAsset,
 *   encodedTo, out, 0x)`.
 *
 * @example A supply of a vault token is two calls
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildSupplyCalls } from "./build_calls.ts";
 * const v = "0x1111111111111111111111111111111111111111" as const;
 * const calls = buildSupplyCalls({
 *   asset: { hubAsset: v, vault: v, decimals: 18 }, amount: 5n, onBehalfOf: v,
 * }, { lendingPool: v, bnUSD: v, bnUSDVault: v, hubAssetManager: v });
 * assert.ok(calls.length === 2);
 * ```
 * @module
 */
import { type Address, encodeFunctionData, type Hex } from "viem";
import { AAVE_VARIABLE_RATE_MODE } from "../../core/abis/aave_pool.ts";
import { assetManagerAbi } from "../../core/abis/asset_manager.ts";
import { erc20Abi } from "../../core/abis/erc20.ts";
import { erc20TransfersAbi } from "../../core/abis/erc20_transfers.ts";
import { hubVaultAbi } from "../../core/abis/hub_vault.ts";
import type { ContractCall } from "../../chains/hub/contract_calls.ts";
import { fromVaultUnits, toVaultUnits } from "../hub/amounts.ts";
import { borrowPoolCall, repayPoolCall, supplyPoolCall, withdrawPoolCall } from "./pool_calls.ts";

/** The hub contracts of the money market. */
export interface MoneyMarketContracts {
  /** The Aave v3 pool. */
  lendingPool: Address;
  /** The pool's bnUSD (debt) token. */
  bnUSD: Address;
  /** The bnUSD vault. */
  bnUSDVault: Address;
  /** The hub asset manager (sends hub assets to spokes). */
  hubAssetManager: Address;
}

/** The hub side of a token. */
export interface MoneyMarketHubAsset {
  /** Hub asset. */
  hubAsset: Address;
  /** Hub vault (pool reserve). */
  vault: Address;
  /** The token's decimals. */
  decimals: number;
}

/** Where borrowed or withdrawn tokens go. */
export type MoneyMarketDelivery = { hub: Address } | { spoke: Hex };

const same = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

function call(address: Address, data: Hex): ContractCall {
  return { address, value: 0n, data };
}

function approve(token: Address, spender: Address, amount: bigint): ContractCall {
  return call(token, encodeFunctionData({ abi: erc20Abi, functionName: "approve", args: [spender, amount] }));
}

function vaultDeposit(vault: Address, token: Address, amount: bigint): ContractCall {
  return call(
    vault,
    encodeFunctionData({ abi: hubVaultAbi, functionName: "deposit", args: [token, amount] }),
  );
}

function vaultWithdraw(vault: Address, token: Address, amount: bigint): ContractCall {
  return call(
    vault,
    encodeFunctionData({ abi: hubVaultAbi, functionName: "withdraw", args: [token, amount] }),
  );
}

/**
 * The delivery call of `amount` hub asset.
 *
 * @param hubAsset the hub asset sent
 * @param amount base units
 * @param to a hub address or an encoded spoke address
 * @param hubAssetManager the hub asset manager
 * @returns the call
 * @example To a hub address
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildDeliveryCall } from "./build_calls.ts";
 * const a = "0x1111111111111111111111111111111111111111" as const;
 * assert.ok(buildDeliveryCall(a, 1n, { hub: a }, a).data.startsWith("0xa9059cbb"));
 * ```
 */
export function buildDeliveryCall(
  hubAsset: Address,
  amount: bigint,
  to: MoneyMarketDelivery,
  hubAssetManager: Address,
): ContractCall {
  if ("hub" in to) {
    return call(
      hubAsset,
      encodeFunctionData({ abi: erc20TransfersAbi, functionName: "transfer", args: [to.hub, amount] }),
    );
  }
  return call(
    hubAssetManager,
    encodeFunctionData({
      abi: assetManagerAbi,
      functionName: "transfer",
      args: [hubAsset, to.spoke, amount, "0x"],
    }),
  );
}

/**
 * The supply call list.
 *
 * @param p asset, amount (token decimals), beneficiary hub wallet
 * @param c the money-market contracts
 * @returns the calls
 */
export function buildSupplyCalls(
  p: { asset: MoneyMarketHubAsset; amount: bigint; onBehalfOf: Address },
  c: MoneyMarketContracts,
): ContractCall[] {
  const { hubAsset, vault, decimals } = p.asset;
  const amount18 = toVaultUnits(decimals, p.amount);
  const calls: ContractCall[] = [];
  if (!same(hubAsset, vault)) {
    calls.push(approve(hubAsset, vault, p.amount), vaultDeposit(vault, hubAsset, p.amount));
  }
  calls.push(
    approve(vault, c.lendingPool, amount18),
    supplyPoolCall(
      { asset: vault, amount: amount18, onBehalfOf: p.onBehalfOf, referralCode: 0 },
      c.lendingPool,
    ),
  );
  return calls;
}

/**
 * The borrow call list.
 *
 * @param p asset, amount and fee (token decimals), the borrowing hub wallet, fee receiver, delivery
 * @param c the money-market contracts
 * @returns the calls
 */
export function buildBorrowCalls(
  p: {
    asset: MoneyMarketHubAsset;
    amount: bigint;
    hubWallet: Address;
    fee?: { receiver: Address; amount: bigint } | undefined;
    to: MoneyMarketDelivery;
  },
  c: MoneyMarketContracts,
): ContractCall[] {
  const { hubAsset, vault, decimals } = p.asset;
  const amount18 = toVaultUnits(decimals, p.amount);
  const fee18 = p.fee !== undefined ? toVaultUnits(decimals, p.fee.amount) : 0n;
  const isBnUSD = same(vault, c.bnUSDVault);
  const reserve = isBnUSD ? c.bnUSD : vault;
  const calls: ContractCall[] = [
    borrowPoolCall({
      asset: reserve,
      amount: amount18,
      interestRateMode: AAVE_VARIABLE_RATE_MODE,
      referralCode: 0,
      onBehalfOf: p.hubWallet,
    }, c.lendingPool),
  ];
  if (isBnUSD) calls.push(approve(c.bnUSD, vault, amount18), vaultDeposit(vault, c.bnUSD, amount18));
  if (p.fee !== undefined && fee18 > 0n) {
    calls.push(
      call(
        vault,
        encodeFunctionData({
          abi: erc20TransfersAbi,
          functionName: "transfer",
          args: [p.fee.receiver, fee18],
        }),
      ),
    );
  }
  const net18 = amount18 - fee18;
  if (!same(hubAsset, vault)) calls.push(vaultWithdraw(vault, hubAsset, net18));
  calls.push(buildDeliveryCall(hubAsset, fromVaultUnits(decimals, net18), p.to, c.hubAssetManager));
  return calls;
}

/**
 * The withdraw call list.
 *
 * @param p asset, amount (token decimals), the supplying hub wallet, delivery
 * @param c the money-market contracts
 * @returns the calls
 */
export function buildWithdrawCalls(
  p: { asset: MoneyMarketHubAsset; amount: bigint; hubWallet: Address; to: MoneyMarketDelivery },
  c: MoneyMarketContracts,
): ContractCall[] {
  const { hubAsset, vault, decimals } = p.asset;
  const amount18 = toVaultUnits(decimals, p.amount);
  const calls: ContractCall[] = [
    withdrawPoolCall({ asset: vault, amount: amount18, to: p.hubWallet }, c.lendingPool),
  ];
  if (!same(hubAsset, vault)) calls.push(vaultWithdraw(vault, hubAsset, amount18));
  calls.push(buildDeliveryCall(hubAsset, fromVaultUnits(decimals, amount18), p.to, c.hubAssetManager));
  return calls;
}

/**
 * The repay call list.
 *
 * @param p asset, amount (token decimals), the indebted hub wallet
 * @param c the money-market contracts
 * @returns the calls
 */
export function buildRepayCalls(
  p: { asset: MoneyMarketHubAsset; amount: bigint; onBehalfOf: Address },
  c: MoneyMarketContracts,
): ContractCall[] {
  const { hubAsset, vault, decimals } = p.asset;
  const amount18 = toVaultUnits(decimals, p.amount);
  const calls: ContractCall[] = [];
  if (!same(hubAsset, vault)) {
    calls.push(approve(hubAsset, vault, p.amount), vaultDeposit(vault, hubAsset, p.amount));
  }
  let reserve = vault;
  if (same(vault, c.bnUSDVault)) {
    reserve = c.bnUSD;
    calls.push(vaultWithdraw(vault, c.bnUSD, amount18));
  }
  calls.push(
    approve(reserve, c.lendingPool, amount18),
    repayPoolCall({
      asset: reserve,
      amount: amount18,
      interestRateMode: AAVE_VARIABLE_RATE_MODE,
      onBehalfOf: p.onBehalfOf,
    }, c.lendingPool),
  );
  return calls;
}
