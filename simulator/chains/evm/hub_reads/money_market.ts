/**
 * Money-market reads: the pool's reserve list, the UI data provider's user reserves (deterministic per user) and
 * its reserve data (deterministic per reserve: plausible symbols, USD prices, LTVs, utilisation, rates and indexes,
 * all updated at {@link SIM_RESERVES_TIMESTAMP}; the market reference currency is USD with 8 decimals).
 * @module
 */
import { type Address, decodeFunctionData, encodeAbiParameters, toFunctionSelector } from "viem";
import { aavePoolAbi } from "../../../../core/abis/aave_pool.ts";
import { uiPoolDataProviderAbi } from "../../../../core/abis/ui_pool_data_provider.ts";
import type { ReadHandlers } from "./types.ts";
import { decodeOrRevert } from "./_util.ts";
import { SIM_POOL_RESERVES, simReservesData, simUserReserves } from "../../../state/seed/money_market.ts";

/**
 * `getReservesList()`, `getUserReservesData(provider, user)` and `getReservesData(provider)`; on the hub the last
 * two answer from the positions store (`ctx.positions`), which follows delivered money-market writes.
 */
export const moneyMarketReads: ReadHandlers = {
  [toFunctionSelector(aavePoolAbi[4])]: () =>
    encodeAbiParameters([{ type: "address[]" }], [SIM_POOL_RESERVES]),
  [toFunctionSelector(uiPoolDataProviderAbi[0])]: (ctx, _to, data) => {
    const { args } = decodeOrRevert(() => decodeFunctionData({ abi: uiPoolDataProviderAbi, data }));
    const user = args[1] as Address;
    const rows = ctx.positions?.moneyMarket.userReserves(user) ?? simUserReserves(user);
    return encodeAbiParameters(uiPoolDataProviderAbi[0].outputs, [rows, 0]);
  },
  [toFunctionSelector(uiPoolDataProviderAbi[1])]: (ctx, _to, data) => {
    decodeOrRevert(() => decodeFunctionData({ abi: uiPoolDataProviderAbi, data }));
    const positions = ctx.positions;
    const reserves = positions?.moneyMarket.reservesData((a) => positions.priceOf(a)) ?? simReservesData();
    return encodeAbiParameters(uiPoolDataProviderAbi[1].outputs, reserves);
  },
};
