/**
 * Re-export shim: the ABI moved to `core/abis/icx_migration.ts` (pure data shared with the simulator).
 * @module
 */
export * from "../../../core/abis/icx_migration.ts";
