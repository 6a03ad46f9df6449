/**
 * Decimal translation between a token's own decimals and the 18 decimals of hub vault shares (the unit the
 * money-market pool, the staking router and the vaults account in).
 *
 * @example 1 USDC (6 decimals) is 1e18 vault units and back
 * ```ts
 * import assert from "node:assert/strict";
 * import { toVaultUnits, fromVaultUnits } from "./amounts.ts";
 * assert.ok(toVaultUnits(6, 1_000_000n) === 10n ** 18n);
 * assert.ok(fromVaultUnits(6, 10n ** 18n) === 1_000_000n);
 * ```
 * @module
 */

/** Decimals of hub vault shares. */
export const VAULT_DECIMALS = 18;

/**
 * Scales `amount` from `decimals` to 18 decimals (exact when `decimals <= 18`, floored otherwise).
 *
 * @param decimals the token's decimals (0..255)
 * @param amount base units of the token
 * @returns vault units
 * @example 9-decimal token
 * ```ts
 * import assert from "node:assert/strict";
 * import { toVaultUnits } from "./amounts.ts";
 * assert.ok(toVaultUnits(9, 5n) === 5_000_000_000n);
 * ```
 */
export function toVaultUnits(decimals: number, amount: bigint): bigint {
  return decimals <= VAULT_DECIMALS
    ? amount * 10n ** BigInt(VAULT_DECIMALS - decimals)
    : amount / 10n ** BigInt(decimals - VAULT_DECIMALS);
}

/**
 * Scales `amount` from 18 decimals to `decimals` (floored when `decimals < 18`).
 *
 * @param decimals the token's decimals
 * @param amount vault units
 * @returns base units of the token
 * @example Dust is floored
 * ```ts
 * import assert from "node:assert/strict";
 * import { fromVaultUnits } from "./amounts.ts";
 * assert.ok(fromVaultUnits(6, 10n ** 12n - 1n) === 0n);
 * ```
 */
export function fromVaultUnits(decimals: number, amount: bigint): bigint {
  return decimals <= VAULT_DECIMALS
    ? amount / 10n ** BigInt(VAULT_DECIMALS - decimals)
    : amount * 10n ** BigInt(decimals - VAULT_DECIMALS);
}
