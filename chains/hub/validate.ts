import { type Address, isAddress } from "viem";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";

const MAX_UINT256 = (1n << 256n) - 1n;

/** Checks that every named value is an EVM address. */
export function checkAddresses(
  operation: string,
  fields: Record<string, unknown>,
): Result<void, ClientError> {
  for (const [field, value] of Object.entries(fields)) {
    if (typeof value !== "string" || !isAddress(value, { strict: false })) {
      return err(
        new ClientError("INVALID_ADDRESS", `Cannot ${operation}: ${field} is not an EVM address`, {
          context: { field, value },
        }),
      );
    }
  }
  return ok();
}

/** Checks that every named value is a bigint in [min, 2^256). */
export function checkUints(
  operation: string,
  fields: Record<string, unknown>,
  min = 0n,
): Result<void, ClientError> {
  for (const [field, value] of Object.entries(fields)) {
    if (typeof value !== "bigint" || value < min || value > MAX_UINT256) {
      return err(
        new ClientError(
          "INVALID_AMOUNT",
          `Cannot ${operation}: ${field} must be a bigint in [${min}, 2^256)`,
          {
            context: { field, value: typeof value === "bigint" ? value.toString() : String(value) },
          },
        ),
      );
    }
  }
  return ok();
}

/** Case-insensitive address equality. */
export function sameAddress(a: Address | string, b: Address | string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** Wraps an unexpected throw of a pure step into a failed Result. */
export function guard<T>(
  code: "INTENT_CREATION_FAILED" | "VALIDATION_FAILED",
  operation: string,
  fn: () => T,
): Result<T, ClientError> {
  try {
    return ok(fn());
  } catch (cause) {
    return err(
      new ClientError(code, `Cannot ${operation}: encoding failed`, { context: { operation }, cause }),
    );
  }
}

/** The `UNKNOWN_CHAIN_KEY` error of a builder. */
export function unknownKey(operation: string, field: string, key: unknown): ClientError {
  return new ClientError("UNKNOWN_CHAIN_KEY", `Cannot ${operation}: unknown ${field}`, {
    context: { field, key },
  });
}
