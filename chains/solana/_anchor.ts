/**
 * Pieces the Solana spoke instructions share (`deposit_instruction.ts`, `message_instruction.ts`): the Anchor
 * discriminator, the Borsh argument codec (`@solana/web3.js`'s `Struct`, which encodes with the Borsh schema
 * registered in its `SOLANA_SCHEMA`) and the checks of the hub-side fields.
 * @module
 */
// The npm `buffer` package web3.js itself uses (browser-safe), not `node:buffer`.
import { Buffer } from "buffer";
import { SOLANA_SCHEMA, Struct } from "@solana/web3.js";
import { type Address, bytesToHex, type Hex, isAddress, isHex, sha256 } from "viem";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";

/** The 8-byte Anchor discriminator of instruction `name`: `sha256("global:" + name)[0..8]`. */
export function anchorDiscriminator(name: string): Uint8Array {
  return sha256(new TextEncoder().encode(`global:${name}`), "bytes").slice(0, 8);
}

/** A Borsh field list in web3.js's schema notation: `["amount", "u64"]`, `["to", ["u8"]]` (a `Vec<u8>`). */
export type AnchorFields = [string, string | [string]][];

/** The web3.js `Struct` class of an instruction's arguments, its Borsh schema registered in `SOLANA_SCHEMA`. */
export function anchorArgs(fields: AnchorFields): typeof Struct {
  class Args extends Struct {}
  SOLANA_SCHEMA.set(Args, { kind: "struct", fields });
  return Args;
}

/** `discriminator`, then `value` in Borsh as `args` (Anchor's instruction data). */
export function encodeAnchorArgs(
  discriminator: Uint8Array,
  args: typeof Struct,
  value: Record<string, unknown>,
): Uint8Array {
  const encoded = new args(value).encode();
  const data = new Uint8Array(8 + encoded.length);
  data.set(discriminator, 0);
  data.set(encoded, 8);
  return data;
}

/**
 * Reads Anchor instruction data: the discriminator, then the Borsh arguments; the `bytes` fields named in
 * `lengths` come back as hex and must have that many bytes.
 */
export function decodeAnchorArgs(
  data: Uint8Array,
  discriminator: Uint8Array,
  args: typeof Struct,
  what: string,
  lengths: Record<string, number>,
): Result<Record<string, unknown>, ClientError> {
  if (data.length < 8 || !discriminator.every((b, i) => data[i] === b)) {
    return err(invalid(what, "unknown discriminator"));
  }
  let value: Record<string, unknown>;
  try {
    value = { ...args.decode(Buffer.from(data.slice(8))) as Record<string, unknown> };
  } catch (cause) {
    return err(invalid(what, `malformed arguments: ${String(cause)}`));
  }
  const bytes = Object.entries(lengths).map(([field, size]) => {
    const raw = Uint8Array.from(value[field] as number[]);
    return { field, size, raw };
  });
  const wrong = bytes.find((b) => b.raw.length !== b.size);
  if (wrong) {
    return err(invalid(what, `${wrong.field} has ${wrong.raw.length} bytes, expected ${wrong.size}`));
  }
  return ok({ ...value, ...Object.fromEntries(bytes.map((b) => [b.field, bytesToHex(b.raw)])) });
}

/**
 * Throws a `RangeError` unless `to` is a 20-byte address and `hash` 32 bytes (the builders' contract; adapters check
 * first).
 */
export function assertHubFields(to: Address, hash: Hex): void {
  if (!isAddress(to, { strict: false })) throw new RangeError("to must be a 20-byte address");
  if (!isHex(hash) || hash.length !== 66) throw new RangeError("verificationHash must be 32 bytes");
}

function invalid(what: string, reason: string): ClientError {
  return new ClientError("VALIDATION_FAILED", `Cannot decode Solana ${what} instruction: ${reason}`, {
    context: { reason },
  });
}
