import assert from "node:assert/strict";
import fc from "fast-check";
import "../../_fc_seed.ts";
import { maxUint256 } from "viem";
import { XSwap } from "../../../mod.ts";
import { calculateATokenAmount } from "../../../services/money_market/pool_calls.ts";

const A = "0x1111111111111111111111111111111111111111";
const B = "0x2222222222222222222222222222222222222222";
const word = (hex: string): string => hex.replace(/^0x/, "").padStart(64, "0");

Deno.test("moneyMarket.encodeSupply is pool.supply(asset, amount, onBehalfOf, referralCode) on the configured pool", async () => {
  const client = new XSwap();
  const r = await client.moneyMarket.encodeSupply({ asset: A, amount: 5n, onBehalfOf: B, referralCode: 7 });
  assert.ok(r.ok);
  assert.equal(r.value.address, client.config.instanceConfig.moneyMarket.lendingPool);
  assert.equal(r.value.value, 0n);
  // Aave v3 supply(address,uint256,address,uint16) = 0x617ba037, the arguments as 32-byte words
  assert.equal(r.value.data, `0x617ba037${word(A)}${word("5")}${word(B)}${word("7")}`);
});

Deno.test("moneyMarket encoders carry Aave v3's selectors and take an explicit pool", async () => {
  const mm = new XSwap().moneyMarket;
  const cases: [Promise<{ ok: boolean; value?: { data: string; address: string } }>, string][] = [
    [mm.encodeWithdraw({ asset: A, amount: maxUint256, to: B }, B), "0x69328dec"],
    [
      mm.encodeBorrow({ asset: A, amount: 1n, interestRateMode: 2n, referralCode: 0, onBehalfOf: B }, B),
      "0xa415bcad",
    ],
    [mm.encodeRepay({ asset: A, amount: 1n, interestRateMode: 2n, onBehalfOf: B }, B), "0x573ade81"],
    [mm.encodeRepayWithATokens({ asset: A, amount: 1n, interestRateMode: 2n }, B), "0x2dad97d4"],
    [mm.encodeSetUserUseReserveAsCollateral(A, true, B), "0x5a3b74b9"],
  ];
  for (const [promise, selector] of cases) {
    const r = await promise;
    assert.ok(r.ok && r.value);
    assert.equal(r.value.data.slice(0, 10), selector);
    assert.equal(r.value.address, B);
  }
  const collateral = await mm.encodeSetUserUseReserveAsCollateral(A, true, B);
  assert.ok(collateral.ok);
  assert.equal(collateral.value.data, `0x5a3b74b9${word(A)}${word("1")}`);
});

Deno.test("moneyMarket encoders refuse bad input with the field named, never throwing", async () => {
  const mm = new XSwap().moneyMarket;
  const bad = await mm.encodeSupply({ asset: "0xnope", amount: 1n, onBehalfOf: B, referralCode: 0 });
  assert.ok(!bad.ok && bad.error.code === "INVALID_ADDRESS" && bad.error.context.field === "asset");
  const negative = await mm.encodeRepay({ asset: A, amount: -1n, interestRateMode: 2n, onBehalfOf: B });
  assert.ok(
    !negative.ok && negative.error.code === "INVALID_AMOUNT" && negative.error.context.field === "amount",
  );
  const pool = await mm.encodeWithdraw({ asset: A, amount: 1n, to: B }, "pool");
  assert.ok(!pool.ok && pool.error.context.field === "lendingPool");
  const flag = await mm.encodeSetUserUseReserveAsCollateral(A, "yes" as unknown as boolean);
  assert.ok(
    !flag.ok && flag.error.code === "VALIDATION_FAILED" && flag.error.context.field === "useAsCollateral",
  );
  const junk = await mm.encodeBorrow(null as never);
  assert.ok(!junk.ok && junk.error.code === "VALIDATION_FAILED");
});

Deno.test("calculateATokenAmount is floor(amount * 1e27 / index) + 1: never below the amount's scaled value", () => {
  const RAY = 10n ** 27n;
  fc.assert(
    fc.property(
      fc.bigInt({ min: 0n, max: 10n ** 40n }),
      fc.bigInt({ min: 1n, max: 10n ** 30n }),
      (amount, index) => {
        const r = calculateATokenAmount(amount, index);
        assert.ok(r.ok);
        // rounded up: the scaled amount times the index covers amount * RAY, by less than two indexes
        assert.ok(r.value * index > amount * RAY);
        assert.ok((r.value - 1n) * index <= amount * RAY);
        assert.ok((r.value - 2n) * index < amount * RAY || amount === 0n);
      },
    ),
  );
  assert.deepEqual(calculateATokenAmount(10n ** 18n, 2n * RAY), { ok: true, value: 5n * 10n ** 17n + 1n });
  const zero = calculateATokenAmount(1n, 0n);
  assert.ok(!zero.ok && zero.error.context.field === "normalizedIncome");
});
