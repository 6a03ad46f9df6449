/**
 * Re-export shim: the ABI moved to `core/abis/hub_wallet.ts` (pure data shared with the simulator).
 * @module
 */
export * from "../../../core/abis/hub_wallet.ts";
