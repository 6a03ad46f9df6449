/**
 * Re-export shim: the ABI moved to `core/abis/asset_manager.ts` (pure data shared with the simulator).
 * @module
 */
export * from "../../../core/abis/asset_manager.ts";
