/**
 * The seeded money market of the simulated hub: the pool's reserves, each user's seeded reserves and each
 * reserve's data (deterministic per reserve: plausible symbols, USD prices, LTVs, utilisation, rates and
 * indexes, all updated at {@link SIM_RESERVES_TIMESTAMP}; the market reference currency is USD with 8
 * decimals). The positions store starts from it and the hub's reads answer from it.
 *
 * @example Every reserve has its data
 * ```ts
 * import assert from "node:assert/strict";
 * import { SIM_POOL_RESERVES, simReservesData } from "./money_market.ts";
 * assert.equal(simReservesData()[0].length, SIM_POOL_RESERVES.length);
 * ```
 * @module
 */
import { type Address, type encodeAbiParameters, getAddress, parseUnits } from "viem";
import type { uiPoolDataProviderAbi } from "../../../core/abis/ui_pool_data_provider.ts";
import { DEFAULT_CLIENT_CONFIG } from "../../../core/config/default_config.ts";
import { pick, seededAddress } from "./seeded.ts";

/** The simulated pool's reserves: the packaged `moneyMarket.supportedReserveAssets`, deduplicated. */
export const SIM_RESERVES: readonly Address[] = [
  ...new Map(
    DEFAULT_CLIENT_CONFIG.moneyMarket.supportedReserveAssets.map((a) => [a.toLowerCase(), getAddress(a)]),
  ).values(),
];

/**
 * The pool's bnUSD debt reserve (`moneyMarket.bnUSD`): what users borrow when they borrow bnUSD, its aToken the
 * bnUSD facilitator. The real pool lists it beside the bnUSD vault reserve; the packaged
 * `supportedReserveAssets` (what users supply) does not, and the platform's reads drop it from the list and merge
 * it into the vault's reserve (`UiPoolDataProviderService`).
 */
export const SIM_BNUSD_DEBT_RESERVE: Address = getAddress(DEFAULT_CLIENT_CONFIG.moneyMarket.bnUSD);

/** The reserves of the simulated pool: {@link SIM_RESERVES}, then the bnUSD debt reserve. */
export const SIM_POOL_RESERVES: readonly Address[] = [
  ...SIM_RESERVES.filter((r) => r.toLowerCase() !== SIM_BNUSD_DEBT_RESERVE.toLowerCase()),
  SIM_BNUSD_DEBT_RESERVE,
];

/** When every simulated reserve was last updated (2026-01-01T00:00:00Z, unix seconds). */
export const SIM_RESERVES_TIMESTAMP = 1_767_225_600;

/**
 * The simulated user reserves of a hub wallet: every reserve of the pool, with a supply of 0..999 whole units
 * (1e18) chosen by `keccak256("{user}:{reserve}:supply")` and a debt of a third of it on every third reserve; all
 * count as collateral. Nothing is seeded on the bnUSD debt reserve (users supply bnUSD through its vault).
 */
export function simUserReserves(user: Address): {
  underlyingAsset: Address;
  scaledATokenBalance: bigint;
  usageAsCollateralEnabledOnUser: boolean;
  scaledVariableDebt: bigint;
}[] {
  return SIM_POOL_RESERVES.map((reserve, i) => {
    const debtReserve = reserve === SIM_BNUSD_DEBT_RESERVE;
    const supplied = debtReserve
      ? 0n
      : pick(`${user.toLowerCase()}:${reserve.toLowerCase()}:supply`, 1000n) * 10n ** 18n;
    return {
      underlyingAsset: reserve,
      scaledATokenBalance: supplied,
      usageAsCollateralEnabledOnUser: true,
      scaledVariableDebt: i % 3 === 0 ? supplied / 3n : 0n,
    };
  });
}

type Tier = "stable" | "major" | "alt";

