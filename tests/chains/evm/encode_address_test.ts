import assert from "node:assert/strict";
import { ALL_CHAIN_KEYS, getChainType } from "../../../core/chains/mod.ts";
import { encodeEvmAddress as encodeAddress } from "../../../chains/address/encode_address.ts";

Deno.test("encodeAddress() returns the 20 address bytes, lower-cased, on every EVM chain", () => {
  const mixed = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";
  for (const key of ALL_CHAIN_KEYS.filter((k) => getChainType(k) === "EVM")) {
    const r = encodeAddress(key, mixed);
    assert.ok(r.ok, key);
    assert.equal(r.value, mixed.toLowerCase());
  }
});

Deno.test("encodeAddress() reports UNSUPPORTED_CHAIN_OPERATION for every non-EVM family", () => {
  for (const key of ALL_CHAIN_KEYS.filter((k) => getChainType(k) !== "EVM")) {
    const r = encodeAddress(key, "anything");
    assert.ok(!r.ok);
    assert.equal(r.error.code, "UNSUPPORTED_CHAIN_OPERATION");
    assert.equal(r.error.context.chainKey, key);
  }
});

Deno.test("encodeAddress() reports INVALID_ADDRESS and UNKNOWN_CHAIN_KEY", () => {
  const bad = encodeAddress("0x2105.base", "0x1234");
  assert.ok(!bad.ok && bad.error.code === "INVALID_ADDRESS");
  const unknown = encodeAddress("nope", "0x5555555555555555555555555555555555555555");
  assert.ok(!unknown.ok && unknown.error.code === "UNKNOWN_CHAIN_KEY");
});
