// findHostileValue walks arrays and plain objects without recursion and names the worst hostile spot.
import assert from "node:assert/strict";
import { findHostileValue, HOSTILE_WALK_LIMIT } from "../../../core/guard/find_hostile_value.ts";
import { revokedProxy, throwingGetters, throwingProxy } from "../../properties/_public_surface.ts";

Deno.test("plain data, class instances and signals read safely", () => {
  const value = { a: [1, "x", { b: 2n }], d: new Date(0), s: AbortSignal.abort(), f: () => 1, n: null };
  assert.equal(findHostileValue(value, "v"), undefined);
});

Deno.test("a throwing read beats a cycle, which beats a symbol", () => {
  const cyclic: Record<string, unknown> = {};
  cyclic.self = cyclic;
  const spot = findHostileValue({ s: Symbol("x"), c: cyclic, p: revokedProxy() }, "options");
  assert.deepEqual(spot?.path, "options.p");
  assert.equal(spot?.kind, "throws");
  assert.equal(findHostileValue({ s: Symbol("x"), c: cyclic }, "o")?.path, "o.c.self");
  assert.equal(findHostileValue({ s: [Symbol("x")] }, "o")?.path, "o.s[0]");
  assert.equal(findHostileValue({ s: Symbol("x") }, "o", { symbols: false }), undefined);
});

Deno.test("a shared (non-cyclic) reference is not a cycle", () => {
  const shared = { x: 1 };
  assert.equal(findHostileValue({ a: shared, b: [shared, shared] }, "v"), undefined);
});

Deno.test("a throwing Proxy and a throwing getter are named", () => {
  assert.equal(findHostileValue([1, throwingProxy()], "args")?.path, "args[1]");
  assert.match(
    findHostileValue(throwingGetters(), "args")?.reason ?? "",
    /reading it threw Error: hostile getter/,
  );
});

Deno.test("a chain deeper than the stack is walked without overflowing, within the value bound", () => {
  let deep: Record<string, unknown> = {};
  const root = deep;
  for (let i = 0; i < 200_000; i++) {
    const next = {};
    deep.next = next;
    deep = next;
  }
  deep.sym = Symbol("end");
  // the bound stops the walk before the end: nothing is found, and nothing overflowed
  assert.equal(findHostileValue(root, "v"), undefined);
  assert.ok(HOSTILE_WALK_LIMIT < 200_000);
});
