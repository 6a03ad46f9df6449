/**
 * Stellar addresses: account ids (`G...` ed25519 StrKey) and Soroban contract ids (`C...`); encoded in intents as
 * the hex of the address's `ScVal` XDR (docs/wire_inventory.md#address-encoding).
 *
 * @example Encode an account id
 * ```ts
 * import assert from "node:assert/strict";
 * import { Keypair } from "@stellar/stellar-sdk";
 * import { encodeStellarAddress } from "./stellar.ts";
 * const r = encodeStellarAddress(Keypair.random().publicKey());
 * assert.ok(r.ok && r.value.startsWith("0x0000001200000000"));
 * ```
 * @module
 */
import { bytesToHex, type Hex } from "viem";
import type { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { invalidAddress } from "./_errors.ts";
import { decodeStrKey } from "./_strkey.ts";

/** XDR prefixes of `ScVal::Address`: SCV_ADDRESS (18), then SC_ADDRESS_TYPE_ACCOUNT + PUBLIC_KEY_TYPE_ED25519, or
 * SC_ADDRESS_TYPE_CONTRACT. */
const SCVAL_ACCOUNT_PREFIX: Hex = "0x000000120000000000000000";
const SCVAL_CONTRACT_PREFIX: Hex = "0x0000001200000001";

/**
 * Whether `address` is a valid `G...` account id or `C...` contract id (checksum verified).
 *
 * @param address the candidate (any value; never throws)
 * @returns true when well-formed
 * @example A contract id
 * ```ts
 * import assert from "node:assert/strict";
 * import { isValidStellarAddress } from "./stellar.ts";
 * assert.ok(isValidStellarAddress("CCGF33A4CO6D3BXFEKPXVCFCZBK76I3AQOZK6KIKRPAWAZR3632WHCJ3"));
 * assert.ok(!isValidStellarAddress("GABC"));
 * ```
 */
export function isValidStellarAddress(address: unknown): boolean {
  return decodeStrKey(address) !== undefined;
}

/**
 * Whether `address` is a valid `G...` account id (an ed25519 public key; checksum verified).
 *
 * @param address the candidate (any value; never throws)
 * @returns true when well-formed
 * @example A contract id is not an account id
 * ```ts
 * import assert from "node:assert/strict";
 * import { isValidStellarAccountId } from "./stellar.ts";
 * assert.ok(!isValidStellarAccountId("CCGF33A4CO6D3BXFEKPXVCFCZBK76I3AQOZK6KIKRPAWAZR3632WHCJ3"));
 * ```
 */
export function isValidStellarAccountId(address: unknown): boolean {
  return decodeStrKey(address)?.kind === "account";
}

/**
 * Encodes a Stellar address as `Address.toScVal().toXDR("hex")` would (without loading the SDK).
 *
 * @param address `G...` or `C...`
 * @returns `0x` + the XDR hex, or `INVALID_ADDRESS`
 * @example A contract id is an `ScAddress` of type contract
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeStellarAddress } from "./stellar.ts";
 * const r = encodeStellarAddress("CCGF33A4CO6D3BXFEKPXVCFCZBK76I3AQOZK6KIKRPAWAZR3632WHCJ3");
 * assert.ok(r.ok && r.value.startsWith("0x0000001200000001"));
 * ```
 */
export function encodeStellarAddress(address: string): Result<Hex, ClientError> {
  const key = decodeStrKey(address);
  if (key === undefined) {
    return err(invalidAddress("STELLAR", address, "G... account id or C... contract id"));
  }
  const prefix = key.kind === "account" ? SCVAL_ACCOUNT_PREFIX : SCVAL_CONTRACT_PREFIX;
  const hex: Hex = `${prefix}${bytesToHex(key.payload).slice(2)}`;
  return ok(hex);
}
