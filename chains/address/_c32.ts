/**
 * Stacks c32check decoding (the `SP...`/`SM...` address format): version character plus c32 of
 * `hash160 ‖ checksum`, checksum = first 4 bytes of `sha256(sha256(version ‖ hash160))`.
 * @module
 */
import { sha256 } from "viem";

const C32 = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A decoded c32check address. */
export interface C32Address {
  /** Address version (22 = mainnet single-sig `SP`, 20 = mainnet multi-sig `SM`). */
  version: number;
  /** The 20-byte hash160. */
  hash160: Uint8Array;
}

/**
 * Decodes a Stacks address `S{version}{c32(hash160 ‖ checksum)}` and verifies the checksum.
 *
 * @param address the candidate (canonical upper case)
 * @returns the version and hash, or `undefined`
 */
export function decodeC32Address(address: string): C32Address | undefined {
  if (address.length < 5 || address.length > 41 || address[0] !== "S") return undefined;
  const version = C32.indexOf(address[1]);
  if (version < 0) return undefined;
  const body = address.slice(2);
  let zeros = 0;
  while (zeros < body.length && body[zeros] === "0") zeros++;
  let value = 0n;
  for (const c of body.slice(zeros)) {
    const digit = C32.indexOf(c);
    if (digit < 0) return undefined;
    value = value * 32n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value & 0xffn));
    value >>= 8n;
  }
  const all = Uint8Array.from([...new Array(zeros).fill(0), ...bytes]);
  if (all.length !== 24) return undefined;
  const hash160 = all.slice(0, 20);
  const check = sha256(sha256(Uint8Array.from([version, ...hash160]), "bytes"), "bytes");
  for (let i = 0; i < 4; i++) if (check[i] !== all[20 + i]) return undefined;
  return { version, hash160 };
}
