import assert from "node:assert/strict";
import { XSwap } from "../../../mod.ts";

Deno.test("swaps.getSolverFee is 0.1% (10 bps) of the input, rounded down, as the platform's getSolverFee", async () => {
  const swaps = new XSwap().swaps;
  assert.deepEqual(await swaps.getSolverFee(1_000_000n), { ok: true, value: 1_000n });
  assert.deepEqual(await swaps.getSolverFee(999n), { ok: true, value: 0n });
  assert.deepEqual(await swaps.getSolverFee(12_345_678n), { ok: true, value: 12_345n });
  const bad = await swaps.getSolverFee(-1n);
  assert.ok(!bad.ok && bad.error.code === "INVALID_AMOUNT");
  const number = await swaps.getSolverFee(5 as unknown as bigint);
  assert.ok(!number.ok && number.error.context.field === "inputAmount");
});
