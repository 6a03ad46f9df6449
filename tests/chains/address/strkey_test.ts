// Golden vectors: every expectation is computed by the Stellar SDK itself (`StrKey`, `Address.toScVal().toXDR`)
// on random keys and contract ids, and compared with the SDK-free decoder the address rules use.
import assert from "node:assert/strict";
import { Address, Keypair, StrKey } from "@stellar/stellar-sdk";
import {
  encodeStellarAddress,
  isValidStellarAccountId,
  isValidStellarAddress,
} from "../../../chains/address/stellar.ts";
import { decodeStrKey } from "../../../chains/address/_strkey.ts";

const randomContract = (): string => StrKey.encodeContract(crypto.getRandomValues(new Uint8Array(32)));

Deno.test("decodeStrKey and encodeStellarAddress agree with the Stellar SDK on random accounts and contracts", () => {
  for (let i = 0; i < 50; i++) {
    for (const address of [Keypair.random().publicKey(), randomContract()]) {
      const decoded = decodeStrKey(address);
      const isAccount = address.startsWith("G");
      assert.equal(decoded?.kind, isAccount ? "account" : "contract");
      const sdkPayload = isAccount ? StrKey.decodeEd25519PublicKey(address) : StrKey.decodeContract(address);
      assert.deepEqual(decoded?.payload, Uint8Array.from(sdkPayload));
      const encoded = encodeStellarAddress(address);
      assert.deepEqual(encoded, {
        ok: true,
        value: `0x${Address.fromString(address).toScVal().toXDR("hex")}`,
      });
      assert.equal(isValidStellarAccountId(address), isAccount);
    }
  }
});

Deno.test("isValidStellarAddress rejects what the SDK rejects: a flipped character, other versions, bad lengths", () => {
  const account = Keypair.random().publicKey();
  const candidates = [
    account,
    account.slice(0, 55) + (account[55] === "A" ? "B" : "A"),
    account.slice(0, 10) + (account[10] === "A" ? "B" : "A") + account.slice(11),
    Keypair.random().secret(),
    StrKey.encodeMed25519PublicKey(new Uint8Array(40)),
    account.slice(1),
    account.toLowerCase(),
    `${account}A`,
    "",
  ];
  for (const candidate of candidates) {
    const sdk = StrKey.isValidEd25519PublicKey(candidate) || StrKey.isValidContract(candidate);
    assert.equal(isValidStellarAddress(candidate), sdk, candidate);
  }
  assert.equal(isValidStellarAddress(42), false);
});
