/**
 * Re-export shim: the ABI moved to `core/abis/permit2.ts` (pure data shared with the simulator).
 * @module
 */
export * from "../../../core/abis/permit2.ts";
