/**
 * The simulator's own reading of a legacy Solana transaction (the wire format: a compact-array of 64-byte
 * signatures, then the message: a 3-byte header, a compact-array of 32-byte account keys, the recent blockhash
 * and a compact-array of instructions), and the ed25519 check of its signatures. The simulator decodes what the
 * library's Solana adapter sends without loading `@solana/web3.js` (whose Node build pulls `node-fetch` and with
 * it Node's deprecated `punycode`).
 *
 * @example Decode and verify a signed transfer
 * ```ts
 * import assert from "node:assert/strict";
 * import { Keypair, SystemProgram, Transaction } from "@solana/web3.js";
 * import { decodeLegacyTransaction, verifyLegacySignatures } from "./legacy_tx.ts";
 * const payer = Keypair.generate();
 * const tx = new Transaction({ feePayer: payer.publicKey, recentBlockhash: "11111111111111111111111111111111" })
 *   .add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: payer.publicKey, lamports: 1 }));
 * tx.sign(payer);
 * const decoded = decodeLegacyTransaction(tx.serialize());
 * assert.equal(decoded.feePayer, payer.publicKey.toBase58());
 * assert.equal(decoded.instructions[0].programId, "11111111111111111111111111111111");
 * assert.ok(verifyLegacySignatures(decoded));
 * ```
 * @module
 */
import { ed25519 } from "@noble/curves/ed25519.js";
import { base58 } from "@scure/base";

/** One account of an instruction. */
export interface LegacyAccountMeta {
  /** The account (base58). */
  pubkey: string;
  /** Whether the transaction carries its signature. */
  isSigner: boolean;
  /** Whether the instruction may write it. */
  isWritable: boolean;
}

/** One instruction. */
export interface LegacyInstruction {
  /** The program called (base58). */
  programId: string;
  /** Its accounts, in order. */
  keys: LegacyAccountMeta[];
  /** Its data. */
  data: Uint8Array;
}

/** A decoded legacy transaction. */
export interface LegacyTransaction {
  /** The signatures, one per required signer in account order; `undefined` where the slot is all zeros. */
  signatures: (Uint8Array | undefined)[];
  /** The required signers (base58), the fee payer first. */
  signers: string[];
  /** The fee payer (base58), or undefined when the message has no signer. */
  feePayer: string | undefined;
  /** The signed message bytes. */
  message: Uint8Array;
  /** The instructions. */
  instructions: LegacyInstruction[];
}

/**
 * Decodes a serialized legacy transaction.
 *
 * @param bytes the wire bytes
 * @returns the transaction
 * @throws {RangeError} when the bytes are truncated, have trailing data, index an account that does not exist,
 * or hold a versioned (v0) message
 */
export function decodeLegacyTransaction(bytes: Uint8Array): LegacyTransaction {
  const r = new Reader(bytes);
  const signatureCount = r.compactU16();
  const signatures = Array.from({ length: signatureCount }, () => {
    const sig = r.take(64);
    return sig.every((b) => b === 0) ? undefined : sig;
  });
  const messageStart = r.offset;
  const required = r.u8();
  if (required & 0x80) throw new RangeError("versioned transactions are not simulated (legacy only)");
  const readonlySigned = r.u8();
  const readonlyUnsigned = r.u8();
  const keys = Array.from({ length: r.compactU16() }, () => base58.encode(r.take(32)));
  if (required > keys.length || readonlySigned > required || readonlyUnsigned > keys.length - required) {
    throw new RangeError("message header does not fit its account keys");
  }
  if (signatureCount !== required) {
    throw new RangeError(`${signatureCount} signatures for ${required} signers`);
  }
  r.take(32); // recent blockhash
  const writable = (i: number): boolean =>
    i < required ? i < required - readonlySigned : i < keys.length - readonlyUnsigned;
  const key = (i: number): string => {
    const k = keys[i];
    if (k === undefined) throw new RangeError(`account index ${i} out of range`);
    return k;
  };
  const instructions = Array.from({ length: r.compactU16() }, (): LegacyInstruction => {
    const programId = key(r.u8());
    const accounts = Array.from({ length: r.compactU16() }, () => r.u8());
    const data = r.take(r.compactU16());
    return {
      programId,
      keys: accounts.map((i) => ({ pubkey: key(i), isSigner: i < required, isWritable: writable(i) })),
      data,
    };
  });
  if (r.offset !== bytes.length) throw new RangeError("trailing bytes after the message");
  return {
    signatures,
    signers: keys.slice(0, required),
    feePayer: keys[0] !== undefined && required > 0 ? keys[0] : undefined,
    message: bytes.slice(messageStart),
    instructions,
  };
}

/**
 * Checks that every required signature is present and is the signer's ed25519 signature of the message.
 *
 * @param tx a decoded transaction
 * @returns true when all verify
 */
export function verifyLegacySignatures(tx: LegacyTransaction): boolean {
  return tx.signers.length > 0 && tx.signers.every((signer, i) => {
    const sig = tx.signatures[i];
    try {
      return sig !== undefined && ed25519.verify(sig, tx.message, base58.decode(signer));
    } catch {
      return false;
    }
  });
}

/**
 * A Solana address from raw bytes, as `new PublicKey(bytes).toBase58()` gives it: fewer than 32 bytes are
 * left-padded with zeros.
 *
 * @param bytes the key bytes
 * @returns base58
 * @throws {RangeError} when longer than 32 bytes
 */
export function solanaAddressOfBytes(bytes: Uint8Array): string {
  if (bytes.length > 32) throw new RangeError("Invalid public key input");
  const padded = new Uint8Array(32);
  padded.set(bytes, 32 - bytes.length);
  return base58.encode(padded);
}

class Reader {
  offset = 0;
  constructor(private readonly bytes: Uint8Array) {}
  u8(): number {
    return this.take(1)[0];
  }
  take(n: number): Uint8Array {
    if (this.offset + n > this.bytes.length) throw new RangeError("transaction bytes end early");
    const out = this.bytes.slice(this.offset, this.offset + n);
    this.offset += n;
    return out;
  }
  /** Solana's compact-u16 (1 to 3 bytes, 7 bits each, little-endian). */
  compactU16(): number {
    let value = 0;
    for (let i = 0; i < 3; i++) {
      const b = this.u8();
      value |= (b & 0x7f) << (7 * i);
      if ((b & 0x80) === 0) return value;
    }
    throw new RangeError("compact-u16 longer than 3 bytes");
  }
}
