/**
 * The reads of the wire diff (issues 39 and 42): data API routes, hub reads of the money market, staking,
 * bridge, partner and migration services, spoke reads (Stellar trustline, NEAR rate limit) and EVM gas
 * estimates, each run by both clients after the operations of `WIRE_OPERATIONS` that change state (`_sodax_wire_reads.ts`,
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
  "gas.evm",
  "gas.hub",
  "relay.transactionPackets",
  "relay.packet",
  "swap.allowance.stellar",
  "staking.info.stellar",
  "swap.allowance.hub",
  "staking.allowance.hub",
  "bridge.allowance.stellar",
  "moneyMarket.userReserves.stellar",
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

/**
 * Node reads an operation compares though the diff drops them elsewhere as bookkeeping: a gas estimate operation's
 * estimate call is what it does.
 */
export const WIRE_COMPARED_NODE_READS: Readonly<Record<string, readonly string[]>> = {
  "gas.evm": ["eth_estimateGas"],
  "gas.hub": ["eth_estimateGas"],
};

/**
 * The unsigned EVM transaction `gas.evm` / `gas.hub` estimate: an ERC-20 `approve(spender, 1 USDC)` of `token`
 * from `from` (calldata written out: the platform SDK's side has no ABI encoder of its own here).
 */
export function wireGasTx(
  from: string,
  token: string,
): { from: string; to: string; value: bigint; data: string } {
  const word = (hex: string) => hex.toLowerCase().replace(/^0x/, "").padStart(64, "0");
  const spender = "0x2222222222222222222222222222222222222222";
  return { from, to: token, value: 0n, data: `0x095ea7b3${word(spender)}${word((1_000_000).toString(16))}` };
}
