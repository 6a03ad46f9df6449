/**
 * A small bech32 / bech32m decoder (BIP-173, BIP-350) for address validation; no encoding, no dependency.
 * @module
 */

const CHARSET = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";
const GENERATORS = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];

/** Checksum constant of bech32. */
export const BECH32_CONST = 1;
/** Checksum constant of bech32m. */
export const BECH32M_CONST = 0x2bc830a3;

/** A decoded bech32 string. */
export interface Bech32Decoded {
  /** Human-readable part, lower case. */
  hrp: string;
  /** 5-bit data words without the checksum. */
  words: number[];
  /** The checksum constant the string satisfies. */
  constant: number;
}

function polymod(values: readonly number[]): number {
  let chk = 1;
  for (const v of values) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ v;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= GENERATORS[i];
  }
  return chk >>> 0;
}

function hrpExpand(hrp: string): number[] {
  const out: number[] = [];
  for (const c of hrp) out.push(c.charCodeAt(0) >> 5);
  out.push(0);
  for (const c of hrp) out.push(c.charCodeAt(0) & 31);
  return out;
}

/**
 * Decodes `text` when it is a well-formed bech32 or bech32m string (single case, valid checksum, at most
 * `maxLength` characters).
 *
 * @param text the candidate
 * @param maxLength the longest accepted string (BIP-173 says 90)
 * @returns the decoded parts, or `undefined`
 */
export function decodeBech32(text: string, maxLength = 90): Bech32Decoded | undefined {
  if (text.length < 8 || text.length > maxLength) return undefined;
  if (text !== text.toLowerCase() && text !== text.toUpperCase()) return undefined;
  const s = text.toLowerCase();
  const sep = s.lastIndexOf("1");
  if (sep < 1 || sep + 7 > s.length) return undefined;
  const hrp = s.slice(0, sep);
  for (const c of hrp) {
    const code = c.charCodeAt(0);
    if (code < 33 || code > 126) return undefined;
  }
  const data: number[] = [];
  for (const c of s.slice(sep + 1)) {
    const v = CHARSET.indexOf(c);
    if (v < 0) return undefined;
    data.push(v);
  }
  const constant = polymod([...hrpExpand(hrp), ...data]);
  if (constant !== BECH32_CONST && constant !== BECH32M_CONST) return undefined;
  return { hrp, words: data.slice(0, -6), constant };
}

/**
 * Regroups 5-bit words into bytes (no padding allowed beyond 4 zero bits).
 *
 * @param words 5-bit words
 * @returns the bytes, or `undefined` when the padding is invalid
 */
export function wordsToBytes(words: readonly number[]): Uint8Array | undefined {
  let acc = 0;
  let bits = 0;
  const out: number[] = [];
  for (const w of words) {
    acc = (acc << 5) | w;
    bits += 5;
    while (bits >= 8) {
      bits -= 8;
      out.push((acc >> bits) & 0xff);
    }
    acc &= (1 << bits) - 1;
  }
  if (bits >= 5 || acc !== 0) return undefined;
  return Uint8Array.from(out);
}
