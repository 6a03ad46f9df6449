/**
 * Stellar StrKey decoding without the Stellar SDK (so address rules load in an app that never uses Stellar):
 * RFC 4648 base32 (unpadded) of `version byte || 32-byte payload || CRC16-XModem (little-endian)`. The base32
 * decoder is the few lines below, not a dependency: every browser app bundles this rule (a swap may pay out to a
 * Stellar address), and `@scure/base` cost it 4.3 KB gzipped.
 * `G...` account ids carry version byte 6 << 3, `C...` contract ids 2 << 3 (SEP-23). Pinned against the SDK's
 * `StrKey` in `tests/chains/address/strkey_test.ts`.
 *
 * @example Decode a contract id
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeStrKey } from "./_strkey.ts";
 * const r = decodeStrKey("CCGF33A4CO6D3BXFEKPXVCFCZBK76I3AQOZK6KIKRPAWAZR3632WHCJ3");
 * assert.ok(r?.kind === "contract" && r.payload.length === 32);
 * assert.equal(decodeStrKey("GABC"), undefined);
 * ```
 * @module
 */

/** A decoded `G...` or `C...` StrKey. */
export interface StrKey {
  /** `account` (ed25519 public key) or `contract` (contract id hash). */
  kind: "account" | "contract";
  /** The 32-byte payload. */
  payload: Uint8Array;
}

const VERSION_ACCOUNT = 6 << 3;
const VERSION_CONTRACT = 2 << 3;

/**
 * CRC16-XModem (polynomial 0x1021, initial value 0), the StrKey checksum.
 *
 * @param bytes the data
 * @returns the 16-bit checksum
 * @example The XModem check value
 * ```ts
 * import assert from "node:assert/strict";
 * import { crc16XModem } from "./_strkey.ts";
 * assert.equal(crc16XModem(new TextEncoder().encode("123456789")), 0x31c3);
 * ```
 */
export function crc16XModem(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc;
}

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** 56 base32 characters (already checked against the alphabet) are exactly 280 bits: 35 bytes, no padding. */
function base32Decode56(text: string): Uint8Array {
  const out = new Uint8Array(35);
  let bits = 0, value = 0, at = 0;
  for (let i = 0; i < text.length; i++) {
    value = ((value << 5) | BASE32.indexOf(text[i] as string)) & 0xfff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      out[at++] = (value >>> bits) & 0xff;
    }
  }
  return out;
}

/**
 * Decodes a 56-character `G...` or `C...` StrKey, checking its version byte, length, padding bits and checksum.
 *
 * @param address the candidate (any value; never throws)
 * @returns the kind and payload, or `undefined` when malformed
 * @example An account id with a broken checksum
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeStrKey } from "./_strkey.ts";
 * assert.equal(decodeStrKey("GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7".replace("N7", "N6")), undefined);
 * ```
 */
export function decodeStrKey(address: unknown): StrKey | undefined {
  if (typeof address !== "string" || address.length !== 56 || !/^[A-Z2-7]+$/.test(address)) return undefined;
  const raw = base32Decode56(address);
  const kind = raw[0] === VERSION_ACCOUNT ? "account" : raw[0] === VERSION_CONTRACT ? "contract" : undefined;
  if (kind === undefined) return undefined;
  const body = raw.subarray(0, 33);
  const checksum = raw[33] | (raw[34] << 8);
  if (crc16XModem(body) !== checksum) return undefined;
  return { kind, payload: raw.slice(1, 33) };
}
