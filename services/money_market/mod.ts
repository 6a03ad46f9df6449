/**
 * The money-market service: supply, borrow, withdraw, repay, allowance and approval, reserve and position reads,
 * reserve data (raw, humanized, in USD) and a user's summary (health factor, LTV, available borrows).
 *
 * @example Encode a supply call list offline
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildSupplyCalls } from "./mod.ts";
 * const v = "0x1111111111111111111111111111111111111111" as const;
 * const calls = buildSupplyCalls({ asset: { hubAsset: v, vault: v, decimals: 18 }, amount: 1n, onBehalfOf: v }, {
 *   lendingPool: v, bnUSD: v, bnUSDVault: v, hubAssetManager: v,
 * });
 * assert.ok(calls[1].data.startsWith("0x617ba037"));
 * ```
 * @module
 */
export { type MoneyMarketAllowanceParams, MoneyMarketService } from "./service.ts";
export {
  contractsOf,
  type MoneyMarketAction,
  type MoneyMarketParams,
  runMoneyMarketAction,
} from "./actions.ts";
export {
  buildBorrowCalls,
  buildDeliveryCall,
  buildRepayCalls,
  buildSupplyCalls,
  buildWithdrawCalls,
  type MoneyMarketContracts,
  type MoneyMarketDelivery,
  type MoneyMarketHubAsset,
} from "./build_calls.ts";
export {
  getReservesList,
  getUserPositions,
  type MoneyMarketPosition,
  type MoneyMarketPositions,
} from "./reads.ts";
export { type MoneyMarketAsset, resolveMoneyMarketToken } from "./tokens.ts";
export { getReservesData, getReservesHumanized, getReservesUSD, getUserSummary } from "./reserves_data.ts";
export {
  type AggregatedReserveData,
  type BaseCurrencyHumanized,
  type BaseCurrencyInfo,
  formatReservesUSD,
  formatUserSummary,
  humanizeReserves,
  rateToApy,
  type ReserveHumanized,
  type ReservesData,
  type ReservesHumanized,
  type ReservesUSD,
  type ReserveUSD,
  type UserReserveSummary,
  type UserSummary,
  type UserSummaryRequest,
} from "./format/mod.ts";
export {
  type EModeCategory,
  type EModeData,
  type EModeDataHumanized,
  getEModes,
  getEModesHumanized,
  humanizeEModes,
} from "./emodes.ts";
export {
  type Erc20Token,
  getATokenData,
  getBnusdFacilitatorBucket,
  getReserveData,
  getReserveNormalizedIncome,
  type MoneyMarketReadOptions,
  type ReserveDataLegacy,
} from "./reserve_reads.ts";
export {
  repayWithATokens,
  type RepayWithATokensParams,
  type SetCollateralParams,
  setUserUseReserveAsCollateral,
} from "./reserve_writes.ts";
export { buildRepayWithATokensCalls, buildSetCollateralCalls } from "./build_reserve_calls.ts";
export type {
  MoneyMarketEncodeBorrowParams,
  MoneyMarketEncodeRepayParams,
  MoneyMarketEncodeRepayWithATokensParams,
  MoneyMarketEncodeSupplyParams,
  MoneyMarketEncodeWithdrawParams,
} from "./pool_calls.ts";
export type { ReadDeps as MoneyMarketReadDeps } from "./reserve_reads.ts";
