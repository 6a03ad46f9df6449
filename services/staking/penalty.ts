/**
 * The early-claim penalty of an unstake request, from staked SODA's parameters (`getParameters()`): the full
 * `maxPenalty` percent before `minUnstakingPeriod` has elapsed, none once `unstakingPeriod` has, and a linear
 * decrease in between. The percent is an integer (truncated), and the penalty amount is `amount * percent / 100`,
 * as the reference client computes it (SDKS `StakingService.calculatePenalty`).
 *
 * @example Halfway through the reduction window
 * ```ts
 * import assert from "node:assert/strict";
 * import { unstakePenalty } from "./penalty.ts";
 * const config = { unstakingPeriod: 30n, minUnstakingPeriod: 10n, maxPenalty: 50n };
 * const p = unstakePenalty({ amount: 1000n, startTime: 0n }, config, 20n);
 * assert.deepEqual(p, { penaltyPercentage: 25, penalty: 250n, claimableAmount: 750n });
 * ```
 * @module
 */

/** Staked SODA's penalty parameters. */
export interface StakingConfig {
  /** Seconds after which a request is claimed in full. */
  unstakingPeriod: bigint;
  /** Seconds before which the full `maxPenalty` applies. */
  minUnstakingPeriod: bigint;
  /** The largest penalty, in percent (0..100). */
  maxPenalty: bigint;
}

/** The penalty of one request at a given time. */
export interface UnstakePenalty {
  /** The penalty in whole percent (0..100). */
  penaltyPercentage: number;
  /** SODA withheld (18 decimals). */
  penalty: bigint;
  /** SODA a claim pays now: `amount - penalty`. */
  claimableAmount: bigint;
}

/**
 * The penalty of claiming `request` at `now` (unix seconds). A start time in the future counts as no time
 * elapsed (full penalty).
 *
 * @param request the request's amount and start time (unix seconds)
 * @param config the penalty parameters
 * @param now the current time in unix seconds
 * @returns percent, penalty and claimable amount
 * @example Matured requests pay in full
 * ```ts
 * import assert from "node:assert/strict";
 * import { unstakePenalty } from "./penalty.ts";
 * const config = { unstakingPeriod: 30n, minUnstakingPeriod: 10n, maxPenalty: 50n };
 * assert.equal(unstakePenalty({ amount: 7n, startTime: 0n }, config, 31n).claimableAmount, 7n);
 * ```
 */
export function unstakePenalty(
  request: { amount: bigint; startTime: bigint },
  config: StakingConfig,
  now: bigint,
): UnstakePenalty {
  const elapsed = now - request.startTime;
  let percent: bigint;
  if (elapsed < config.minUnstakingPeriod) percent = config.maxPenalty;
  else if (elapsed >= config.unstakingPeriod) percent = 0n;
  else {
    const window = config.unstakingPeriod - config.minUnstakingPeriod;
    percent = config.maxPenalty * (window - (elapsed - config.minUnstakingPeriod)) / window;
  }
  const penalty = request.amount * percent / 100n;
  return { penaltyPercentage: Number(percent), penalty, claimableAmount: request.amount - penalty };
}
