/**
 * Re-export shim: the ABI moved to `core/abis/protocol_intents.ts` (pure data shared with the simulator).
 * @module
 */
export * from "../../../core/abis/protocol_intents.ts";
