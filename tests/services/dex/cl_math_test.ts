import assert from "node:assert/strict";
import fc from "fast-check";
import "../../_fc_seed.ts";
import { XSwap } from "../../../mod.ts";
import {
  getSqrtRatioAtTick,
  getTickAtSqrtRatio,
  MAX_SQRT_RATIO,
  MAX_TICK,
  MIN_SQRT_RATIO,
  MIN_TICK,
  Q96,
  token0Amount,
  token1Amount,
} from "../../../services/dex/_tick_math.ts";
import {
  calculateAmount0FromAmount1,
  calculateAmount1FromAmount0,
  calculateLiquidityFromAmounts,
  calculateMaxAmountsForSlippage,
  priceToTick,
} from "../../../services/dex/cl_math.ts";

const tickArb = fc.integer({ min: MIN_TICK, max: MAX_TICK });

Deno.test("getSqrtRatioAtTick is sqrt(1.0001^tick) * 2^96 to 1e-9 at every tick, exact at 0 and both ends", () => {
  assert.equal(getSqrtRatioAtTick(0), Q96);
  assert.equal(getSqrtRatioAtTick(MIN_TICK), MIN_SQRT_RATIO);
  assert.equal(getSqrtRatioAtTick(MAX_TICK), MAX_SQRT_RATIO);
  fc.assert(
    fc.property(tickArb, (tick) => {
      const ratio = Number(getSqrtRatioAtTick(tick)) / 2 ** 96;
      const reference = Math.exp((tick / 2) * Math.log(1.0001));
      assert.ok(Math.abs(ratio / reference - 1) < 1e-9, `tick ${tick}: ${ratio} vs ${reference}`);
    }),
    { numRuns: 500 },
  );
});

Deno.test("getTickAtSqrtRatio is the greatest tick at or below a sqrt price", () => {
  fc.assert(
    fc.property(fc.integer({ min: MIN_TICK, max: MAX_TICK - 1 }), (tick) => {
      assert.equal(getTickAtSqrtRatio(getSqrtRatioAtTick(tick)), tick);
      assert.equal(getTickAtSqrtRatio(getSqrtRatioAtTick(tick + 1) - 1n), tick);
    }),
    { numRuns: 300 },
  );
});

const rangeArb = fc.tuple(fc.integer({ min: -50_000, max: 50_000 }), fc.integer({ min: 1, max: 20_000 }))
  .chain(([lower, width]) =>
    fc.record({
      lower: fc.constant(lower),
      upper: fc.constant(lower + width),
      current: fc.integer({ min: lower - 5_000, max: lower + width + 5_000 }),
    })
  );
const amountArb = fc.bigInt({ min: 1n, max: 10n ** 30n });

Deno.test("calculateLiquidityFromAmounts never needs more of either token than given (LiquidityAmounts bound)", () => {
  fc.assert(
    fc.property(rangeArb, amountArb, amountArb, ({ lower, upper, current }, a0, a1) => {
      const r = calculateLiquidityFromAmounts(a0, a1, BigInt(lower), BigInt(upper), BigInt(current));
      assert.ok(r.ok);
      const sqrt = getSqrtRatioAtTick(current);
      assert.ok(token0Amount(current, lower, upper, sqrt, r.value) <= a0);
      assert.ok(token1Amount(current, lower, upper, sqrt, r.value) <= a1);
    }),
    { numRuns: 300 },
  );
});

Deno.test("calculateLiquidityFromAmounts with one amount zero takes the other's single-sided liquidity", () => {
  const only1 = calculateLiquidityFromAmounts(0n, 1_000_000n, -600n, 600n, 0n);
  const only0 = calculateLiquidityFromAmounts(1_000_000n, 0n, -600n, 600n, 0n);
  assert.ok(only1.ok && only1.value > 0n, "the platform's static answers 0 here");
  assert.ok(only0.ok && only0.value > 0n);
  assert.deepEqual(calculateLiquidityFromAmounts(0n, 0n, -600n, 600n, 0n), { ok: true, value: 0n });
});

