import assert from "node:assert/strict";
import fc from "fast-check";
import "../../_fc_seed.ts";
import { keccak256, toHex } from "viem";
import { derivedHash } from "../../../simulator/state/_derive.ts";

Deno.test("derivedHash is keccak256 of the UTF-8 of the parts joined by '|', as 0x + 64 lowercase hex", () => {
  fc.assert(
    fc.property(
      fc.array(fc.string({ unit: "grapheme", maxLength: 20 }), { minLength: 1, maxLength: 4 }),
      (parts) => {
        const hash = derivedHash(...parts);
        assert.equal(hash, keccak256(toHex(parts.join("|"))));
        assert.match(hash, /^0x[0-9a-f]{64}$/);
      },
    ),
    { numRuns: 300 },
  );
});
