/**
 * The simulated exchange's check of a BIP-322 "simple" signature of a P2WPKH address (the log-in signature of
 * `POST /auth/authenticate`): the virtual `to_spend` tx commits to the tagged hash of the message and pays the
 * address's script; the signature is the witness `[sig, pubkey]` of the `to_sign` tx spending it, checked as a
 * BIP-143 signature (amount 0). Written from BIP-322 with `@scure/btc-signer` and `@noble/curves`, not from the
 * library's signer.
 * @module
 */
import { Address, NETWORK, OutScript, RawWitness, Script, Transaction } from "@scure/btc-signer";
import { hash160, sha256 } from "@scure/btc-signer/utils.js";
import { base64, hex } from "@scure/base";
import { secp256k1 } from "@noble/curves/secp256k1.js";

const encoder = new TextEncoder();

function taggedHash(tag: string, message: Uint8Array): Uint8Array {
  const t = sha256(encoder.encode(tag));
  return sha256(new Uint8Array([...t, ...t, ...message]));
}

/**
 * Whether `signature` (base64 of the serialized witness) is a valid BIP-322 simple signature of `message` by the
 * P2WPKH `address`; answers the reason when not.
 */
export function verifyBip322P2wpkh(address: string, message: string, signature: string): string | undefined {
  let script: Uint8Array;
  let hash: Uint8Array;
  try {
    const decoded = Address(NETWORK).decode(address);
    if (decoded.type !== "wpkh") return "only P2WPKH (bc1q…) BIP-322 signatures are simulated";
    script = OutScript.encode(decoded);
    hash = decoded.hash;
  } catch {
    return "malformed address";
  }
  let witness: Uint8Array[];
  try {
    witness = RawWitness.decode(base64.decode(signature));
  } catch {
    return "signature is not a base64 BIP-322 witness";
  }
  if (witness.length !== 2) return "a P2WPKH BIP-322 witness has two items";
  const [sig, pubkey] = witness;
  if (hex.encode(hash160(pubkey)) !== hex.encode(hash)) return "the witness key is not the address's key";
  try {
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
    if (sig.length < 9) return "signature too short";
    const digest = toSign.preimageWitnessV0(
      0,
      OutScript.encode({ type: "pkh", hash }),
      sig[sig.length - 1],
      0n,
    );
    const valid = secp256k1.verify(sig.subarray(0, sig.length - 1), digest, pubkey, {
      prehash: false,
      format: "der",
      lowS: false,
    });
    return valid ? undefined : "signature does not verify";
  } catch (cause) {
    return `signature does not verify: ${cause instanceof Error ? cause.message : cause}`;
  }
}
