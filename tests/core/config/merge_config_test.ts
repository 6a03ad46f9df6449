import assert from "node:assert/strict";
import fc from "fast-check";
import "../../_fc_seed.ts";
import { DEFAULT_CLIENT_CONFIG, mergeConfig } from "../../../core/config/mod.ts";

const leaf = fc.oneof(
  fc.integer(),
  fc.string({ maxLength: 3 }),
  fc.boolean(),
  fc.bigInt(),
  fc.constant(null),
);
const { tree } = fc.letrec((tie) => ({
  tree: fc.dictionary(fc.constantFrom("a", "b", "c", "d"), tie("node"), {
    maxKeys: 4,
    noNullPrototype: true,
  }),
  node: fc.oneof({ depthSize: "small" }, leaf, fc.array(leaf, { maxLength: 3 }), tie("tree")),
}));
const treeArb = tree as fc.Arbitrary<Record<string, unknown>>;
const overrideArb = fc.letrec((tie) => ({
  t: fc.dictionary(fc.constantFrom("a", "b", "c", "d"), tie("n"), { maxKeys: 4, noNullPrototype: true }),
  n: fc.oneof(
    { depthSize: "small" },
    leaf,
    fc.constant(undefined),
    fc.array(leaf, { maxLength: 3 }),
    tie("t"),
  ),
})).t as fc.Arbitrary<Record<string, unknown>>;

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** Every leaf of `defaults` not reached by a defined override survives; every defined override leaf wins. */
function holds(defaults: unknown, over: unknown, merged: unknown): boolean {
  if (over === undefined) return merged === defaults || (isObj(defaults) && holds(defaults, {}, merged));
  if (isObj(over) && isObj(merged)) {
    const base = isObj(defaults) ? defaults : {};
    const keys = new Set([...Object.keys(base), ...Object.keys(over)]);
    for (const k of keys) {
      if (over[k] === undefined) {
        if (!Object.is(merged[k], base[k]) && !(isObj(base[k]) && holds(base[k], {}, merged[k]))) {
          return false;
        }
      } else if (!holds(base[k], over[k], merged[k])) return false;
    }
    return true;
  }
  return Object.is(merged, over);
}

Deno.test("mergeConfig keeps defaults, lets defined overrides win, replaces arrays and skips undefined", () => {
  fc.assert(fc.property(treeArb, overrideArb, (d, o) => holds(d, o, mergeConfig(d, o))));
});

Deno.test("mergeConfig is idempotent and never mutates its inputs", () => {
  fc.assert(fc.property(treeArb, overrideArb, (d, o) => {
    const before = structuredClone([d, o]);
    const once = mergeConfig(d, o);
    assert.deepEqual(mergeConfig(once, o), once);
    assert.deepEqual([d, o], before);
  }));
});

Deno.test("arrays are replaced wholesale, never merged by index", () => {
  const m = mergeConfig({ list: [1, 2, 3], o: { x: [1] } }, { list: [9], o: { x: [] } });
  assert.deepEqual(m, { list: [9], o: { x: [] } });
});

Deno.test("bigints, class instances and functions are leaves", () => {
  const date = new Date(0);
  const fn = () => 1;
  const m = mergeConfig<Record<string, unknown>>({ a: 1n, d: { k: 1 }, f: undefined }, {
    a: 2n,
    d: date,
    f: fn,
  });
  assert.equal(m.a, 2n);
  assert.equal(m.d, date);
  assert.equal(m.f, fn);
});

Deno.test("overriding one chain's token list keeps every other default and leaves DEFAULT_CLIENT_CONFIG intact", () => {
  const before = DEFAULT_CLIENT_CONFIG.swaps.supportedTokens["0x2105.base"].length;
  const m = mergeConfig(DEFAULT_CLIENT_CONFIG, { swaps: { supportedTokens: { "0x2105.base": [] } } });
  assert.equal(m.swaps.supportedTokens["0x2105.base"].length, 0);
  assert.equal(m.swaps.supportedTokens.sonic, DEFAULT_CLIENT_CONFIG.swaps.supportedTokens.sonic);
  assert.equal(DEFAULT_CLIENT_CONFIG.swaps.supportedTokens["0x2105.base"].length, before);
  assert.ok(Object.isFrozen(DEFAULT_CLIENT_CONFIG.chains.sui));
});
