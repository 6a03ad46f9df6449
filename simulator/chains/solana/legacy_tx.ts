/**
 * The simulator's own reading of a Solana transaction, legacy or v0 (the wire format: a compact-array of 64-byte
 * signatures, then the message: a v0 message starts with the prefix byte `0x80`, then both have a 3-byte header,
 * a compact-array of 32-byte account keys, the recent blockhash and a compact-array of instructions; a v0 message
 * ends with a compact-array of address table lookups, each a table address and compact-arrays of its writable
 * and read-only indexes), and the ed25519 check of its signatures. The simulator decodes what the
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

/** One address table lookup of a v0 message. */
export interface AddressTableLookup {
  /** The lookup table account (base58). */
  accountKey: string;
  /** Indexes of the table's addresses loaded writable. */
  writableIndexes: number[];
  /** Indexes of the table's addresses loaded read-only. */
  readonlyIndexes: number[];
}

/** A decoded transaction (legacy or v0). */
export interface LegacyTransaction {
  /** The message version: `"legacy"` or `0`. */
  version: "legacy" | 0;
  /** The v0 message's address table lookups (always empty for a legacy message). */
  addressTableLookups: AddressTableLookup[];
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
  /** The message as compiled: its header, static keys, blockhash and index-based instructions. */
  compiled: CompiledMessage;
}

/** A message as its wire format holds it (what `getTransaction` returns in `json` encoding). */
export interface CompiledMessage {
  /** The 3-byte header. */
  header: {
    numRequiredSignatures: number;
    numReadonlySignedAccounts: number;
    numReadonlyUnsignedAccounts: number;
  };
  /** The static account keys (base58). */
  accountKeys: string[];
  /** The recent blockhash (base58). */
  recentBlockhash: string;
  /** The instructions, by account index. */
  instructions: { programIdIndex: number; accounts: number[]; data: Uint8Array }[];
}

/**
 * Decodes a serialized transaction, legacy or v0. An account a v0 message loads from a lookup table is named
 * `<table>[<index>]`: resolving it is the node's business (the simulator's node holds no lookup table and
 * refuses a message with lookups).
 *
 * @param bytes the wire bytes
 * @returns the transaction
 * @throws {RangeError} when the bytes are truncated, have trailing data, index an account that does not exist,
 * or hold a message version other than legacy and 0
 */
export function decodeLegacyTransaction(bytes: Uint8Array): LegacyTransaction {
  const r = new Reader(bytes);
  const signatureCount = r.compactU16();
  const signatures = Array.from({ length: signatureCount }, () => {
    const sig = r.take(64);
    return sig.every((b) => b === 0) ? undefined : sig;
  });
  const messageStart = r.offset;
  const prefix = r.u8();
  const version = prefix & 0x80 ? prefix & 0x7f : "legacy";
  if (version !== "legacy" && version !== 0) throw new RangeError(`unsupported message version ${version}`);
  const required = version === "legacy" ? prefix : r.u8();
  const readonlySigned = r.u8();
  const readonlyUnsigned = r.u8();
  const keys = Array.from({ length: r.compactU16() }, () => base58.encode(r.take(32)));
  if (required > keys.length || readonlySigned > required || readonlyUnsigned > keys.length - required) {
    throw new RangeError("message header does not fit its account keys");
  }
  if (signatureCount !== required) {
    throw new RangeError(`${signatureCount} signatures for ${required} signers`);
  }
  const recentBlockhash = base58.encode(r.take(32));
  const raw = Array.from({ length: r.compactU16() }, () => ({
    programIdIndex: r.u8(),
    accounts: Array.from({ length: r.compactU16() }, () => r.u8()),
    data: r.take(r.compactU16()),
  }));
  const addressTableLookups = version === "legacy" ? [] : Array.from(
    { length: r.compactU16() },
    (): AddressTableLookup => ({
      accountKey: base58.encode(r.take(32)),
      writableIndexes: Array.from({ length: r.compactU16() }, () => r.u8()),
      readonlyIndexes: Array.from({ length: r.compactU16() }, () => r.u8()),
    }),
  );
  // A v0 message's account indexes run over its static keys, then every table's writable loads, then every
  // table's read-only loads; a loaded account is named `<table>[<index>]` until a node resolves it.
  const loaded = (pick: (l: AddressTableLookup) => number[]): string[] =>
    addressTableLookups.flatMap((l) => pick(l).map((i) => `${l.accountKey}[${i}]`));
  const loadedWritable = loaded((l) => l.writableIndexes);
  const all = [...keys, ...loadedWritable, ...loaded((l) => l.readonlyIndexes)];
  const writable = (i: number): boolean =>
    i < required
      ? i < required - readonlySigned
      : i < keys.length
      ? i < keys.length - readonlyUnsigned
      : i < keys.length + loadedWritable.length;
  const key = (i: number): string => {
    const k = all[i];
    if (k === undefined) throw new RangeError(`account index ${i} out of range`);
    return k;
  };
  const instructions = raw.map((ix): LegacyInstruction => ({
    programId: key(ix.programIdIndex),
    keys: ix.accounts.map((i) => ({ pubkey: key(i), isSigner: i < required, isWritable: writable(i) })),
    data: ix.data,
  }));
  if (r.offset !== bytes.length) throw new RangeError("trailing bytes after the message");
  return {
    version,
    addressTableLookups,
    signatures,
    signers: keys.slice(0, required),
    feePayer: keys[0] !== undefined && required > 0 ? keys[0] : undefined,
    message: bytes.slice(messageStart),
    instructions,
    compiled: {
      header: {
        numRequiredSignatures: required,
        numReadonlySignedAccounts: readonlySigned,
        numReadonlyUnsignedAccounts: readonlyUnsigned,
      },
      accountKeys: keys,
      recentBlockhash,
      instructions: raw,
    },
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
