/**
 * Re-export shim: the ABI moved to `core/abis/intents.ts` (pure data shared with the simulator).
 * @module
 */
export * from "../../../core/abis/intents.ts";
