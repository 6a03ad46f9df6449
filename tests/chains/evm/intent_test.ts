import assert from "node:assert/strict";
import fc from "fast-check";
import "../../_fc_seed.ts";
import { toEventSelector, toFunctionSelector } from "viem";
import {
  decodeCreateIntentCalldata,
  decodeIntent,
  encodeCreateIntentCalldata,
  encodeIntent,
  getIntentHash,
} from "../../../chains/hub/intent.ts";
import { intentsAbi } from "../../../core/abis/intents.ts";
import { intentArb, VECTOR_HASH, VECTOR_INTENT } from "./_fixtures.ts";

Deno.test("getIntentHash() reproduces the test vector of docs/wire_inventory.md#fee-data-and-intent-hash (736-byte encoding)", () => {
  const encoded = encodeIntent(VECTOR_INTENT);
  assert.equal((encoded.length - 2) / 2, 736);
  assert.equal(encoded.slice(0, 66), `0x${"0".repeat(62)}20`);
  assert.equal(getIntentHash(VECTOR_INTENT), VECTOR_HASH);
});

Deno.test("encodeCreateIntentCalldata() is selector 0x016f02e3 followed by the hashed encoding", () => {
  const calldata = encodeCreateIntentCalldata(VECTOR_INTENT);
  assert.equal(calldata.slice(0, 10), "0x016f02e3");
  assert.equal(`0x${calldata.slice(10)}`, encodeIntent(VECTOR_INTENT));
});

Deno.test("intents ABI selectors and event topics match docs/wire_inventory.md#intents-contract", () => {
  assert.equal(toFunctionSelector(intentsAbi[0]), "0x016f02e3");
  assert.equal(toFunctionSelector(intentsAbi[1]), "0xca25d319");
  assert.equal(
    toEventSelector(intentsAbi[2]),
    "0x29fecd55cf4a8b6d0aaf6870fbab480f04c3caab050a1af7654278af363cd96f",
  );
  assert.equal(
    toEventSelector(intentsAbi[3]),
    "0x179edcc2ff551e1336d178824736b025cc5df1a59d05fbcb69ae2de8c06433da",
  );
});

Deno.test("decodeCreateIntentCalldata() inverts encodeCreateIntentCalldata() for any intent", () => {
  fc.assert(
    fc.property(intentArb, (intent) => {
      const decoded = decodeCreateIntentCalldata(encodeCreateIntentCalldata(intent));
      assert.ok(decoded.ok);
      assert.deepEqual(decoded.value, { ...intent });
      const bare = decodeIntent(encodeIntent(intent));
      assert.ok(bare.ok);
      assert.equal(getIntentHash(bare.value), getIntentHash(intent));
    }),
    { numRuns: 200 },
  );
});

Deno.test("decodeCreateIntentCalldata() reports VALIDATION_FAILED for other calls and garbage", () => {
  for (
    const data of ["0x", "0x1234", "0x016f02e3", "0xca25d319" + encodeIntent(VECTOR_INTENT).slice(2)] as const
  ) {
    const r = decodeCreateIntentCalldata(data as `0x${string}`);
    assert.ok(!r.ok, data.slice(0, 12));
    assert.equal(r.error.code, "VALIDATION_FAILED");
  }
});
