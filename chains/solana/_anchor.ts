/**
 * Pieces the Solana instruction layouts of our own design share (`deposit_instruction.ts`,
 * `message_instruction.ts`): the Anchor-style discriminator and the checks of the hub-side fields.
 * @module
 */
import { type Address, type Hex, isAddress, isHex, sha256 } from "viem";

/** The 8-byte Anchor discriminator of instruction `name`: `sha256("global:" + name)[0..8]`. */
export function anchorDiscriminator(name: string): Uint8Array {
  return sha256(new TextEncoder().encode(`global:${name}`), "bytes").slice(0, 8);
}

/** Whether `data` starts with `discriminator`. */
export function hasDiscriminator(data: Uint8Array, discriminator: Uint8Array): boolean {
  return discriminator.every((b, i) => data[i] === b);
}

/**
 * Throws a `RangeError` unless `to` is a 20-byte address and `hash` 32 bytes (the builders' contract; adapters check
 * first).
 */
export function assertHubFields(to: Address, hash: Hex): void {
  if (!isAddress(to, { strict: false })) throw new RangeError("to must be a 20-byte address");
  if (!isHex(hash) || hash.length !== 66) throw new RangeError("verificationHash must be 32 bytes");
}
