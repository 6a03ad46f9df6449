/**
 * Fake timers for relay tests (setTimeout, clearTimeout and Date only; promises stay real).
 * @module
 */
import FakeTimers from "@sinonjs/fake-timers";

/** The installed clock. */
export type Clock = ReturnType<typeof FakeTimers.install>;

/** Runs `fn` with fake timers installed, uninstalling them afterwards. */
export async function withClock(fn: (clock: Clock) => Promise<void>): Promise<void> {
  const clock = FakeTimers.install({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  try {
    await fn(clock);
  } finally {
    clock.uninstall();
  }
}

/** Starts `promise` and records the fake time at which it settles. */
export function track<T>(clock: Clock, promise: Promise<T>): { done: Promise<T>; settledAt: () => number } {
  let at = -1;
  const done = promise.then((v) => {
    at = clock.now;
    return v;
  });
  return { done, settledAt: () => at };
}
