/**
 * Virtual time for the polling comparison: `@sinonjs/fake-timers` drives `Date`, `setTimeout` and `setInterval`
 * (both clients and the simulator's `"system"` clock read them), and {@link VirtualTime.settle} advances the
 * clock timer by timer until a promise settles, so a 2-minute relay wait runs in milliseconds and every
 * timestamp is exact.
 * @module
 */
import FakeTimers from "@sinonjs/fake-timers";

/** The outcome of {@link VirtualTime.settle}. */
export interface Settled<T> {
  /** Whether the promise settled before the limit (or before the process went idle with no timer pending). */
  settled: boolean;
  /** Its value, when it settled. */
  value?: T | undefined;
  /** Virtual time (ms) when it settled, or when the run stopped. */
  at: number;
  /** True when it stopped because nothing could ever settle it: no timer pending and no progress. */
  hung: boolean;
}

/** A fake clock plus a driver. */
export interface VirtualTime {
  /** Current virtual time in ms. */
  now(): number;
  /** Advances virtual time until `promise` settles or `limitMs` of virtual time pass. */
  settle<T>(promise: Promise<T>, limitMs: number): Promise<Settled<T>>;
  /** Restores the real timers. */
  uninstall(): void;
}

const realSetTimeout = globalThis.setTimeout;
const realYield = (): Promise<void> => new Promise((r) => realSetTimeout(r, 0));

/**
 * Installs fake timers starting at `start`.
 *
 * @param start the initial virtual time in ms. @default 1_700_000_000_000
 * @returns the driver
 */
export function installVirtualTime(start = 1_700_000_000_000): VirtualTime {
  const clock = FakeTimers.install({
    now: start,
    toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"],
  });
  return {
    now: () => clock.now,
    uninstall: () => clock.uninstall(),
    async settle<T>(promise: Promise<T>, limitMs: number): Promise<Settled<T>> {
      const end = clock.now + limitMs;
      let settled = false;
      let value: T | undefined;
      promise.then((v) => {
        settled = true;
        value = v;
      }, () => {
        settled = true;
      });
      let idle = 0;
      while (!settled) {
        await realYield();
        if (settled) break;
        if (clock.countTimers() === 0) {
          if (++idle > 50) return { settled: false, at: clock.now, hung: true };
          continue;
        }
        idle = 0;
        const before = clock.now;
        await clock.nextAsync();
        if (clock.now > end) return { settled, value, at: before, hung: false };
      }
      return { settled: true, value, at: clock.now, hung: false };
    },
  };
}
