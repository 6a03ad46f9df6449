import assert from "node:assert/strict";
import { estimateCallGas } from "../../../simulator/chains/evm/estimate_gas.ts";

Deno.test("simulated eth_estimateGas prices calldata as EIP-2028 does: 4 gas a zero byte, 16 a non-zero byte", () => {
  // a creation: intrinsic + creation charge + calldata, no decoding
  const base = estimateCallGas(undefined, "0x", 0n);
  assert.equal(estimateCallGas(undefined, "0x00", 0n) - base, 4n);
  assert.equal(estimateCallGas(undefined, "0x01", 0n) - base, 16n);
  assert.equal(estimateCallGas(undefined, "0x10", 0n) - base, 16n);
  assert.equal(estimateCallGas(undefined, "0xff00", 0n) - base, 20n);
  assert.equal(estimateCallGas(undefined, "0x000000ab", 0n) - base, 3n * 4n + 16n);
  assert.equal(
    estimateCallGas(undefined, `0x${"00".repeat(700)}${"a0".repeat(800)}`, 0n) - base,
    700n * 4n + 800n * 16n,
  );
});
