/**
 * The simulator's own reading of the Solana spoke instructions it answers for. The field layouts are written out
 * here (Anchor convention: an 8-byte `sha256("global:<name>")` discriminator, then little-endian fields), read
 * with base58 and a `DataView`, not with the library's decoders:
 *
 * | Instruction | Size | Fields (offset: size) |
 * |---|---|---|
 * | asset manager `transfer` | 100 | mint 8:32, hub wallet 40:20, amount u64 60:8, verification hash 68:32 |
 * | connection `send_message` | 68 | dst chain id u64 8:8, hub wallet 16:20, verification hash 36:32 |
 * @module
 */
import { solanaAddressOfBytes } from "./legacy_tx.ts";
import { type Address, bytesToHex, getAddress, type Hex, sha256 } from "viem";

/** A deposit instruction's fields. */
export interface SimSolanaDeposit {
  /** Token mint (base58); the system program id for native SOL. */
  token: string;
  /** The user's hub wallet. */
  to: Address;
  /** Gross amount (u64). */
  amount: bigint;
  /** `keccak256(payload)` of the hub payload the relayer receives. */
  verificationHash: Hex;
}

/** A send-message instruction's fields. */
export interface SimSolanaMessage {
  /** Relay chain id of the destination (u64). */
  dstChainId: bigint;
  /** The user's hub wallet. */
  to: Address;
  /** `keccak256(payload)` of the hub payload the relayer receives. */
  verificationHash: Hex;
}

function discriminator(name: string): Uint8Array {
  return sha256(new TextEncoder().encode(`global:${name}`), "bytes").slice(0, 8);
}

const TRANSFER = discriminator("transfer");
const SEND_MESSAGE = discriminator("send_message");

function check(data: Uint8Array, size: number, tag: Uint8Array, what: string): string | undefined {
  if (data.length !== size) return `${what}: size ${data.length}, expected ${size}`;
  if (!tag.every((b, i) => data[i] === b)) return `${what}: unknown discriminator`;
  return undefined;
}

/**
 * Reads an asset-manager `transfer` instruction, or says why it is not one.
 *
 * @param data the instruction data
 * @returns the deposit fields, or the reason
 * @example A short buffer is no deposit
 * ```ts
 * import assert from "node:assert/strict";
 * import { readDepositInstruction } from "./_instruction_layout.ts";
 * const r = readDepositInstruction(new Uint8Array(10));
 * assert.ok(!r.ok && r.reason.includes("size 10"));
 * ```
 */
export function readDepositInstruction(
  data: Uint8Array,
): { ok: true; value: SimSolanaDeposit } | { ok: false; reason: string } {
  const bad = check(data, 100, TRANSFER, "Cannot decode Solana deposit instruction");
  if (bad !== undefined) return { ok: false, reason: bad };
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  return {
    ok: true,
    value: {
      token: solanaAddressOfBytes(data.slice(8, 40)),
      to: getAddress(bytesToHex(data.slice(40, 60))),
      amount: view.getBigUint64(60, true),
      verificationHash: bytesToHex(data.slice(68, 100)),
    },
  };
}

/**
 * Reads a connection `send_message` instruction, or says why it is not one.
 *
 * @param data the instruction data
 * @returns the message fields, or the reason
 * @example Zero bytes carry no Anchor discriminator
 * ```ts
 * import assert from "node:assert/strict";
 * import { readMessageInstruction } from "./_instruction_layout.ts";
 * const r = readMessageInstruction(new Uint8Array(68));
 * assert.ok(!r.ok && r.reason.includes("discriminator"));
 * ```
 */
export function readMessageInstruction(
  data: Uint8Array,
): { ok: true; value: SimSolanaMessage } | { ok: false; reason: string } {
  const bad = check(data, 68, SEND_MESSAGE, "Cannot decode Solana message instruction");
  if (bad !== undefined) return { ok: false, reason: bad };
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  return {
    ok: true,
    value: {
      dstChainId: view.getBigUint64(8, true),
      to: getAddress(bytesToHex(data.slice(16, 36))),
      verificationHash: bytesToHex(data.slice(36, 68)),
    },
  };
}
