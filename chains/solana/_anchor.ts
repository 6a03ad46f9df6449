/**
 * Pieces the Solana spoke instructions share (`deposit_instruction.ts`, `message_instruction.ts`): the Anchor
 * discriminator, the Borsh argument codec (the `borsh` package) and the checks of the hub-side fields.
 * @module
 */
import { deserialize, type Schema, serialize } from "borsh";
import { type Address, bytesToHex, type Hex, isAddress, isHex, sha256 } from "viem";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";

/** The 8-byte Anchor discriminator of instruction `name`: `sha256("global:" + name)[0..8]`. */
export function anchorDiscriminator(name: string): Uint8Array {
  return sha256(new TextEncoder().encode(`global:${name}`), "bytes").slice(0, 8);
}

/** `discriminator`, then `value` in Borsh under `schema` (Anchor's instruction data). */
export function encodeAnchorArgs(discriminator: Uint8Array, schema: Schema, value: unknown): Uint8Array {
  const args = serialize(schema, value);
  const data = new Uint8Array(8 + args.length);
  data.set(discriminator, 0);
  data.set(args, 8);
  return data;
}

/**
 * Reads Anchor instruction data: the discriminator, then the Borsh arguments; the `bytes` fields named in
 * `lengths` come back as hex and must have that many bytes.
 */
export function decodeAnchorArgs(
  data: Uint8Array,
  discriminator: Uint8Array,
  schema: Schema,
  what: string,
  lengths: Record<string, number>,
): Result<Record<string, unknown>, ClientError> {
  if (data.length < 8 || !discriminator.every((b, i) => data[i] === b)) {
    return err(invalid(what, "unknown discriminator"));
  }
  let value: Record<string, unknown>;
  try {
    value = deserialize(schema, data.slice(8)) as Record<string, unknown>;
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
