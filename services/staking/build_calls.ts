/**
 * Pure builders of the staking hub call lists (SODA -> SODA vault share -> xSODA through the staking router).
 *
 * - stake: hubSoda.approve(sodaVault, amount), sodaVault.deposit(hubSoda, amount) (skipped when the hub asset is
 *   the vault), sodaVault.approve(stakingRouter, amount18), stakingRouter.stake(amount18, hubWallet, minReceive)
 *   (`minReceive` is a `uint128`: callers check it is below 2^128).
 * - unstake: xSoda.redeem(shares, hubWallet, hubWallet) (ERC-4626), stakedSoda.unstake(hubWallet, assets).
 * - instant unstake: xSoda.approve(stakingRouter, shares), stakingRouter.unstake(shares, minAmount, hubSoda,
 *   dstRelayChainId, dstAddress) (the router swaps the xSODA for SODA and delivers it to the destination).
 * - claim: stakedSoda.claim(requestId), sodaVault.withdraw(hubSoda, amount18), then delivery of the SODA.
 * - cancel unstake: stakedSoda.cancelUnstakeRequest(requestId), stakedSoda.approve(xSoda, amount),
 *   xSoda.deposit(amount, hubWallet) (the request's SODA is staked again as xSODA).
 *
 * @example Stake is four calls
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildStakeCalls } from "./build_calls.ts";
 * const a = "0x1111111111111111111111111111111111111111" as const;
 * const v = "0x2222222222222222222222222222222222222222" as const;
 * const calls = buildStakeCalls({ soda: { hubAsset: a, vault: v, decimals: 18 }, amount: 1n, minReceive: 0n, hubWallet: a }, a);
 * assert.ok(calls.length === 4);
 * ```
 * @module
 */
import { type Address, encodeFunctionData, type Hex } from "viem";
import { erc20Abi } from "../../core/abis/erc20.ts";
import { erc4626Abi } from "../../core/abis/erc4626.ts";
import { hubVaultAbi } from "../../core/abis/hub_vault.ts";
import { stakedSodaAbi, stakingRouterAbi } from "../../core/abis/staking.ts";
import type { ContractCall } from "../../chains/hub/contract_calls.ts";
import { fromVaultUnits, toVaultUnits } from "../hub/amounts.ts";
import {
  buildDeliveryCall,
  type MoneyMarketDelivery,
  type MoneyMarketHubAsset,
} from "../money_market/build_calls.ts";

const c = (address: Address, data: `0x${string}`): ContractCall => ({ address, value: 0n, data });

/**
 * The stake call list.
 *
 * @param p SODA's hub side, amount (SODA decimals), minimum xSODA, the staking hub wallet
 * @param stakingRouter the staking router
 * @returns the calls
 */
export function buildStakeCalls(
  p: { soda: MoneyMarketHubAsset; amount: bigint; minReceive: bigint; hubWallet: Address },
  stakingRouter: Address,
): ContractCall[] {
  const { hubAsset, vault, decimals } = p.soda;
  const amount18 = toVaultUnits(decimals, p.amount);
  const calls: ContractCall[] = [];
  if (hubAsset.toLowerCase() !== vault.toLowerCase()) {
    calls.push(
      c(hubAsset, encodeFunctionData({ abi: erc20Abi, functionName: "approve", args: [vault, p.amount] })),
      c(vault, encodeFunctionData({ abi: hubVaultAbi, functionName: "deposit", args: [hubAsset, p.amount] })),
    );
  }
  calls.push(
    c(vault, encodeFunctionData({ abi: erc20Abi, functionName: "approve", args: [stakingRouter, amount18] })),
    c(
      stakingRouter,
      encodeFunctionData({
        abi: stakingRouterAbi,
        functionName: "stake",
        args: [amount18, p.hubWallet, p.minReceive],
      }),
    ),
  );
  return calls;
}

/**
 * The unstake call list.
 *
 * @param p xSODA shares, the SODA they are worth (read from `xSoda.convertToAssets`), the hub wallet
 * @param contracts xSODA and staked SODA
 * @returns the calls
 */
export function buildUnstakeCalls(
  p: { shares: bigint; assets: bigint; hubWallet: Address },
  contracts: { xSoda: Address; stakedSoda: Address },
): ContractCall[] {
  return [
    c(
      contracts.xSoda,
      encodeFunctionData({
        abi: erc4626Abi,
        functionName: "redeem",
        args: [p.shares, p.hubWallet, p.hubWallet],
      }),
    ),
    c(
      contracts.stakedSoda,
      encodeFunctionData({ abi: stakedSodaAbi, functionName: "unstake", args: [p.hubWallet, p.assets] }),
    ),
  ];
}

