/**
 * The unstake penalty rule: full before the minimum period, none after the unstaking period, a truncated linear
 * percent in between; the penalty and the claimable amount always add up to the request.
 * @module
 */
import { deepStrictEqual, ok as assertOk, strictEqual } from "node:assert/strict";
import fc from "fast-check";
import "../../_fc_seed.ts";
import { unstakePenalty } from "../../../services/staking/mod.ts";

const DAY = 86_400n;
const CONFIG = { unstakingPeriod: 30n * DAY, minUnstakingPeriod: 7n * DAY, maxPenalty: 50n };

Deno.test("unstakePenalty() charges maxPenalty before minUnstakingPeriod and nothing after unstakingPeriod", () => {
  const r = { amount: 1000n, startTime: 100n };
  deepStrictEqual(unstakePenalty(r, CONFIG, 100n), {
    penaltyPercentage: 50,
    penalty: 500n,
    claimableAmount: 500n,
  });
  strictEqual(unstakePenalty(r, CONFIG, 100n + 7n * DAY - 1n).penaltyPercentage, 50);
  strictEqual(unstakePenalty(r, CONFIG, 100n + 30n * DAY).penalty, 0n);
  strictEqual(
    unstakePenalty(r, CONFIG, 0n).penaltyPercentage,
    50,
    "a future start counts as no time elapsed",
  );
});

Deno.test("unstakePenalty() truncates the linear percent inside the reduction window", () => {
  // 12 days elapsed: 5 of the 23-day window, 50 * 18 / 23 = 39.13 -> 39
  deepStrictEqual(unstakePenalty({ amount: 100n, startTime: 0n }, CONFIG, 12n * DAY), {
    penaltyPercentage: 39,
    penalty: 39n,
    claimableAmount: 61n,
  });
});

Deno.test("unstakePenalty() keeps penalty + claimable = amount and never grows with time", () => {
  const config = fc.tuple(fc.bigInt({ min: 0n, max: 400n * DAY }), fc.bigInt({ min: 0n, max: 400n * DAY }))
    .chain(([a, b]) =>
      fc.record({
        unstakingPeriod: fc.constant(a > b ? a : b),
        minUnstakingPeriod: fc.constant(a > b ? b : a),
        maxPenalty: fc.bigInt({ min: 0n, max: 100n }),
      })
    );
  fc.assert(
    fc.property(
      config,
      fc.bigInt({ min: 0n, max: 10n ** 30n }),
      fc.bigInt({ min: 0n, max: 10n ** 10n }),
      fc.bigInt({ min: 0n, max: 500n * DAY }),
      fc.bigInt({ min: 0n, max: 500n * DAY }),
      (cfg, amount, startTime, t1, dt) => {
        const early = unstakePenalty({ amount, startTime }, cfg, startTime + t1);
        const late = unstakePenalty({ amount, startTime }, cfg, startTime + t1 + dt);
        assertOk(early.penalty + early.claimableAmount === amount);
        assertOk(early.penalty >= 0n && early.penalty <= amount * cfg.maxPenalty / 100n);
        assertOk(late.penalty <= early.penalty);
        assertOk(early.penaltyPercentage >= 0 && early.penaltyPercentage <= Number(cfg.maxPenalty));
      },
    ),
  );
});
