// createPrivateKeyStacksWallet's fee goes through the shared check (core/options/number_option.ts): a bad fee is
// INVALID_CONFIG naming the field at construction, never a throw or a refused tx at the first call.
import assert from "node:assert/strict";
import { createPrivateKeyStacksWallet } from "../../../chains/stacks/mod.ts";
import { MAX_UINT64 } from "../../../core/options/number_option.ts";

const BASE = { privateKey: "01".repeat(32), rpcUrl: "http://stacks.test" };

Deno.test("createPrivateKeyStacksWallet refuses each bad fee with INVALID_CONFIG naming the field", () => {
  for (const value of [-1n, MAX_UINT64 + 1n, 1000, Number.NaN, Number.POSITIVE_INFINITY, -1, "1000"]) {
    const w = createPrivateKeyStacksWallet({ ...BASE, fee: value as never });
    assert.ok(!w.ok && w.error.code === "INVALID_CONFIG" && w.error.context.field === "fee", String(value));
  }
});

Deno.test("createPrivateKeyStacksWallet accepts no fee (the node's estimate) and a fee from 0 to 2^64-1", () => {
  for (const fee of [undefined, 0n, 1000n, MAX_UINT64]) {
    assert.ok(createPrivateKeyStacksWallet({ ...BASE, fee }).ok, String(fee));
  }
});
