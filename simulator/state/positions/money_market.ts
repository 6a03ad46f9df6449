/**
 * The money-market book of the positions store: what supplies, borrows, repayments and withdrawals delivered to
 * the hub did to the pool's reserves and to each hub wallet, on top of the seeded reads
 * (`simulator/chains/evm/hub_reads/money_market.ts`), as an Aave v3 pool does it:
 *
 * - before each action the reserve's indexes accrue to the action's time (`liquidityIndex` linearly at
 *   `liquidityRate`, `variableBorrowIndex` compounded at `variableBorrowRate`) and `lastUpdateTimestamp` moves
 *   there (never backwards);
 * - supply adds `rayDiv(amount, liquidityIndex)` to the user's scaled aToken balance and `amount` to the
 *   available liquidity; withdraw removes them (capped at the balance: `maxUint256` withdraws everything);
 * - borrow adds `rayDiv(amount, variableBorrowIndex)` to the user's and the reserve's scaled debt and takes
 *   `amount` from the liquidity; repay gives them back (capped at the debt);
 * - repay with aTokens burns the user's supply for the user's own debt (no liquidity moves); the collateral flag
 *   switches only on a non-zero supply;
 * - an action the pool would revert (unknown reserve, not enough liquidity, nothing to withdraw or repay) changes
 *   nothing.
 *
 * A wallet's seeded reserves (`simUserReserves`) are its starting point, copied at its first action. Rates stay
 * the seeded ones (no interest-rate strategy), and no health-factor check guards a borrow.
 *
 * @example Supply then read back
 * ```ts
 * import assert from "node:assert/strict";
 * import { MoneyMarketBook } from "./money_market.ts";
 * import { SIM_RESERVES } from "../seed/money_market.ts";
 * const book = new MoneyMarketBook();
 * const user = "0x1111111111111111111111111111111111111111";
 * const before = book.userReserves(user).find((r) => r.underlyingAsset === SIM_RESERVES[0])!;
 * assert.ok(book.supply(SIM_RESERVES[0], 10n ** 18n, user, 1_767_225_600));
 * const after = book.userReserves(user).find((r) => r.underlyingAsset === SIM_RESERVES[0])!;
 * assert.ok(after.scaledATokenBalance > before.scaledATokenBalance);
 * ```
 * @module
 */
import { type Address, getAddress, maxUint256 } from "viem";
import { SIM_POOL_RESERVES, simReservesData, simUserReserves } from "../seed/money_market.ts";
import { accrueBorrowIndex, accrueLiquidityIndex, rayDiv, rayMul } from "./ray_math.ts";

/** The moving part of one reserve. */
export interface ReserveState {
  /** Supply index at `lastUpdateTimestamp` (ray). */
  liquidityIndex: bigint;
  /** Borrow index at `lastUpdateTimestamp` (ray). */
  variableBorrowIndex: bigint;
  /** Last accrual (unix seconds). */
  lastUpdateTimestamp: number;
  /** Liquidity not lent out (18 decimals). */
  availableLiquidity: bigint;
  /** Sum of the scaled variable debts. */
  totalScaledVariableDebt: bigint;
}

/** One wallet's position in one reserve. */
export interface UserReserveState {
  /** Scaled aToken balance. */
  scaledATokenBalance: bigint;
  /** Scaled variable debt. */
  scaledVariableDebt: bigint;
  /** Whether the supply counts as collateral. */
  usageAsCollateral: boolean;
}

/** A user reserve as `getUserReservesData` returns it. */
export interface UserReserveRow {
  underlyingAsset: Address;
  scaledATokenBalance: bigint;
  usageAsCollateralEnabledOnUser: boolean;
  scaledVariableDebt: bigint;
}

type SeededReserve = ReturnType<typeof simReservesData>[0][number];

const key = (a: string): string => a.toLowerCase();

/** Reserves and wallets changed by delivered money-market calls. */
export class MoneyMarketBook {
  /** Changed reserves by lowercase address. */
  readonly reserves: Map<string, ReserveState> = new Map();
  /** Changed wallets by lowercase address, then reserve. */
  readonly users: Map<string, Map<string, UserReserveState>> = new Map();
  #seeded: Map<string, SeededReserve> | undefined;

