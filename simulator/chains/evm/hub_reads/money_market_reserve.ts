/**
 * The money market's single-reserve reads and its token metadata, from the pool's own reserve state (the positions
 * store when the hub has one, so delivered writes move them; else the seeded reserves):
 *
 * - `Pool.getReserveData(asset)`: the `ReserveDataLegacy` struct — the configuration bitmap packed as Aave's
 *   `ReserveConfiguration` packs it (LTV bits 0-15, liquidation threshold 16-31, bonus 32-47, decimals 48-55,
 *   active 56, frozen 57, borrowing 58, paused 60, borrowable in isolation 61, siloed 62, flash loans 63, reserve
 *   factor 64-79, borrow cap 80-115, supply cap 116-151, debt ceiling 212-251, virtual accounting 252), the stored
 *   indexes, rates and update time, `id` the reserve's index in the list, its aToken and debt token; an unknown
 *   asset answers the all-zero struct, as the pool does;
 * - `Pool.getReserveNormalizedIncome(asset)`: the liquidity index accrued linearly at the liquidity rate from the
 *   last update to the block time (0 for an unknown asset);
 * - `UiPoolDataProvider.getEModes(provider)`: the seeded categories (`simEModes`);
 * - `name()` / `symbol()` of a reserve's aToken (`Aave Sonic <symbol>` / `aSon<symbol>`) and of the reserve itself
 *   (its seeded name and symbol); any other callee answers `0x` (no such function).
 *
 * These answer only when called on the pool (resp. the UI data provider) of the packaged configuration.
 *
 * @example The normalized income of a reserve never falls below its stored index
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeFunctionResult, encodeFunctionData } from "viem";
 * import { aavePoolReserveAbi } from "../../../../core/abis/aave_pool_reserve.ts";
 * import { DEFAULT_CLIENT_CONFIG } from "../../../../core/config/default_config.ts";
 * import { SIM_RESERVES } from "../../../state/seed/money_market.ts";
 * import { READ_HANDLERS } from "./mod.ts";
 * const pool = DEFAULT_CLIENT_CONFIG.moneyMarket.lendingPool as `0x${string}`;
 * const ctx = { hubChainId: 146n, balance: 0n, nowMs: 1_800_000_000_000 };
 * const call = (functionName: "getReserveData" | "getReserveNormalizedIncome") => {
 *   const data = encodeFunctionData({ abi: aavePoolReserveAbi, functionName, args: [SIM_RESERVES[0]] });
 *   const out = READ_HANDLERS.get(data.slice(0, 10))!(ctx, pool, data);
 *   return decodeFunctionResult({ abi: aavePoolReserveAbi, functionName, data: out });
 * };
 * const reserve = call("getReserveData") as { liquidityIndex: bigint };
 * assert.ok((call("getReserveNormalizedIncome") as bigint) > reserve.liquidityIndex);
 * ```
 * @module
 */
import {
  type Address,
  decodeFunctionData,
  encodeAbiParameters,
  type Hex,
  toFunctionSelector,
  zeroAddress,
} from "viem";
import { aavePoolReserveAbi } from "../../../../core/abis/aave_pool_reserve.ts";
import { erc20MetadataAbi } from "../../../../core/abis/erc20_metadata.ts";
import { uiPoolEModesAbi } from "../../../../core/abis/ui_pool_emodes.ts";
import { DEFAULT_CLIENT_CONFIG } from "../../../../core/config/default_config.ts";
import { simReservesData } from "../../../state/seed/money_market.ts";
import { simEModes } from "../../../state/seed/money_market_emodes.ts";
import { accrueLiquidityIndex } from "../../../state/positions/ray_math.ts";
import type { EthCallContext, ReadHandlers } from "./types.ts";
import { decodeOrRevert, matches } from "./_util.ts";

const POOL = DEFAULT_CLIENT_CONFIG.moneyMarket.lendingPool as Address;
const UI_PROVIDER = DEFAULT_CLIENT_CONFIG.moneyMarket.uiPoolDataProvider as Address;

type Reserve = ReturnType<typeof simReservesData>[0][number];

function reserves(ctx: EthCallContext): readonly Reserve[] {
  return (ctx.positions?.moneyMarket.reservesData() ?? simReservesData())[0];
}

function findReserve(ctx: EthCallContext, asset: string): { reserve: Reserve; id: number } | undefined {
  const list = reserves(ctx);
  const id = list.findIndex((r) => r.underlyingAsset.toLowerCase() === asset.toLowerCase());
  return id < 0 ? undefined : { reserve: list[id]!, id };
}

/**
 * The `ReserveConfiguration` bitmap of a reserve.
 *
 * @param r the reserve's data
 * @returns the packed configuration
 */
