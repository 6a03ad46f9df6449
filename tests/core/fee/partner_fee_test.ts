import assert from "node:assert/strict";
import fc from "fast-check";
import "../../_fc_seed.ts";
import {
  adjustAmountByFee,
  computePartnerFee,
  FEE_PERCENTAGE_SCALE,
  type PartnerFee,
  validatePartnerFee,
} from "../../../core/fee/mod.ts";

const ADDR = "0x0000000000000000000000000000000000000001";
const CHECKSUMMED = "0x6382D6ccD780758C5e8A6123c33ee8F4472F96ef";

Deno.test("validatePartnerFee accepts and rejects each rule of docs/rules/config.md#partner-fee", () => {
  const table: [string, unknown, string | undefined][] = [
    ["percentage 0", { address: ADDR, percentage: 0 }, undefined],
    ["percentage 10000", { address: ADDR, percentage: 10000 }, undefined],
    ["checksummed address", { address: CHECKSUMMED, percentage: 1 }, undefined],
    ["lower-case address", { address: CHECKSUMMED.toLowerCase(), percentage: 1 }, undefined],
    ["amount 0n", { address: ADDR, amount: 0n }, undefined],
    ["percentage above 10000", { address: ADDR, percentage: 10001 }, "percentage"],
    ["negative percentage", { address: ADDR, percentage: -1 }, "percentage"],
    ["fractional percentage", { address: ADDR, percentage: 1.5 }, "percentage"],
    ["NaN percentage", { address: ADDR, percentage: NaN }, "percentage"],
    ["negative amount", { address: ADDR, amount: -1n }, "amount"],
    ["number amount", { address: ADDR, amount: 5 }, "amount"],
    ["both shapes", { address: ADDR, amount: 1n, percentage: 1 }, "percentage|amount"],
    ["neither shape", { address: ADDR }, "percentage"],
    ["bad checksum", { address: "0x6382d6ccD780758C5e8A6123c33ee8F4472F96ef", percentage: 1 }, "address"],
    ["non-EVM address", { address: "GABC", percentage: 1 }, "address"],
    ["missing address", { percentage: 1 }, "address"],
    ["null", null, "fee"],
  ];
  for (const [name, fee, field] of table) {
    const r = validatePartnerFee(fee);
    if (field === undefined) assert.ok(r.ok, name);
    else {
      assert.ok(!r.ok, name);
      assert.equal(r.error.code, "INVALID_FEE", name);
      assert.equal(r.error.context.field, field, name);
    }
  }
});

Deno.test("computePartnerFee follows the table of shapes and edge amounts", () => {
  const table: [bigint, PartnerFee | undefined, bigint | string][] = [
    [1000n, undefined, 0n],
    [1000n, { address: ADDR, percentage: 100 }, 10n],
    [999n, { address: ADDR, percentage: 100 }, 9n],
    [1000n, { address: ADDR, percentage: 10000 }, 1000n],
    [1000n, { address: ADDR, percentage: 0 }, 0n],
    [1000n, { address: ADDR, amount: 7n }, 7n],
    [7n, { address: ADDR, amount: 7n }, 7n],
    [6n, { address: ADDR, amount: 7n }, "INVALID_FEE"],
    [-1n, undefined, "INVALID_AMOUNT"],
    [1n, { address: ADDR, percentage: 20000 }, "INVALID_FEE"],
  ];
  for (const [amount, fee, expected] of table) {
    const r = computePartnerFee(amount, fee);
    if (typeof expected === "bigint") assert.deepEqual(r, { ok: true, value: expected });
    else {assert.ok(
        !r.ok && r.error.code === expected,
        `${amount} ${JSON.stringify(fee, (_, v) => String(v))}`,
      );}
  }
  assert.equal(FEE_PERCENTAGE_SCALE, 10000n);
});

const amountArb = fc.bigInt({ min: 0n, max: 2n ** 200n });
const feeArb: fc.Arbitrary<PartnerFee> = fc.oneof(
  fc.integer({ min: 0, max: 10000 }).map((percentage) => ({ address: ADDR, percentage })),
  fc.bigInt({ min: 0n, max: 2n ** 200n }).map((amount) => ({ address: ADDR, amount })),
);

Deno.test("the fee never exceeds the amount and fee + net equals the amount", () => {
  fc.assert(fc.property(amountArb, feeArb, (amount, fee) => {
    const charged = computePartnerFee(amount, fee);
    const net = adjustAmountByFee(amount, fee);
    if (fee.amount !== undefined && fee.amount > amount) {
      return !charged.ok && !net.ok && charged.error.code === "INVALID_FEE";
    }
    return charged.ok && net.ok && charged.value >= 0n && charged.value <= amount &&
      charged.value + net.value === amount;
  }));
});

Deno.test("a percentage fee is floor(amount * pct / 10000) and monotonic in amount and percentage", () => {
  fc.assert(
    fc.property(
      amountArb,
      amountArb,
      fc.integer({ min: 0, max: 10000 }),
      fc.integer({ min: 0, max: 10000 }),
      (a, b, p, q) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const [pLo, pHi] = p <= q ? [p, q] : [q, p];
        const f = (amount: bigint, percentage: number) => {
          const r = computePartnerFee(amount, { address: ADDR, percentage });
          if (!r.ok) throw r.error;
          return r.value;
        };
        return f(lo, p) === (lo * BigInt(p)) / 10000n && f(lo, p) <= f(hi, p) && f(lo, pLo) <= f(lo, pHi) &&
          f(hi, pLo) <= f(hi, pHi);
      },
    ),
  );
});

Deno.test("no fee leaves the amount unchanged", () => {
  fc.assert(fc.property(amountArb, (amount) => {
    const r = adjustAmountByFee(amount, undefined);
    return r.ok && r.value === amount;
  }));
});
