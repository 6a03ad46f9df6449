/**
 * The simulator's sponsor keypair: generated at start, reproducible when a seeded `random` is given.
 *
 * @example Same random source, same sponsor
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSponsorKeypair } from "./sponsor_keypair.ts";
 * const a = createSponsorKeypair(() => 0.5), b = createSponsorKeypair(() => 0.5);
 * assert.ok(a.publicKey() === b.publicKey());
 * ```
 * @module
 */
import { Keypair } from "@stellar/stellar-sdk";

/**
 * Makes an ed25519 keypair from 32 bytes drawn from `random`, or a fresh random one when `random` is omitted.
 *
 * @param random source of numbers in [0, 1). @default crypto randomness
 * @returns the sponsor keypair
 */
export function createSponsorKeypair(random?: (() => number) | undefined): Keypair {
  if (!random) return Keypair.random();
  const seed = new Uint8Array(32);
  for (let i = 0; i < seed.length; i++) seed[i] = Math.floor(random() * 256) & 0xff;
  return Keypair.fromRawEd25519Seed(seed);
}
