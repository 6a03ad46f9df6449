/**
 * The money-market service: supply, borrow, withdraw, repay, allowance and approval, reserve and position reads.
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
