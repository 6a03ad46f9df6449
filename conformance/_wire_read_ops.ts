/**
 * The reads of the wire diff (issues 39 and 42): data API routes, hub reads of the money market, staking,
 * bridge, partner and migration services, and spoke reads (Stellar trustline, NEAR rate limit), each run by
 * both clients after the operations of `WIRE_OPERATIONS` that change state (`_sodax_wire_reads.ts`,
 * `_library_wire_reads.ts`). Plain data without imports: `_wire_ops.ts` appends this list to its own.
 * @module
 */

/** The read operations, in the order both sides run them. */
export const WIRE_READ_OPERATIONS = [
  "backend.userIntentsPaged",
  "backend.allConfig",
  "backend.swapTokensAll",
  "backend.moneyMarketTokens",
  "backend.moneyMarketTokensByChain",
  "backend.moneyMarketReserveAssets",
  "backend.spokeChainConfig",
  "backend.moneyMarketAsset",
  "backend.moneyMarketAssetBorrowers",
  "backend.moneyMarketAssetSuppliers",
  "backend.moneyMarketBorrowers",
  "swap.solverFee",
  "moneyMarket.allowance",
  "moneyMarket.reservesListUnfiltered",
  "moneyMarket.reserveData",
  "moneyMarket.reserveNormalizedIncome",
  "moneyMarket.aTokenData",
  "moneyMarket.eModes",
  "moneyMarket.eModesHumanized",
  "moneyMarket.bnusdFacilitatorBucket",
  "staking.allowance",
  "staking.info.hub",
  "staking.unstakingInfo.hub",
  "staking.unstakingInfoWithPenalty.hub",
  "bridge.allowance",
  "bridge.bridgeableAmount",
  "bridge.bridgeableTokens",
  "migration.icxAvailable",
  "migration.revertAllowance",
  "partner.autoSwapPreferences",
  "partner.isTokenApproved",
  "spoke.stellarTrustline",
  "spoke.nearLimit",
  "spoke.nearAvailable",
] as const;

/** Name of one read operation. */
export type WireReadOperation = typeof WIRE_READ_OPERATIONS[number];

/** The date window of `backend.userIntentsPaged` (UNIX ms; both clients send it as ISO 8601). */
export const WIRE_USER_INTENTS_WINDOW = {
  startDate: Date.UTC(2025, 0, 1),
  endDate: Date.UTC(2030, 0, 1),
  limit: "5",
  offset: "0",
} as const;

/** The page of the money-market holder lists. */
export const WIRE_HOLDERS_PAGE = { offset: "0", limit: "10" } as const;
