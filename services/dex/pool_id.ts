/**
 * Pool identity and parameters of a CL pool key: the pool id the pool manager keys its state by
 * (`keccak256(abi.encode(currency0, currency1, hooks, poolManager, fee, parameters))`, `@pancakeswap/infinity-sdk`
 * `getPoolId`, infinity-core `PoolId.sol`) and the tick spacing packed in `parameters` (infinity-sdk
 * `encodeCLPoolParameters`: the bytes32 ends with `int24 tickSpacing` then the `uint16` hook registration bitmap).
 *
 * @example Tick spacing 10, no hook bitmap
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeClParameters } from "./pool_id.ts";
 * assert.deepEqual(decodeClParameters(`0x${"0".repeat(56)}000a0000`), { tickSpacing: 10, hooksBitmap: 0 });
 * ```
 * @module
 */
import { encodeAbiParameters, type Hex, keccak256 } from "viem";
import { POOL_KEY_COMPONENTS } from "../../core/abis/cl_position_manager.ts";
import type { ClPoolKey } from "./build_calls.ts";

/**
 * The pool id of `key`.
 *
 * @param key a well-formed pool key
 * @returns `keccak256(abi.encode(PoolKey))`
 * @example 32 bytes
 * ```ts
 * import assert from "node:assert/strict";
 * import { getDexPoolId } from "./pool_id.ts";
 * const a = "0x1111111111111111111111111111111111111111" as const;
 * const id = getDexPoolId({ currency0: a, currency1: a, hooks: a, poolManager: a, fee: 1, parameters: `0x${"0".repeat(64)}` });
 * assert.equal(id.length, 66);
 * ```
 */
export function getDexPoolId(key: ClPoolKey): Hex {
  return keccak256(encodeAbiParameters([{ type: "tuple", components: POOL_KEY_COMPONENTS }], [key]));
}

/**
 * Splits CL pool `parameters` into the tick spacing (signed 24 bits) and the hook registration bitmap (16 bits).
 *
 * @param parameters the pool key's bytes32
 * @returns both fields
 */
export function decodeClParameters(parameters: Hex): { tickSpacing: number; hooksBitmap: number } {
  const v = BigInt(parameters);
  const raw = Number((v >> 16n) & 0xffffffn);
  return { tickSpacing: raw >= 0x800000 ? raw - 0x1000000 : raw, hooksBitmap: Number(v & 0xffffn) };
}
