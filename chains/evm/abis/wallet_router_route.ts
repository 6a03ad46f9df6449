/**
 * Re-export shim: the ABI moved to `core/abis/wallet_router_route.ts` (pure data shared with the simulator).
 * @module
 */
export * from "../../../core/abis/wallet_router_route.ts";
