import assert from "node:assert/strict";
import { ConfigService } from "../../../core/config/mod.ts";
import { ALL_CHAIN_KEYS } from "../../../core/chains/chain_keys.ts";

Deno.test("getSupportedSwapTokens on ICON lists ICX, wICX and bnUSD once each, as the platform's ICON swap list", () => {
  const c = new ConfigService();
  const tokens = c.getSupportedSwapTokens("0x1.icon");
  assert.deepEqual(tokens.map((t) => t.address), [
    "cx0000000000000000000000000000000000000000",
    "cx3975b43d260fb8ec802cef6e60c2f4d07486f11d",
    "cx88fd7df7ddff82f7cc735c871dc519838cb235bb",
  ]);
});

Deno.test("getSupportedSwapTokens lists no token address twice on any chain", () => {
  const c = new ConfigService();
  for (const key of ALL_CHAIN_KEYS) {
    const addresses = c.getSupportedSwapTokens(key).map((t) => t.address.toLowerCase());
    assert.equal(new Set(addresses).size, addresses.length, key);
  }
});
