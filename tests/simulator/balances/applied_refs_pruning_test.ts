/**
 * Soak memory (issue 22): the balance book's idempotency references (`gas:`, `value:`, `deposit:`, `credit:` ...)
 * were kept forever, about 0.4 KB per settled swap. They are now forgotten when the ledger prunes the settled
 * swap they belong to, so a long run keeps a bounded number of them; balances are untouched.
 */
import assert from "node:assert/strict";
import { BalanceBook } from "../../../simulator/state/balances/balance_book.ts";
import { makeSim } from "../_helpers.ts";
import { librarySwap } from "../scenarios/_swap.ts";

Deno.test("BalanceBook.forgetRefs() drops the references naming a pruned hash and keeps balances", () => {
  const book = new BalanceBook({ seed: () => 100n });
  book.transfer({ chainKey: "c", from: "a", to: "b", token: "t", amount: 5n, ref: "gas:c:0xaa" });
  book.transfer({ chainKey: "c", from: "a", to: "b", token: "t", amount: 5n, ref: "credit:146:0xbb:3" });
  book.transfer({ chainKey: "c", from: "a", to: "b", token: "t", amount: 5n, ref: "gas:c:0xcc" });
  assert.equal(book.forgetRefs(new Set(["0xaa", "0xbb"])), 2);
  assert.deepEqual(book.toJSON().applied, ["gas:c:0xcc"]);
  assert.equal(book.balanceOf("c", "b", "t"), 115n);
});

Deno.test("the balance book's applied references stay bounded over many settled swaps (pruned with the ledger)", async () => {
  const sim = makeSim({ preset: "instant", seed: 3, ledgerRetainSettled: 4 });
  try {
    const applied = () => sim.context.balances.toJSON().applied;
    for (let i = 0; i < 8; i++) await librarySwap(sim, 1_000_000n + BigInt(i));
    const early = applied();
    const firstTx = sim.ledger.events().find((e) => e.type === "spoke_tx")!.ref.toLowerCase();
    for (let i = 8; i < 30; i++) await librarySwap(sim, 1_000_000n + BigInt(i));
    const late = applied();
    assert.ok(late.length <= early.length + 4, `references grew: ${early.length} -> ${late.length}`);
    assert.ok(!late.some((r) => r.toLowerCase().includes(firstTx)), "the first swap's references are gone");
    const lastTx = sim.ledger.events().filter((e) => e.type === "spoke_tx").at(-1)!.ref.toLowerCase();
    assert.ok(late.some((r) => r.toLowerCase().includes(lastTx)), "the last swap's references are kept");
  } finally {
    sim.close();
  }
});
