/**
 * The boundary guard (docs/rules/errors.md#never-throws): wraps a public function that returns a `Result` (or a
 * promise of one) so that nothing it throws or rejects with crosses the boundary. A thrown `ClientError` becomes
 * the failed Result as it is; anything else becomes {@link thrownFailure}: `VALIDATION_FAILED` naming the hostile
 * argument (a getter or Proxy that throws, a cycle, a conversion that throws, a symbol, a missing argument) or,
 * when every argument reads safely, `UNKNOWN` (a defect of the library: the thrown value is the `cause`).
 *
 * @example A Proxy that throws is a failed Result, not a throw
 * ```ts
 * import assert from "node:assert/strict";
 * import type { ClientError } from "../errors.ts";
 * import { ok, type Result } from "../result.ts";
 * import { guardSync } from "./guard_result.ts";
 * const double = guardSync("double", (p: { n: number }): Result<number, ClientError> => ok(p.n * 2));
 * const hostile = new Proxy({ n: 1 }, { get() { throw new Error("no") } });
 * const r = double(hostile);
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED" && r.error.context.field === "arguments[0]");
 * ```
 * @module
 */
import { describeThrown } from "../describe_value.ts";
import { ClientError, isClientError } from "../errors.ts";
import { type Err, err, type Result } from "../result.ts";
import { findHostileValue } from "./find_hostile_value.ts";

/** Options of {@link guardSync} and {@link guardAsync}. */
export interface GuardOptions<E> {
  /**
   * The names of the parameters, for the `field` of a failure (`config` rather than `arguments[1]`).
   * @default the positions (`arguments[0]`, ...)
   */
  params?: readonly string[] | undefined;
  /**
   * Turns the failure (a thrown `ClientError`, or {@link thrownFailure}) into the function's own error type (the
   * solver functions' `SolverErrorResponse`). @default the failure as it is
   */
  toError?: ((failure: ClientError) => E) | undefined;
}

/**
 * The failure of a call to `name` that threw `thrown` with `args`: `VALIDATION_FAILED` (`field`: the path of the
 * worst hostile spot, `reason`) when an argument is hostile, `UNKNOWN` otherwise; `action` is `name`, `cause`
 * is `thrown`. Never throws.
 *
 * @param name the public name of the function (`swaps.getQuote`, `SolverApi.getQuote`)
 * @param args the arguments of the call
 * @param thrown what the call threw or rejected with
 * @param params the parameter names @default the positions
 * @returns the failure
 * @example A missing config
 * ```ts
 * import assert from "node:assert/strict";
 * import { thrownFailure } from "./guard_result.ts";
 * const e = thrownFailure("SolverApi.getQuote", [{}], new TypeError("x"), ["request", "config"]);
 * assert.ok(e.code === "VALIDATION_FAILED" && e.context.field === "config");
 * ```
 */
export function thrownFailure(
  name: string,
  args: readonly unknown[],
  thrown: unknown,
  params: readonly string[] = [],
): ClientError<"VALIDATION_FAILED" | "UNKNOWN"> {
  try {
    const spot = hostileArgument(args, params);
    if (spot !== undefined) {
      return new ClientError("VALIDATION_FAILED", `Cannot call ${name}: ${spot.path}: ${spot.reason}`, {
        context: { action: name, phase: "validate", field: spot.path, reason: spot.reason },
        cause: thrown,
      });
    }
    const what = describeThrown(thrown);
    return new ClientError("UNKNOWN", `Cannot call ${name}: it threw ${what} (a defect of the library)`, {
      context: { action: name, reason: `threw ${what}` },
      cause: thrown,
    });
  } catch {
    return new ClientError("UNKNOWN", "Cannot call a library function: it threw", { cause: thrown });
  }
}

