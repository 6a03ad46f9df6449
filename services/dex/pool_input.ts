/**
 * Validation of dex pool inputs: a pool given by name (`dex.dexPools`) or as a key, and a swap direction given as
 * `zeroForOne` or as the input currency.
 *
 * @example Resolve a direction from the input currency
 * ```ts
 * import assert from "node:assert/strict";
 * import { resolveDirection } from "./pool_input.ts";
 * const key = {
 *   currency0: "0x00000000000000000000000000000000000000c0", currency1: "0x00000000000000000000000000000000000000c1",
 *   hooks: "0x0000000000000000000000000000000000000000", poolManager: "0x0000000000000000000000000000000000000001",
 *   fee: 3000, parameters: `0x${"0".repeat(58)}a0000`,
 * } as const;
 * const d = resolveDirection(key, { tokenIn: key.currency1 }, "swap");
 * assert.ok(d.ok && d.value.zeroForOne === false && d.value.tokenOut === key.currency0);
 * ```
 * @module
 */
import { type Address, type Hex, isAddress, isAddressEqual, isHex, size } from "viem";
import type { DexPoolKey } from "../../core/config/mod.ts";
import { describeValue } from "../../core/describe_value.ts";
import type { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { invalid } from "../hub/phase_error.ts";
import type { ClPoolKey } from "./build_calls.ts";

/** A swap direction. */
export interface SwapDirection {
  /** Whether currency0 is sold for currency1. */
  zeroForOne: boolean;
  /** The currency sold. */
  tokenIn: Address;
  /** The currency bought. */
  tokenOut: Address;
}

const isAddr = (a: unknown): a is string => typeof a === "string" && isAddress(a, { strict: false });

/**
 * A well-formed pool key (addresses, uint24 fee, bytes32 parameters, `currency0 < currency1`), or `undefined`.
 *
 * @param key a configured or caller-given key
 * @returns the typed key
 * @example Unsorted currencies are not a key
 * ```ts
 * import assert from "node:assert/strict";
 * import { toPoolKey } from "./pool_input.ts";
 * const key = {
 *   currency0: "0x00000000000000000000000000000000000000c0", currency1: "0x00000000000000000000000000000000000000c1",
 *   hooks: "0x0000000000000000000000000000000000000000", poolManager: "0x0000000000000000000000000000000000000001",
 *   fee: 3000, parameters: `0x${"0".repeat(58)}a0000`,
 * };
 * assert.ok(toPoolKey(key) !== undefined);
 * assert.equal(toPoolKey({ ...key, currency0: key.currency1, currency1: key.currency0 }), undefined);
 * ```
 */
export function toPoolKey(key: DexPoolKey | ClPoolKey | undefined): ClPoolKey | undefined {
  if (typeof key !== "object" || key === null) return undefined;
  const { currency0, currency1, hooks, poolManager, fee, parameters } = key;
  if (![currency0, currency1, hooks, poolManager].every(isAddr)) return undefined;
  if (!Number.isInteger(fee) || fee < 0 || fee > 0xffffff) return undefined;
  if (typeof parameters !== "string" || !isHex(parameters) || size(parameters) !== 32) return undefined;
  if (BigInt(currency0) >= BigInt(currency1)) return undefined;
  return {
    currency0: currency0 as Address,
    currency1: currency1 as Address,
    hooks: hooks as Address,
    poolManager: poolManager as Address,
    fee,
    parameters: parameters as Hex,
  };
}

/**
 * Resolves `pool`: a name of `pools` or a pool key.
 *
 * @param pools the configured pools (`dex.dexPools`)
 * @param pool a pool name or key
 * @param action the operation, for error context
 * @returns the key, or `VALIDATION_FAILED` (`field: "pool"`, phase `validate`)
 * @example An unknown name
 * ```ts
 * import assert from "node:assert/strict";
 * import { resolvePool } from "./pool_input.ts";
 * const r = resolvePool({}, "NOPE", "swap");
 * assert.ok(!r.ok && r.error.context.field === "pool");
 * ```
 */
export function resolvePool(
  pools: Readonly<Record<string, DexPoolKey>>,
  pool: unknown,
  action: string,
): Result<ClPoolKey, ClientError> {
  const key = typeof pool === "string"
    ? (Object.hasOwn(pools, pool) ? toPoolKey(pools[pool]) : undefined)
    : toPoolKey(pool as ClPoolKey | undefined);
  if (key !== undefined) return ok(key);
  const what = typeof pool === "string"
    ? `unknown or malformed pool ${describeValue(pool)}`
    : "malformed pool key";
  return err(invalid("VALIDATION_FAILED", action, what, { field: "pool", value: describeValue(pool) }));
}

/**
 * Resolves the direction of a swap on `key` from `zeroForOne` and/or `tokenIn` (at least one; both must agree).
 *
 * @param key the pool
 * @param input `zeroForOne`, `tokenIn`
 * @param action the operation, for error context
 * @returns the direction; failures (phase `validate`): `UNSUPPORTED_TOKEN` (`tokenIn` not a pool currency),
 *   `VALIDATION_FAILED` (neither given, a non-boolean `zeroForOne`, or the two disagree)
 * @example Disagreeing inputs
 * ```ts
 * import assert from "node:assert/strict";
 * import { resolveDirection } from "./pool_input.ts";
 * const key = {
 *   currency0: "0x00000000000000000000000000000000000000c0", currency1: "0x00000000000000000000000000000000000000c1",
 *   hooks: "0x0000000000000000000000000000000000000000", poolManager: "0x0000000000000000000000000000000000000001",
 *   fee: 3000, parameters: `0x${"0".repeat(58)}a0000`,
 * } as const;
 * const r = resolveDirection(key, { zeroForOne: false, tokenIn: key.currency0 }, "swap");
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED");
 * ```
 */
export function resolveDirection(
  key: ClPoolKey,
  input: { zeroForOne?: unknown; tokenIn?: unknown },
  action: string,
): Result<SwapDirection, ClientError> {
  const { zeroForOne, tokenIn } = input;
  if (zeroForOne !== undefined && typeof zeroForOne !== "boolean") {
    return err(invalid("VALIDATION_FAILED", action, "zeroForOne must be a boolean", { field: "zeroForOne" }));
  }
  let fromToken: boolean | undefined;
  if (tokenIn !== undefined) {
    if (isAddr(tokenIn) && isAddressEqual(tokenIn as Address, key.currency0)) fromToken = true;
    else if (isAddr(tokenIn) && isAddressEqual(tokenIn as Address, key.currency1)) fromToken = false;
    else {
      return err(
        invalid("UNSUPPORTED_TOKEN", action, `${describeValue(tokenIn)} is not a currency of the pool`, {
          field: "tokenIn",
          value: describeValue(tokenIn),
        }),
      );
    }
  }
  if (fromToken !== undefined && zeroForOne !== undefined && fromToken !== zeroForOne) {
    return err(
      invalid("VALIDATION_FAILED", action, "zeroForOne disagrees with tokenIn", { field: "zeroForOne" }),
    );
  }
  const direction = fromToken ?? zeroForOne;
  if (direction === undefined) {
    return err(
      invalid("VALIDATION_FAILED", action, "give tokenIn or zeroForOne", { field: "tokenIn" }),
    );
  }
  return ok({
    zeroForOne: direction,
    tokenIn: direction ? key.currency0 : key.currency1,
    tokenOut: direction ? key.currency1 : key.currency0,
  });
}
