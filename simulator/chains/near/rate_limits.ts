/**
 * The NEAR rate-limit contract (`addresses.rateLimit`, `rate-limit.sodax.near`) of the simulated deployment: a
 * token bucket per token that the asset manager's withdrawals drain and that refills at `ratePerSecond` up to
 * `maxAvailable`. `get_rate_limit({token})` answers `{max_available, available, rate_per_second}` (decimal
 * strings, NEAR's `U128` JSON form) or `null` for a token without a limit; a withdrawal (a delivery crediting a
 * NEAR account) beyond `available` is refused, as the contract refuses it. Unless a scenario sets them
 * (`SimulatorOptions.nearRateLimits`), every token has {@link DEFAULT_NEAR_RATE_LIMIT}: in practice unlimited.
 *
 * @example A withdrawal drains the bucket, time refills it
 * ```ts
 * import assert from "node:assert/strict";
 * import { createNearRateLimits } from "./rate_limits.ts";
 * let now = 0;
 * const limits = createNearRateLimits({ now: () => now, limits: { "wrap.near": { maxAvailable: 100n, ratePerSecond: 10n } } });
 * assert.equal(limits.refusal("wrap.near", 101n), "rate limit exceeded");
 * limits.consume("wrap.near", 100n);
 * now = 3_000;
 * assert.deepEqual(limits.view("wrap.near"), { max_available: "100", available: "30", rate_per_second: "10" });
 * ```
 * @module
 */

/** One token's limit: the bucket's capacity and its refill per second (the token's smallest units). */
export interface NearRateLimitSetting {
  /** The most that can be withdrawn at once. */
  maxAvailable: bigint;
  /** Refill per second. */
  ratePerSecond: bigint;
}

/** What every token's limit is unless a scenario sets it: 10^36 at once, 10^30 per second (unlimited in practice). */
export const DEFAULT_NEAR_RATE_LIMIT: NearRateLimitSetting = {
  maxAvailable: 10n ** 36n,
  ratePerSecond: 10n ** 30n,
};

/** Options of {@link createNearRateLimits}. */
export interface NearRateLimitsOptions {
  /** The simulator's clock in ms. */
  now: () => number;
  /** Limits by token account (`null`: the token has no limit; `get_rate_limit` answers `null`). @default {} */
  limits?: Readonly<Record<string, NearRateLimitSetting | null>> | undefined;
  /** The limit of a token `limits` does not name. @default DEFAULT_NEAR_RATE_LIMIT */
  fallback?: NearRateLimitSetting | null | undefined;
}

/** `get_rate_limit`'s answer. */
export interface NearRateLimitView {
  max_available: string;
  available: string;
  rate_per_second: string;
}

/** The rate-limit contract's state. */
export interface NearRateLimits {
  /** `get_rate_limit({token})`. */
  view(token: string): NearRateLimitView | null;
  /** Why a withdrawal of `amount` is refused now, or `undefined`. */
  refusal(token: string, amount: bigint): string | undefined;
  /** Drains `amount` (an accepted withdrawal). */
  consume(token: string, amount: bigint): void;
  /** Full buckets again (the simulator's reset). */
  reset(): void;
}

/**
 * Creates the rate-limit state.
 *
 * @param options clock and limits
 * @returns the contract's reads and the withdrawal rule
 */
export function createNearRateLimits(options: NearRateLimitsOptions): NearRateLimits {
  const drained = new Map<string, { available: bigint; at: number }>();
  const settingOf = (token: string): NearRateLimitSetting | null => {
    const limits = options.limits ?? {};
    if (Object.hasOwn(limits, token)) return limits[token] ?? null;
    return options.fallback === undefined ? DEFAULT_NEAR_RATE_LIMIT : options.fallback;
  };
  const available = (token: string, setting: NearRateLimitSetting): bigint => {
    const last = drained.get(token);
    if (last === undefined) return setting.maxAvailable;
    const seconds = BigInt(Math.max(0, Math.floor((options.now() - last.at) / 1000)));
    const refilled = last.available + seconds * setting.ratePerSecond;
    return refilled > setting.maxAvailable ? setting.maxAvailable : refilled;
  };
  return {
    view(token) {
      const setting = settingOf(token);
      if (setting === null) return null;
      return {
        max_available: setting.maxAvailable.toString(),
        available: available(token, setting).toString(),
        rate_per_second: setting.ratePerSecond.toString(),
      };
    },
    refusal(token, amount) {
      const setting = settingOf(token);
      if (setting === null) return undefined;
      return amount > available(token, setting) ? "rate limit exceeded" : undefined;
    },
    consume(token, amount) {
      const setting = settingOf(token);
      if (setting === null) return;
      const left = available(token, setting) - amount;
      drained.set(token, { available: left > 0n ? left : 0n, at: options.now() });
    },
    reset: () => drained.clear(),
  };
}