function hostileArgument(args: readonly unknown[], params: readonly string[]) {
  const names = (i: number) => params[i] ?? `arguments[${i}]`;
  let worst: { path: string; reason: string; rank: number } | undefined;
  const rank = { throws: 0, cyclic: 1, symbol: 2, missing: 3 } as const;
  for (let i = 0; i < Math.max(args.length, params.length); i++) {
    const spot = findHostileValue(args[i], names(i));
    const found = spot === undefined
      ? (args[i] === undefined || args[i] === null) && i < params.length
        ? {
          path: names(i),
          reason: `missing (${args[i] === null ? "null" : "undefined"})`,
          rank: rank.missing,
        }
        : undefined
      : { path: spot.path, reason: spot.reason, rank: rank[spot.kind] };
    if (found !== undefined && (worst === undefined || found.rank < worst.rank)) worst = found;
  }
  return worst;
}

/** What {@link observeGuardedFailures} is called with: the public name of the function and the failed Result's error. */
export type GuardedFailureObserver = (name: string, error: unknown) => void;

const observers = new Set<GuardedFailureObserver>();

/**
 * Calls `observer` with every failure that leaves a guarded function (a method of `client.<service>` is named
 * `<service>.<method>`) until the returned function is called. For tests: the declared error codes of each public
 * operation are checked against the codes its tests produce (tests/errors/). An observer that throws is ignored.
 *
 * @param observer called with the function's public name and the failed Result's error
 * @returns a function that removes the observer
 * @example Record the codes a guarded function fails with
 * ```ts
 * import assert from "node:assert/strict";
 * import { ClientError } from "../errors.ts";
 * import { err, type Result } from "../result.ts";
 * import { guardSync, observeGuardedFailures } from "./guard_result.ts";
 * const f = guardSync("f", (): Result<number, ClientError> => err(new ClientError("INVALID_FEE", "bad fee")));
 * const seen: string[] = [];
 * const stop = observeGuardedFailures((name, e) => seen.push(`${name} ${(e as ClientError).code}`));
 * try {
 *   f();
 * } finally {
 *   stop();
 * }
 * assert.deepEqual(seen, ["f INVALID_FEE"]);
 * ```
 */
export function observeGuardedFailures(observer: GuardedFailureObserver): () => void {
  const entry: GuardedFailureObserver = (name, error) => observer(name, error);
  observers.add(entry);
  return () => void observers.delete(entry);
}

/** Tells the observers about `result` when it failed; returns it as it is. */
function observed<R>(name: string, result: R): R {
  if (observers.size === 0) return result;
  const r = result as { ok?: unknown; error?: unknown } | null;
  if (typeof r !== "object" || r === null || r.ok !== false) return result;
  for (const o of observers) {
    try {
      o(name, r.error);
    } catch {
      // an observer never changes what the function returns
    }
  }
  return result;
}

function failed<E>(
  name: string,
  args: readonly unknown[],
  thrown: unknown,
  options: GuardOptions<E>,
): Err<E | ClientError> {
  const failure = isClientError(thrown) ? thrown : thrownFailure(name, args, thrown, options.params);
  if (options.toError === undefined) return err(failure);
  try {
    return err(options.toError(failure));
  } catch {
    return err(failure);
  }
}

/**
 * A result as it leaves an asynchronous boundary: an `UNKNOWN_CHAIN_KEY` failure gets its hint (valid and closest
 * keys). The hint's code loads on the first such failure (a chunk of its own, never on a page that does not fail
 * that way).
 */
async function leaving<R>(result: R): Promise<R> {
  const error = (result as { ok?: unknown; error?: unknown } | null)?.ok === false
    ? (result as { error: unknown }).error
    : undefined;
  if (!(error instanceof ClientError) || error.code !== "UNKNOWN_CHAIN_KEY" || "validKeys" in error.context) {
    return result;
  }
  try {
    const { withChainKeyHint } = await import("./unknown_chain_key_hint.ts");
    return err(withChainKeyHint(error)) as R;
  } catch {
    return result;
  }
}