export function reserveConfiguration(r: Reserve): bigint {
  const flag = (on: boolean, bit: bigint) => (on ? 1n << bit : 0n);
  return r.baseLTVasCollateral | (r.reserveLiquidationThreshold << 16n) | (r.reserveLiquidationBonus << 32n) |
    (r.decimals << 48n) | flag(r.isActive, 56n) | flag(r.isFrozen, 57n) | flag(r.borrowingEnabled, 58n) |
    flag(r.isPaused, 60n) | flag(r.borrowableInIsolation, 61n) | flag(r.isSiloedBorrowing, 62n) |
    flag(r.flashLoanEnabled, 63n) | (r.reserveFactor << 64n) | (r.borrowCap << 80n) | (r.supplyCap << 116n) |
    (r.debtCeiling << 212n) | flag(r.virtualAccActive, 252n);
}

function reserveDataLegacy(found: { reserve: Reserve; id: number } | undefined) {
  const r = found?.reserve;
  return {
    configuration: r === undefined ? 0n : reserveConfiguration(r),
    liquidityIndex: r?.liquidityIndex ?? 0n,
    currentLiquidityRate: r?.liquidityRate ?? 0n,
    variableBorrowIndex: r?.variableBorrowIndex ?? 0n,
    currentVariableBorrowRate: r?.variableBorrowRate ?? 0n,
    currentStableBorrowRate: 0n,
    lastUpdateTimestamp: r?.lastUpdateTimestamp ?? 0,
    id: found?.id ?? 0,
    aTokenAddress: r?.aTokenAddress ?? zeroAddress,
    stableDebtTokenAddress: zeroAddress,
    variableDebtTokenAddress: r?.variableDebtTokenAddress ?? zeroAddress,
    interestRateStrategyAddress: r?.interestRateStrategyAddress ?? zeroAddress,
    accruedToTreasury: r?.accruedToTreasury ?? 0n,
    unbacked: r?.unbacked ?? 0n,
    isolationModeTotalDebt: r?.isolationModeTotalDebt ?? 0n,
  };
}

function tokenText(ctx: EthCallContext, to: Address | undefined, field: "name" | "symbol"): Hex {
  if (to === undefined) return "0x";
  for (const r of reserves(ctx)) {
    if (matches(r.aTokenAddress, to)) {
      return encodeAbiParameters([{ type: "string" }], [
        field === "name" ? `Aave Sonic ${r.symbol}` : `aSon${r.symbol}`,
      ]);
    }
    if (matches(r.underlyingAsset, to)) return encodeAbiParameters([{ type: "string" }], [r[field]]);
  }
  return "0x";
}

/** `getReserveData`, `getReserveNormalizedIncome`, `getEModes`, and `name` / `symbol` of aTokens and reserves. */
export const moneyMarketReserveReads: ReadHandlers = {
  [toFunctionSelector(aavePoolReserveAbi[0])]: (ctx, to, data) => {
    const { args } = decodeOrRevert(() => decodeFunctionData({ abi: aavePoolReserveAbi, data }));
    if (to === undefined || !matches(POOL, to)) return "0x";
    const out = reserveDataLegacy(findReserve(ctx, String(args[0])));
    return encodeAbiParameters(aavePoolReserveAbi[0].outputs, [out]);
  },
  [toFunctionSelector(aavePoolReserveAbi[1])]: (ctx, to, data) => {
    const { args } = decodeOrRevert(() => decodeFunctionData({ abi: aavePoolReserveAbi, data }));
    if (to === undefined || !matches(POOL, to)) return "0x";
    const r = findReserve(ctx, String(args[0]))?.reserve;
    if (r === undefined) return encodeAbiParameters([{ type: "uint256" }], [0n]);
    const now = ctx.nowMs === undefined ? r.lastUpdateTimestamp : Math.floor(ctx.nowMs / 1000);
    const dt = BigInt(now - r.lastUpdateTimestamp);
    return encodeAbiParameters([{ type: "uint256" }], [
      accrueLiquidityIndex(r.liquidityIndex, r.liquidityRate, dt),
    ]);
  },
  [toFunctionSelector(uiPoolEModesAbi[0])]: (_ctx, to, data) => {
    decodeOrRevert(() => decodeFunctionData({ abi: uiPoolEModesAbi, data }));
    if (to === undefined || !matches(UI_PROVIDER, to)) return "0x";
    return encodeAbiParameters(uiPoolEModesAbi[0].outputs, [simEModes()]);
  },
  [toFunctionSelector(erc20MetadataAbi[0])]: (ctx, to) => tokenText(ctx, to, "name"),
  [toFunctionSelector(erc20MetadataAbi[1])]: (ctx, to) => tokenText(ctx, to, "symbol"),
};
