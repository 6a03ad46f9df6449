/**
 * Soak memory (issue 22): the balance book's idempotency references (`gas:`, `value:`, `deposit:`, `credit:` ...)
 * were kept forever, about 0.4 KB per settled swap. They are now forgotten when the ledger prunes the settled
 * swap they belong to, so a long run keeps a bounded number of them; balances are untouched.
 */
import assert from "node:assert/strict";
import fc from "fast-check";
import { maxUint256 } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { SIMULATED_CONFIG } from "../../../simulator/client_config/simulated_deployments.ts";
import "../../_fc_seed.ts";
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
    // setup: the wallet approved the asset manager earlier, so every spoke tx below is a swap (an approval is a
    // plain ERC-20 tx the ledger keeps: nothing to relay, so never "settled")
    const me = privateKeyToAccount(`0x${"01".repeat(32)}`).address;
    const manager = SIMULATED_CONFIG.chains["0x2105.base"].addresses.assetManager!;
    sim.context.balances.approve(
      "0x2105.base",
      me,
      "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913",
      manager,
      maxUint256,
    );
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

Deno.test("BalanceBook.forgetRefs() forgets exactly the references with a part equal to a hash (lower-cased), in any order", () => {
  const part = fc.constantFrom("gas", "0xAA", "0xaa", "0xbb", "c", "146", "3", "");
  const ref = fc.array(part, { minLength: 1, maxLength: 4 }).map((parts) => parts.join(":"));
  fc.assert(
    fc.property(
      fc.array(fc.array(ref, { maxLength: 6 }), { minLength: 1, maxLength: 4 }),
      fc.array(fc.uniqueArray(fc.constantFrom("0xaa", "0xbb", "gas", "0xAA", "c"), { maxLength: 3 }), {
        maxLength: 4,
      }),
      (batches, prunes) => {
        const book = new BalanceBook({ seed: () => 1_000n });
        const model: string[] = [];
        for (let i = 0; i < Math.max(batches.length, prunes.length); i++) {
          for (const r of batches[i] ?? []) {
            book.transfer({ chainKey: "c", from: "a", to: "b", token: "t", amount: 1n, ref: r });
            if (!model.includes(r)) model.push(r);
          }
          const hashes = new Set<string>(prunes[i] ?? []);
          const gone = model.filter((r) => r.split(":").some((p) => hashes.has(p.toLowerCase())));
          assert.equal(book.forgetRefs(hashes), gone.length);
          model.splice(0, model.length, ...model.filter((r) => !gone.includes(r)));
          assert.deepEqual(book.toJSON().applied, model);
        }
        const copy = BalanceBook.fromJSON(book.toJSON());
        const all = new Set(["0xaa", "0xbb", "gas", "c", "146", "3", ""]);
        assert.equal(
          copy.forgetRefs(all),
          model.filter((r) => r.split(":").some((p) => all.has(p.toLowerCase()))).length,
        );
      },
    ),
    { numRuns: 300 },
  );
});
