/**
 * The default backoff sleep of the transport, built on `setTimeout` so fake timers drive it.
 *
 * @example Sleep, then abort a second sleep
 * ```ts
 * import assert from "node:assert/strict";
 * import { setTimeoutSleep } from "./sleep.ts";
 * await setTimeoutSleep(1);
 * const c = new AbortController();
 * const p = setTimeoutSleep(10_000, c.signal);
 * c.abort(new Error("stop"));
 * await p.then(() => assert.ok(false), (e) => assert.ok(e.message === "stop"));
 * ```
 * @module
 */
import type { Sleep } from "./types.ts";

/**
 * Resolves after `ms`; rejects with `signal.reason` as soon as `signal` aborts (immediately if it already has).
 * The timer and the listener are removed on every path.
 *
 * @param ms wait in ms
 * @param signal optional abort signal
 * @returns a promise settled after the wait or on abort
 *
 * @example Wait a tick
 * ```ts
 * import { setTimeoutSleep } from "./sleep.ts";
 * await setTimeoutSleep(0);
 * ```
 */
export const setTimeoutSleep: Sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, Math.max(0, ms));
    signal?.addEventListener("abort", onAbort, { once: true });
  });
