/** UTF-8 encoding of an address string, the intent encoding of Bitcoin, NEAR and Injective. @module */
import { type Hex, stringToHex } from "viem";

/** The UTF-8 bytes of `address` as hex. */
export function utf8Hex(address: string): Hex {
  return stringToHex(address);
}
