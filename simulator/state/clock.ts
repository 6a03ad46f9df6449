/**
 * The simulator's clock. Every time-driven transition (packet states, fills, submit-tx jobs, the forming candle)
 * is derived from `now()` when state is read, so a manual clock (or fake timers) drives the whole simulator.
 *
 * @example A manual clock
 * ```ts
 * import assert from "node:assert/strict";
 * import { createManualClock } from "./clock.ts";
 * const clock = createManualClock(1_000);
 * clock.advance(500);
 * assert.ok(clock.now() === 1_500);
 * ```
 * @module
 */

/** Milliseconds since the UNIX epoch. */
export interface SimClock {
  /** The current time in ms since the UNIX epoch. */
  now(): number;
}

/** A clock moved only by `advance` / `set`. */
export interface ManualClock extends SimClock {
  /** Moves the clock forward by `ms`. */
  advance(ms: number): void;
  /** Sets the clock to `ms` since the UNIX epoch. */
  set(ms: number): void;
}

/** The wall clock (`Date.now`, which fake timers also control). */
export const systemClock: SimClock = { now: () => Date.now() };

/**
 * A clock that moves only when told to.
 *
 * @param start initial time in ms. @default 1_700_000_000_000
 */
export function createManualClock(start = 1_700_000_000_000): ManualClock {
  let t = start;
  return {
    now: () => t,
    advance: (ms) => {
      t += Math.max(0, ms);
    },
    set: (ms) => {
      t = ms;
    },
  };
}
