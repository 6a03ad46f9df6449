/**
 * Re-export shim: the ABI moved to `core/abis/staking.ts` (pure data shared with the simulator).
 * @module
 */
export * from "../../../core/abis/staking.ts";
