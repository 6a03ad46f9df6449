/**
 * The simulated pool's `setUserUseReserveAsCollateral` and `repayWithATokens` on the money-market book, refusing
 * what Aave's pool reverts on (no supply to switch, no debt, too few aTokens, unknown reserve, a rate mode other
 * than variable, the bnUSD reserves) and changing exactly the user's scaled balances otherwise.
 * @module
 */
import { ok as assertOk, strictEqual } from "node:assert/strict";
import fc from "fast-check";
import "../../_fc_seed.ts";
import { encodeFunctionData, maxUint256 } from "viem";
import { aavePoolReserveAbi } from "../../../core/abis/aave_pool_reserve.ts";
import { DEFAULT_CLIENT_CONFIG } from "../../../core/config/default_config.ts";
import {
  applyCalls,
  positionsContractsFromConfig,
} from "../../../simulator/state/positions/apply_hub_calls.ts";
import { DexBook } from "../../../simulator/state/positions/dex.ts";
import { MoneyMarketBook } from "../../../simulator/state/positions/money_market.ts";
import { PartnerFeeBook } from "../../../simulator/state/positions/partner_fees.ts";
import { StakingBook } from "../../../simulator/state/positions/staking.ts";
import { VaultSharesBook } from "../../../simulator/state/positions/vault_shares.ts";
import { SIM_RESERVES, SIM_RESERVES_TIMESTAMP } from "../../../simulator/state/seed/money_market.ts";
import { rayMul } from "../../../simulator/state/positions/ray_math.ts";

const FRESH = "0x00000000000000000000000000000000000000f1";
const NOW = SIM_RESERVES_TIMESTAMP;
const R = SIM_RESERVES[1]!;
const WAD = 10n ** 18n;

const row = (book: MoneyMarketBook, user: string, reserve = R) =>
  book.userReserves(user).find((r) => r.underlyingAsset === reserve)!;

/** A book where `FRESH` neither supplies nor owes `R` (every wallet starts from its seeded reserves). */
function emptyBook(): MoneyMarketBook {
  const book = new MoneyMarketBook();
  book.repay(R, maxUint256, FRESH, NOW);
  book.withdraw(R, maxUint256, FRESH, NOW);
  strictEqual(row(book, FRESH).scaledATokenBalance, 0n);
  strictEqual(row(book, FRESH).scaledVariableDebt, 0n);
  return book;
}

Deno.test("setUsageAsCollateral() needs a supply and changes nothing when the flag is already set", () => {
  const book = emptyBook();
  strictEqual(book.setUsageAsCollateral(R, true, FRESH), false);
  strictEqual(book.setUsageAsCollateral(R, false, FRESH), false);
  assertOk(book.supply(R, WAD, FRESH, NOW));
  strictEqual(book.setUsageAsCollateral(R, true, FRESH), false);
  strictEqual(book.setUsageAsCollateral(R, false, FRESH), true);
  strictEqual(row(book, FRESH).usageAsCollateralEnabledOnUser, false);
  strictEqual(book.setUsageAsCollateral("0x00000000000000000000000000000000000000a1", true, FRESH), false);
});

Deno.test("repayWithATokens() is refused without debt and with fewer aTokens than the repayment", () => {
  const book = emptyBook();
  assertOk(book.supply(R, WAD, FRESH, NOW));
  strictEqual(book.repayWithATokens(R, WAD, FRESH, NOW), false);
  assertOk(book.borrow(R, 2n * WAD, FRESH, NOW));
  strictEqual(book.repayWithATokens(R, 2n * WAD, FRESH, NOW), false);
  strictEqual(row(book, FRESH).scaledVariableDebt > 0n, true);
});