/**
 * Wraps a function returning a `Result`: a throw becomes a failed Result (see the module doc). With `toError`,
 * the failure is mapped to the function's own error type.
 *
 * @typeParam A the parameters
 * @typeParam T the value type
 * @typeParam E the error type
 * @param name the public name, for messages
 * @param fn the function
 * @param options parameter names and the error mapping
 * @returns the guarded function
 * @example A thrown ClientError keeps its code
 * ```ts
 * import assert from "node:assert/strict";
 * import { ClientError } from "../errors.ts";
 * import type { Result } from "../result.ts";
 * import { guardSync } from "./guard_result.ts";
 * const f = guardSync("f", (): Result<number, ClientError> => {
 *   throw new ClientError("INVALID_FEE", "x");
 * });
 * const r = f();
 * assert.ok(!r.ok && r.error.code === "INVALID_FEE");
 * ```
 */
export function guardSync<A extends unknown[], T, E>(
  name: string,
  fn: (...args: A) => Result<T, E>,
  options: GuardOptions<E> & { toError: (failure: ClientError) => E },
): (...args: A) => Result<T, E>;
export function guardSync<A extends unknown[], T, E>(
  name: string,
  fn: (...args: A) => Result<T, E>,
  options?: GuardOptions<E>,
): (...args: A) => Result<T, E | ClientError>;
export function guardSync<A extends unknown[], T, E>(
  name: string,
  fn: (...args: A) => Result<T, E>,
  options: GuardOptions<E> = {},
): (...args: A) => Result<T, E | ClientError> {
  return function (this: unknown, ...args: A): Result<T, E | ClientError> {
    try {
      return observed(name, fn.apply(this, args));
    } catch (thrown) {
      return observed(name, failed(name, args, thrown, options));
    }
  };
}

/**
 * Wraps a function returning a promise of a `Result`: a synchronous throw or a rejection becomes a failed Result.
 * With `toError`, the failure is mapped to the function's own error type.
 *
 * @typeParam A the parameters
 * @typeParam T the value type
 * @typeParam E the error type
 * @param name the public name, for messages
 * @param fn the function
 * @param options parameter names and the error mapping
 * @returns the guarded function (it always returns a promise that resolves)
 * @example A rejection is a failed Result
 * ```ts
 * import assert from "node:assert/strict";
 * import type { Result } from "../result.ts";
 * import { guardAsync } from "./guard_result.ts";
 * const f = guardAsync("f", (): Promise<Result<number, never>> => Promise.reject(new Error("x")));
 * const r = await f();
 * assert.ok(!r.ok && r.error.code === "UNKNOWN" && r.error.context.action === "f");
 * ```
 */
export function guardAsync<A extends unknown[], T, E>(
  name: string,
  fn: (...args: A) => PromiseLike<Result<T, E>>,
  options: GuardOptions<E> & { toError: (failure: ClientError) => E },
): (...args: A) => Promise<Result<T, E>>;
export function guardAsync<A extends unknown[], T, E>(
  name: string,
  fn: (...args: A) => PromiseLike<Result<T, E>>,
  options?: GuardOptions<E>,
): (...args: A) => Promise<Result<T, E | ClientError>>;
export function guardAsync<A extends unknown[], T, E>(
  name: string,
  fn: (...args: A) => PromiseLike<Result<T, E>>,
  options: GuardOptions<E> = {},
): (...args: A) => Promise<Result<T, E | ClientError>> {
  return function (this: unknown, ...args: A): Promise<Result<T, E | ClientError>> {
    const onThrow = (thrown: unknown) => observed(name, failed(name, args, thrown, options));
    // no observer (outside tests): not one tick more than before
    const left = observers.size === 0
      ? leaving<Result<T, E>>
      : (result: Result<T, E>) => leaving(result).then((r) => observed(name, r));
    try {
      return Promise.resolve(fn.apply(this, args)).then(left, onThrow);
    } catch (thrown) {
      return Promise.resolve(onThrow(thrown));
    }
  };
}
