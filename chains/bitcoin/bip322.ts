/**
 * `signBip322Simple`: a BIP-322 "simple" signature of a message by a P2WPKH key (the exchange log-in signature of
 * `authenticateWithWallet`): the virtual `to_spend` tx commits to the tagged hash of the message and pays the
 * key's P2WPKH script; the `to_sign` tx spends it (amount 0) to an empty `OP_RETURN`; the signature is that input's
 * witness `[sig, pubkey]`, serialized and base64-encoded. Built with `@scure/btc-signer` transactions.
 *
 * @example The BIP-322 `to_spend` of "Hello World" is fixed; the signature is deterministic (RFC 6979)
 * ```ts
 * import assert from "node:assert/strict";
 * import { signBip322Simple } from "./bip322.ts";
 * const key = new Uint8Array(32).fill(1);
 * assert.equal(signBip322Simple(key, "Hello World"), signBip322Simple(key, "Hello World"));
 * ```
 * @module
 */
import { OutScript, p2wpkh, RawWitness, Script, Transaction } from "@scure/btc-signer";
import { pubECDSA, sha256 } from "@scure/btc-signer/utils.js";
import { base64, hex } from "@scure/base";

const encoder = new TextEncoder();

/** `SHA256(SHA256(tag) ‖ SHA256(tag) ‖ message)`. */
function taggedHash(tag: string, message: Uint8Array): Uint8Array {
  const t = sha256(encoder.encode(tag));
  return sha256(new Uint8Array([...t, ...t, ...message]));
}

/**
 * Signs `message` with `privateKey` for its P2WPKH address.
 *
 * @param privateKey the 32-byte secp256k1 key
 * @param message the message (UTF-8)
 * @returns the base64 BIP-322 simple signature
 * @throws {Error} when the key is not a valid secp256k1 key (callers inside the library catch it)
 * @example A signature is a base64 witness
 * ```ts
 * import assert from "node:assert/strict";
 * import { signBip322Simple } from "./bip322.ts";
 * assert.match(signBip322Simple(new Uint8Array(32).fill(7), "hi"), /^[A-Za-z0-9+/]+=*$/);
 * ```
 */
export function signBip322Simple(privateKey: Uint8Array, message: string): string {
  const script = OutScript.encode({ type: "wpkh", hash: p2wpkh(pubECDSA(privateKey, true)).hash });
  const toSpend = new Transaction({ version: 0, allowUnknownOutputs: true, allowUnknownInputs: true });
  toSpend.addOutput({ script, amount: 0n });
  toSpend.addInput({
    txid: new Uint8Array(32),
    index: 0xffffffff,
    sequence: 0,
    finalScriptSig: Script.encode(["OP_0", taggedHash("BIP0322-signed-message", encoder.encode(message))]),
  });
  const toSign = new Transaction({ version: 0, allowUnknownOutputs: true });
  toSign.addInput({
    txid: hex.decode(toSpend.id),
    index: 0,
    sequence: 0,
    witnessUtxo: { script, amount: 0n },
  });
  toSign.addOutput({ script: Script.encode(["RETURN"]), amount: 0n });
  toSign.signIdx(privateKey, 0);
  toSign.finalizeIdx(0);
  const witness = toSign.getInput(0).finalScriptWitness;
  if (witness === undefined) throw new Error("BIP-322: no witness after signing");
  return base64.encode(RawWitness.encode(witness));
}
