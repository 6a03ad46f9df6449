/**
 * Input checks of the pure call encoders the services offer (`moneyMarket.encodeSupply`, `migration.encodeStake`,
 * ...): each named field must be of its ABI kind before anything is encoded, so a bad value is a `validate`-phase
 * failure naming the field instead of a viem encoding error.
 *
 * @example A negative amount
 * ```ts
 * import assert from "node:assert/strict";
 * import { checkCallArgs } from "./check_call_args.ts";
 * const e = checkCallArgs("encodeSupply", { amount: -1n }, { amount: "uint256" });
 * assert.ok(e?.code === "INVALID_AMOUNT" && e.context.field === "amount" && e.context.phase === "validate");
 * ```
 * @module
 */
import { isAddress } from "viem";
import type { ClientError } from "../../core/errors.ts";
import { describeValue } from "../../core/describe_value.ts";
import { invalid } from "./phase_error.ts";

/** The ABI kind of one encoder argument. */
export type CallArgKind = "address" | "uint256" | "uint16" | "bool";

const MAX_UINT256 = (1n << 256n) - 1n;

/**
 * The first field of `params` that is not of its kind, as a `validate`-phase error (`INVALID_ADDRESS` for an
 * address, `INVALID_AMOUNT` for a uint256, `VALIDATION_FAILED` otherwise); `undefined` when all are right.
 *
 * @param action the operation, for the message and context
 * @param params the caller's parameters (anything)
 * @param fields each field's kind
 * @returns the error, or `undefined`
 * @example All good
 * ```ts
 * import assert from "node:assert/strict";
 * import { checkCallArgs } from "./check_call_args.ts";
 * const a = "0x1111111111111111111111111111111111111111";
 * assert.equal(checkCallArgs("encodeWithdraw", { asset: a, amount: 1n }, { asset: "address", amount: "uint256" }), undefined);
 * ```
 */
export function checkCallArgs(
  action: string,
  params: unknown,
  fields: Readonly<Record<string, CallArgKind>>,
): ClientError | undefined {
  if (typeof params !== "object" || params === null) {
    return invalid("VALIDATION_FAILED", action, "params must be an object", { field: "params" });
  }
  const p = params as Record<string, unknown>;
  for (const [field, kind] of Object.entries(fields)) {
    const v = p[field];
    if (fits(kind, v)) continue;
    const value = describeValue(v);
    if (kind === "address") {
      return invalid("INVALID_ADDRESS", action, `${field} is not an EVM address`, { field, value });
    }
    if (kind === "uint256") {
      return invalid("INVALID_AMOUNT", action, `${field} must be a bigint from 0 to 2^256-1`, {
        field,
        value,
      });
    }
    return invalid("VALIDATION_FAILED", action, `${field} must be a ${kind}`, { field, value });
  }
  return undefined;
}

function fits(kind: CallArgKind, v: unknown): boolean {
  switch (kind) {
    case "address":
      return typeof v === "string" && isAddress(v, { strict: false });
    case "uint256":
      return typeof v === "bigint" && v >= 0n && v <= MAX_UINT256;
    case "uint16":
      return (typeof v === "number" && Number.isInteger(v) && v >= 0 && v <= 0xffff) ||
        (typeof v === "bigint" && v >= 0n && v <= 0xffffn);
    case "bool":
      return typeof v === "boolean";
  }
}
