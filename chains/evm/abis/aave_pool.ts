/**
 * Re-export shim: the ABI moved to `core/abis/aave_pool.ts` (pure data shared with the simulator).
 * @module
 */
export * from "../../../core/abis/aave_pool.ts";
