/**
 * Aave v3.2 `UiPoolDataProviderV3.getEModes` ABI: every e-mode category of a pool.
 *
 * Provenance: aave-dao/aave-v3-origin `src/contracts/helpers/interfaces/IUiPoolDataProviderV3.sol` (`Emode`,
 * `DataTypes.EModeCategory` with the v3.2 bitmaps); the platform's SDK (icon-project/sodax-sdks
 * `packages/sdk/src/shared/abis/uiPoolData.abi.ts`) decodes the same shape.
 *
 * - `getEModes(address provider) view returns ((uint8 id, (uint16 ltv, uint16 liquidationThreshold, uint16
 *   liquidationBonus, uint128 collateralBitmap, string label, uint128 borrowableBitmap) eMode)[])` — selector
 *   `0x6f90b9d1`. Bit `i` of a bitmap is the reserve whose `id` is `i`.
 *
 * @example Check the selector
 * ```ts
 * import assert from "node:assert/strict";
 * import { toFunctionSelector } from "viem";
 * import { uiPoolEModesAbi } from "./ui_pool_emodes.ts";
 * assert.equal(toFunctionSelector(uiPoolEModesAbi[0]), "0x6f90b9d1");
 * ```
 * @module
 */

/** The components of `DataTypes.EModeCategory` (v3.2). */
export const EMODE_CATEGORY_COMPONENTS = [
  { name: "ltv", type: "uint16" },
  { name: "liquidationThreshold", type: "uint16" },
  { name: "liquidationBonus", type: "uint16" },
  { name: "collateralBitmap", type: "uint128" },
  { name: "label", type: "string" },
  { name: "borrowableBitmap", type: "uint128" },
] as const;

/** `getEModes(provider)`. */
export const uiPoolEModesAbi = [
  {
    type: "function",
    name: "getEModes",
    stateMutability: "view",
    inputs: [{ name: "provider", type: "address" }],
    outputs: [{
      name: "",
      type: "tuple[]",
      components: [
        { name: "id", type: "uint8" },
        { name: "eMode", type: "tuple", components: EMODE_CATEGORY_COMPONENTS },
      ],
    }],
  },
] as const;
