/**
 * Re-export shim: the ABI moved to `core/abis/mod.ts` (pure data shared with the simulator).
 * @module
 */
export * from "../../../core/abis/mod.ts";
