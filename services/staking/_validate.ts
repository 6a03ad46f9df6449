/**
 * Input checks shared by the staking writes and reads: unsigned integer fields with a minimum and a bit width.
 * @module
 */
import type { ClientError } from "../../core/errors.ts";
import { invalid } from "../hub/phase_error.ts";

/**
 * `undefined` when `value` is a bigint in `[min, 2^bits)`, else an `INVALID_AMOUNT` error (phase `validate`).
 *
 * @param action the operation, for the message and context
 * @param field the parameter name
 * @param value the value to check
 * @param min the smallest accepted value @default 1n
 * @param bits the ABI width of the field @default 256
 * @returns the error, or `undefined`
 */
export function checkUint(
  action: string,
  field: string,
  value: unknown,
  min = 1n,
  bits = 256n,
): ClientError | undefined {
  return typeof value === "bigint" && value >= min && value < 1n << bits ? undefined : invalid(
    "INVALID_AMOUNT",
    action,
    `${field} must be a bigint >= ${min} and below 2^${bits}`,
    { field },
  );
}
