/**
 * Re-export shim: the ABI moved to `core/abis/cl_router.ts` (pure data shared with the simulator).
 * @module
 */
export * from "../../../core/abis/cl_router.ts";
