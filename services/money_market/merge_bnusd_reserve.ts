/**
 * The money market's bnUSD as users see it: the pool holds two bnUSD reserves, the bnUSD debt reserve (what is
 * borrowed) and the bnUSD vault reserve (what is supplied). The platform merges them into one reserve, the vault's,
 * with the borrow side's rate, index and flag, balances summed, and the cap and liquidity of the bnUSD
 * facilitator bucket (`borrowCap` = capacity, `availableLiquidity` = capacity - level); so does this library.
 *
 * @example Merge the two reserves
 * ```ts
 * import assert from "node:assert/strict";
 * import { mergeBnusdReserve } from "./merge_bnusd_reserve.ts";
 * import type { AggregatedReserveData } from "./format/types.ts";
 * const base = { totalScaledVariableDebt: 1n, virtualUnderlyingBalance: 2n, accruedToTreasury: 3n } as AggregatedReserveData;
 * const debt = { ...base, underlyingAsset: "0x00000000000000000000000000000000000000d1", variableBorrowRate: 9n } as AggregatedReserveData;
 * const vault = { ...base, underlyingAsset: "0x00000000000000000000000000000000000000a2", variableBorrowRate: 0n } as AggregatedReserveData;
 * const merged = mergeBnusdReserve([debt, vault], { bnUSD: debt.underlyingAsset, bnUSDVault: vault.underlyingAsset }, [100n, 40n]);
 * assert.equal(merged.length, 1);
 * assert.deepEqual([merged[0].underlyingAsset, merged[0].borrowCap, merged[0].availableLiquidity], [vault.underlyingAsset, 100n, 60n]);
 * assert.equal(merged[0].variableBorrowRate, 9n);
 * ```
 * @module
 */
import type { AggregatedReserveData } from "./format/types.ts";

/**
 * Merges the bnUSD debt and vault reserves into one (placed first, as the platform does); the other reserves keep
 * their order. Without both reserves the list is returned as it is.
 *
 * @param reserves the pool's reserves
 * @param assets the bnUSD debt token and the bnUSD vault (`moneyMarket.bnUSD`, `moneyMarket.bnUSDVault`)
 * @param bucket the bnUSD facilitator bucket: `[capacity, level]`
 * @returns the reserves with one bnUSD reserve
 */
export function mergeBnusdReserve(
  reserves: readonly AggregatedReserveData[],
  assets: { bnUSD: string; bnUSDVault: string },
  bucket: readonly [capacity: bigint, level: bigint],
): AggregatedReserveData[] {
  const bnUSD = assets.bnUSD.toLowerCase();
  const vault = assets.bnUSDVault.toLowerCase();
  const debtReserve = reserves.find((r) => r.underlyingAsset.toLowerCase() === bnUSD);
  const vaultReserve = reserves.find((r) => r.underlyingAsset.toLowerCase() === vault);
  if (debtReserve === undefined || vaultReserve === undefined) return [...reserves];
  const [capacity, level] = bucket;
  const merged: AggregatedReserveData = {
    ...vaultReserve,
    borrowCap: capacity,
    availableLiquidity: capacity - level,
    totalScaledVariableDebt: debtReserve.totalScaledVariableDebt + vaultReserve.totalScaledVariableDebt,
    virtualUnderlyingBalance: debtReserve.virtualUnderlyingBalance + vaultReserve.virtualUnderlyingBalance,
    accruedToTreasury: debtReserve.accruedToTreasury + vaultReserve.accruedToTreasury,
    // Users borrow bnUSD itself: its rate, and its index (debt is stored scaled by it).
    variableBorrowRate: debtReserve.variableBorrowRate,
    variableBorrowIndex: debtReserve.variableBorrowIndex,
    borrowingEnabled: debtReserve.borrowingEnabled,
  };
  return [
    merged,
    ...reserves.filter((r) => {
      const asset = r.underlyingAsset.toLowerCase();
      return asset !== bnUSD && asset !== vault;
    }),
  ];
}