/** Symbol, USD price and risk tier of the packaged reserves (hub vault tokens, 18 decimals). */
const RESERVE_INFO: Readonly<Record<string, readonly [string, string, Tier]>> = {
  "0x40cd41b35db9e5109ae7e54b44de8625db320e6b": ["sodaBNB", "600", "major"],
  "0x14238d267557e9d799016ad635b53cd15935d290": ["sodaAVAX", "25", "alt"],
  "0x4effb5813271699683c25c734f4dabc45b363709": ["sodaETH", "3000", "major"],
  "0x7a1a5555842ad2d0ed274d09b5c4406a95799d5d": ["sodaBTC", "90000", "major"],
  "0xdea692287e2ce8cb08fa52917be0f16b1dacdc87": ["sodaSOL", "150", "alt"],
  "0x6bc8c37cba91f76e68c9e6d689a9c21e4d32079b": ["sodaXLM", "0.3", "alt"],
  "0x1f22279c89b213944b7ea41dacb0a868ddcdfd13": ["sodaINJ", "20", "alt"],
  "0xdc5b4b00f98347e95b9f94911213dab4c687e1e3": ["sodaSUI", "3", "alt"],
  "0xe801ca34e19abcbfea12025378d19c4fbe250131": ["bnUSD", "1", "stable"],
  "0x94dc79ce9c515ba4ae4d195da8e6ab86c69bfc38": ["bnUSD", "1", "stable"],
  "0xabbb91c0617090f0028bdc27597cd0d038f3a833": ["sodaUSDC", "1", "stable"],
  "0xbdf1f453fcb61424011bbddcb96cfdb30f3fe876": ["sodaUSDT", "1", "stable"],
  "0x9d4b663eb075d2a1c7b8eaefb9eccc0510388b51": ["IbnUSD", "1", "stable"],
  "0x62ecc3eeb80a162c57624b3ff80313fe69f5203e": ["sodaS", "0.5", "alt"],
  "0x208ed38f4783328aa9ebfec360d32e7520a9b779": ["sodaPOL", "0.4", "alt"],
  "0x21685e341de7844135329914be6bd8d16982d834": ["sodaSODA", "0.2", "alt"],
  "0x6e81124fc5d2bf666b16a0a5d90066ebf35c7411": ["sodaHYPE", "30", "alt"],
  "0x4b207114f9118deac56436e1ae3c45648783c7ac": ["sodaRBNT", "0.1", "alt"],
  "0x14c5eb2d25dfb834852dfc85744875d1ecb09748": ["sodaLL", "0.05", "alt"],
  "0xcb6b152d3a943f25157381afca7fefcd2ef5a357": ["sodaWEETH", "3200", "major"],
  "0x58b0538d7eeaee69ef32f9f1de5cbf32a10a977b": ["sodaWSTETH", "3600", "major"],
  "0xf4ba497c9b805e4bd88a8a9e6a7b8f74984c3e39": ["sodaNEAR", "5", "alt"],
  "0xd7d41b5f803b6a40f8a6eaa34e459a4564e39891": ["sodaKAIA", "0.15", "alt"],
  "0x1fbe5229e9d189f26bee77e5bfa24309fda90483": ["sodaSTX", "1.5", "alt"],
  "0x243b0c26c8b38793908d7c64e8510f21b19b4613": ["sodaUSDS", "1.05", "stable"],
};

/** LTV, liquidation threshold, liquidation bonus and reserve factor (basis points) per tier. */
const TIERS: Readonly<Record<Tier, readonly [bigint, bigint, bigint, bigint]>> = {
  stable: [7500n, 8000n, 10500n, 1000n],
  major: [7000n, 7500n, 10750n, 1500n],
  alt: [5000n, 6500n, 11000n, 2000n],
};

const RAY = 10n ** 27n;
const WAD = 10n ** 18n;