Deno.test("calculateAmount1FromAmount0 and back: a symmetric range at price 1 pairs about equal amounts", () => {
  const a1 = calculateAmount1FromAmount0(10n ** 18n, -600n, 600n, 0n, Q96);
  assert.ok(a1.ok);
  assert.ok(a1.value <= 10n ** 18n && a1.value > 10n ** 18n - 10n ** 15n, `${a1.value}`);
  const a0 = calculateAmount0FromAmount1(a1.value, -600n, 600n, 0n, Q96);
  assert.ok(a0.ok && a0.value <= 10n ** 18n && a0.value > 10n ** 18n - 10n ** 15n, `${a0.ok && a0.value}`);
  // out of range below: all token0, no token1 pairs with it
  assert.deepEqual(calculateAmount1FromAmount0(5n, 600n, 1200n, 0n, Q96), { ok: true, value: 0n });
});

Deno.test("calculateMaxAmountsForSlippage is at least the amounts at the current price, equal at 0%", () => {
  fc.assert(
    fc.property(
      rangeArb,
      fc.bigInt({ min: 0n, max: 10n ** 24n }),
      fc.double({ min: 0, max: 50, noNaN: true }),
      (
        { lower, upper, current },
        liquidity,
        slippage,
      ) => {
        const sqrt = getSqrtRatioAtTick(current);
        const r = calculateMaxAmountsForSlippage(
          liquidity,
          BigInt(lower),
          BigInt(upper),
          BigInt(current),
          sqrt,
          slippage,
        );
        assert.ok(r.ok);
        assert.ok(r.value.amount0Max >= token0Amount(current, lower, upper, sqrt, liquidity));
        assert.ok(r.value.amount1Max >= token1Amount(current, lower, upper, sqrt, liquidity));
      },
    ),
    { numRuns: 200 },
  );
  const zero = calculateMaxAmountsForSlippage(10n ** 20n, -600n, 600n, 0n, Q96, 0);
  assert.ok(zero.ok);
  assert.deepEqual(zero.value, {
    amount0Max: token0Amount(0, -600, 600, Q96, 10n ** 20n),
    amount1Max: token1Amount(0, -600, 600, Q96, 10n ** 20n),
  });
});

Deno.test("priceToTick follows the platform's formula: parity 0, spacing multiples, decimals shift the tick", () => {
  const t18 = { decimals: 18 };
  assert.deepEqual(priceToTick(1, t18, t18, 1), { ok: true, value: 0n });
  assert.deepEqual(priceToTick(2, t18, t18, 1), { ok: true, value: 6931n });
  const spaced = priceToTick(1.5, t18, t18, 60);
  assert.ok(spaced.ok && spaced.value % 60n === 0n);
  const low = priceToTick(0.5, t18, t18, 1);
  assert.ok(low.ok && low.value < 0n);
  // 2000 USDC (6 decimals) per ETH (18 decimals): ln(2000e-12) / ln(1.0001)
  const eth = priceToTick(2000, t18, { decimals: 6 }, 1);
  assert.ok(eth.ok);
  assert.equal(eth.value, BigInt(Math.floor(Math.log(2000e-12) / Math.log(1.0001))));
});

Deno.test("xswap.dex carries the ClService statics and refuses bad input with the field named", async () => {
  const dex = new XSwap().dex;
  assert.deepEqual(await dex.priceToTick(1, { decimals: 6 }, { decimals: 6 }, 10), { ok: true, value: 0n });
  const l = await dex.calculateLiquidityFromAmounts(1_000n, 1_000n, -60n, 60n, 0n);
  assert.ok(l.ok && l.value > 0n);
  const backwards = await dex.calculateLiquidityFromAmounts(1n, 1n, 60n, -60n, 0n);
  assert.ok(!backwards.ok && backwards.error.context.field === "tickLower");
  const offTick = await dex.calculateAmount1FromAmount0(1n, -60n, 60n, 900_000n, Q96);
  assert.ok(!offTick.ok && offTick.error.context.field === "currentTick");
  const price = await dex.calculateAmount0FromAmount1(1n, -60n, 60n, 0n, 0n);
  assert.ok(!price.ok && price.error.context.field === "sqrtPriceX96");
  const slip = await dex.calculateMaxAmountsForSlippage(1n, -60n, 60n, 0n, Q96, Number.NaN);
  assert.ok(!slip.ok && slip.error.context.field === "slippagePercent");
  const junk = await dex.priceToTick(-1, { decimals: 6 }, { decimals: 6 }, 10);
  assert.ok(!junk.ok && junk.error.code === "VALIDATION_FAILED");
});
