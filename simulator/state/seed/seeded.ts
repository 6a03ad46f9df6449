/**
 * Deterministic picks from a seed string, the source of every seeded value of the simulated hub: small numbers
 * and addresses from `keccak256(seed)`.
 *
 * @example The same seed picks the same values
 * ```ts
 * import assert from "node:assert/strict";
 * import { pick, seededAddress } from "./seeded.ts";
 * assert.ok(pick("a", 10n) === pick("a", 10n) && pick("a", 10n) < 10n);
 * assert.ok(seededAddress("a") === seededAddress("a"));
 * ```
 * @module
 */
import { type Address, getAddress, keccak256 } from "viem";

/**
 * A deterministic small number from a seed string: `keccak256(seed) mod modulo`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { pick } from "./seeded.ts";
 * assert.ok(pick("x", 3n) < 3n);
 * ```
 */
export function pick(seed: string, modulo: bigint): bigint {
  return BigInt(keccak256(new TextEncoder().encode(seed))) % modulo;
}

/**
 * A deterministic address from a seed string: the last 20 bytes of `keccak256(seed)`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { seededAddress } from "./seeded.ts";
 * assert.ok(/^0x[0-9a-fA-F]{40}$/.test(seededAddress("x")));
 * ```
 */
export function seededAddress(seed: string): Address {
  return getAddress(`0x${keccak256(new TextEncoder().encode(seed)).slice(-40)}`);
}
