/**
 * The Solana connection program's `send_message`: the Anchor instruction `sendMessage(dstChainId: u128,
 * dstAddress: bytes, payload: bytes)` of the platform's 2.0 source
 * (`packages/sdk/src/shared/entities/solana/types/connection.ts`, `SolanaSpokeService.sendMessage`). It is
 * the Solana counterpart of the EVM connection's `sendMessage(dstChainId, dstAddress, payload)`: a
 * hub-service write that moves no tokens (borrow, withdraw, unstake, ...). Solana is a split-tx chain
 * (docs/rules/relay.md#split-transactions), so `payload` carries only `keccak256(payload)`; the payload
 * itself goes to the relayer as relay `data`.
 *
 * Instruction data (84 bytes): the discriminator `sha256("global:send_message")[0..8]`, then the Borsh
 * arguments: `dstChainId` u128 (the hub's relay id, 146), `dstAddress` (u32 length 20, the user's hub wallet),
 * `payload` (u32 length 32, the hash).
 *
 * Accounts, in order: signer (writable, signer: the user); `dapp` (optional signer, absent: the program id,
 * read-only); the system program; the config PDA `["config"]` (writable).
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
 * assert.ok(data.length === 84 && r.ok && r.value.dstChainId === 146n);
 * ```
 * @module
 */
// The npm `buffer` package web3.js itself uses (browser-safe), not `node:buffer`.
import { Buffer } from "buffer";
import { PublicKey, TransactionInstruction } from "@solana/web3.js";
import { type Address, getAddress, type Hex, hexToBytes } from "viem";
import type { ClientError } from "../../core/errors.ts";
import type { Result } from "../../core/result.ts";
import {
  anchorArgs,
  anchorDiscriminator,
  assertHubFields,
  decodeAnchorArgs,
  encodeAnchorArgs,
} from "./_anchor.ts";
import { connectionConfig, SYSTEM_PROGRAM_ID } from "./_spoke_accounts.ts";

/** Size of the instruction data. */
export const MESSAGE_INSTRUCTION_SIZE = 84;
/** The largest value a u128 holds. */
const MAX_U128 = (1n << 128n) - 1n;
/** The 8-byte discriminator: `sha256("global:send_message")[0..8]`. */
export const MESSAGE_DISCRIMINATOR: Uint8Array = anchorDiscriminator("send_message");

const SEND_MESSAGE_ARGS = anchorArgs([["dstChainId", "u128"], ["dstAddress", ["u8"]], ["payload", ["u8"]]]);

/** The fields of a send-message instruction. */
export interface SolanaMessage {
  /** Relay chain id of the destination (`dstChainId`, u128). */
  dstChainId: bigint;
  /** The user's hub wallet (`dstAddress`, 20 bytes). */
  to: Address;
  /** `keccak256(payload)` of the hub payload the relayer receives (`payload`, 32 bytes). */
  verificationHash: Hex;
}

/**
 * Encodes the instruction data.
 *
 * @param message the fields
 * @returns 84 bytes
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
  if (message.dstChainId < 0n || message.dstChainId > MAX_U128) {
    throw new RangeError("dstChainId must fit a u128");
  }
  assertHubFields(message.to, message.verificationHash);
  return encodeAnchorArgs(MESSAGE_DISCRIMINATOR, SEND_MESSAGE_ARGS, {
    dstChainId: message.dstChainId,
    dstAddress: hexToBytes(message.to),
    payload: hexToBytes(message.verificationHash),
  });
}

/**
 * Decodes instruction data written by {@link encodeMessageInstructionData}.
 *
 * @param data the instruction data
 * @returns the fields, or `VALIDATION_FAILED` for a wrong discriminator, a malformed Borsh body or a
 *   `dstAddress` / `payload` of another length than 20 / 32 bytes
 * @example A deposit instruction is not a message
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeMessageInstructionData } from "./message_instruction.ts";
 * assert.ok(!decodeMessageInstructionData(new Uint8Array(84)).ok);
 * ```
 */
export function decodeMessageInstructionData(data: Uint8Array): Result<SolanaMessage, ClientError> {
  const decoded = decodeAnchorArgs(data, MESSAGE_DISCRIMINATOR, SEND_MESSAGE_ARGS, "message", {
    dstAddress: 20,
    payload: 32,
  });
  if (!decoded.ok) return decoded;
  const { dstChainId, dstAddress, payload } = decoded.value;
  return {
    ok: true,
    value: {
      dstChainId: BigInt(String(dstChainId)),
      to: getAddress(dstAddress as Hex),
      verificationHash: payload as Hex,
    },
  };
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
 * @example Four accounts, the user signs
 * ```ts
 * import assert from "node:assert/strict";
 * import { createMessageInstruction } from "./message_instruction.ts";
 * const ix = createMessageInstruction({
 *   programId: "GxS8i6D9qQjbSeniD487CnomUxU2pXt6V8P96T6MkUXB", user: "9D65m1kweQg8YSprkmVuLtoEvueB2uM5s53rNxXNmxi5",
 *   dstChainId: 146n, to: "0x1111111111111111111111111111111111111111", verificationHash: `0x${"00".repeat(32)}`,
 * });
 * assert.ok(ix.keys.length === 4 && ix.keys[0].isSigner && ix.data.length === 84);
 * ```
 */
export function createMessageInstruction(params: CreateMessageInstructionParams): TransactionInstruction {
  const programId = new PublicKey(params.programId);
  return new TransactionInstruction({
    programId,
    keys: [
      { pubkey: new PublicKey(params.user), isSigner: true, isWritable: true },
      { pubkey: programId, isSigner: false, isWritable: false },
      { pubkey: new PublicKey(SYSTEM_PROGRAM_ID), isSigner: false, isWritable: false },
      { pubkey: connectionConfig(programId), isSigner: false, isWritable: true },
    ],
    data: Buffer.from(encodeMessageInstructionData(params)),
  });
}
