/**
 * Permit2 `AllowanceTransfer.approve`: lets the dex position manager pull pool currencies from the hub wallet.
 *
 * Provenance: Uniswap Permit2 `src/interfaces/IAllowanceTransfer.sol` (deployed at
 * `0x000000000022D473030F116dDEE9F6B43aC78BA3`, `dex.concentratedLiquidityConfig.permit2`). Exact signature:
 * `approve(address token, address spender, uint160 amount, uint48 expiration)` — selector `0x87517c45`.
 *
 * @example Check the selector
 * ```ts
 * import assert from "node:assert/strict";
 * import { toFunctionSelector } from "viem";
 * import { permit2Abi } from "./permit2.ts";
 * assert.ok(toFunctionSelector(permit2Abi[0]) === "0x87517c45");
 * ```
 * @module
 */

/** `approve(address,address,uint160,uint48)`. */
export const permit2Abi = [
  {
    type: "function",
    name: "approve",
    stateMutability: "nonpayable",
    inputs: [
      { name: "token", type: "address" },
      { name: "spender", type: "address" },
      { name: "amount", type: "uint160" },
      { name: "expiration", type: "uint48" },
    ],
    outputs: [],
  },
] as const;
