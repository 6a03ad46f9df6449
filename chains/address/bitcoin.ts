/**
 * Bitcoin mainnet addresses: segwit `bc1...` (bech32 for v0, bech32m for v1+, BIP-173/350) and base58check
 * legacy `1...` (P2PKH) or `3...` (P2SH); encoded in intents as the UTF-8 bytes of the address
 * (docs/wire_inventory.md#address-encoding).
 *
 * @example Validate and encode
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeBitcoinAddress, isValidBitcoinAddress } from "./bitcoin.ts";
 * assert.ok(isValidBitcoinAddress("1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2"));
 * assert.ok(isValidBitcoinAddress("bc1qqqqsyqcyq5rqwzqfpg9scrgwpugpzysn4v0345"));
 * const r = encodeBitcoinAddress("1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2");
 * assert.ok(r.ok && r.value.startsWith("0x3142"));
 * ```
 * @module
 */
import type { Hex } from "viem";
import type { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { decodeBase58Check } from "./base58.ts";
import { BECH32_CONST, BECH32M_CONST, decodeBech32, wordsToBytes } from "./_bech32.ts";
import { invalidAddress } from "./_errors.ts";
import { utf8Hex } from "./_utf8.ts";

function isSegwit(address: string): boolean {
  const decoded = decodeBech32(address);
  if (decoded === undefined || decoded.hrp !== "bc" || decoded.words.length < 1) return false;
  const [version, ...rest] = decoded.words;
  if (version > 16) return false;
  const program = wordsToBytes(rest);
  if (program === undefined || program.length < 2 || program.length > 40) return false;
  if (version === 0) {
    return decoded.constant === BECH32_CONST && (program.length === 20 || program.length === 32);
  }
  return decoded.constant === BECH32M_CONST;
}

function isLegacy(address: string): boolean {
  if (!/^[13][1-9A-HJ-NP-Za-km-z]{25,34}$/.test(address)) return false;
  const payload = decodeBase58Check(address);
  return payload !== undefined && payload.length === 21 && (payload[0] === 0x00 || payload[0] === 0x05);
}

/**
 * Whether `address` is a Bitcoin mainnet address (bech32/bech32m segwit or base58check P2PKH/P2SH).
 *
 * @param address the candidate (any value; never throws)
 * @returns true when well-formed
 * @example A testnet address is refused
 * ```ts
 * import assert from "node:assert/strict";
 * import { isValidBitcoinAddress } from "./bitcoin.ts";
 * assert.ok(!isValidBitcoinAddress("tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx"));
 * ```
 */
export function isValidBitcoinAddress(address: unknown): boolean {
  if (typeof address !== "string") return false;
  return address.toLowerCase().startsWith("bc1") ? isSegwit(address) : isLegacy(address);
}

/**
 * Encodes a Bitcoin address as its UTF-8 bytes.
 *
 * @param address the address
 * @returns the bytes, or `INVALID_ADDRESS`
 * @example A bad checksum
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeBitcoinAddress } from "./bitcoin.ts";
 * assert.ok(!encodeBitcoinAddress("1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3").ok);
 * ```
 */
export function encodeBitcoinAddress(address: string): Result<Hex, ClientError> {
  if (!isValidBitcoinAddress(address)) {
    return err(invalidAddress("BITCOIN", address, "mainnet bc1 bech32 or base58check 1/3"));
  }
  return ok(utf8Hex(address));
}
