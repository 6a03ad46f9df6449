/**
 * ABI of the hub ICX migration contract (`hub.addresses.icxMigration`): wICX in, SODA out.
 *
 * Provenance: the migration contract's public interface as called by the reference client (SDKS
 * `packages/sdk/src/shared/abis/icxSwap.abi.ts`); only the signature is taken. Exact signature:
 * `swap(uint256 amount, address to)` — selector `0xd3986f08`.
 *
 * @example Check the selector
 * ```ts
 * import assert from "node:assert/strict";
 * import { toFunctionSelector } from "viem";
 * import { icxMigrationAbi } from "./icx_migration.ts";
 * assert.ok(toFunctionSelector(icxMigrationAbi[0]) === "0xd3986f08");
 * ```
 * @module
 */

/** `swap(uint256,address)`. */
export const icxMigrationAbi = [
  {
    type: "function",
    name: "swap",
    stateMutability: "nonpayable",
    inputs: [
      { name: "amount", type: "uint256" },
      { name: "to", type: "address" },
    ],
    outputs: [],
  },
] as const;
