import assert from "node:assert/strict";
import { ConfigService } from "../../../core/config/mod.ts";

const hostile = {
  toString: () => {
    throw new Error("no");
  },
} as unknown as string;

Deno.test("findChainConfig fails UNKNOWN_CHAIN_KEY on a key whose toString throws", () => {
  const r = new ConfigService().findChainConfig(hostile);
  assert.ok(!r.ok);
  assert.equal(r.error.code, "UNKNOWN_CHAIN_KEY");
});

Deno.test("token lookups answer undefined for keys and addresses that are not strings", () => {
  const config = new ConfigService();
  assert.equal(config.getChainToken("0x2105.base", hostile), undefined);
  assert.equal(config.getChainToken(hostile, "0x0000000000000000000000000000000000000000"), undefined);
  assert.equal(config.getSwapToken("0x2105.base", hostile), undefined);
  assert.equal(config.getSwapToken(null as unknown as string, "0x00"), undefined);
});
