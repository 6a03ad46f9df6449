/**
 * Stellar addresses: account ids (`G...` ed25519 StrKey) and Soroban contract ids (`C...`); encoded in intents as
 * the hex of the address's `ScVal` XDR (wire-facts 5.3).
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
import { Address, StrKey } from "@stellar/stellar-sdk";
import type { Hex } from "viem";
import type { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { invalidAddress } from "./_errors.ts";

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
  if (typeof address !== "string") return false;
  try {
    return StrKey.isValidEd25519PublicKey(address) || StrKey.isValidContract(address);
  } catch {
    return false;
  }
}

/**
 * Encodes a Stellar address as `Address.toScVal().toXDR("hex")`.
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
  if (!isValidStellarAddress(address)) {
    return err(invalidAddress("STELLAR", address, "G... account id or C... contract id"));
  }
  const hex: Hex = `0x${Address.fromString(address).toScVal().toXDR("hex")}`;
  return ok(hex);
}
