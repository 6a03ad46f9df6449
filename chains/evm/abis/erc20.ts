/**
 * Re-export shim: the ABI moved to `core/abis/erc20.ts` (pure data shared with the simulator).
 * @module
 */
export * from "../../../core/abis/erc20.ts";
