/**
 * Validation of a multi-hop swap path: pools given by name (`dex.dexPools`) or as keys, walked from the input
 * currency; each pool must trade the currency the previous hop bought, and the path must not end where it began.
 *
 * @example Walk two pools
 * ```ts
 * import assert from "node:assert/strict";
 * import { resolveSwapPath } from "./swap_path_input.ts";
 * const pool = (c0: string, c1: string) => ({
 *   currency0: `0x${c0.padStart(40, "0")}`, currency1: `0x${c1.padStart(40, "0")}`,
 *   hooks: "0x0000000000000000000000000000000000000000", poolManager: "0x0000000000000000000000000000000000000001",
 *   fee: 3000, parameters: `0x${"0".repeat(58)}a0000`,
 * });
 * const r = resolveSwapPath({ A: pool("c0", "c1"), B: pool("c1", "c2") }, `0x${"c0".padStart(40, "0")}`, ["A", "B"], "swap");
 * assert.ok(r.ok && r.value.tokenOut === `0x${"c2".padStart(40, "0")}` && r.value.hops[1].zeroForOne);
 * ```
 * @module
 */
import { type Address, isAddress, isAddressEqual } from "viem";
import type { DexPoolKey } from "../../core/config/mod.ts";
import { describeValue } from "../../core/describe_value.ts";
import type { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { invalid } from "../hub/phase_error.ts";
import type { ClPoolKey } from "./build_calls.ts";
import { type ClPathKey, MAX_SWAP_PATH_HOPS } from "./build_swap_path_calls.ts";
import { resolvePool, type SwapDirection } from "./pool_input.ts";

/** One resolved hop of a path: its pool and direction. */
export interface DexSwapHop extends SwapDirection {
  /** The pool. */
  poolKey: ClPoolKey;
}

/** A resolved path. */
export interface ResolvedSwapPath {
  /** The currency paid (as written in the first pool). */
  tokenIn: Address;
  /** The currency finally bought. */
  tokenOut: Address;
  /** The hops in order. */
  hops: DexSwapHop[];
  /** The router / quoter encoding of the hops (hookData `0x`). */
  pathKeys: ClPathKey[];
}

/**
 * Resolves `path` walked from `tokenIn`.
 *
 * @param pools the configured pools (`dex.dexPools`)
 * @param tokenIn the currency paid
 * @param path pool names or keys, 1..8
 * @param action the operation, for error context
 * @returns the path; failures (phase `validate`): `VALIDATION_FAILED` (`field: "tokenIn"` missing; `field: "path"`
 *   not an array of 1..8 pools, an unknown or malformed pool, a pool not trading the running currency, or a path
 *   ending in its input currency, with the hop's `index`), `UNSUPPORTED_TOKEN` (`field: "tokenIn"`, not a currency
 *   of the first pool)
 */
export function resolveSwapPath(
  pools: Readonly<Record<string, DexPoolKey>>,
  tokenIn: unknown,
  path: unknown,
  action: string,
): Result<ResolvedSwapPath, ClientError> {
  if (tokenIn === undefined) {
    return err(invalid("VALIDATION_FAILED", action, "tokenIn is required", { field: "tokenIn" }));
  }
  if (!Array.isArray(path) || path.length === 0 || path.length > MAX_SWAP_PATH_HOPS) {
    return err(
      invalid("VALIDATION_FAILED", action, `path must list 1..${MAX_SWAP_PATH_HOPS} pools`, {
        field: "path",
      }),
    );
  }
  const hops: DexSwapHop[] = [];
  let current = tokenIn;
  for (const [index, pool] of path.entries()) {
    const key = resolvePool(pools, pool, action);
    if (!key.ok) {
      return err(invalid("VALIDATION_FAILED", action, `path[${index}]: ${key.error.message}`, {
        field: "path",
        index,
        value: describeValue(pool),
      }));
    }
    const k = key.value;
    const sells0 = typeof current === "string" && isAddress(current, { strict: false }) &&
      isAddressEqual(current as Address, k.currency0);
    const sells1 = typeof current === "string" && isAddress(current, { strict: false }) &&
      isAddressEqual(current as Address, k.currency1);
    if (!sells0 && !sells1) {
      if (index === 0) {
        return err(
          invalid(
            "UNSUPPORTED_TOKEN",
            action,
            `${describeValue(tokenIn)} is not a currency of the first pool`,
            {
              field: "tokenIn",
              value: describeValue(tokenIn),
            },
          ),
        );
      }
      return err(invalid("VALIDATION_FAILED", action, `path[${index}] does not trade ${String(current)}`, {
        field: "path",
        index,
      }));
    }
    const hop = {
      poolKey: k,
      zeroForOne: sells0,
      tokenIn: sells0 ? k.currency0 : k.currency1,
      tokenOut: sells0 ? k.currency1 : k.currency0,
    };
    hops.push(hop);
    current = hop.tokenOut;
  }
  const first = hops[0].tokenIn;
  const last = hops[hops.length - 1].tokenOut;
  if (isAddressEqual(first, last)) {
    return err(invalid("VALIDATION_FAILED", action, "path ends in its input currency", {
      field: "path",
      index: hops.length - 1,
    }));
  }
  const pathKeys = hops.map((h): ClPathKey => ({
    intermediateCurrency: h.tokenOut,
    fee: h.poolKey.fee,
    hooks: h.poolKey.hooks,
    poolManager: h.poolKey.poolManager,
    hookData: "0x",
    parameters: h.poolKey.parameters,
  }));
  return ok({ tokenIn: first, tokenOut: last, hops, pathKeys });
}
