import assert from "node:assert/strict";
import fc from "fast-check";
import "../_fc_seed.ts";
import { normaliseRoutePath } from "../../simulator/faults/route_path.ts";

/** The plain definition: split on "/", fold id segments, join; the `#action` suffix kept as is. */
function reference(path: string): string {
  const hash = path.indexOf("#");
  const base = hash >= 0 ? path.slice(0, hash) : path;
  const folded = base.split("/").map((s) => (s.length >= 20 || /^0x[0-9a-fA-F]{8,}$/.test(s) ? ":id" : s));
  return folded.join("/") + (hash >= 0 ? path.slice(hash) : "");
}

Deno.test("normaliseRoutePath folds hashes and long segments into :id and keeps the rest", () => {
  assert.equal(normaliseRoutePath("/be/intent/tx/0x1234abcd"), "/be/intent/tx/:id");
  assert.equal(normaliseRoutePath("/be/intent/tx/0x1234abc"), "/be/intent/tx/0x1234abc");
  assert.equal(normaliseRoutePath("/swaps/status/aaaaaaaaaaaaaaaaaaaa/x"), "/swaps/status/:id/x");
  assert.equal(normaliseRoutePath("/relayer#get_transaction_packets"), "/relayer#get_transaction_packets");
  assert.equal(normaliseRoutePath("0xdeadbeef/a"), ":id/a");
  assert.equal(normaliseRoutePath(""), "");
});

Deno.test("normaliseRoutePath agrees with the split-and-fold definition on any path", () => {
  const segment = fc.oneof(
    fc.constantFrom("", "be", "intent", "tx", "0x", "0x1234abcd", "0xABCDEF0123", "#a", "x#y"),
    fc.stringMatching(/^0x[0-9a-fA-Fg]{0,12}$/),
    fc.string({ maxLength: 24 }),
  );
  fc.assert(
    fc.property(fc.array(segment, { maxLength: 6 }), fc.boolean(), (segments, lead) => {
      const path = (lead ? "/" : "") + segments.join("/");
      assert.equal(normaliseRoutePath(path), reference(path));
    }),
    { numRuns: 2000 },
  );
});
