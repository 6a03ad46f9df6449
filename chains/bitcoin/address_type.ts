/**
 * `bitcoinAddressType`: the script type of a mainnet Bitcoin address, read with `@scure/btc-signer`'s address
 * decoder (so a bad checksum is `"invalid"`, not a guess from the prefix).
 *
 * @example The four types
 * ```ts
 * import assert from "node:assert/strict";
 * import { bitcoinAddressType } from "./address_type.ts";
 * assert.equal(bitcoinAddressType("bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4"), "P2WPKH");
 * assert.equal(bitcoinAddressType("bc1pcz4pyrfgv7v6tx8a404mafyvt73cnm80yuv8tqwrywxmqxpja8ys4pjyl5"), "P2TR");
 * assert.equal(bitcoinAddressType("1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2"), "P2PKH");
 * assert.equal(bitcoinAddressType("3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy"), "P2SH");
 * assert.equal(bitcoinAddressType("bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5"), "invalid");
 * ```
 * @module
 */
import { Address, NETWORK } from "@scure/btc-signer";

/** A Bitcoin address type, or `"invalid"` / `"other"` (e.g. P2WSH, future witness versions). */
export type BitcoinAddressType = "P2WPKH" | "P2TR" | "P2PKH" | "P2SH" | "other" | "invalid";

const TYPES: Readonly<Record<string, BitcoinAddressType>> = {
  wpkh: "P2WPKH",
  tr: "P2TR",
  pkh: "P2PKH",
  sh: "P2SH",
};

/**
 * Reads the type of `address`.
 *
 * @param address the candidate (any value; never throws)
 * @returns its type
 * @example Not a string
 * ```ts
 * import assert from "node:assert/strict";
 * import { bitcoinAddressType } from "./address_type.ts";
 * assert.equal(bitcoinAddressType(42), "invalid");
 * ```
 */
export function bitcoinAddressType(address: unknown): BitcoinAddressType {
  if (typeof address !== "string") return "invalid";
  try {
    return TYPES[Address(NETWORK).decode(address).type] ?? "other";
  } catch {
    return "invalid";
  }
}
