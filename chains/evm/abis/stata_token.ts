/**
 * Re-export shim: the ABI moved to `core/abis/stata_token.ts` (pure data shared with the simulator).
 * @module
 */
export * from "../../../core/abis/stata_token.ts";
