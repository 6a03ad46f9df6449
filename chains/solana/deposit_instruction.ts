/**
 * The Solana deposit instruction of the spoke asset-manager program, in a **minimal layout of our own**: the
 * program's real IDL is not in our references, so this encoding is what the simulator understands, not what the
 * mainnet program accepts. Like the real split-transaction design (SPEC 2.4), the instruction carries only a
 * verification hash of the hub payload; the payload itself goes to the relayer as `data`.
 *
 * Layout of the instruction data (100 bytes, little-endian integers):
 *
 * | Offset | Size | Field |
 * |---|---|---|
 * | 0 | 8 | discriminator: `sha256("global:transfer")[0..8]` (Anchor convention) |
 * | 8 | 32 | token mint (the system program id `111…1` for native SOL) |
 * | 40 | 20 | `to`: the user's hub wallet |
 * | 60 | 8 | `amount`: gross amount, u64 |
 * | 68 | 32 | verification hash: `keccak256(payload)` |
 *
 * Accounts: `[user (signer, writable), token mint (read-only)]`; program id: the chain's `assetManager`.
 *
 * @example Round trip
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeDepositInstructionData, encodeDepositInstructionData } from "./deposit_instruction.ts";
 * const data = encodeDepositInstructionData({
 *   token: "11111111111111111111111111111111",
 *   to: "0x1111111111111111111111111111111111111111",
 *   amount: 5n,
 *   verificationHash: `0x${"ab".repeat(32)}`,
 * });
 * const r = decodeDepositInstructionData(data);
 * assert.ok(data.length === 100 && r.ok && r.value.amount === 5n);
 * ```
 * @module
 */
// The npm `buffer` package web3.js itself uses (browser-safe), not `node:buffer`.
import { Buffer } from "buffer";
import { PublicKey, TransactionInstruction } from "@solana/web3.js";
import { type Address, bytesToHex, getAddress, type Hex, hexToBytes } from "viem";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { anchorDiscriminator, assertHubFields, hasDiscriminator } from "./_anchor.ts";

/** Size of the instruction data. */
export const DEPOSIT_INSTRUCTION_SIZE = 100;
/** The largest amount a u64 holds. */
export const MAX_U64 = (1n << 64n) - 1n;
/** The 8-byte discriminator: `sha256("global:transfer")[0..8]`. */
export const DEPOSIT_DISCRIMINATOR: Uint8Array = anchorDiscriminator("transfer");

/** The fields of a deposit instruction. */
export interface SolanaDeposit {
  /** Token mint (base58); the system program id for native SOL. */
  token: string;
  /** The user's hub wallet. */
  to: Address;
  /** Gross amount in the token's base units (u64). */
  amount: bigint;
  /** `keccak256(payload)` of the hub payload the relayer receives. */
  verificationHash: Hex;
}

/**
 * Encodes the instruction data.
 *
 * @param deposit the fields
 * @returns 100 bytes
 * @throws {RangeError} when a field is out of range (the adapter checks them first)
 * @example Starts with the discriminator
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEPOSIT_DISCRIMINATOR, encodeDepositInstructionData } from "./deposit_instruction.ts";
 * const data = encodeDepositInstructionData({
 *   token: "11111111111111111111111111111111", to: "0x1111111111111111111111111111111111111111",
 *   amount: 1n, verificationHash: `0x${"00".repeat(32)}`,
 * });
 * assert.ok(data.slice(0, 8).every((b, i) => b === DEPOSIT_DISCRIMINATOR[i]));
 * ```
 */
export function encodeDepositInstructionData(deposit: SolanaDeposit): Uint8Array {
  if (deposit.amount < 0n || deposit.amount > MAX_U64) throw new RangeError("amount must fit in a u64");
  assertHubFields(deposit.to, deposit.verificationHash);
  const data = new Uint8Array(DEPOSIT_INSTRUCTION_SIZE);
  data.set(DEPOSIT_DISCRIMINATOR, 0);
  data.set(new PublicKey(deposit.token).toBytes(), 8);
  data.set(hexToBytes(deposit.to), 40);
  new DataView(data.buffer).setBigUint64(60, deposit.amount, true);
  data.set(hexToBytes(deposit.verificationHash), 68);
  return data;
}

/**
 * Decodes instruction data written by {@link encodeDepositInstructionData}.
 *
 * @param data the instruction data
 * @returns the fields, or `VALIDATION_FAILED` for a wrong size or discriminator
 * @example Garbage
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeDepositInstructionData } from "./deposit_instruction.ts";
 * assert.ok(!decodeDepositInstructionData(new Uint8Array(100)).ok);
 * ```
 */
export function decodeDepositInstructionData(data: Uint8Array): Result<SolanaDeposit, ClientError> {
  if (data.length !== DEPOSIT_INSTRUCTION_SIZE) {
    return err(invalid(`size ${data.length}, expected ${DEPOSIT_INSTRUCTION_SIZE}`));
  }
  if (!hasDiscriminator(data, DEPOSIT_DISCRIMINATOR)) return err(invalid("unknown discriminator"));
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  return ok({
    token: new PublicKey(data.slice(8, 40)).toBase58(),
    to: getAddress(bytesToHex(data.slice(40, 60))),
    amount: view.getBigUint64(60, true),
    verificationHash: bytesToHex(data.slice(68, 100)),
  });
}

/** Parameters of {@link createDepositInstruction}. */
export interface CreateDepositInstructionParams extends SolanaDeposit {
  /** The asset-manager program id (base58). */
  programId: string;
  /** The depositor (base58); signs and pays. */
  user: string;
}

/**
 * Builds the deposit instruction.
 *
 * @param params the program, the user and the deposit fields
 * @returns the instruction
 * @throws {RangeError} or web3.js's error when a key or field is malformed (the adapter checks them first)
 * @example Two accounts, the user signs
 * ```ts
 * import assert from "node:assert/strict";
 * import { createDepositInstruction } from "./deposit_instruction.ts";
 * const ix = createDepositInstruction({
 *   programId: "AnCCJjheynmGqPp6Vgat9DTirGKD4CtQzP8cwTYV8qKH", user: "9D65m1kweQg8YSprkmVuLtoEvueB2uM5s53rNxXNmxi5",
 *   token: "11111111111111111111111111111111", to: "0x1111111111111111111111111111111111111111", amount: 1n,
 *   verificationHash: `0x${"00".repeat(32)}`,
 * });
 * assert.ok(ix.keys.length === 2 && ix.keys[0].isSigner);
 * ```
 */
export function createDepositInstruction(params: CreateDepositInstructionParams): TransactionInstruction {
  return new TransactionInstruction({
    programId: new PublicKey(params.programId),
    keys: [
      { pubkey: new PublicKey(params.user), isSigner: true, isWritable: true },
      { pubkey: new PublicKey(params.token), isSigner: false, isWritable: false },
    ],
    data: Buffer.from(encodeDepositInstructionData(params)),
  });
}

function invalid(reason: string): ClientError {
  return new ClientError("VALIDATION_FAILED", `Cannot decode Solana deposit instruction: ${reason}`, {
    context: { reason },
  });
}
