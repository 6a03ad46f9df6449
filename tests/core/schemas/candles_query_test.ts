import assert from "node:assert/strict";
import { validateCandlesQuery } from "../../../core/schemas/oracle.ts";

const hostile = {
  toString: () => {
    throw new Error("no");
  },
} as unknown as string;

Deno.test("validateCandlesQuery rejects non-string symbols and intervals without calling their toString", () => {
  const bySymbol = validateCandlesQuery({ symbol: hostile, interval: "1m", from: 0, to: 60 });
  assert.deepEqual(bySymbol.ok ? null : [bySymbol.reason, bySymbol.field], ["INVALID_PARAMETER", "symbol"]);
  const byInterval = validateCandlesQuery({ symbol: "BTC", interval: hostile, from: 0, to: 60 });
  assert.deepEqual(byInterval.ok ? null : [byInterval.reason, byInterval.field], [
    "INVALID_PARAMETER",
    "interval",
  ]);
  const byFrom = validateCandlesQuery({ symbol: "BTC", interval: "1m", from: hostile, to: 60 });
  assert.deepEqual(byFrom.ok ? null : [byFrom.reason, byFrom.field], ["INVALID_PARAMETER", "from"]);
});

Deno.test("validateCandlesQuery still reads integer strings and numbers", () => {
  const r = validateCandlesQuery({ symbol: "BTC", interval: "1m", from: "60", to: 120 });
  assert.ok(r.ok && r.query.from === 60 && r.query.to === 120);
});
