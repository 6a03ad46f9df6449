/**
 * Input checks shared by the dex operations: unsigned integers in a range, addresses, token ids. Each returns a
 * failed Result tagged with the `validate` phase (never throws, whatever the input).
 *
 * @example A negative amount
 * ```ts
 * import assert from "node:assert/strict";
 * import { checkUint } from "./_validate.ts";
 * const r = checkUint("deposit", "amount", -1n, { min: 1n });
 * assert.ok(!r.ok && r.error.code === "INVALID_AMOUNT" && r.error.context.field === "amount");
 * ```
 * @module
 */
import { type Address, isAddress } from "viem";
import { describeValue } from "../../core/describe_value.ts";
import type { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { invalid } from "../hub/phase_error.ts";
import { U128 } from "./swap_quote.ts";

/** The largest uint256. */
export const U256: bigint = (1n << 256n) - 1n;

/**
 * Checks that `value` is a bigint in `[min, max]`.
 *
 * @param action the operation, for error context
 * @param field the parameter name
 * @param value the caller's value
 * @param range bounds @default {min: 0n, max: 2^256 - 1}
 * @returns the value, or `INVALID_AMOUNT` (`context.field`, phase `validate`)
 * @example Within uint128
 * ```ts
 * import assert from "node:assert/strict";
 * import { checkUint } from "./_validate.ts";
 * assert.ok(checkUint("x", "liquidity", 5n, { max: (1n << 128n) - 1n }).ok);
 * ```
 */
export function checkUint(
  action: string,
  field: string,
  value: unknown,
  range: { min?: bigint | undefined; max?: bigint | undefined } = {},
): Result<bigint, ClientError> {
  const min = range.min ?? 0n;
  const max = range.max ?? U256;
  if (typeof value !== "bigint" || value < min || value > max) {
    return err(
      invalid("INVALID_AMOUNT", action, `${field} must be a bigint in [${min}, ${max}]`, {
        field,
        value: describeValue(value),
      }),
    );
  }
  return ok(value);
}

/**
 * Checks a position id: a bigint `>= 0` below 2^256.
 *
 * @param action the operation, for error context
 * @param tokenId the caller's value
 * @returns the id, or `VALIDATION_FAILED` (`field: "tokenId"`, phase `validate`)
 * @example A number is not an id
 * ```ts
 * import assert from "node:assert/strict";
 * import { checkTokenId } from "./_validate.ts";
 * assert.ok(!checkTokenId("claimRewards", 3).ok);
 * ```
 */
export function checkTokenId(action: string, tokenId: unknown): Result<bigint, ClientError> {
  if (typeof tokenId !== "bigint" || tokenId < 0n || tokenId > U256) {
    return err(
      invalid("VALIDATION_FAILED", action, "tokenId must be a bigint >= 0", {
        field: "tokenId",
        value: describeValue(tokenId),
      }),
    );
  }
  return ok(tokenId);
}

/**
 * Checks an EVM (hub) address.
 *
 * @param action the operation, for error context
 * @param field the parameter name
 * @param value the caller's value
 * @returns the address, or `INVALID_ADDRESS` (`context.field`, phase `validate`)
 * @example Not an address
 * ```ts
 * import assert from "node:assert/strict";
 * import { checkHubAddress } from "./_validate.ts";
 * const r = checkHubAddress("getDeposit", "poolToken", "nope");
 * assert.ok(!r.ok && r.error.code === "INVALID_ADDRESS");
 * ```
 */
export function checkHubAddress(action: string, field: string, value: unknown): Result<Address, ClientError> {
  if (typeof value !== "string" || !isAddress(value, { strict: false })) {
    return err(
      invalid("INVALID_ADDRESS", action, `${field} must be a hub (EVM) address`, {
        field,
        value: describeValue(value),
      }),
    );
  }
  return ok(value as Address);
}

/**
 * Checks that `params` is an object.
 *
 * @param action the operation, for error context
 * @param params the caller's value
 * @returns the object, or `VALIDATION_FAILED` (`field: "params"`, phase `validate`)
 * @example null
 * ```ts
 * import assert from "node:assert/strict";
 * import { checkParams } from "./_validate.ts";
 * assert.ok(!checkParams("deposit", null).ok);
 * ```
 */
export function checkParams<T extends object>(
  action: string,
  params: T | null | undefined,
): Result<T, ClientError> {
  if (typeof params !== "object" || params === null) {
    return err(invalid("VALIDATION_FAILED", action, "params must be an object", { field: "params" }));
  }
  return ok(params);
}

/** The checked fields of a liquidity decrease. */
export interface CheckedDecrease {
  /** The position. */
  tokenId: bigint;
  /** Liquidity to remove, `1..2^128-1`. */
  liquidity: bigint;
  /** Least currency0 to receive (uint128). */
  amount0Min: bigint;
  /** Least currency1 to receive (uint128). */
  amount1Min: bigint;
}

/**
 * Checks the fields every liquidity decrease shares: an object, a position id, liquidity in `1..2^128-1` and two
 * uint128 minima (default 0).
 *
 * @param action the operation, for error context
 * @param params the caller's value
 * @returns the fields, or `VALIDATION_FAILED` / `INVALID_AMOUNT` (phase `validate`, `context.field`)
 * @example Minima default to zero
 * ```ts
 * import assert from "node:assert/strict";
 * import { checkDecrease } from "./_validate.ts";
 * const r = checkDecrease("decreaseLiquidity", { tokenId: 1n, liquidity: 5n });
 * assert.ok(r.ok && r.value.amount0Min === 0n && r.value.amount1Min === 0n);
 * ```
 */
export function checkDecrease(
  action: string,
  params:
    | { tokenId?: unknown; liquidity?: unknown; amount0Min?: unknown; amount1Min?: unknown }
    | null
    | undefined,
): Result<CheckedDecrease, ClientError> {
  const p = checkParams(action, params);
  if (!p.ok) return p;
  const tokenId = checkTokenId(action, p.value.tokenId);
  if (!tokenId.ok) return tokenId;
  const liquidity = checkUint(action, "liquidity", p.value.liquidity, { min: 1n, max: U128 });
  if (!liquidity.ok) return liquidity;
  const amount0Min = checkUint(action, "amount0Min", p.value.amount0Min ?? 0n, { max: U128 });
  if (!amount0Min.ok) return amount0Min;
  const amount1Min = checkUint(action, "amount1Min", p.value.amount1Min ?? 0n, { max: U128 });
  if (!amount1Min.ok) return amount1Min;
  return ok({
    tokenId: tokenId.value,
    liquidity: liquidity.value,
    amount0Min: amount0Min.value,
    amount1Min: amount1Min.value,
  });
}
