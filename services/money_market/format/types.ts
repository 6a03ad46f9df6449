/**
 * The raw (on-chain precision) money-market reserve data the formatters read: `UiPoolDataProviderV3
 * .getReservesData(provider)` decoded (v3.2 layout, see `core/abis/ui_pool_data_provider.ts`).
 *
 * @example A reserves-data value
 * ```ts
 * import assert from "node:assert/strict";
 * import type { ReservesData } from "./types.ts";
 * const data: ReservesData = {
 *   reserves: [],
 *   baseCurrency: {
 *     marketReferenceCurrencyUnit: 10n ** 8n, marketReferenceCurrencyPriceInUsd: 10n ** 8n,
 *     networkBaseTokenPriceInUsd: 5n * 10n ** 7n, networkBaseTokenPriceDecimals: 8,
 *   },
 * };
 * assert.equal(data.reserves.length, 0);
 * ```
 * @module
 */
import type { Address } from "viem";

/** One reserve of `getReservesData` (field names and precisions as in `IUiPoolDataProviderV3` v3.2). */
export interface AggregatedReserveData {
  /** The reserve asset (on this hub: a vault token, or bnUSD). */
  underlyingAsset: Address;
  /** ERC-20 name. */
  name: string;
  /** ERC-20 symbol. */
  symbol: string;
  /** Token decimals. */
  decimals: bigint;
  /** Loan-to-value (basis points). */
  baseLTVasCollateral: bigint;
  /** Liquidation threshold (basis points; 0: not collateral). */
  reserveLiquidationThreshold: bigint;
  /** Liquidation bonus (basis points, 10500 = 5% bonus). */
  reserveLiquidationBonus: bigint;
  /** Reserve factor (basis points). */
  reserveFactor: bigint;
  /** Whether the reserve can be collateral. */
  usageAsCollateralEnabled: boolean;
  /** Whether it can be borrowed. */
  borrowingEnabled: boolean;
  /** Whether it is active. */
  isActive: boolean;
  /** Whether it is frozen (no new supply or borrow). */
  isFrozen: boolean;
  /** Supply index at the last update (ray). */
  liquidityIndex: bigint;
  /** Borrow index at the last update (ray). */
  variableBorrowIndex: bigint;
  /** Supply rate, annual (ray). */
  liquidityRate: bigint;
  /** Variable borrow rate, annual (ray). */
  variableBorrowRate: bigint;
  /** Last index update (unix seconds). */
  lastUpdateTimestamp: number;
  /** The aToken. */
  aTokenAddress: Address;
  /** The variable debt token. */
  variableDebtTokenAddress: Address;
  /** The interest rate strategy. */
  interestRateStrategyAddress: Address;
  /** Unborrowed liquidity (token base units). */
  availableLiquidity: bigint;
  /** Total scaled variable debt (token base units, scaled by the borrow index). */
  totalScaledVariableDebt: bigint;
  /** Price of one whole token in the market reference currency (its decimals). */
  priceInMarketReferenceCurrency: bigint;
  /** The price source. */
  priceOracle: Address;
  /** Rate slope below the optimal usage (ray). */
  variableRateSlope1: bigint;
  /** Rate slope above the optimal usage (ray). */
  variableRateSlope2: bigint;
  /** Base variable borrow rate (ray). */
  baseVariableBorrowRate: bigint;
  /** Optimal usage ratio (ray). */
  optimalUsageRatio: bigint;
  /** Whether it is paused. */
  isPaused: boolean;
  /** Whether borrowing it is siloed. */
  isSiloedBorrowing: boolean;
  /** Scaled treasury accrual. */
  accruedToTreasury: bigint;
  /** Unbacked aTokens (bridging). */
  unbacked: bigint;
  /** Isolation-mode debt (debt-ceiling decimals). */
  isolationModeTotalDebt: bigint;
  /** Whether flash loans are enabled. */
  flashLoanEnabled: boolean;
  /** Isolation-mode debt ceiling (0: not isolated). */
  debtCeiling: bigint;
  /** Decimals of the debt ceiling. */
  debtCeilingDecimals: bigint;
  /** Borrow cap (whole tokens; 0: none). */
  borrowCap: bigint;
  /** Supply cap (whole tokens; 0: none). */
  supplyCap: bigint;
  /** Whether it can be borrowed in isolation mode. */
  borrowableInIsolation: boolean;
  /** Whether virtual accounting is on (v3.1). */
  virtualAccActive: boolean;
  /** Virtual underlying balance (token base units, v3.1). */
  virtualUnderlyingBalance: bigint;
}

/** The pool's market reference currency (`BaseCurrencyInfo`). */
export interface BaseCurrencyInfo {
  /** One unit of the reference currency (a power of ten: `1e8` = 8 decimals). */
  marketReferenceCurrencyUnit: bigint;
  /** USD price of one reference unit (8 decimals, Chainlink USD feeds). */
  marketReferenceCurrencyPriceInUsd: bigint;
  /** USD price of the network's base token (`networkBaseTokenPriceDecimals`). */
  networkBaseTokenPriceInUsd: bigint;
  /** Decimals of `networkBaseTokenPriceInUsd`. */
  networkBaseTokenPriceDecimals: number;
}

/** `getReservesData` decoded: every reserve plus the base currency. */
export interface ReservesData {
  /** The reserves, in the pool's reserve order. */
  reserves: AggregatedReserveData[];
  /** The market reference currency. */
  baseCurrency: BaseCurrencyInfo;
}

/** Decimals of USD prices (`marketReferenceCurrencyPriceInUsd`), as in Aave's feeds and math utilities. */
export const USD_DECIMALS = 8;
