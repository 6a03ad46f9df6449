/**
 * Aave v3 `Pool` ABI subset beyond `aave_pool.ts`: the single-reserve reads and the two hub-wallet writes that need
 * no token transfer.
 *
 * Provenance: the public Aave v3 interface `IPool` (aave-dao/aave-v3-origin `src/contracts/interfaces/IPool.sol`);
 * the platform's SDK (icon-project/sodax-sdks `packages/sdk/src/shared/abis/pool.abi.ts`) decodes the same
 * shapes (`ReserveDataLegacy` with 15 fields). Exact signatures encoded here:
 *
 * - `getReserveData(address asset) view returns (ReserveDataLegacy)` — selector `0x35ea6a75`
 * - `getReserveNormalizedIncome(address asset) view returns (uint256)` — selector `0xd15e0053`
 * - `setUserUseReserveAsCollateral(address asset, bool useAsCollateral)` — selector `0x5a3b74b9`
 * - `repayWithATokens(address asset, uint256 amount, uint256 interestRateMode) returns (uint256)` — selector
 *   `0x2dad97d4`
 *
 * @example Check the selectors
 * ```ts
 * import assert from "node:assert/strict";
 * import { toFunctionSelector } from "viem";
 * import { aavePoolReserveAbi } from "./aave_pool_reserve.ts";
 * assert.deepEqual(aavePoolReserveAbi.map((f) => toFunctionSelector(f)), [
 *   "0x35ea6a75", "0xd15e0053", "0x5a3b74b9", "0x2dad97d4",
 * ]);
 * ```
 * @module
 */

/** The components of `DataTypes.ReserveDataLegacy` (what `Pool.getReserveData` returns). */
export const RESERVE_DATA_LEGACY_COMPONENTS = [
  { name: "configuration", type: "uint256" },
  { name: "liquidityIndex", type: "uint128" },
  { name: "currentLiquidityRate", type: "uint128" },
  { name: "variableBorrowIndex", type: "uint128" },
  { name: "currentVariableBorrowRate", type: "uint128" },
  { name: "currentStableBorrowRate", type: "uint128" },
  { name: "lastUpdateTimestamp", type: "uint40" },
  { name: "id", type: "uint16" },
  { name: "aTokenAddress", type: "address" },
  { name: "stableDebtTokenAddress", type: "address" },
  { name: "variableDebtTokenAddress", type: "address" },
  { name: "interestRateStrategyAddress", type: "address" },
  { name: "accruedToTreasury", type: "uint128" },
  { name: "unbacked", type: "uint128" },
  { name: "isolationModeTotalDebt", type: "uint128" },
] as const;

/** The single-reserve reads and the collateral and aToken-repay writes of the Aave v3 pool. */
export const aavePoolReserveAbi = [
  {
    type: "function",
    name: "getReserveData",
    stateMutability: "view",
    inputs: [{ name: "asset", type: "address" }],
    outputs: [{ name: "", type: "tuple", components: RESERVE_DATA_LEGACY_COMPONENTS }],
  },
  {
    type: "function",
    name: "getReserveNormalizedIncome",
    stateMutability: "view",
    inputs: [{ name: "asset", type: "address" }],
    outputs: [{ name: "", type: "uint256" }],
  },
  {
    type: "function",
    name: "setUserUseReserveAsCollateral",
    stateMutability: "nonpayable",
    inputs: [{ name: "asset", type: "address" }, { name: "useAsCollateral", type: "bool" }],
    outputs: [],
  },
  {
    type: "function",
    name: "repayWithATokens",
    stateMutability: "nonpayable",
    inputs: [
      { name: "asset", type: "address" },
      { name: "amount", type: "uint256" },
      { name: "interestRateMode", type: "uint256" },
    ],
    outputs: [{ name: "", type: "uint256" }],
  },
] as const;
