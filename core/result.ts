/**
 * The `Result` value every service of the library returns instead of throwing.
 *
 * @example Branch on a Result
 * ```ts
 * import assert from "node:assert/strict";
 * import { err, ok, type Result } from "./result.ts";
 *
 * function half(n: number): Result<number, string> {
 *   return n % 2 === 0 ? ok(n / 2) : err("odd");
 * }
 * const r = half(4);
 * if (r.ok) assert.ok(r.value === 2);
 * ```
 * @module
 */

/** A successful outcome carrying `value`. */
export interface Ok<T> {
  /** Always `true` on success. */
  readonly ok: true;
  /** The successful value. */
  readonly value: T;
}

/** A failed outcome carrying `error`. */
export interface Err<E> {
  /** Always `false` on failure. */
  readonly ok: false;
  /** The error. */
  readonly error: E;
}

/** `{ok: true, value}` or `{ok: false, error}`. */
export type Result<T, E> = Ok<T> | Err<E>;

/**
 * Wraps a value in a successful Result.
 *
 * @example Make an Ok
 * ```ts
 * import assert from "node:assert/strict";
 * import { ok } from "./result.ts";
 * assert.ok(ok(1).value === 1);
 * ```
 */
export function ok<T>(value: T): Ok<T>;
/** Wraps nothing in a successful Result (for operations with no value). */
export function ok(): Ok<void>;
export function ok<T>(value?: T): Ok<T | undefined> {
  return { ok: true, value };
}

/**
 * Wraps an error in a failed Result.
 *
 * @example Make an Err
 * ```ts
 * import assert from "node:assert/strict";
 * import { err } from "./result.ts";
 * assert.ok(err("bad").error === "bad");
 * ```
 */
export function err<E>(error: E): Err<E> {
  return { ok: false, error };
}

/**
 * Maps the value of a successful Result; a failed one passes through.
 *
 * @example Double a value
 * ```ts
 * import assert from "node:assert/strict";
 * import { map, ok } from "./result.ts";
 * const r = map(ok(2), (n) => n * 2);
 * assert.ok(r.ok && r.value === 4);
 * ```
 */
export function map<T, U, E>(result: Result<T, E>, fn: (value: T) => U): Result<U, E> {
  return result.ok ? ok(fn(result.value)) : result;
}

/**
 * Maps the error of a failed Result; a successful one passes through.
 *
 * @example Tag an error
 * ```ts
 * import assert from "node:assert/strict";
 * import { err, mapErr } from "./result.ts";
 * const r = mapErr(err("x"), (e) => `tagged: ${e}`);
 * assert.ok(!r.ok && r.error === "tagged: x");
 * ```
 */
export function mapErr<T, E, F>(result: Result<T, E>, fn: (error: E) => F): Result<T, F> {
  return result.ok ? result : err(fn(result.error));
}

/**
 * Chains a Result-returning step after a successful Result.
 *
 * @example Chain two steps
 * ```ts
 * import assert from "node:assert/strict";
 * import { andThen, err, ok } from "./result.ts";
 * const r = andThen(ok(3), (n) => n > 2 ? err("too big") : ok(n));
 * assert.ok(!r.ok);
 * ```
 */
export function andThen<T, U, E, F>(
  result: Result<T, E>,
  fn: (value: T) => Result<U, F>,
): Result<U, E | F> {
  return result.ok ? fn(result.value) : result;
}

/**
 * Returns the value of a successful Result, or `fallback` for a failed one.
 *
 * @example Fall back
 * ```ts
 * import assert from "node:assert/strict";
 * import { err, unwrapOr } from "./result.ts";
 * assert.ok(unwrapOr(err("x"), 7) === 7);
 * ```
 */
export function unwrapOr<T, E>(result: Result<T, E>, fallback: T): T {
  return result.ok ? result.value : fallback;
}

/**
 * Turns a promise into a Result, mapping a rejection through `toError` so that `unknown` never leaks.
 *
 * @example Catch a rejection
 * ```ts
 * import assert from "node:assert/strict";
 * import { fromPromise } from "./result.ts";
 * const r = await fromPromise(Promise.reject(new Error("boom")), (e) => String(e));
 * assert.ok(!r.ok);
 * ```
 */
export async function fromPromise<T, E>(
  promise: PromiseLike<T>,
  toError: (cause: unknown) => E,
): Promise<Result<T, E>> {
  try {
    return ok(await promise);
  } catch (cause) {
    return err(toError(cause));
  }
}
