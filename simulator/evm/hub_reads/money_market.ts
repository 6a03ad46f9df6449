/**
 * Money-market reads: the pool's reserve list and the UI data provider's user reserves, deterministic per user.
 * @module
 */
import { type Address, decodeFunctionData, encodeAbiParameters, getAddress, toFunctionSelector } from "viem";
import { aavePoolAbi } from "../../../chains/evm/abis/aave_pool.ts";
import { uiPoolDataProviderAbi } from "../../../chains/evm/abis/ui_pool_data_provider.ts";
import { DEFAULT_CLIENT_CONFIG } from "../../../core/config/default_config.ts";
import type { ReadHandlers } from "./types.ts";
import { decodeOrRevert, pick } from "./_util.ts";

/** The simulated pool's reserves: the packaged `moneyMarket.supportedReserveAssets`, deduplicated. */
export const SIM_RESERVES: readonly Address[] = [
  ...new Map(
    DEFAULT_CLIENT_CONFIG.moneyMarket.supportedReserveAssets.map((a) => [a.toLowerCase(), getAddress(a)]),
  ).values(),
];

/**
 * The simulated user reserves of a hub wallet: every reserve, with a supply of 0..999 whole units (1e18) chosen by
 * `keccak256("{user}:{reserve}:supply")` and a debt of a third of it on every third reserve; all count as collateral.
 */
export function simUserReserves(user: Address): {
  underlyingAsset: Address;
  scaledATokenBalance: bigint;
  usageAsCollateralEnabledOnUser: boolean;
  scaledVariableDebt: bigint;
}[] {
  return SIM_RESERVES.map((reserve, i) => {
    const supplied = pick(`${user.toLowerCase()}:${reserve.toLowerCase()}:supply`, 1000n) * 10n ** 18n;
    return {
      underlyingAsset: reserve,
      scaledATokenBalance: supplied,
      usageAsCollateralEnabledOnUser: true,
      scaledVariableDebt: i % 3 === 0 ? supplied / 3n : 0n,
    };
  });
}

/** `getReservesList()` and `getUserReservesData(provider, user)`. */
export const moneyMarketReads: ReadHandlers = {
  [toFunctionSelector(aavePoolAbi[4])]: () => encodeAbiParameters([{ type: "address[]" }], [SIM_RESERVES]),
  [toFunctionSelector(uiPoolDataProviderAbi[0])]: (_ctx, _to, data) => {
    const { args } = decodeOrRevert(() => decodeFunctionData({ abi: uiPoolDataProviderAbi, data }));
    return encodeAbiParameters(uiPoolDataProviderAbi[0].outputs, [simUserReserves(args[1]), 0]);
  },
};
