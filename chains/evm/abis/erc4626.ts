/**
 * Re-export shim: the ABI moved to `core/abis/erc4626.ts` (pure data shared with the simulator).
 * @module
 */
export * from "../../../core/abis/erc4626.ts";
