/**
 * The simulated hub's Permit2 book: the contract's rules for `approve` (expiration 0 lasts the block), and the
 * snapshot form of the positions store (absent while empty, restored whole).
 * @module
 */
import { deepStrictEqual, ok as assertOk, strictEqual, throws } from "node:assert/strict";
import { EMPTY_POSITIONS_JSON, Permit2Book, PositionsStore } from "../../../simulator/state/positions/mod.ts";

const OWNER = "0x1111111111111111111111111111111111111111";
const TOKEN = "0x2222222222222222222222222222222222222222";
const SPENDER = "0x3333333333333333333333333333333333333333";

Deno.test("Permit2Book.approve with expiration 0 stores the block time, and refuses amounts beyond uint160", () => {
  const book = new Permit2Book();
  assertOk(book.approve(OWNER, TOKEN, SPENDER, 1n, 0, 1_800_000_000));
  deepStrictEqual(book.allowance(OWNER, TOKEN, SPENDER), { amount: 1n, expiration: 1_800_000_000, nonce: 0 });
  assertOk(!book.approve(OWNER, TOKEN, SPENDER, 1n << 160n, 5, 1));
  strictEqual(book.allowance(OWNER, TOKEN, SPENDER).amount, 1n);
  assertOk(!book.invalidateNonces(OWNER, TOKEN, SPENDER, 2 ** 16)); // more than 2^16 - 1 above the nonce
});

Deno.test("PositionsStore snapshots keep Permit2 allowances, and leave the field out while there are none", () => {
  const store = new PositionsStore();
  deepStrictEqual(store.toJSON(), EMPTY_POSITIONS_JSON);
  store.permit2.approve(OWNER, TOKEN, SPENDER, 5n, 1_900_000_000, 1);
  const json = JSON.parse(JSON.stringify(store.toJSON()));
  deepStrictEqual(json.permit2, {
    [`${OWNER}:${TOKEN}:${SPENDER}`]: { amount: "5", expiration: 1_900_000_000, nonce: 0 },
  });
  deepStrictEqual(PositionsStore.fromJSON(json).permit2.allowance(OWNER, TOKEN, SPENDER), {
    amount: 5n,
    expiration: 1_900_000_000,
    nonce: 0,
  });
  throws(() =>
    PositionsStore.fromJSON({ ...json, permit2: { nope: { amount: "1", expiration: 0, nonce: 0 } } })
  );
});
