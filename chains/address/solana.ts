/**
 * Solana addresses: a base58 string of a 32-byte public key (on or off the ed25519 curve, so program-derived
 * addresses count); encoded in intents as the 32 key bytes (docs/wire_inventory.md#address-encoding).
 *
 * @example Validate and encode the system program id
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeSolanaAddress, isValidSolanaAddress } from "./solana.ts";
 * assert.ok(isValidSolanaAddress("11111111111111111111111111111111"));
 * const r = encodeSolanaAddress("11111111111111111111111111111111");
 * assert.ok(r.ok && r.value === `0x${"00".repeat(32)}`);
 * ```
 * @module
 */
import { bytesToHex, type Hex } from "viem";
import type { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { decodeBase58 } from "./base58.ts";
import { invalidAddress } from "./_errors.ts";

const BASE58_RE = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

function parse(address: unknown): Uint8Array | undefined {
  if (typeof address !== "string" || !BASE58_RE.test(address)) return undefined;
  const bytes = decodeBase58(address);
  return bytes !== undefined && bytes.length === 32 ? bytes : undefined;
}

/**
 * Whether `address` is a canonical base58 32-byte Solana public key.
 *
 * @param address the candidate (any value; never throws)
 * @returns true when well-formed
 * @example Garbage is rejected
 * ```ts
 * import assert from "node:assert/strict";
 * import { isValidSolanaAddress } from "./solana.ts";
 * assert.ok(!isValidSolanaAddress("0x1234") && !isValidSolanaAddress(""));
 * ```
 */
export function isValidSolanaAddress(address: unknown): boolean {
  return parse(address) !== undefined;
}

/**
 * Encodes a Solana address as its 32 public-key bytes.
 *
 * @param address base58 public key
 * @returns `0x` + 64 hex digits, or `INVALID_ADDRESS`
 * @example A bad address
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeSolanaAddress } from "./solana.ts";
 * const r = encodeSolanaAddress("not-base58!");
 * assert.ok(!r.ok && r.error.code === "INVALID_ADDRESS");
 * ```
 */
export function encodeSolanaAddress(address: string): Result<Hex, ClientError> {
  const key = parse(address);
  if (key === undefined) return err(invalidAddress("SOLANA", address, "base58 32-byte public key"));
  return ok(bytesToHex(key));
}
