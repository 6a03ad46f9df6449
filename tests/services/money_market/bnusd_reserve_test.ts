/**
 * bnUSD in the money market as the platform shows it: the pool's bnUSD debt reserve is left out of the reserve
 * list unless asked for, and merged with the bnUSD vault reserve in the reserves data, with the facilitator
 * bucket's cap and liquidity.
 */
import assert from "node:assert/strict";
import { ConfigService } from "../../../core/config/mod.ts";
import { ok } from "../../../core/result.ts";
import { getReservesList } from "../../../services/money_market/reads.ts";
import { mergeBnusdReserve } from "../../../services/money_market/merge_bnusd_reserve.ts";
import type { AggregatedReserveData } from "../../../services/money_market/format/types.ts";
import type { ServiceDeps } from "../../../services/deps/service_deps.ts";

const config = new ConfigService({});
const mm = config.instanceConfig.moneyMarket;
const OTHER = "0x00000000000000000000000000000000000000c3";

function hubAnswering(value: unknown): ServiceDeps["hub"] {
  return { readContract: () => Promise.resolve(ok(value)) } as unknown as ServiceDeps["hub"];
}

Deno.test("getReservesList leaves out the bnUSD debt reserve unless unfiltered", async () => {
  const hub = hubAnswering([mm.bnUSD, mm.bnUSDVault, OTHER]);
  const filtered = await getReservesList({ config, hub });
  assert.deepEqual(filtered.ok && filtered.value, [mm.bnUSDVault, OTHER]);
  const all = await getReservesList({ config, hub }, true);
  assert.deepEqual(all.ok && all.value, [mm.bnUSD, mm.bnUSDVault, OTHER]);
});

Deno.test("mergeBnusdReserve keeps the vault's supply side, the debt's borrow side, sums balances and caps by the bucket", () => {
  const reserve = (asset: string, n: bigint): AggregatedReserveData =>
    ({
      underlyingAsset: asset,
      totalScaledVariableDebt: n,
      virtualUnderlyingBalance: 2n * n,
      accruedToTreasury: 3n * n,
      variableBorrowRate: 5n * n,
      variableBorrowIndex: 7n * n,
      liquidityIndex: 11n * n,
      borrowingEnabled: n === 1n,
      borrowCap: 0n,
      availableLiquidity: 0n,
    }) as unknown as AggregatedReserveData;
  const other = reserve(OTHER, 9n);
  const merged = mergeBnusdReserve(
    [other, reserve(mm.bnUSD, 1n), reserve(mm.bnUSDVault, 100n)],
    mm,
    [1_000n, 250n],
  );
  assert.equal(merged.length, 2);
  assert.deepEqual(merged[1], other, "the other reserves are untouched, after the merged one");
  const bnusd = merged[0] as unknown as Record<string, unknown>;
  assert.deepEqual(
    [bnusd.underlyingAsset, bnusd.liquidityIndex, bnusd.borrowCap, bnusd.availableLiquidity],
    [mm.bnUSDVault, 1_100n, 1_000n, 750n],
  );
  assert.deepEqual(
    [bnusd.totalScaledVariableDebt, bnusd.virtualUnderlyingBalance, bnusd.accruedToTreasury],
    [101n, 202n, 303n],
  );
  assert.deepEqual([bnusd.variableBorrowRate, bnusd.variableBorrowIndex, bnusd.borrowingEnabled], [
    5n,
    7n,
    true,
  ]);
  assert.deepEqual(mergeBnusdReserve([other], mm, [1n, 0n]), [other], "without both reserves nothing merges");
});
