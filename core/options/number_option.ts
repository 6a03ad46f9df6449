/**
 * The one check of every numeric option of the public entries (timeouts, budgets, delays, retry counts): a finite
 * number, not negative, not above the timer limit (`setTimeout` wraps anything above 2^31-1 ms and fires at once).
 *
 * @example Refuse NaN, a negative and a value above the timer limit
 * ```ts
 * import assert from "node:assert/strict";
 * import { MAX_TIMER_MS, numberOptionProblem } from "./number_option.ts";
 * assert.equal(numberOptionProblem(1000), undefined);
 * assert.ok(numberOptionProblem(Number.NaN) !== undefined);
 * assert.ok(numberOptionProblem(-1) !== undefined);
 * assert.ok(numberOptionProblem(MAX_TIMER_MS + 1) !== undefined);
 * ```
 * @module
 */
import { MAX_TIMER_MS } from "../timing.ts";
export { MAX_TIMER_MS } from "../timing.ts";
import { describeValue } from "../describe_value.ts";
import { ClientError, type ErrorCode } from "../errors.ts";
import { err, ok, type Result } from "../result.ts";

/** What a numeric option may hold. */
export interface NumberOptionRule {
  /** Smallest allowed value. @default 0 */
  min?: number | undefined;
  /** Largest allowed value. @default MAX_TIMER_MS */
  max?: number | undefined;
  /** Whole numbers only (retry counts). @default false */
  integer?: boolean | undefined;
  /** Zero refused (a timeout of 0 ms would time out every call). @default false */
  positive?: boolean | undefined;
}

/**
 * Why `value` is not an acceptable numeric option, or `undefined` when it is. NaN, the infinities, non-numbers,
 * values below `min` (0), above `max` (the timer limit) and, per rule, fractions and zero are refused.
 *
 * @param value anything a caller passed
 * @param rule the bounds; see {@link NumberOptionRule}
 * @returns a short reason such as `"expected a number from 0 to 2147483647, got NaN"`, or `undefined`
 * @example A retry count must be whole
 * ```ts
 * import assert from "node:assert/strict";
 * import { numberOptionProblem } from "./number_option.ts";
 * assert.ok(numberOptionProblem(1.5, { integer: true })?.includes("whole"));
 * ```
 */
export function numberOptionProblem(value: unknown, rule: NumberOptionRule = {}): string | undefined {
  const min = rule.min ?? 0;
  const max = rule.max ?? MAX_TIMER_MS;
  if (
    typeof value === "number" && Number.isFinite(value) && value >= min && value <= max &&
    !(rule.positive && value <= min) && !(rule.integer && !Number.isInteger(value))
  ) {
    return undefined;
  }
  // the message is built only for a value that fails (this check runs on every request)
  const kind = rule.integer ? "a whole number" : "a number";
  const range = rule.positive ? `above ${min} and at most ${max}` : `from ${min} to ${max}`;
  return `expected ${kind} ${range}, got ${describeValue(value)}`;
}

/**
 * Checks one optional numeric option: `undefined` passes (the default applies); anything else must satisfy
 * {@link numberOptionProblem}.
 *
 * @param value the option as passed
 * @param field the option's name for the error, such as `"timeout"` or `"api.timeout"`
 * @param options the rule and the error code. @default {code: "VALIDATION_FAILED"}
 * @returns `Result<number | undefined, ClientError>`; the error names `context.field` and `context.value`
 * @example A NaN timeout is refused with its field
 * ```ts
 * import assert from "node:assert/strict";
 * import { checkNumberOption } from "./number_option.ts";
 * const r = checkNumberOption(Number.NaN, "timeout", { code: "INVALID_CONFIG" });
 * assert.ok(!r.ok && r.error.code === "INVALID_CONFIG" && r.error.context.field === "timeout");
 * assert.ok(checkNumberOption(undefined, "timeout").ok);
 * ```
 */
export function checkNumberOption(
  value: unknown,
  field: string,
  options: NumberOptionRule & { code?: ErrorCode | undefined; what?: string | undefined } = {},
): Result<number | undefined, ClientError> {
  if (value === undefined) return ok(undefined);
  const problem = numberOptionProblem(value, options);
  if (problem === undefined) return ok(value as number);
  return err(
    new ClientError(
      options.code ?? "VALIDATION_FAILED",
      `Cannot ${options.what ?? "use options"}: ${field}: ${problem}`,
      {
        context: { field, value: describeValue(value) },
      },
    ),
  );
}

/**
 * The first problem of several numeric options, as a failed Result, or `ok(undefined)` when all pass.
 *
 * @param fields `[field, value, rule]` triples, checked in order
 * @param options the error code and the operation named in the message. @default {code: "VALIDATION_FAILED"}
 * @returns `Result<void, ClientError>`
 * @example The first bad field is named
 * ```ts
 * import assert from "node:assert/strict";
 * import { checkNumberOptions } from "./number_option.ts";
 * const r = checkNumberOptions([["timeout", 5], ["requestBudgetMs", -1]], { what: "track swap" });
 * assert.ok(!r.ok && r.error.context.field === "requestBudgetMs");
 * ```
 */
