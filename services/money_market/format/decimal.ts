/**
 * Exact decimal strings from fixed-point bigints (no floats): token amounts, rays, basis points, base-currency
 * values and their USD value.
 *
 * @example Six-decimal USDC
 * ```ts
 * import assert from "node:assert/strict";
 * import { toDecimal } from "./decimal.ts";
 * assert.equal(toDecimal(1_500_000n, 6), "1.5");
 * ```
 * @module
 */
import { formatUnits } from "viem";
import { USD_DECIMALS } from "./types.ts";

/**
 * `value / 10^decimals` as an exact decimal string (trailing zeros trimmed; negative values keep their sign).
 *
 * @param value the fixed-point value
 * @param decimals its decimals (>= 0)
 * @returns the decimal string, e.g. `"0.05"`
 * @example A ray
 * ```ts
 * import assert from "node:assert/strict";
 * import { toDecimal } from "./decimal.ts";
 * assert.equal(toDecimal(5n * 10n ** 25n, 27), "0.05");
 * ```
 */
export function toDecimal(value: bigint, decimals: number): string {
  return formatUnits(value, decimals);
}

/**
 * The decimals of a power-of-ten unit (`1e8` -> 8), or `undefined` when `unit` is not a positive power of ten.
 *
 * @param unit the unit
 * @returns its decimals
 * @example USD with 8 decimals
 * ```ts
 * import assert from "node:assert/strict";
 * import { unitDecimals } from "./decimal.ts";
 * assert.equal(unitDecimals(100_000_000n), 8);
 * assert.equal(unitDecimals(3n), undefined);
 * ```
 */
export function unitDecimals(unit: bigint): number | undefined {
  if (unit <= 0n) return undefined;
  const text = unit.toString();
  return /^10*$/.test(text) ? text.length - 1 : undefined;
}

/**
 * The USD value of an amount in the market reference currency, exactly: `amount * priceInUsd / 10^(refDecimals +
 * 8)`.
 *
 * @param amount the value in reference-currency units
 * @param refDecimals the reference currency's decimals
 * @param refPriceInUsd USD price of one reference unit (8 decimals)
 * @returns the USD value as a decimal string
 * @example 12.5 units of a USD reference priced at $1
 * ```ts
 * import assert from "node:assert/strict";
 * import { baseToUsd } from "./decimal.ts";
 * assert.equal(baseToUsd(1_250_000_000n, 8, 100_000_000n), "12.5");
 * ```
 */
export function baseToUsd(amount: bigint, refDecimals: number, refPriceInUsd: bigint): string {
  return formatUnits(amount * refPriceInUsd, refDecimals + USD_DECIMALS);
}

/**
 * The reference-currency value of a token amount: `amount * price / 10^decimals`, floored (the pool's
 * `GenericLogic` conversion).
 *
 * @param amount token base units
 * @param decimals token decimals
 * @param price price of one whole token in the reference currency
 * @returns the value in reference-currency units
 * @example 2 tokens of 18 decimals at 3000.5
 * ```ts
 * import assert from "node:assert/strict";
 * import { tokenToBase } from "./decimal.ts";
 * assert.equal(tokenToBase(2n * 10n ** 18n, 18, 300_050_000_000n), 600_100_000_000n);
 * ```
 */
export function tokenToBase(amount: bigint, decimals: number, price: bigint): bigint {
  return (amount * price) / 10n ** BigInt(decimals);
}

/**
 * The exact USD value of a token amount: `amount * price * refPriceInUsd / 10^(decimals + refDecimals + 8)`.
 *
 * @param amount token base units
 * @param decimals token decimals
 * @param price price of one whole token in the reference currency
 * @param refDecimals the reference currency's decimals
 * @param refPriceInUsd USD price of one reference unit (8 decimals)
 * @returns the USD value as a decimal string
 * @example 1.5 USDC at $0.9999
 * ```ts
 * import assert from "node:assert/strict";
 * import { tokenToUsd } from "./decimal.ts";
 * assert.equal(tokenToUsd(1_500_000n, 6, 99_990_000n, 8, 100_000_000n), "1.49985");
 * ```
 */
export function tokenToUsd(
  amount: bigint,
  decimals: number,
  price: bigint,
  refDecimals: number,
  refPriceInUsd: bigint,
): string {
  return formatUnits(amount * price * refPriceInUsd, decimals + refDecimals + USD_DECIMALS);
}
