/**
 * The simulator's own reading of the Solana spoke programs' instruction data (Anchor: the 8-byte discriminator
 * `sha256("global:<name>")[0..8]`, then the Borsh arguments, read with the `borsh` package under schemas written
 * here, not with the library's decoders). Argument names and types from the programs' IDLs in the platform's 2.0
 * source (`packages/sdk/src/shared/entities/solana/types/`):
 *
 * | Program | Instruction | Arguments |
 * |---|---|---|
 * | asset manager | `transfer` | `amount` u64, `to` bytes (the hub wallet), `data` bytes (the verification hash) |
 * | connection | `send_message` | `dst_chain_id` u128, `dst_address` bytes (the hub wallet), `payload` bytes (the hash) |
 *
 * As Anchor does, data shorter than 8 bytes fails with `InstructionMissing`, another discriminator with
 * `InstructionFallbackNotFound`, arguments Borsh cannot read with `InstructionDidNotDeserialize` (bytes after
 * the arguments are ignored, as Anchor's `deserialize` of a slice ignores them).
 * @module
 */
import { deserialize, type Schema } from "borsh";
import { bytesToHex, type Hex, sha256 } from "viem";
import { type Checked, refuse } from "./_program_error.ts";

/** A `transfer`'s arguments (`to` and `data` as raw hex of any length; the handler checks them). */
export interface SimTransferArgs {
  /** Gross amount (u64). */
  amount: bigint;
  /** `to` bytes. */
  to: Hex;
  /** `data` bytes. */
  data: Hex;
}

/** A `send_message`'s arguments. */
export interface SimSendMessageArgs {
  /** Relay chain id of the destination (u128). */
  dstChainId: bigint;
  /** `dst_address` bytes. */
  dstAddress: Hex;
  /** `payload` bytes. */
  payload: Hex;
}

const BYTES: Schema = { array: { type: "u8" } };
const TRANSFER: Schema = { struct: { amount: "u64", to: BYTES, data: BYTES } };
const SEND_MESSAGE: Schema = { struct: { dst_chain_id: "u128", dst_address: BYTES, payload: BYTES } };

function discriminator(name: string): Uint8Array {
  return sha256(new TextEncoder().encode(`global:${name}`), "bytes").slice(0, 8);
}

function readAnchor(data: Uint8Array, name: string, schema: Schema): Checked<Record<string, unknown>> {
  if (data.length < 8) return refuse("InstructionMissing");
  const tag = discriminator(name);
  if (!tag.every((b, i) => data[i] === b)) return refuse("InstructionFallbackNotFound");
  try {
    return { ok: true, value: deserialize(schema, data.slice(8)) as Record<string, unknown> };
  } catch {
    return refuse("InstructionDidNotDeserialize");
  }
}

const hexOf = (bytes: unknown): Hex => bytesToHex(Uint8Array.from(bytes as number[]));

/**
 * Reads an asset-manager `transfer` instruction, or says how the program refuses it.
 *
 * @param data the instruction data
 * @returns the arguments, or the Anchor refusal
 * @example A short buffer carries no discriminator
 * ```ts
 * import assert from "node:assert/strict";
 * import { readTransferInstruction } from "./_instruction_layout.ts";
 * const r = readTransferInstruction(new Uint8Array(4));
 * assert.ok(!r.ok && r.failure.name === "InstructionMissing");
 * ```
 */
export function readTransferInstruction(data: Uint8Array): Checked<SimTransferArgs> {
  const read = readAnchor(data, "transfer", TRANSFER);
  if (!read.ok) return read;
  const { amount, to, data: hash } = read.value;
  return { ok: true, value: { amount: amount as bigint, to: hexOf(to), data: hexOf(hash) } };
}

/**
 * Reads a connection `send_message` instruction, or says how the program refuses it.
 *
 * @param data the instruction data
 * @returns the arguments, or the Anchor refusal
 * @example Zero bytes are no known instruction
 * ```ts
 * import assert from "node:assert/strict";
 * import { readSendMessageInstruction } from "./_instruction_layout.ts";
 * const r = readSendMessageInstruction(new Uint8Array(84));
 * assert.ok(!r.ok && r.failure.name === "InstructionFallbackNotFound");
 * ```
 */
export function readSendMessageInstruction(data: Uint8Array): Checked<SimSendMessageArgs> {
  const read = readAnchor(data, "send_message", SEND_MESSAGE);
  if (!read.ok) return read;
  const { dst_chain_id, dst_address, payload } = read.value;
  return {
    ok: true,
    value: { dstChainId: dst_chain_id as bigint, dstAddress: hexOf(dst_address), payload: hexOf(payload) },
  };
}
