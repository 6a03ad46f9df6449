/**
 * The simulator's injectable sleep. Latency faults wait through it, so tests can swap in a virtual sleep (or run
 * the default one under `@sinonjs/fake-timers`). A sleep ends early, without error, when its signal aborts.
 *
 * @example Abort a sleep
 * ```ts
 * import { timerSleep } from "./sleep.ts";
 * const ac = new AbortController();
 * const done = timerSleep(60_000, ac.signal);
 * ac.abort();
 * await done;
 * ```
 * @module
 */

/** Waits `ms` or until `signal` aborts, whichever comes first; never rejects. */
export type SimSleep = (ms: number, signal: AbortSignal) => Promise<void>;

/**
 * The default sleep: one `setTimeout`, cleared when the signal aborts (no timer outlives an aborted request).
 *
 * @param ms how long to wait
 * @param signal ends the wait early
 * @returns a promise that resolves after `ms` or on abort
 * @example Zero waits resolve at once
 * ```ts
 * import { timerSleep } from "./sleep.ts";
 * await timerSleep(0, new AbortController().signal);
 * ```
 */
export const timerSleep: SimSleep = (ms, signal): Promise<void> =>
  new Promise<void>((resolve) => {
    if (ms <= 0 || signal.aborted) return resolve();
    const done = (): void => {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done, { once: true });
  });
