// createPrivateKeyInjectiveWallet's numeric options go through the shared check (core/options/number_option.ts):
// a bad gasLimit or gasPrice is INVALID_CONFIG naming the field at construction, never a throw at the first send.
import assert from "node:assert/strict";
import {
  createPrivateKeyInjectiveWallet,
  INJECTIVE_GAS_LIMIT,
  INJECTIVE_GAS_PRICE,
} from "../../../chains/injective/mod.ts";
import { MAX_UINT64 } from "../../../core/options/number_option.ts";

const BASE = { privateKey: `0x${"11".repeat(32)}`, restUrl: "http://lcd.test" };

Deno.test("createPrivateKeyInjectiveWallet refuses each bad gasLimit / gasPrice with INVALID_CONFIG naming the field", () => {
  const table: readonly (readonly ["gasLimit" | "gasPrice", unknown])[] = [
    ["gasLimit", Number.NaN],
    ["gasLimit", Number.POSITIVE_INFINITY],
    ["gasLimit", Number.NEGATIVE_INFINITY],
    ["gasLimit", -1],
    ["gasLimit", 0],
    ["gasLimit", 1.5],
    ["gasLimit", 2 ** 53],
    ["gasLimit", "400000"],
    ["gasPrice", -1n],
    ["gasPrice", MAX_UINT64 + 1n],
    ["gasPrice", 500_000_000],
    ["gasPrice", Number.NaN],
    ["gasPrice", "500000000"],
  ];
  for (const [field, value] of table) {
    const w = createPrivateKeyInjectiveWallet({ ...BASE, [field]: value as never });
    assert.ok(
      !w.ok && w.error.code === "INVALID_CONFIG" && w.error.context.field === field,
      `${field} ${String(value)}`,
    );
  }
});

Deno.test("createPrivateKeyInjectiveWallet accepts the defaults and the bounds of gasLimit / gasPrice", () => {
  for (
    const fields of [
      {},
      { gasLimit: undefined, gasPrice: undefined },
      { gasLimit: INJECTIVE_GAS_LIMIT, gasPrice: INJECTIVE_GAS_PRICE },
      { gasLimit: 1, gasPrice: 0n },
      { gasLimit: Number.MAX_SAFE_INTEGER, gasPrice: MAX_UINT64 },
    ]
  ) {
    assert.ok(
      createPrivateKeyInjectiveWallet({ ...BASE, ...fields }).ok,
      JSON.stringify(fields, (_, v) => `${v}`),
    );
  }
});
