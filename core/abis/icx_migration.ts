/**
 * ABI of the hub ICX migration contract (`hub.addresses.icxMigration`): wICX in, SODA out (`swap`), and back
 * (`reverseSwap`: SODA in, wICX out).
 *
 * Provenance: the migration contract's public interface as called by the reference client (SDKS
 * `packages/sdk/src/shared/abis/icxSwap.abi.ts`, used by `IcxMigrationService.encodeMigrate` /
 * `encodeRevertMigration`); only the signatures are taken. Exact signatures:
 * `swap(uint256 amount, address to)` — selector `0xd3986f08`;
 * `reverseSwap(uint256 amount, address to)` — selector `0x743a0e58`.
 * The contract exposes no liquidity getter: the reference client reads its available SODA as the ERC-20
 * `balanceOf(icxMigration)` of the hub SODA token (`IcxMigrationService.getAvailableAmount`), with `erc20Abi`.
 *
 * @example Check the selectors
 * ```ts
 * import assert from "node:assert/strict";
 * import { toFunctionSelector } from "viem";
 * import { icxMigrationAbi } from "./icx_migration.ts";
 * assert.ok(toFunctionSelector(icxMigrationAbi[0]) === "0xd3986f08");
 * assert.ok(toFunctionSelector(icxMigrationAbi[1]) === "0x743a0e58");
 * ```
 * @module
 */

/** `swap(uint256,address)` and `reverseSwap(uint256,address)`. */
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
  {
    type: "function",
    name: "reverseSwap",
    stateMutability: "nonpayable",
    inputs: [
      { name: "amount", type: "uint256" },
      { name: "to", type: "address" },
    ],
    outputs: [],
  },
] as const;
