/**
 * A fixed reserve and base currency for the formatters' doc examples: an 18-decimal token at 2 reference units
 * (USD, 8 decimals), 75% LTV, 80% liquidation threshold, indexes of exactly 1, 4% supply and 5% borrow rates,
 * 1000 tokens unborrowed and 500 borrowed, last updated at t = 1_000.
 * @module
 */
import type { AggregatedReserveData, BaseCurrencyInfo } from "./types.ts";

const RAY = 10n ** 27n;
const A = "0x1111111111111111111111111111111111111111" as const;

/** The example reserve. */
export const SIM_RESERVE_EXAMPLE: AggregatedReserveData = {
  underlyingAsset: A,
  name: "Example",
  symbol: "EXM",
  decimals: 18n,
  baseLTVasCollateral: 7500n,
  reserveLiquidationThreshold: 8000n,
  reserveLiquidationBonus: 10500n,
  reserveFactor: 1000n,
  usageAsCollateralEnabled: true,
  borrowingEnabled: true,
  isActive: true,
  isFrozen: false,
  liquidityIndex: RAY,
  variableBorrowIndex: RAY,
  liquidityRate: (RAY * 4n) / 100n,
  variableBorrowRate: (RAY * 5n) / 100n,
  lastUpdateTimestamp: 1_000,
  aTokenAddress: A,
  variableDebtTokenAddress: A,
  interestRateStrategyAddress: A,
  availableLiquidity: 1000n * 10n ** 18n,
  totalScaledVariableDebt: 500n * 10n ** 18n,
  priceInMarketReferenceCurrency: 200_000_000n,
  priceOracle: A,
  variableRateSlope1: (RAY * 4n) / 100n,
  variableRateSlope2: (RAY * 60n) / 100n,
  baseVariableBorrowRate: 0n,
  optimalUsageRatio: (RAY * 80n) / 100n,
  isPaused: false,
  isSiloedBorrowing: false,
  accruedToTreasury: 0n,
  unbacked: 0n,
  isolationModeTotalDebt: 0n,
  flashLoanEnabled: true,
  debtCeiling: 0n,
  debtCeilingDecimals: 2n,
  borrowCap: 0n,
  supplyCap: 0n,
  borrowableInIsolation: false,
  virtualAccActive: true,
  virtualUnderlyingBalance: 1000n * 10n ** 18n,
};

/** The example base currency: USD with 8 decimals at $1. */
export const EXAMPLE_BASE_CURRENCY: BaseCurrencyInfo = {
  marketReferenceCurrencyUnit: 100_000_000n,
  marketReferenceCurrencyPriceInUsd: 100_000_000n,
  networkBaseTokenPriceInUsd: 50_000_000n,
  networkBaseTokenPriceDecimals: 8,
};
