/**
 * `accountOfEncodedAddress`: the account string a chain family writes for an address the hub carries as bytes
 * (an intent's `dstAddress`, an onward transfer's `to`), decoded with each family's own SDK per the platform's
 * `encodeAddress` table: EVM and Sui hex as-is, ICON `00`/`01` + body to `hx`/`cx`, Solana the base58 public
 * key, Stellar the ScVal XDR of the address, Stacks a serialized Clarity principal, Bitcoin, NEAR and Injective
 * UTF-8 text. Anything undecodable is kept as the lowercased hex.
 *
 * @example A Solana key and a NEAR account
 * ```ts
 * import assert from "node:assert/strict";
 * import { accountOfEncodedAddress } from "./encoded_account.ts";
 * assert.equal(accountOfEncodedAddress("SOLANA", `0x${"00".repeat(32)}`), "11111111111111111111111111111111");
 * assert.equal(accountOfEncodedAddress("NEAR", "0x616c6963652e6e656172"), "alice.near");
 * ```
 * @module
 */
import { base58 } from "@scure/base";
import { Address as StellarAddress, xdr } from "@stellar/stellar-sdk";
import { cvToValue, deserializeCV } from "@stacks/transactions";
import { hexToBytes, isHex } from "viem";
import type { ChainType } from "../../../core/chains/chain_keys.ts";

/**
 * Decodes an encoded address of a chain family to the account string that family's reads use.
 *
 * @param family the chain type of the chain the address lives on
 * @param encoded the address bytes as `0x` hex
 * @returns the account (the lowercased hex when it cannot be decoded)
 * @example An ICON EOA
 * ```ts
 * import assert from "node:assert/strict";
 * import { accountOfEncodedAddress } from "./encoded_account.ts";
 * assert.equal(accountOfEncodedAddress("ICON", `0x00${"ab".repeat(20)}`), `hx${"ab".repeat(20)}`);
 * ```
 */
export function accountOfEncodedAddress(family: ChainType, encoded: string): string {
  const hex = encoded.toLowerCase();
  if (!isHex(hex)) return encoded;
  try {
    switch (family) {
      case "EVM":
      case "SUI":
        return hex;
      case "ICON":
        if (hex.startsWith("0x00")) return `hx${hex.slice(4)}`;
        if (hex.startsWith("0x01")) return `cx${hex.slice(4)}`;
        return hex;
      case "SOLANA":
        return solanaAddress(hexToBytes(hex));
      case "STELLAR":
        return StellarAddress.fromScVal(xdr.ScVal.fromXDR(hex.slice(2), "hex")).toString();
      case "STACKS": {
        const value = cvToValue(deserializeCV(hex.slice(2)));
        return typeof value === "string" ? value : hex;
      }
      default: {
        const text = new TextDecoder("utf-8", { fatal: true }).decode(hexToBytes(hex));
        return /^[\x21-\x7e]+$/.test(text) ? text : hex;
      }
    }
  } catch {
    return hex;
  }
}

/** base58 of a 32-byte key, shorter ones left-padded with zeros (as `new PublicKey(bytes).toBase58()`). */
function solanaAddress(bytes: Uint8Array): string {
  if (bytes.length > 32) throw new RangeError("Invalid public key input");
  const padded = new Uint8Array(32);
  padded.set(bytes, 32 - bytes.length);
  return base58.encode(padded);
}