/** The simulated base currency: USD with 8 decimals at $1; the network token (S) at $0.50. */
export const SIM_BASE_CURRENCY = {
  marketReferenceCurrencyUnit: 100_000_000n,
  marketReferenceCurrencyPriceInUsd: 100_000_000n,
  networkBaseTokenPriceInUsd: 50_000_000n,
  networkBaseTokenPriceDecimals: 8,
} as const;

/**
 * The simulated reserve data of `getReservesData`: per reserve (index `i`) a supply worth $2M..$20M, a
 * utilisation of 40..84%, a variable borrow rate of 2..9.99% and a supply rate of `borrowRate * utilisation * (1 -
 * reserveFactor)`, a liquidity index of 1.00..1.04 and a borrow index up to 0.03 above it.
 */
export function simReservesData(): Parameters<
  typeof encodeAbiParameters<typeof uiPoolDataProviderAbi[1]["outputs"]>
>[1] {
  const reserves = SIM_POOL_RESERVES.map((asset, i) => {
    const [symbol, priceUsd, tier] = RESERVE_INFO[asset.toLowerCase()] ?? [`SIM${i}`, "1", "alt" as const];
    const [ltv, threshold, bonus, reserveFactor] = TIERS[tier];
    const price = parseUnits(priceUsd, 8);
    const seed = `${asset.toLowerCase()}:reserve`;
    const supplyUsd = 2_000_000n + pick(`${seed}:tvl`, 18_000_000n);
    const supply = (supplyUsd * WAD * 100_000_000n) / price;
    const utilisationBps = 4000n + pick(`${seed}:usage`, 4500n);
    const debt = (supply * utilisationBps) / 10_000n;
    const variableBorrowRate = (RAY * (200n + pick(`${seed}:rate`, 800n))) / 10_000n;
    const liquidityIndex = RAY + (RAY * pick(`${seed}:li`, 400n)) / 10_000n;
    const variableBorrowIndex = liquidityIndex + (RAY * pick(`${seed}:bi`, 300n)) / 10_000n;
    return {
      underlyingAsset: asset,
      name: `${symbol} vault`,
      symbol,
      decimals: 18n,
      baseLTVasCollateral: ltv,
      reserveLiquidationThreshold: threshold,
      reserveLiquidationBonus: bonus,
      reserveFactor,
      usageAsCollateralEnabled: true,
      borrowingEnabled: true,
      isActive: true,
      isFrozen: false,
      liquidityIndex,
      variableBorrowIndex,
      liquidityRate: (variableBorrowRate * utilisationBps * (10_000n - reserveFactor)) / 100_000_000n,
      variableBorrowRate,
      lastUpdateTimestamp: SIM_RESERVES_TIMESTAMP,
      aTokenAddress: seededAddress(`${seed}:aToken`),
      variableDebtTokenAddress: seededAddress(`${seed}:debtToken`),
      interestRateStrategyAddress: seededAddress("sim:rateStrategy"),
      availableLiquidity: supply - debt,
      totalScaledVariableDebt: (debt * RAY + variableBorrowIndex / 2n) / variableBorrowIndex,
      priceInMarketReferenceCurrency: price,
      priceOracle: seededAddress(`${seed}:oracle`),
      variableRateSlope1: (RAY * 4n) / 100n,
      variableRateSlope2: (RAY * 60n) / 100n,
      baseVariableBorrowRate: 0n,
      optimalUsageRatio: (RAY * 80n) / 100n,
      isPaused: false,
      isSiloedBorrowing: false,
      accruedToTreasury: 0n,
      unbacked: 0n,
      isolationModeTotalDebt: 0n,
      flashLoanEnabled: true,
      debtCeiling: 0n,
      debtCeilingDecimals: 2n,
      borrowCap: 0n,
      supplyCap: (2n * supply) / WAD,
      borrowableInIsolation: tier === "stable",
      virtualAccActive: true,
      virtualUnderlyingBalance: supply - debt,
    };
  });
  return [reserves, SIM_BASE_CURRENCY];
}
