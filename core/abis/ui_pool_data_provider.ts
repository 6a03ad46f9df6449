/**
 * Aave v3 `UiPoolDataProviderV3` ABI subset: the per-user reserve read and the reserve-data read of the money
 * market.
 *
 * Provenance: the public Aave periphery interface `IUiPoolDataProviderV3` as of v3.2 (aave/aave-v3-origin
 * `src/contracts/helpers/interfaces/IUiPoolDataProviderV3.sol`, where stable-rate fields were removed and the
 * per-reserve e-mode fields moved to `getEModes`). The platform's SDK (icon-project/sodax-sdks
 * `packages/sdk/src/moneyMarket/MoneyMarketTypes.ts` `AggregatedReserveData`, `BaseCurrencyInfo`) decodes the same
 * v3.2 layout: it ends with `virtualAccActive, virtualUnderlyingBalance` (no v3.3 `deficit`).
 *
 * - `getUserReservesData(address provider, address user) view returns ((address underlyingAsset, uint256
 *   scaledATokenBalance, bool usageAsCollateralEnabledOnUser, uint256 scaledVariableDebt)[], uint8)` — selector
 *   `0x51974cc0`; the `uint8` is the user's e-mode category.
 * - `getReservesData(address provider) view returns (AggregatedReserveData[], BaseCurrencyInfo)` — selector
 *   `0xec489c21`.
 *
 * `provider` is the `PoolAddressesProvider`.
 *
 * @example Check the selectors
 * ```ts
 * import assert from "node:assert/strict";
 * import { toFunctionSelector } from "viem";
 * import { uiPoolDataProviderAbi } from "./ui_pool_data_provider.ts";
 * assert.equal(toFunctionSelector(uiPoolDataProviderAbi[0]), "0x51974cc0");
 * assert.equal(toFunctionSelector(uiPoolDataProviderAbi[1]), "0xec489c21");
 * ```
 * @module
 */

/** The components of `UserReserveData` (v3.2+). */
export const USER_RESERVE_DATA_COMPONENTS = [
  { name: "underlyingAsset", type: "address" },
  { name: "scaledATokenBalance", type: "uint256" },
  { name: "usageAsCollateralEnabledOnUser", type: "bool" },
  { name: "scaledVariableDebt", type: "uint256" },
] as const;

/**
 * The components of `AggregatedReserveData` (v3.2 layout, 41 fields). Percentages (`baseLTVasCollateral`,
 * `reserveLiquidationThreshold`, `reserveLiquidationBonus`, `reserveFactor`) are basis points (1e4 = 100%); indexes
 * and rates are rays (1e27); caps are whole tokens.
 */
export const AGGREGATED_RESERVE_DATA_COMPONENTS = [
  { name: "underlyingAsset", type: "address" },
  { name: "name", type: "string" },
  { name: "symbol", type: "string" },
  { name: "decimals", type: "uint256" },
  { name: "baseLTVasCollateral", type: "uint256" },
  { name: "reserveLiquidationThreshold", type: "uint256" },
  { name: "reserveLiquidationBonus", type: "uint256" },
  { name: "reserveFactor", type: "uint256" },
  { name: "usageAsCollateralEnabled", type: "bool" },
  { name: "borrowingEnabled", type: "bool" },
  { name: "isActive", type: "bool" },
  { name: "isFrozen", type: "bool" },
  { name: "liquidityIndex", type: "uint128" },
  { name: "variableBorrowIndex", type: "uint128" },
  { name: "liquidityRate", type: "uint128" },
  { name: "variableBorrowRate", type: "uint128" },
  { name: "lastUpdateTimestamp", type: "uint40" },
  { name: "aTokenAddress", type: "address" },
  { name: "variableDebtTokenAddress", type: "address" },
  { name: "interestRateStrategyAddress", type: "address" },
  { name: "availableLiquidity", type: "uint256" },
  { name: "totalScaledVariableDebt", type: "uint256" },
  { name: "priceInMarketReferenceCurrency", type: "uint256" },
  { name: "priceOracle", type: "address" },
  { name: "variableRateSlope1", type: "uint256" },
  { name: "variableRateSlope2", type: "uint256" },
  { name: "baseVariableBorrowRate", type: "uint256" },
  { name: "optimalUsageRatio", type: "uint256" },
  { name: "isPaused", type: "bool" },
  { name: "isSiloedBorrowing", type: "bool" },
  { name: "accruedToTreasury", type: "uint128" },
  { name: "unbacked", type: "uint128" },
  { name: "isolationModeTotalDebt", type: "uint128" },
  { name: "flashLoanEnabled", type: "bool" },
  { name: "debtCeiling", type: "uint256" },
  { name: "debtCeilingDecimals", type: "uint256" },
  { name: "borrowCap", type: "uint256" },
  { name: "supplyCap", type: "uint256" },
  { name: "borrowableInIsolation", type: "bool" },
  { name: "virtualAccActive", type: "bool" },
  { name: "virtualUnderlyingBalance", type: "uint128" },
] as const;

/**
 * The components of `BaseCurrencyInfo`: the market reference currency (its unit, e.g. `1e8` for USD with 8
 * decimals, and its USD price with 8 decimals) and the network base token's USD price.
 */
export const BASE_CURRENCY_INFO_COMPONENTS = [
  { name: "marketReferenceCurrencyUnit", type: "uint256" },
  { name: "marketReferenceCurrencyPriceInUsd", type: "int256" },
  { name: "networkBaseTokenPriceInUsd", type: "int256" },
  { name: "networkBaseTokenPriceDecimals", type: "uint8" },
] as const;

/** `getUserReservesData` (index 0) and `getReservesData` (index 1) of the UI pool data provider. */
export const uiPoolDataProviderAbi = [
  {
    type: "function",
    name: "getUserReservesData",
    stateMutability: "view",
    inputs: [
      { name: "provider", type: "address" },
      { name: "user", type: "address" },
    ],
    outputs: [
      { name: "", type: "tuple[]", components: USER_RESERVE_DATA_COMPONENTS },
      { name: "", type: "uint8" },
    ],
  },
  {
    type: "function",
    name: "getReservesData",
    stateMutability: "view",
    inputs: [{ name: "provider", type: "address" }],
    outputs: [
      { name: "", type: "tuple[]", components: AGGREGATED_RESERVE_DATA_COMPONENTS },
      { name: "", type: "tuple", components: BASE_CURRENCY_INFO_COMPONENTS },
    ],
  },
] as const;
