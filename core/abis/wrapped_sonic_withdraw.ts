/**
 * The wrapped Sonic (wS, the hub's wrapped native token) unwrap-and-send call the dex withdraw uses to deliver
 * native S to a hub address, as the platform SDK's `AssetService.getTokenUnwrapAction` does.
 *
 * Provenance: icon-project/sodax-sdks `wrappedSonicAbi` and SonicLabs `WrappedSonic.sol`:
 * `withdrawTo(address account, uint256 value) returns (bool)` — selector `0x205c2878`.
 *
 * @example Check the selector
 * ```ts
 * import assert from "node:assert/strict";
 * import { toFunctionSelector } from "viem";
 * import { wrappedSonicWithdrawAbi } from "./wrapped_sonic_withdraw.ts";
 * assert.equal(toFunctionSelector(wrappedSonicWithdrawAbi[0]), "0x205c2878");
 * ```
 * @module
 */

/** `withdrawTo(address,uint256)`. */
export const wrappedSonicWithdrawAbi = [
  {
    type: "function",
    name: "withdrawTo",
    stateMutability: "nonpayable",
    inputs: [
      { name: "account", type: "address" },
      { name: "value", type: "uint256" },
    ],
    outputs: [{ name: "", type: "bool" }],
  },
] as const;
