import assert from "node:assert/strict";
import { encodeApprove, encodeTransfer, encodeTransferFrom } from "../../../chains/evm/mod.ts";

const T = "0x1111111111111111111111111111111111111111";
const A = "0x2222222222222222222222222222222222222222";
const B = "0x3333333333333333333333333333333333333333";
const word = (hex: string): string => hex.replace(/^0x/, "").padStart(64, "0");

Deno.test("ERC-20 encoders write the standard selectors and words, to the token, with no value", () => {
  assert.deepEqual(encodeTransfer(T, A, 255n), {
    ok: true,
    value: { address: T, value: 0n, data: `0xa9059cbb${word(A)}${word("ff")}` },
  });
  assert.deepEqual(encodeTransferFrom(T, A, B, 1n), {
    ok: true,
    value: { address: T, value: 0n, data: `0x23b872dd${word(A)}${word(B)}${word("1")}` },
  });
  assert.deepEqual(encodeApprove(T, B, 0n), {
    ok: true,
    value: { address: T, value: 0n, data: `0x095ea7b3${word(B)}${word("0")}` },
  });
});

Deno.test("ERC-20 encoders refuse a bad address or amount with the field named, never throwing", () => {
  const badToken = encodeTransfer("usdc", A, 1n);
  assert.ok(
    !badToken.ok && badToken.error.code === "INVALID_ADDRESS" && badToken.error.context.field === "token",
  );
  const badTo = encodeTransferFrom(T, A, 7 as unknown as string, 1n);
  assert.ok(!badTo.ok && badTo.error.context.field === "to");
  const tooBig = encodeApprove(T, A, 1n << 256n);
  assert.ok(!tooBig.ok && tooBig.error.code === "INVALID_AMOUNT");
  const number = encodeTransfer(T, A, 5 as unknown as bigint);
  assert.ok(!number.ok && number.error.code === "INVALID_AMOUNT");
});
