/**
 * Base58 (Bitcoin alphabet) decoding and Base58Check verification, for address validation.
 * @module
 */
import { sha256 } from "viem";

const ALPHABET = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";

/**
 * Decodes a base58 string.
 *
 * @param text the candidate
 * @returns the bytes, or `undefined` when a character is outside the alphabet
 */
export function decodeBase58(text: string): Uint8Array | undefined {
  let value = 0n;
  for (const c of text) {
    const digit = ALPHABET.indexOf(c);
    if (digit < 0) return undefined;
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value & 0xffn));
    value >>= 8n;
  }
  let zeros = 0;
  while (zeros < text.length && text[zeros] === "1") zeros++;
  return Uint8Array.from([...new Array(zeros).fill(0), ...bytes]);
}

/**
 * Decodes a Base58Check string and verifies its 4-byte double-SHA-256 checksum.
 *
 * @param text the candidate
 * @returns the payload (version byte included), or `undefined`
 */
export function decodeBase58Check(text: string): Uint8Array | undefined {
  const bytes = decodeBase58(text);
  if (bytes === undefined || bytes.length < 5) return undefined;
  const payload = bytes.slice(0, -4);
  const check = sha256(sha256(payload, "bytes"), "bytes");
  for (let i = 0; i < 4; i++) if (check[i] !== bytes[payload.length + i]) return undefined;
  return payload;
}

/**
 * Encodes bytes as base58 (Bitcoin alphabet; leading zero bytes become `1`s).
 *
 * @param bytes the bytes
 * @returns the base58 string
 */
export function encodeBase58(bytes: Uint8Array): string {
  let value = 0n;
  for (const b of bytes) value = (value << 8n) | BigInt(b);
  let out = "";
  while (value > 0n) {
    out = ALPHABET[Number(value % 58n)] + out;
    value /= 58n;
  }
  let zeros = 0;
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++;
  return "1".repeat(zeros) + out;
}
