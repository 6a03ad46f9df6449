/**
 * The Stellar deposit call's argument order is the asset manager's, as the platform's own SDK calls it.
 *
 * How the vector is derived: the expected operation is built here directly with `@stellar/stellar-sdk`
 * (`Contract.call` + `nativeToScVal`), following `StellarSpokeService.buildDepositCall` of the platform SDK's
 * source (`packages/sdk/src/shared/services/spoke/StellarSpokeService.ts` in icon-project/sodax-sdks:
 * `transfer(from: address, token: address, amount: u128, to: bytes, data: bytes)`), never from our encoder.
 */
import assert from "node:assert/strict";
import { Address, Contract, Keypair, nativeToScVal } from "@stellar/stellar-sdk";
import { hexToBytes } from "viem";
import { buildDepositOperation, decodeDepositOperation } from "../../../chains/stellar/deposit_call.ts";

const deposit = {
  assetManager: "CCGF33A4CO6D3BXFEKPXVCFCZBK76I3AQOZK6KIKRPAWAZR3632WHCJ3",
  from: Keypair.fromRawEd25519Seed(new Uint8Array(32).fill(7)).publicKey(),
  token: "CAS3J7GYLGXMF6TDJBBYYSE3HQ6BBSMLNUQ34T6TZMYMW2EVH34XOWMA",
  to: "0x1111111111111111111111111111111111111111",
  amount: 123_456_789n,
  payload: "0xabcdef",
} as const;

Deno.test("the Stellar deposit is transfer(from, token, amount: u128, to: bytes, data: bytes), byte for byte the platform SDK's call", () => {
  const expected = new Contract(deposit.assetManager).call(
    "transfer",
    nativeToScVal(Address.fromString(deposit.from), { type: "address" }),
    nativeToScVal(Address.fromString(deposit.token), { type: "address" }),
    nativeToScVal(deposit.amount, { type: "u128" }),
    nativeToScVal(hexToBytes(deposit.to), { type: "bytes" }),
    nativeToScVal(hexToBytes(deposit.payload), { type: "bytes" }),
  );
  assert.equal(buildDepositOperation(deposit).toXDR("base64"), expected.toXDR("base64"));
});

Deno.test("decodeDepositOperation reads the platform order back and refuses the old to-before-amount order", () => {
  const decoded = decodeDepositOperation(buildDepositOperation(deposit));
  assert.ok(decoded.ok);
  assert.equal(decoded.value.amount, deposit.amount);
  assert.equal(decoded.value.to, deposit.to);
  const oldOrder = new Contract(deposit.assetManager).call(
    "transfer",
    nativeToScVal(Address.fromString(deposit.from), { type: "address" }),
    nativeToScVal(Address.fromString(deposit.token), { type: "address" }),
    nativeToScVal(hexToBytes(deposit.to), { type: "bytes" }),
    nativeToScVal(deposit.amount, { type: "u128" }),
    nativeToScVal(hexToBytes(deposit.payload), { type: "bytes" }),
  );
  const refused = decodeDepositOperation(oldOrder);
  assert.ok(!refused.ok);
  assert.equal(refused.error.code, "VALIDATION_FAILED");
});
