/**
 * Aave v3 `UiPoolDataProviderV3` ABI subset: the per-user reserve read of the money market.
 *
 * Provenance: the public Aave periphery interface `IUiPoolDataProviderV3` as of v3.2+ (aave-dao/aave-v3-origin
 * `src/contracts/helpers/interfaces/IUiPoolDataProviderV3.sol`, where stable-rate fields were removed). Exact
 * signature: `getUserReservesData(address provider, address user) view returns ((address underlyingAsset,
 * uint256 scaledATokenBalance, bool usageAsCollateralEnabledOnUser, uint256 scaledVariableDebt)[], uint8)` —
 * selector `0x51974cc0`. `provider` is the `PoolAddressesProvider`; the `uint8` is the user's e-mode category.
 *
 * @example Check the selector
 * ```ts
 * import assert from "node:assert/strict";
 * import { toFunctionSelector } from "viem";
 * import { uiPoolDataProviderAbi } from "./ui_pool_data_provider.ts";
 * assert.ok(toFunctionSelector(uiPoolDataProviderAbi[0]) === "0x51974cc0");
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

/** `getUserReservesData` of the UI pool data provider. */
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
] as const;
