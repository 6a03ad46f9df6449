import assert from "node:assert/strict";
import fc from "fast-check";
import "../../_fc_seed.ts";
import { getAddress, toHex } from "viem";
import { decodePartnerFeeData, encodePartnerFeeData } from "../../../chains/hub/intent.ts";
import { addr } from "./_fixtures.ts";

Deno.test("encodePartnerFeeData() is 0x01 ++ abi.encode(fee, receiver), 65 bytes", () => {
  const data = encodePartnerFeeData(1000n, addr("22"));
  assert.equal(data, `0x01${(1000n).toString(16).padStart(64, "0")}${"0".repeat(24)}${"22".repeat(20)}`);
});

Deno.test("encodePartnerFeeData() is 0x when no fee is configured (no receiver)", () => {
  assert.equal(encodePartnerFeeData(0n, undefined), "0x");
  assert.equal(encodePartnerFeeData(5n, undefined), "0x");
});

Deno.test("encodePartnerFeeData() writes the zero-fee envelope for a configured 0% fee, as the platform does", () => {
  // The platform's EvmSolverService.createIntentFeeData encodes {fee: 0, receiver} whenever a fee object is
  // configured; writing 0x instead would change the intent hash of the same intent.
  assert.equal(
    encodePartnerFeeData(0n, addr("22")),
    `0x01${"0".repeat(64)}${"0".repeat(24)}${"22".repeat(20)}`,
  );
  const back = decodePartnerFeeData(encodePartnerFeeData(0n, addr("22")));
  assert.ok(back.ok);
  assert.deepEqual(back.value, { fee: 0n, receiver: addr("22") });
});

Deno.test("decodePartnerFeeData() inverts encodePartnerFeeData() for any positive fee", () => {
  fc.assert(
    fc.property(
      fc.bigInt({ min: 1n, max: (1n << 256n) - 1n }),
      fc.uint8Array({ minLength: 20, maxLength: 20 }),
      (fee, receiverBytes) => {
        const receiver = getAddress(toHex(receiverBytes));
        const r = decodePartnerFeeData(encodePartnerFeeData(fee, receiver));
        assert.ok(r.ok);
        assert.deepEqual(r.value, { fee, receiver });
      },
    ),
  );
});

Deno.test("decodePartnerFeeData() rejects data without the fee tag or of the wrong length", () => {
  for (const data of ["0x02" + "00".repeat(64), "0x01" + "00".repeat(63), "0x00"] as const) {
    const r = decodePartnerFeeData(data as `0x${string}`);
    assert.ok(!r.ok);
    assert.equal(r.error.code, "VALIDATION_FAILED");
  }
});