export function checkNumberOptions(
  fields: readonly (readonly [string, unknown, NumberOptionRule?])[],
  options: { code?: ErrorCode | undefined; what?: string | undefined } = {},
): Result<void, ClientError> {
  for (const [field, value, rule] of fields) {
    const r = checkNumberOption(value, field, { ...rule, ...options });
    if (!r.ok) return r;
  }
  return ok(undefined);
}

/** The largest value of an on-chain `uint64` (a Cosmos gas price, a Stacks fee in micro-STX). */
export const MAX_UINT64: bigint = 2n ** 64n - 1n;

/**
 * Checks one optional `bigint` option (fees and gas prices in base units): `undefined` passes (the default
 * applies); anything else must be a `bigint` from `min` to `max`. A number, NaN or a string is refused: the
 * arithmetic that uses it (`gas * price`) would throw on mixing a number with a bigint.
 *
 * @param value the option as passed
 * @param field the option's name for the error, such as `"gasPrice"`
 * @param options the bounds (`min` 0n, `max` {@link MAX_UINT64}), the error code and the operation named in the
 *   message. @default {code: "VALIDATION_FAILED"}
 * @returns `Result<bigint | undefined, ClientError>`; the error names `context.field` and `context.value`
 * @example A negative fee and a number are refused
 * ```ts
 * import assert from "node:assert/strict";
 * import { checkBigintOption } from "./number_option.ts";
 * const r = checkBigintOption(-1n, "fee", { code: "INVALID_CONFIG" });
 * assert.ok(!r.ok && r.error.code === "INVALID_CONFIG" && r.error.context.field === "fee");
 * assert.ok(!checkBigintOption(1000, "fee").ok);
 * assert.ok(checkBigintOption(1000n, "fee").ok && checkBigintOption(undefined, "fee").ok);
 * ```
 */
export function checkBigintOption(
  value: unknown,
  field: string,
  options: {
    min?: bigint | undefined;
    max?: bigint | undefined;
    code?: ErrorCode | undefined;
    what?: string | undefined;
  } = {},
): Result<bigint | undefined, ClientError> {
  if (value === undefined) return ok(undefined);
  const min = options.min ?? 0n;
  const max = options.max ?? MAX_UINT64;
  if (typeof value === "bigint" && value >= min && value <= max) return ok(value);
  return err(
    new ClientError(
      options.code ?? "VALIDATION_FAILED",
      `Cannot ${options.what ?? "use options"}: ${field}: expected a bigint from ${min} to ${max}, got ${
        describeValue(value)
      }`,
      { context: { field, value: describeValue(value) } },
    ),
  );
}

/**
 * Checks a per-call options object: `undefined` or an object (anything else is refused), whose `signal`, when
 * set, is an `AbortSignal` and whose numeric fields named in `fields` pass {@link numberOptionProblem};
 * `VALIDATION_FAILED` naming `context.field` otherwise.
 *
 * @param options the options as passed (JavaScript callers may pass anything)
 * @param fields the numeric fields and their rules
 * @param what the operation, for the message (`"track swap"`)
 * @returns `Result<void, ClientError>`
 * @example A NaN track timeout
 * ```ts
 * import assert from "node:assert/strict";
 * import { checkCallOptions } from "./number_option.ts";
 * const r = checkCallOptions({ timeout: Number.NaN }, [["timeout", { positive: true }]], "track swap");
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED" && r.error.context.field === "timeout");
 * assert.ok(!checkCallOptions(null, [], "track swap").ok);
 * ```
 */
export function checkCallOptions(
  options: unknown,
  fields: readonly (readonly [string, NumberOptionRule])[],
  what: string,
): Result<void, ClientError> {
  if (options === undefined) return ok(undefined);
  if (typeof options !== "object" || options === null || Array.isArray(options)) {
    return err(
      new ClientError("VALIDATION_FAILED", `Cannot ${what}: options must be an object`, {
        context: { field: "options", value: describeValue(options) },
      }),
    );
  }
  const record = options as Record<string, unknown>;
  if (record.signal !== undefined && !isAbortSignal(record.signal)) {
    return err(
      new ClientError("VALIDATION_FAILED", `Cannot ${what}: signal must be an AbortSignal`, {
        context: { field: "signal", value: describeValue(record.signal) },
      }),
    );
  }
  return checkNumberOptions(fields.map(([field, rule]) => [field, record[field], rule] as const), { what });
}

/**
 * Whether `value` can serve as an `AbortSignal` (one from another realm included: the shape is checked).
 *
 * @param value anything
 * @returns true for an AbortSignal
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { isAbortSignal } from "./number_option.ts";
 * assert.ok(isAbortSignal(AbortSignal.abort()) && !isAbortSignal({ aborted: true }));
 * ```
 */
export function isAbortSignal(value: unknown): value is AbortSignal {
  if (value instanceof AbortSignal) return true;
  const v = value as Partial<AbortSignal> | null;
  return typeof v === "object" && v !== null && typeof v.aborted === "boolean" &&
    typeof v.addEventListener === "function" && typeof v.removeEventListener === "function";
}
