/**
 * The seeded staking of the simulated hub: the penalty parameters and each user's seeded unstake requests. The
 * positions store starts from them and the hub's reads answer from them.
 *
 * @example A user has one to three requests
 * ```ts
 * import assert from "node:assert/strict";
 * import { simUnstakeRequests } from "./staking.ts";
 * const n = simUnstakeRequests("0x5555555555555555555555555555555555555555").length;
 * assert.ok(n >= 1 && n <= 3);
 * ```
 * @module
 */
import { type Address, getAddress } from "viem";
import { pick } from "./seeded.ts";

const DAY = 86_400n;

/** The simulated penalty parameters: 30-day unstaking period, 7-day minimum, 50% maximum penalty. */
export const SIM_STAKING_CONFIG: {
  readonly unstakingPeriod: bigint;
  readonly minUnstakingPeriod: bigint;
  readonly maxPenalty: bigint;
} = { unstakingPeriod: 30n * DAY, minUnstakingPeriod: 7n * DAY, maxPenalty: 50n };

/** The start time of every user's newest simulated request (unix seconds, 2025-06-15T16:53:20Z). */
export const SIM_STAKING_EPOCH = 1_750_006_400n;

/** What the simulated instant unstake keeps: 100 basis points (1%) of the amount. */
export const SIM_INSTANT_UNSTAKE_FEE_BPS = 100n;

/**
 * The simulated unstake requests of `user`: 1..3 of them (`keccak256("{user}:unstake:count") mod 3` + 1), ids
 * `base * 10 + i` with `base` seeded, amounts of 1..999 whole SODA (1e18) seeded per request, and start times
 * {@link SIM_STAKING_EPOCH} less 12 days per older request; each pays out to `user`.
 */
export function simUnstakeRequests(user: Address): {
  id: bigint;
  request: { amount: bigint; startTime: bigint; to: Address };
}[] {
  const u = user.toLowerCase();
  const count = Number(pick(`${u}:unstake:count`, 3n)) + 1;
  const base = pick(`${u}:unstake:id`, 100_000n) + 1n;
  return Array.from({ length: count }, (_, i) => ({
    id: base * 10n + BigInt(i),
    request: {
      amount: (pick(`${u}:unstake:${i}:amount`, 999n) + 1n) * 10n ** 18n,
      startTime: SIM_STAKING_EPOCH - BigInt(i) * 12n * DAY,
      to: getAddress(user),
    },
  }));
}
