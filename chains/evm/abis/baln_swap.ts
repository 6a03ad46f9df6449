/**
 * Re-export shim: the ABI moved to `core/abis/baln_swap.ts` (pure data shared with the simulator).
 * @module
 */
export * from "../../../core/abis/baln_swap.ts";
