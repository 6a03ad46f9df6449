/**
 * Re-export shim: the ABI moved to `core/abis/erc20_transfers.ts` (pure data shared with the simulator).
 * @module
 */
export * from "../../../core/abis/erc20_transfers.ts";
