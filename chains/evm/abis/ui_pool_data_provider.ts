/**
 * Re-export shim: the ABI moved to `core/abis/ui_pool_data_provider.ts` (pure data shared with the simulator).
 * @module
 */
export * from "../../../core/abis/ui_pool_data_provider.ts";
