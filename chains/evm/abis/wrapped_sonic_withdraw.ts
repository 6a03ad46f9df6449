/**
 * Re-export shim: the ABI moved to `core/abis/wrapped_sonic_withdraw.ts` (pure data shared with the simulator).
 * @module
 */
export * from "../../../core/abis/wrapped_sonic_withdraw.ts";
