/**
 * Re-export shim: the ABI moved to `core/abis/connection.ts` (pure data shared with the simulator).
 * @module
 */
export * from "../../../core/abis/connection.ts";
