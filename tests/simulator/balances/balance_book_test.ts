/** Unit behaviour of the BalanceBook and of the control API's balance routes. */
import assert from "node:assert/strict";
import { BalanceBook, UNLIMITED_ALLOWANCE } from "../../../simulator/state/balances/balance_book.ts";
import { createSimulatorApp } from "../../../simulator/app.ts";

const CHAIN = "0x2105.base";
const A = `0x${"aa".repeat(20)}`;
const B = `0x${"bb".repeat(20)}`;
const T = `0x${"cc".repeat(20)}`;

Deno.test("an untouched account reads its seed, then follows its transfers", () => {
  const book = new BalanceBook({ seed: () => 10n });
  assert.equal(book.balanceOf(CHAIN, A, T), 10n);
  assert.ok(book.transfer({ chainKey: CHAIN, from: A, to: B, token: T, amount: 4n }).ok);
  assert.equal(book.balanceOf(CHAIN, A.toUpperCase().replace("0X", "0x"), T), 6n);
  assert.equal(book.balanceOf(CHAIN, B, T), 14n);
});

Deno.test("a transfer beyond the balance or the allowance is refused and changes nothing", () => {
  const book = new BalanceBook({ seed: () => 10n });
  assert.deepEqual(book.transfer({ chainKey: CHAIN, from: A, to: B, token: T, amount: 11n }), {
    ok: false,
    reason: "insufficient_balance",
    have: 10n,
    need: 11n,
  });
  book.approve(CHAIN, A, T, B, 3n);
  const refused = book.transfer({ chainKey: CHAIN, from: A, to: B, token: T, amount: 4n, spender: B });
  assert.equal(!refused.ok && refused.reason, "insufficient_allowance");
  assert.ok(book.transfer({ chainKey: CHAIN, from: A, to: B, token: T, amount: 2n, spender: B }).ok);
  assert.equal(book.allowance(CHAIN, A, T, B), 1n);
  assert.equal(book.entries().reduce((s, e) => s + e.amount, 0n), 20n);
});

Deno.test("an unlimited allowance is never spent", () => {
  const book = new BalanceBook({ seed: () => 10n, seedAllowance: () => UNLIMITED_ALLOWANCE });
  book.transfer({ chainKey: CHAIN, from: A, to: B, token: T, amount: 5n, spender: B });
  assert.equal(book.allowance(CHAIN, A, T, B), UNLIMITED_ALLOWANCE);
});

Deno.test("a transfer reference is applied once", () => {
  const book = new BalanceBook({ seed: () => 10n });
  const t = { chainKey: CHAIN, from: A, to: B, token: T, amount: 4n, ref: "fill:1" };
  assert.deepEqual(book.transfer(t), { ok: true, repeated: false });
  assert.deepEqual(book.transfer(t), { ok: true, repeated: true });
  assert.equal(book.balanceOf(CHAIN, B, T), 14n);
});

Deno.test("toJSON and fromJSON round-trip balances, allowances and applied references", () => {
  const book = new BalanceBook({ seed: () => 10n });
  book.transfer({ chainKey: CHAIN, from: A, to: B, token: T, amount: 4n, ref: "r1" });
  book.approve(CHAIN, A, T, B, 2n ** 200n);
  book.fund("solana", "So1anaAccount", "11111111111111111111111111111111", 7n);
  const json = JSON.parse(JSON.stringify(book));
  const copy = BalanceBook.fromJSON(json, { seed: () => 10n });
  assert.deepEqual(copy.toJSON(), book.toJSON());
  assert.equal(copy.allowance(CHAIN, A, T, B), 2n ** 200n);
  assert.equal(copy.balanceOf("solana", "So1anaAccount", "11111111111111111111111111111111"), 7n);
  assert.deepEqual(copy.transfer({ chainKey: CHAIN, from: A, to: B, token: T, amount: 4n, ref: "r1" }), {
    ok: true,
    repeated: true,
  });
  assert.throws(() => BalanceBook.fromJSON({ version: 2 }), TypeError);
  assert.throws(() =>
    BalanceBook.fromJSON({ version: 1, balances: [{ amount: "-1" }], allowances: [], applied: [] })
  );
});

Deno.test("reset forgets every balance: accounts read their seeds again", () => {
  const book = new BalanceBook({ seed: () => 10n });
  book.fund(CHAIN, A, T, 1n);
  book.reset();
  assert.equal(book.balanceOf(CHAIN, A, T), 10n);
});

Deno.test("control API: fund sets and adds, balances reads, bad input is a 400, reset forgets", async () => {
  const sim = createSimulatorApp({ clock: "system" });
  try {
    const post = (body: unknown) => sim.fetch("/__sim/fund", { method: "POST", body: JSON.stringify(body) });
    let res = await post({ chainKey: CHAIN, account: A, token: T, amount: "100" });
    assert.equal((await res.json()).amount, "100");
    res = await post({ chainKey: CHAIN, account: A, token: T, amount: -30, mode: "add" });
    assert.equal((await res.json()).amount, "70");
    res = await post({ chainKey: CHAIN, account: A, amount: "5" });
    assert.equal((await res.json()).token, "0x0000000000000000000000000000000000000000");
    res = await sim.fetch(`/__sim/balances?chainKey=${CHAIN}&account=${A}`);
    assert.deepEqual((await res.json()).balances.map((b: { amount: string }) => b.amount), ["5", "70"]);
    res = await sim.fetch(`/__sim/balances?chainKey=${CHAIN}&account=${B}&token=${T}`);
    assert.equal((await res.json()).balances[0].amount, (10n ** 30n).toString());
    for (
      const bad of [
        { chainKey: CHAIN, account: A, amount: "-1" },
        { chainKey: CHAIN, account: A, amount: "-1000", mode: "add", token: T },
        { chainKey: CHAIN, account: A, amount: "1.5" },
        { chainKey: CHAIN, account: A },
        { chainKey: CHAIN, account: A, amount: "1", extra: true },
      ]
    ) {
      res = await post(bad);
      assert.equal(res.status, 400, JSON.stringify(bad));
      assert.ok(typeof (await res.json()).message === "string");
    }
    res = await sim.fetch("/__sim/fund", { method: "POST", body: "{" });
    assert.equal(res.status, 400);
    await res.body?.cancel();
    res = await sim.fetch("/__sim/balances?chainKey=mars");
    assert.equal(res.status, 400);
    await res.body?.cancel();
    sim.reset();
    res = await sim.fetch(`/__sim/balances?chainKey=${CHAIN}&account=${A}`);
    assert.deepEqual((await res.json()).balances, []);
  } finally {
    sim.close();
  }
});
