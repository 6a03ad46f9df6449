/**
 * Humanized reserves: the raw `getReservesData` bigints as exact decimal strings in their own units (token
 * amounts with the token's decimals, prices with the reference currency's, percentages as fractions, rays as
 * fractions) plus the supply and borrow APY compounded per second. Time-independent: no interest is accrued (see
 * {@link formatReservesUSD} for values at a given time).
 *
 * Field meanings follow the platform SDK's `getReservesHumanized` (icon-project/sodax-sdks
 * `UiPoolDataProviderService.ts`): the reference currency's decimals are the zeros of `marketReferenceCurrencyUnit`;
 * USD prices have 8 decimals. Unlike it, amounts here are already scaled by their decimals.
 *
 * @example Humanize an empty market
 * ```ts
 * import assert from "node:assert/strict";
 * import { humanizeReserves } from "./humanize.ts";
 * const h = humanizeReserves({ reserves: [], baseCurrency: {
 *   marketReferenceCurrencyUnit: 10n ** 8n, marketReferenceCurrencyPriceInUsd: 10n ** 8n,
 *   networkBaseTokenPriceInUsd: 5n * 10n ** 7n, networkBaseTokenPriceDecimals: 8,
 * } });
 * assert.deepEqual(h.baseCurrency, {
 *   marketReferenceCurrencyDecimals: 8, marketReferenceCurrencyPriceInUsd: "1",
 *   networkBaseTokenPriceInUsd: "0.5", networkBaseTokenPriceDecimals: 8,
 * });
 * ```
 * @module
 */
import type { Address } from "viem";
import { toDecimal, unitDecimals } from "./decimal.ts";
import { rateToApy } from "./interest.ts";
import type { AggregatedReserveData, BaseCurrencyInfo, ReservesData } from "./types.ts";
import { USD_DECIMALS } from "./types.ts";

/** A reserve with human-readable values (decimal strings). */
export interface ReserveHumanized {
  /** The reserve asset. */
  underlyingAsset: Address;
  /** Token name. */
  name: string;
  /** Token symbol. */
  symbol: string;
  /** Token decimals. */
  decimals: number;
  /** The aToken. */
  aTokenAddress: Address;
  /** The variable debt token. */
  variableDebtTokenAddress: Address;
  /** Loan-to-value as a fraction (`"0.75"`). */
  ltv: string;
  /** Liquidation threshold as a fraction (`"0.8"`). */
  liquidationThreshold: string;
  /** Liquidation bonus as a fraction above 1 (`"0.05"` for 10500 bps). */
  liquidationBonus: string;
  /** Reserve factor as a fraction. */
  reserveFactor: string;
  /** Whether the reserve can be collateral. */
  usageAsCollateralEnabled: boolean;
  /** Whether it can be borrowed. */
  borrowingEnabled: boolean;
  /** Whether it is active. */
  isActive: boolean;
  /** Whether it is frozen. */
  isFrozen: boolean;
  /** Whether it is paused. */
  isPaused: boolean;
  /** Supply index at the last update (`"1.0213"`). */
  liquidityIndex: string;
  /** Borrow index at the last update. */
  variableBorrowIndex: string;
  /** Supply APR (the pool's `liquidityRate`) as a fraction. */
  supplyAPR: string;
  /** Supply APY (per-second compounding) as a fraction. */
  supplyAPY: string;
  /** Variable borrow APR as a fraction. */
  variableBorrowAPR: string;
  /** Variable borrow APY (per-second compounding) as a fraction. */
  variableBorrowAPY: string;
  /** Unborrowed liquidity (whole tokens). */
  availableLiquidity: string;
  /** Total scaled variable debt (whole tokens, before the borrow index). */
  totalScaledVariableDebt: string;
  /** Price of one token in the market reference currency. */
  priceInMarketReferenceCurrency: string;
  /** Supply cap (whole tokens; `"0"`: none). */
  supplyCap: string;
  /** Borrow cap (whole tokens; `"0"`: none). */
  borrowCap: string;
  /** Last index update (unix seconds). */
  lastUpdateTimestamp: number;
}

/** The market reference currency, humanized. */
export interface BaseCurrencyHumanized {
  /** Decimals of the reference currency (zeros of its unit). */
  marketReferenceCurrencyDecimals: number;
  /** USD price of one reference unit. */
  marketReferenceCurrencyPriceInUsd: string;
  /** USD price of the network's base token. */
  networkBaseTokenPriceInUsd: string;
  /** Decimals the raw network base token price had. */
  networkBaseTokenPriceDecimals: number;
}

/** All reserves humanized. */
export interface ReservesHumanized {
  /** The reserves, in the pool's order. */
  reserves: ReserveHumanized[];
  /** The reference currency. */
  baseCurrency: BaseCurrencyHumanized;
}

const RAY_DECIMALS = 27;
const BPS_DECIMALS = 4;