  #seed(): Map<string, SeededReserve> {
    this.#seeded ??= new Map(simReservesData()[0].map((r) => [key(r.underlyingAsset), r]));
    return this.#seeded;
  }

  /** Whether `reserve` is a simulated reserve. */
  isReserve(reserve: string): boolean {
    return this.#seed().has(key(reserve));
  }

  /** The reserve an address or symbol (`sodaETH`, case-insensitive) names, if any. */
  resolveReserve(assetOrSymbol: string): Address | undefined {
    const wanted = key(assetOrSymbol);
    for (const r of this.#seed().values()) {
      if (key(r.underlyingAsset) === wanted || r.symbol.toLowerCase() === wanted) return r.underlyingAsset;
    }
    return undefined;
  }

  /** The reserve's state accrued to `now` (and stored), or `undefined` for an unknown reserve. */
  #touch(reserve: string, now: number): ReserveState | undefined {
    const seeded = this.#seed().get(key(reserve));
    if (seeded === undefined) return undefined;
    let state = this.reserves.get(key(reserve));
    if (state === undefined) {
      state = {
        liquidityIndex: seeded.liquidityIndex,
        variableBorrowIndex: seeded.variableBorrowIndex,
        lastUpdateTimestamp: seeded.lastUpdateTimestamp,
        availableLiquidity: seeded.availableLiquidity,
        totalScaledVariableDebt: seeded.totalScaledVariableDebt,
      };
      this.reserves.set(key(reserve), state);
    }
    const dt = BigInt(Math.floor(now) - state.lastUpdateTimestamp);
    if (dt > 0n) {
      state.liquidityIndex = accrueLiquidityIndex(state.liquidityIndex, seeded.liquidityRate, dt);
      state.variableBorrowIndex = accrueBorrowIndex(state.variableBorrowIndex, seeded.variableBorrowRate, dt);
      state.lastUpdateTimestamp = Math.floor(now);
    }
    return state;
  }

  #user(user: string, reserve: string): UserReserveState {
    let rows = this.users.get(key(user));
    if (rows === undefined) {
      rows = new Map(
        simUserReserves(getAddress(user)).map((r) => [key(r.underlyingAsset), {
          scaledATokenBalance: r.scaledATokenBalance,
          scaledVariableDebt: r.scaledVariableDebt,
          usageAsCollateral: r.usageAsCollateralEnabledOnUser,
        }]),
      );
      this.users.set(key(user), rows);
    }
    let row = rows.get(key(reserve));
    if (row === undefined) {
      row = { scaledATokenBalance: 0n, scaledVariableDebt: 0n, usageAsCollateral: true };
      rows.set(key(reserve), row);
    }
    return row;
  }

  /**
   * `Pool.supply(reserve, amount, onBehalfOf)` at `now` (unix seconds).
   *
   * @returns whether it applied
   */
  supply(reserve: string, amount: bigint, onBehalfOf: string, now: number): boolean {
    const state = this.#touch(reserve, now);
    if (state === undefined || amount <= 0n) return false;
    const row = this.#user(onBehalfOf, reserve);
    if (row.scaledATokenBalance === 0n) row.usageAsCollateral = true;
    row.scaledATokenBalance += rayDiv(amount, state.liquidityIndex);
    state.availableLiquidity += amount;
    return true;
  }

  /**
   * `Pool.withdraw(reserve, amount, to)` by `user` at `now`; `maxUint256` withdraws the whole balance.
   *
   * @returns whether it applied
   */
  withdraw(reserve: string, amount: bigint, user: string, now: number): boolean {
    const state = this.#touch(reserve, now);
    if (state === undefined || amount <= 0n) return false;
    const row = this.#user(user, reserve);
    const balance = rayMul(row.scaledATokenBalance, state.liquidityIndex);
    const out = amount === maxUint256 ? balance : amount;
    if (out > balance || out > state.availableLiquidity || out === 0n) return false;
    const scaled = rayDiv(out, state.liquidityIndex);
    row.scaledATokenBalance = scaled > row.scaledATokenBalance ? 0n : row.scaledATokenBalance - scaled;
    state.availableLiquidity -= out;
    return true;
  }

  /**
   * `Pool.borrow(reserve, amount, 2, 0, onBehalfOf)` at `now`.
   *
   * @returns whether it applied
   */
  borrow(reserve: string, amount: bigint, onBehalfOf: string, now: number): boolean {
    const state = this.#touch(reserve, now);
    if (state === undefined || amount <= 0n || amount > state.availableLiquidity) return false;
    const row = this.#user(onBehalfOf, reserve);
    const scaled = rayDiv(amount, state.variableBorrowIndex);
    row.scaledVariableDebt += scaled;
    state.totalScaledVariableDebt += scaled;
    state.availableLiquidity -= amount;
    return true;
  }

  /**
   * `Pool.repay(reserve, amount, 2, onBehalfOf)` at `now`; capped at the debt (`maxUint256` repays it all).
   *
   * @returns whether it applied
   */
  repay(reserve: string, amount: bigint, onBehalfOf: string, now: number): boolean {
    const state = this.#touch(reserve, now);
    if (state === undefined || amount <= 0n) return false;
    const row = this.#user(onBehalfOf, reserve);
    const debt = rayMul(row.scaledVariableDebt, state.variableBorrowIndex);
    if (debt === 0n) return false;
    const paid = amount > debt ? debt : amount;
    const scaled = paid === debt ? row.scaledVariableDebt : rayDiv(paid, state.variableBorrowIndex);
    const removed = scaled > row.scaledVariableDebt ? row.scaledVariableDebt : scaled;
    row.scaledVariableDebt -= removed;
    state.totalScaledVariableDebt = removed > state.totalScaledVariableDebt
      ? 0n
      : state.totalScaledVariableDebt - removed;
    state.availableLiquidity += paid;
    return true;
  }

  /**
   * `Pool.setUserUseReserveAsCollateral(reserve, use)` by `user`: refused (the pool reverts) for an unknown reserve
   * or a zero supply; setting the flag it already has changes nothing.
   *
   * @returns whether the flag changed
   */
  setUsageAsCollateral(reserve: string, use: boolean, user: string): boolean {
    if (!this.isReserve(reserve)) return false;
    const row = this.#user(user, reserve);
    if (row.scaledATokenBalance === 0n || row.usageAsCollateral === use) return false;
    row.usageAsCollateral = use;
    return true;
  }

  /**
   * `Pool.repayWithATokens(reserve, amount, 2)` by `user` at `now`: burns the user's aTokens to repay the user's own
   * debt (`maxUint256`: as much as the aToken balance covers), capped at the debt; no underlying moves, so the
   * available liquidity stays. Refused (the pool reverts) with no debt, or with fewer aTokens than the repayment. A
   * supply burnt to zero stops counting as collateral.
   *
   * @returns whether it applied
   */
  repayWithATokens(reserve: string, amount: bigint, user: string, now: number): boolean {
    const state = this.#touch(reserve, now);
    if (state === undefined || amount <= 0n) return false;
    const row = this.#user(user, reserve);
    const debt = rayMul(row.scaledVariableDebt, state.variableBorrowIndex);
    const supplied = rayMul(row.scaledATokenBalance, state.liquidityIndex);
    const wanted = amount === maxUint256 ? supplied : amount;
    const paid = wanted > debt ? debt : wanted;
    if (debt === 0n || paid === 0n || paid > supplied) return false;
    const scaledDebt = paid === debt ? row.scaledVariableDebt : rayDiv(paid, state.variableBorrowIndex);
    const removed = scaledDebt > row.scaledVariableDebt ? row.scaledVariableDebt : scaledDebt;
    row.scaledVariableDebt -= removed;
    state.totalScaledVariableDebt = removed > state.totalScaledVariableDebt
      ? 0n
      : state.totalScaledVariableDebt - removed;
    const burnt = paid === supplied ? row.scaledATokenBalance : rayDiv(paid, state.liquidityIndex);
    row.scaledATokenBalance = burnt > row.scaledATokenBalance ? 0n : row.scaledATokenBalance - burnt;
    if (row.scaledATokenBalance === 0n) row.usageAsCollateral = false;
    return true;
  }

  /** What `getUserReservesData(provider, user)` answers: the wallet's rows, or its seeded ones. */
  userReserves(user: string): UserReserveRow[] {
    const rows = this.users.get(key(user));
    const seeded = simUserReserves(getAddress(user));
    if (rows === undefined) return seeded;
    return SIM_POOL_RESERVES.map((reserve) => {
      const row = rows.get(key(reserve));
      return {
        underlyingAsset: reserve,
        scaledATokenBalance: row?.scaledATokenBalance ?? 0n,
        usageAsCollateralEnabledOnUser: row?.usageAsCollateral ?? true,
        scaledVariableDebt: row?.scaledVariableDebt ?? 0n,
      };
    });
  }

  /**
   * What `getReservesData(provider)` answers: the seeded reserves with the changed ones' indexes, liquidity and
   * debt, and the prices set (`priceOf`, market reference currency units: USD with 8 decimals).
   */
  reservesData(priceOf: (asset: string) => bigint | undefined = () => undefined): ReturnType<
    typeof simReservesData
  > {
    const [reserves, base] = simReservesData();
    return [
      reserves.map((r) => {
        const state = this.reserves.get(key(r.underlyingAsset));
        const price = priceOf(r.underlyingAsset) ?? r.priceInMarketReferenceCurrency;
        if (state === undefined) return { ...r, priceInMarketReferenceCurrency: price };
        return {
          ...r,
          liquidityIndex: state.liquidityIndex,
          variableBorrowIndex: state.variableBorrowIndex,
          lastUpdateTimestamp: state.lastUpdateTimestamp,
          availableLiquidity: state.availableLiquidity,
          virtualUnderlyingBalance: state.availableLiquidity,
          totalScaledVariableDebt: state.totalScaledVariableDebt,
          priceInMarketReferenceCurrency: price,
        };
      }),
      base,
    ];
  }

  /** Forgets every change. */
  clear(): void {
    this.reserves.clear();
    this.users.clear();
  }
}
