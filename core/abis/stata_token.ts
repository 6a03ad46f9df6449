/**
 * The dex pool currencies built from money-market vault tokens: the static-aToken ("stata") factory on the hub
 * (`dex.concentratedLiquidityConfig.stataTokenFactory`) and the ERC-4626 subset of a stata token the dex service
 * uses to wrap a vault token into a pool currency and back.
 *
 * Provenance: icon-project/sodax-sdks `packages/sdk/src/shared/abis/stataTokenFactory.abi.ts` and
 * `erc4626.abi.ts` (used by `dex/AssetService.ts`), EIP-4626. Exact signatures:
 * - `getStataToken(address underlying) view returns (address)` — selector `0xd30a7c06` (the zero address when the
 *   vault has no stata token);
 * - `convertToShares(uint256 assets) view returns (uint256)` — selector `0xc6e6f592`;
 * - `convertToAssets(uint256 shares) view returns (uint256)` — selector `0x07a2d13a`;
 * - `deposit(uint256 assets, address receiver) returns (uint256 shares)` — selector `0x6e553f65`;
 * - `redeem(uint256 shares, address receiver, address owner) returns (uint256 assets)` — selector `0xba087652`.
 *
 * @example Check the factory selector
 * ```ts
 * import assert from "node:assert/strict";
 * import { toFunctionSelector } from "viem";
 * import { stataTokenAbi, stataTokenFactoryAbi } from "./stata_token.ts";
 * assert.equal(toFunctionSelector(stataTokenFactoryAbi[0]), "0xd30a7c06");
 * assert.equal(toFunctionSelector(stataTokenAbi[0]), "0xc6e6f592");
 * ```
 * @module
 */
import { erc4626Abi } from "./erc4626.ts";

/** `getStataToken(address)`. */
export const stataTokenFactoryAbi = [
  {
    type: "function",
    name: "getStataToken",
    stateMutability: "view",
    inputs: [{ name: "underlying", type: "address" }],
    outputs: [{ name: "", type: "address" }],
  },
] as const;

/** `convertToShares` (first: its selector keys the simulator's read), then the ERC-4626 `convertToAssets`, `deposit`, `redeem`. */
export const stataTokenAbi = [
  {
    type: "function",
    name: "convertToShares",
    stateMutability: "view",
    inputs: [{ name: "assets", type: "uint256" }],
    outputs: [{ name: "", type: "uint256" }],
  },
  erc4626Abi[3],
  erc4626Abi[0],
  erc4626Abi[2],
] as const;