Deno.test("repayWithATokens(maxUint256) burns the whole supply against the debt and drops the collateral flag", () => {
  const book = emptyBook();
  assertOk(book.supply(R, WAD, FRESH, NOW));
  assertOk(book.borrow(R, 3n * WAD, FRESH, NOW));
  const liquidity = book.reserves.get(R.toLowerCase())!.availableLiquidity;
  const debtBefore = row(book, FRESH).scaledVariableDebt;
  assertOk(book.repayWithATokens(R, maxUint256, FRESH, NOW));
  const after = row(book, FRESH);
  strictEqual(after.scaledATokenBalance, 0n);
  strictEqual(after.usageAsCollateralEnabledOnUser, false);
  assertOk(after.scaledVariableDebt < debtBefore && after.scaledVariableDebt > 0n);
  strictEqual(book.reserves.get(R.toLowerCase())!.availableLiquidity, liquidity);
});

Deno.test("the pool calls reach the book only as Aave accepts them: variable mode, not the bnUSD reserves", () => {
  const contracts = positionsContractsFromConfig(DEFAULT_CLIENT_CONFIG);
  const books = {
    moneyMarket: emptyBook(),
    staking: new StakingBook(),
    fees: new PartnerFeeBook(),
    dex: new DexBook(),
    vaults: new VaultSharesBook(),
  };
  assertOk(books.moneyMarket.supply(R, 5n * WAD, FRESH, NOW));
  assertOk(books.moneyMarket.borrow(R, WAD, FRESH, NOW));
  const target = { contracts, books, balanceOf: () => 0n };
  const repay = (asset: `0x${string}`, mode: bigint) => ({
    address: contracts.lendingPool,
    data: encodeFunctionData({
      abi: aavePoolReserveAbi,
      functionName: "repayWithATokens",
      args: [asset, WAD, mode],
    }),
  });
  strictEqual(applyCalls(target, FRESH, [repay(R, 1n)], NOW), 0);
  strictEqual(
    applyCalls(target, FRESH, [repay(contracts.bnUSD, 2n), repay(contracts.bnUSDVault, 2n)], NOW),
    0,
  );
  strictEqual(applyCalls(target, FRESH, [repay(R, 2n)], NOW), 1);
  const off = encodeFunctionData({
    abi: aavePoolReserveAbi,
    functionName: "setUserUseReserveAsCollateral",
    args: [R, false],
  });
  strictEqual(applyCalls(target, FRESH, [{ address: contracts.lendingPool, data: off }], NOW), 1);
  strictEqual(row(books.moneyMarket, FRESH).usageAsCollateralEnabledOnUser, false);
});

Deno.test("repayWithATokens() takes from the supply exactly what it takes from the debt, or changes nothing", () => {
  const units = fc.bigInt({ min: 1n, max: 1_000n * WAD });
  fc.assert(
    fc.property(
      units,
      units,
      units,
      fc.integer({ min: 0, max: 400 * 86_400 }),
      (supply, borrow, amount, later) => {
        const book = emptyBook();
        assertOk(book.supply(R, supply, FRESH, NOW));
        if (!book.borrow(R, borrow, FRESH, NOW)) return;
        const now = NOW + later;
        const value = () => {
          book.supply(R, 0n, FRESH, now); // refused, but accrues the reserve's indexes to `now`
          const state = book.reserves.get(R.toLowerCase())!;
          const r = row(book, FRESH);
          return {
            supplied: rayMul(r.scaledATokenBalance, state.liquidityIndex),
            debt: rayMul(r.scaledVariableDebt, state.variableBorrowIndex),
            liquidity: state.availableLiquidity,
          };
        };
        const before = value();
        const applied = book.repayWithATokens(R, amount, FRESH, now);
        const after = value();
        const paid = amount < before.debt ? amount : before.debt;
        strictEqual(
          applied,
          paid <= before.supplied,
          "refused exactly when the supply cannot cover the payment",
        );
        strictEqual(after.liquidity, before.liquidity, "no underlying moves");
        if (!applied) {
          strictEqual(after.supplied, before.supplied);
          strictEqual(after.debt, before.debt);
          return;
        }
        const near = (x: bigint, y: bigint) => (x > y ? x - y : y - x) <= 2n;
        assertOk(
          near(before.debt - after.debt, paid),
          `debt fell by ${before.debt - after.debt}, paid ${paid}`,
        );
        assertOk(
          near(before.supplied - after.supplied, paid),
          `supply fell by ${before.supplied - after.supplied}`,
        );
      },
    ),
    { numRuns: 200 },
  );
});