/**
 * The claim call list.
 *
 * @param p the unstake request, its amount (18 decimals), SODA's hub side on the receiving chain, delivery
 * @param contracts staked SODA and the hub asset manager
 * @returns the calls
 */
export function buildClaimCalls(
  p: { requestId: bigint; amount: bigint; soda: MoneyMarketHubAsset; to: MoneyMarketDelivery },
  contracts: { stakedSoda: Address; hubAssetManager: Address },
): ContractCall[] {
  const { hubAsset, vault, decimals } = p.soda;
  return [
    c(
      contracts.stakedSoda,
      encodeFunctionData({ abi: stakedSodaAbi, functionName: "claim", args: [p.requestId] }),
    ),
    c(vault, encodeFunctionData({ abi: hubVaultAbi, functionName: "withdraw", args: [hubAsset, p.amount] })),
    buildDeliveryCall(hubAsset, fromVaultUnits(decimals, p.amount), p.to, contracts.hubAssetManager),
  ];
}

/**
 * The instant-unstake call list: xSODA is approved to the staking router, which swaps it for at least
 * `minAmount` SODA and delivers it to `dstAddress` on the chain of `dstRelayChainId`.
 *
 * @param p xSODA shares (18 decimals), the minimum SODA out, SODA's hub asset, the destination
 * @param contracts xSODA and the staking router
 * @returns the calls
 * @example Approve then unstake
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildInstantUnstakeCalls } from "./build_calls.ts";
 * const a = "0x1111111111111111111111111111111111111111" as const;
 * const calls = buildInstantUnstakeCalls(
 *   { amount: 10n, minAmount: 9n, sodaHubAsset: a, dstRelayChainId: 146n, dstAddress: a },
 *   { xSoda: a, stakingRouter: a },
 * );
 * assert.deepEqual(calls.map((c) => c.data.slice(0, 10)), ["0x095ea7b3", "0x2599d893"]);
 * ```
 */
export function buildInstantUnstakeCalls(
  p: { amount: bigint; minAmount: bigint; sodaHubAsset: Address; dstRelayChainId: bigint; dstAddress: Hex },
  contracts: { xSoda: Address; stakingRouter: Address },
): ContractCall[] {
  return [
    c(
      contracts.xSoda,
      encodeFunctionData({
        abi: erc20Abi,
        functionName: "approve",
        args: [contracts.stakingRouter, p.amount],
      }),
    ),
    c(
      contracts.stakingRouter,
      encodeFunctionData({
        abi: stakingRouterAbi,
        functionName: "unstake",
        args: [p.amount, p.minAmount, p.sodaHubAsset, p.dstRelayChainId, p.dstAddress],
      }),
    ),
  ];
}

/**
 * The cancel-unstake call list: the request is cancelled and its SODA (`amount`, read from the request) is
 * deposited into xSODA again for the hub wallet.
 *
 * @param p the request id, its amount (18 decimals), the hub wallet
 * @param contracts xSODA and staked SODA
 * @returns the calls
 * @example Cancel, approve, deposit
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildCancelUnstakeCalls } from "./build_calls.ts";
 * const a = "0x1111111111111111111111111111111111111111" as const;
 * const calls = buildCancelUnstakeCalls({ requestId: 1n, amount: 5n, hubWallet: a }, { xSoda: a, stakedSoda: a });
 * assert.deepEqual(calls.map((c) => c.data.slice(0, 10)), ["0x540df83c", "0x095ea7b3", "0x6e553f65"]);
 * ```
 */
export function buildCancelUnstakeCalls(
  p: { requestId: bigint; amount: bigint; hubWallet: Address },
  contracts: { xSoda: Address; stakedSoda: Address },
): ContractCall[] {
  return [
    c(
      contracts.stakedSoda,
      encodeFunctionData({ abi: stakedSodaAbi, functionName: "cancelUnstakeRequest", args: [p.requestId] }),
    ),
    c(
      contracts.stakedSoda,
      encodeFunctionData({ abi: erc20Abi, functionName: "approve", args: [contracts.xSoda, p.amount] }),
    ),
    c(
      contracts.xSoda,
      encodeFunctionData({ abi: erc4626Abi, functionName: "deposit", args: [p.amount, p.hubWallet] }),
    ),
  ];
}
