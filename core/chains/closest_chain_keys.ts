/**
 * The chain keys closest to a key that is not one, for the hint of an `UNKNOWN_CHAIN_KEY` failure: `base` and
 * `BASE_MAINNET` name `0x2105.base`, `arbitrum-one` names `0xa4b1.arbitrum`, `solan` names `solana` (by name, prefix or
 * substring: no spelling distance, to keep the page small).
 *
 * @example A chain's name without its chain-id prefix
 * ```ts
 * import assert from "node:assert/strict";
 * import { closestChainKeys } from "./closest_chain_keys.ts";
 * assert.deepEqual(closestChainKeys("base"), ["0x2105.base"]);
 * assert.deepEqual(closestChainKeys("BSC_MAINNET"), ["0x38.bsc"]);
 * assert.deepEqual(closestChainKeys("0x2105"), ["0x2105.base"]);
 * assert.deepEqual(closestChainKeys("mars"), []);
 * ```
 * @module
 */
import { ALL_CHAIN_KEYS, ChainKeys, type SpokeChainKey } from "./chain_keys.ts";

/** At most this many keys are suggested. */
const MAX_SUGGESTIONS = 3;

/** The chain's name in a key: `base` of `0x2105.base`, `solana` of `solana`. */
function nameOf(key: string): string {
  const dot = key.lastIndexOf(".");
  return dot === -1 ? key : key.slice(dot + 1);
}

/**
 * The chain keys a caller most likely meant by `value` (empty when nothing is close).
 *
 * @param value what the caller passed (anything: only a string can be close to a key)
 * @returns up to three chain keys, the closest first
 */
export function closestChainKeys(value: unknown): SpokeChainKey[] {
  if (typeof value !== "string" || value.length === 0 || value.length > 64) return [];
  const given = value.trim().toLowerCase();
  const byConstant = (ChainKeys as Readonly<Record<string, SpokeChainKey>>)[value.trim().toUpperCase()];
  if (byConstant !== undefined) return [byConstant];
  const scored: [SpokeChainKey, number][] = [];
  for (const key of ALL_CHAIN_KEYS) {
    const name = nameOf(key);
    const prefix = key.includes(".") ? key.slice(0, key.lastIndexOf(".")) : undefined;
    if (given === name || given === prefix) scored.push([key, 0]);
    else if (name.length >= 3 && given.length >= 3 && (given.includes(name) || name.includes(given))) {
      scored.push([key, 1]);
    }
  }
  return scored.sort((a, b) => a[1] - b[1]).slice(0, MAX_SUGGESTIONS).map(([key]) => key);
}