/**
 * Humanizes one reserve (see the module doc).
 *
 * @param r the raw reserve
 * @param refDecimals the reference currency's decimals
 * @returns the humanized reserve
 * @example A 75% LTV
 * ```ts
 * import assert from "node:assert/strict";
 * import { humanizeReserve } from "./humanize.ts";
 * import { SIM_RESERVE_EXAMPLE } from "./_example_reserve.ts";
 * assert.equal(humanizeReserve(SIM_RESERVE_EXAMPLE, 8).ltv, "0.75");
 * ```
 */
export function humanizeReserve(r: AggregatedReserveData, refDecimals: number): ReserveHumanized {
  const decimals = Number(r.decimals);
  return {
    underlyingAsset: r.underlyingAsset,
    name: r.name,
    symbol: r.symbol,
    decimals,
    aTokenAddress: r.aTokenAddress,
    variableDebtTokenAddress: r.variableDebtTokenAddress,
    ltv: toDecimal(r.baseLTVasCollateral, BPS_DECIMALS),
    liquidationThreshold: toDecimal(r.reserveLiquidationThreshold, BPS_DECIMALS),
    liquidationBonus: r.reserveLiquidationBonus === 0n
      ? "0"
      : toDecimal(r.reserveLiquidationBonus - 10n ** BigInt(BPS_DECIMALS), BPS_DECIMALS),
    reserveFactor: toDecimal(r.reserveFactor, BPS_DECIMALS),
    usageAsCollateralEnabled: r.usageAsCollateralEnabled,
    borrowingEnabled: r.borrowingEnabled,
    isActive: r.isActive,
    isFrozen: r.isFrozen,
    isPaused: r.isPaused,
    liquidityIndex: toDecimal(r.liquidityIndex, RAY_DECIMALS),
    variableBorrowIndex: toDecimal(r.variableBorrowIndex, RAY_DECIMALS),
    supplyAPR: toDecimal(r.liquidityRate, RAY_DECIMALS),
    supplyAPY: toDecimal(rateToApy(r.liquidityRate), RAY_DECIMALS),
    variableBorrowAPR: toDecimal(r.variableBorrowRate, RAY_DECIMALS),
    variableBorrowAPY: toDecimal(rateToApy(r.variableBorrowRate), RAY_DECIMALS),
    availableLiquidity: toDecimal(r.availableLiquidity, decimals),
    totalScaledVariableDebt: toDecimal(r.totalScaledVariableDebt, decimals),
    priceInMarketReferenceCurrency: toDecimal(r.priceInMarketReferenceCurrency, refDecimals),
    supplyCap: r.supplyCap.toString(),
    borrowCap: r.borrowCap.toString(),
    lastUpdateTimestamp: r.lastUpdateTimestamp,
  };
}

/**
 * Humanizes the base currency.
 *
 * @param b the raw base currency (its unit must be a power of ten; otherwise 0 decimals are assumed)
 * @returns the humanized base currency
 * @example USD reference
 * ```ts
 * import assert from "node:assert/strict";
 * import { humanizeBaseCurrency } from "./humanize.ts";
 * const h = humanizeBaseCurrency({ marketReferenceCurrencyUnit: 10n ** 8n, marketReferenceCurrencyPriceInUsd: 10n ** 8n, networkBaseTokenPriceInUsd: 0n, networkBaseTokenPriceDecimals: 8 });
 * assert.equal(h.marketReferenceCurrencyDecimals, 8);
 * ```
 */
export function humanizeBaseCurrency(b: BaseCurrencyInfo): BaseCurrencyHumanized {
  return {
    marketReferenceCurrencyDecimals: unitDecimals(b.marketReferenceCurrencyUnit) ?? 0,
    marketReferenceCurrencyPriceInUsd: toDecimal(b.marketReferenceCurrencyPriceInUsd, USD_DECIMALS),
    networkBaseTokenPriceInUsd: toDecimal(b.networkBaseTokenPriceInUsd, b.networkBaseTokenPriceDecimals),
    networkBaseTokenPriceDecimals: b.networkBaseTokenPriceDecimals,
  };
}

/**
 * Humanizes every reserve and the base currency.
 *
 * @param data the raw reserves data
 * @returns the humanized reserves
 * @example Rates become APR and APY fractions
 * ```ts
 * import assert from "node:assert/strict";
 * import { humanizeReserves } from "./humanize.ts";
 * import { EXAMPLE_BASE_CURRENCY, SIM_RESERVE_EXAMPLE } from "./_example_reserve.ts";
 * const [r] = humanizeReserves({ reserves: [SIM_RESERVE_EXAMPLE], baseCurrency: EXAMPLE_BASE_CURRENCY }).reserves;
 * assert.equal(r.variableBorrowAPR, "0.05");
 * assert.ok(r.variableBorrowAPY.startsWith("0.05127"));
 * assert.equal(r.priceInMarketReferenceCurrency, "2");
 * ```
 */
export function humanizeReserves(data: ReservesData): ReservesHumanized {
  const baseCurrency = humanizeBaseCurrency(data.baseCurrency);
  return {
    reserves: data.reserves.map((r) => humanizeReserve(r, baseCurrency.marketReferenceCurrencyDecimals)),
    baseCurrency,
  };
}
