/**
 * The Solana connection program's send-message instruction, in a **minimal layout of our own** (like
 * `deposit_instruction.ts`: the program's real IDL is not in our references, so this is what the simulator
 * understands, not what the mainnet program accepts). It is the Solana counterpart of the EVM connection's
 * `sendMessage(dstChainId, dstAddress, payload)`: a hub-service write that moves no tokens (borrow, withdraw,
 * unstake, ...). Solana is a split-tx chain (SPEC 2.4), so the instruction carries only `keccak256(payload)`; the
 * payload itself goes to the relayer as `data`.
 *
 * Layout of the instruction data (68 bytes, little-endian integers):
 *
 * | Offset | Size | Field |
 * |---|---|---|
 * | 0 | 8 | discriminator: `sha256("global:send_message")[0..8]` (Anchor convention) |
 * | 8 | 8 | `dstChainId`: relay chain id of the destination (the hub, 146), u64 |
 * | 16 | 20 | `to`: the user's hub wallet |
 * | 36 | 32 | verification hash: `keccak256(payload)` |
 *
 * Accounts: `[user (signer, writable)]`; program id: the chain's `connection`.
 *
 * @example Round trip
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeMessageInstructionData, encodeMessageInstructionData } from "./message_instruction.ts";
 * const data = encodeMessageInstructionData({
 *   dstChainId: 146n,
 *   to: "0x1111111111111111111111111111111111111111",
 *   verificationHash: `0x${"ab".repeat(32)}`,
 * });
 * const r = decodeMessageInstructionData(data);
 * assert.ok(data.length === 68 && r.ok && r.value.dstChainId === 146n);
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
import { MAX_U64 } from "./deposit_instruction.ts";

/** Size of the instruction data. */
export const MESSAGE_INSTRUCTION_SIZE = 68;
/** The 8-byte discriminator: `sha256("global:send_message")[0..8]`. */
export const MESSAGE_DISCRIMINATOR: Uint8Array = anchorDiscriminator("send_message");

/** The fields of a send-message instruction. */
export interface SolanaMessage {
  /** Relay chain id of the destination (u64). */
  dstChainId: bigint;
  /** The user's hub wallet. */
  to: Address;
  /** `keccak256(payload)` of the hub payload the relayer receives. */
  verificationHash: Hex;
}

/**
 * Encodes the instruction data.
 *
 * @param message the fields
 * @returns 68 bytes
 * @throws {RangeError} when a field is out of range (the adapter checks them first)
 * @example Starts with the discriminator
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeMessageInstructionData, MESSAGE_DISCRIMINATOR } from "./message_instruction.ts";
 * const data = encodeMessageInstructionData({
 *   dstChainId: 146n, to: "0x1111111111111111111111111111111111111111", verificationHash: `0x${"00".repeat(32)}`,
 * });
 * assert.ok(data.slice(0, 8).every((b, i) => b === MESSAGE_DISCRIMINATOR[i]));
 * ```
 */
export function encodeMessageInstructionData(message: SolanaMessage): Uint8Array {
  if (message.dstChainId < 0n || message.dstChainId > MAX_U64) {
    throw new RangeError("dstChainId must fit a u64");
  }
  assertHubFields(message.to, message.verificationHash);
  const data = new Uint8Array(MESSAGE_INSTRUCTION_SIZE);
  data.set(MESSAGE_DISCRIMINATOR, 0);
  new DataView(data.buffer).setBigUint64(8, message.dstChainId, true);
  data.set(hexToBytes(message.to), 16);
  data.set(hexToBytes(message.verificationHash), 36);
  return data;
}

/**
 * Decodes instruction data written by {@link encodeMessageInstructionData}.
 *
 * @param data the instruction data
 * @returns the fields, or `VALIDATION_FAILED` for a wrong size or discriminator
 * @example A deposit instruction is not a message
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeMessageInstructionData } from "./message_instruction.ts";
 * assert.ok(!decodeMessageInstructionData(new Uint8Array(100)).ok);
 * ```
 */
export function decodeMessageInstructionData(data: Uint8Array): Result<SolanaMessage, ClientError> {
  if (data.length !== MESSAGE_INSTRUCTION_SIZE) {
    return err(invalid(`size ${data.length}, expected ${MESSAGE_INSTRUCTION_SIZE}`));
  }
  if (!hasDiscriminator(data, MESSAGE_DISCRIMINATOR)) return err(invalid("unknown discriminator"));
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  return ok({
    dstChainId: view.getBigUint64(8, true),
    to: getAddress(bytesToHex(data.slice(16, 36))),
    verificationHash: bytesToHex(data.slice(36, 68)),
  });
}

/** Parameters of {@link createMessageInstruction}. */
export interface CreateMessageInstructionParams extends SolanaMessage {
  /** The connection program id (base58). */
  programId: string;
  /** The sender (base58); signs and pays. */
  user: string;
}

/**
 * Builds the send-message instruction.
 *
 * @param params the program, the user and the message fields
 * @returns the instruction
 * @throws {RangeError} or web3.js's error when a key or field is malformed (the adapter checks them first)
 * @example One account, the user signs
 * ```ts
 * import assert from "node:assert/strict";
 * import { createMessageInstruction } from "./message_instruction.ts";
 * const ix = createMessageInstruction({
 *   programId: "GxS8i6D9qQjbSeniD487CnomUxU2pXt6V8P96T6MkUXB", user: "9D65m1kweQg8YSprkmVuLtoEvueB2uM5s53rNxXNmxi5",
 *   dstChainId: 146n, to: "0x1111111111111111111111111111111111111111", verificationHash: `0x${"00".repeat(32)}`,
 * });
 * assert.ok(ix.keys.length === 1 && ix.keys[0].isSigner && ix.data.length === 68);
 * ```
 */
export function createMessageInstruction(params: CreateMessageInstructionParams): TransactionInstruction {
  return new TransactionInstruction({
    programId: new PublicKey(params.programId),
    keys: [{ pubkey: new PublicKey(params.user), isSigner: true, isWritable: true }],
    data: Buffer.from(encodeMessageInstructionData(params)),
  });
}

function invalid(reason: string): ClientError {
  return new ClientError("VALIDATION_FAILED", `Cannot decode Solana message instruction: ${reason}`, {
    context: { reason },
  });
}
