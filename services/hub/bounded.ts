/**
 * `bounded`: runs one call under a caller's `signal` and `timeout` (a timer; fake timers drive it in tests), so a
 * read the transport cannot cancel still answers `ABORTED` or `REQUEST_TIMEOUT` on time.
 *
 * @example An aborted signal answers before the call runs
 * ```ts
 * import assert from "node:assert/strict";
 * import { bounded } from "./bounded.ts";
 * const r = await bounded(() => Promise.resolve({ ok: true as const, value: 1 }), {
 *   signal: AbortSignal.abort(),
 * }, "Cannot read", {});
 * assert.ok(!r.ok && r.error.code === "ABORTED");
 * ```
 * @module
 */
import { ClientError, type ErrorContextFields } from "../../core/errors.ts";
import { describeValue } from "../../core/describe_value.ts";
import { err, type Result } from "../../core/result.ts";
import { isAbortSignal } from "../../core/options/number_option.ts";

/** A caller's bound of one call. */
export interface BoundedOptions {
  /** Aborts the call (its answer is then `ABORTED`). @default undefined */
  signal?: AbortSignal | undefined;
  /** Bound in ms (its answer is then `REQUEST_TIMEOUT`). @default undefined (the transport's own timeout) */
  timeout?: number | undefined;
}

/**
 * Runs `run` under `options.signal` and `options.timeout`.
 *
 * @param run the call
 * @param options signal and timeout
 * @param what the message's start (`Cannot read ...`)
 * @param context the error context
 * @returns the call's answer; or `ABORTED`, `REQUEST_TIMEOUT`, `VALIDATION_FAILED` (a bad `timeout` or `signal`,
 *   phase `validate`)
 */
export async function bounded<T>(
  run: () => Promise<Result<T, ClientError>>,
  options: BoundedOptions,
  what: string,
  contextFields: ErrorContextFields,
): Promise<Result<T, ClientError>> {
  const context = contextFields as Readonly<Record<string, unknown>>;
  const { signal, timeout } =
    (typeof options === "object" && options !== null ? options : {}) as BoundedOptions;
  if (signal !== undefined && !isAbortSignal(signal)) {
    return err(
      new ClientError("VALIDATION_FAILED", `${what}: signal must be an AbortSignal`, {
        context: { ...context, field: "signal", value: describeValue(signal), phase: "validate" },
      }),
    );
  }
  if (signal?.aborted) {
    return err(new ClientError("ABORTED", `${what}: aborted`, { context, cause: signal.reason }));
  }
  if (timeout !== undefined && (typeof timeout !== "number" || !Number.isFinite(timeout) || timeout < 0)) {
    return err(
      new ClientError("VALIDATION_FAILED", `${what}: timeout must be a non-negative number of ms`, {
        context: { ...context, field: "timeout", value: describeValue(timeout), phase: "validate" },
      }),
    );
  }
  if (signal === undefined && timeout === undefined) return await run();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onAbort: (() => void) | undefined;
  const stop = new Promise<Result<T, ClientError>>((resolve) => {
    if (timeout !== undefined) {
      timer = setTimeout(
        () =>
          resolve(
            err(
              new ClientError("REQUEST_TIMEOUT", `${what}: timed out`, {
                context: { ...context, timeoutMs: timeout },
              }),
            ),
          ),
        timeout,
      );
    }
    if (signal !== undefined) {
      onAbort = () =>
        resolve(err(new ClientError("ABORTED", `${what}: aborted`, { context, cause: signal.reason })));
      signal.addEventListener("abort", onAbort, { once: true });
    }
  });
  try {
    return await Promise.race([run(), stop]);
  } finally {
    if (timer !== undefined) clearTimeout(timer);
    if (onAbort !== undefined) signal?.removeEventListener("abort", onAbort);
  }
}
