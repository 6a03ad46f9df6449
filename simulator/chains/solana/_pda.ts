/**
 * Program-derived addresses as the Solana runtime derives them (`find_program_address`): the first bump from 255
 * down whose `sha256(seeds ‖ bump ‖ program ‖ "ProgramDerivedAddress")` is not an ed25519 point. The simulator
 * derives them itself (with `@noble/curves`), as it reads transactions without `@solana/web3.js`
 * (`legacy_tx.ts`).
 * @module
 */
import { ed25519 } from "@noble/curves/ed25519.js";
import { base58 } from "@scure/base";
import { concat, sha256 } from "viem";

const MARKER = new TextEncoder().encode("ProgramDerivedAddress");
const BUMPS = Array.from({ length: 256 }, (_, i) => 255 - i);

function onCurve(bytes: Uint8Array): boolean {
  try {
    ed25519.Point.fromBytes(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * The program address of `seeds` under `programId` (both base58 keys and raw seeds allowed).
 *
 * @param seeds each a UTF-8 string seed or raw bytes
 * @param programId the program (base58)
 * @returns the address (base58)
 * @example The connection's config account
 * ```ts
 * import assert from "node:assert/strict";
 * import { findProgramAddress } from "./_pda.ts";
 * assert.equal(typeof findProgramAddress(["config"], "GxS8i6D9qQjbSeniD487CnomUxU2pXt6V8P96T6MkUXB"), "string");
 * ```
 */
export function findProgramAddress(seeds: (string | Uint8Array)[], programId: string): string {
  const raw = seeds.map((s) => typeof s === "string" ? new TextEncoder().encode(s) : s);
  const program = base58.decode(programId);
  const address = (bump: number) => sha256(concat([...raw, Uint8Array.of(bump), program, MARKER]), "bytes");
  const bump = BUMPS.find((b) => !onCurve(address(b)));
  if (bump === undefined) throw new RangeError("no program address for these seeds");
  return base58.encode(address(bump));
}
