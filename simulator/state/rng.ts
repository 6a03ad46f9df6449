/**
 * A small seeded pseudo-random generator (mulberry32) so fault schedules and fills replay from a seed.
 *
 * @example Same seed, same sequence
 * ```ts
 * import assert from "node:assert/strict";
 * import { createRng } from "./rng.ts";
 * const a = createRng(42), b = createRng(42);
 * assert.ok(a.next() === b.next());
 * const resumed = createRng(42, a.state());
 * assert.ok(resumed.next() === a.next());
 * ```
 * @module
 */

/** A seeded source of numbers in [0, 1). */
export interface Rng {
  readonly seed: number;
  next(): number;
  /** true with probability `p`. */
  chance(p: number): boolean;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** The generator's internal state (a 32-bit unsigned integer): pass it back to `createRng` to resume. */
  state(): number;
}

/**
 * Creates a seeded generator.
 *
 * @param seed any 32-bit integer
 * @param state resume from this internal state (from `state()`). @default the seed's initial state
 */
export function createRng(seed: number, state?: number): Rng {
  let a = (state ?? seed) >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    seed,
    next,
    chance: (p) => p > 0 && next() < p,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    state: () => a,
  };
}
