/**
 * BALN swap reads: `getDetailedUserLocks(user)`, seeded per user (see {@link simBalnLocks}); answered for any
 * callee. The answers do not follow earlier writes (a claimed lock stays listed).
 * @module
 */
import { type Address, decodeFunctionData, encodeAbiParameters, toFunctionSelector, zeroAddress } from "viem";
import { balnSwapAbi } from "../../../../core/abis/baln_swap.ts";
import type { ReadHandlers } from "./types.ts";
import { decodeOrRevert, pick, seededAddress } from "./_util.ts";

const DAY = 86_400n;
const MONTH = 30n * DAY;

/** When every simulated lock was made (unix seconds, 2025-06-15T16:53:20Z; the staking epoch). */
export const SIM_BALN_LOCK_EPOCH = 1_750_006_400n;

/** One simulated lock, in the contract's `DetailedLock` layout. */
export interface SimBalnLock {
  /** BALN migrated (18 decimals). */
  balnAmount: bigint;
  /** SODA locked: BALN x the period's multiplier. */
  sodaAmount: bigint;
  /** Epoch + the lock-up. */
  unlockTime: bigint;
  /** xSODA once staked (1:1, like every simulated vault). */
  xSodaAmount: bigint;
  /** Unstake request id while unstaking, else 0. */
  unstakingId: bigint;
  /** The unstake request, zero when none. */
  unstakeRequest: { amount: bigint; startTime: bigint; to: Address };
  /** SODA staked for the lock. */
  stakedSodaAmount: bigint;
}

const PERIODS: readonly (readonly [bigint, bigint])[] = [
  [0n, 5000n],
  [6n * MONTH, 7500n],
  [12n * MONTH, 10000n],
  [18n * MONTH, 12500n],
  [24n * MONTH, 15000n],
];

/**
 * The simulated locks of `user`: 1..3 (`keccak256("{user}:baln:count") mod 3` + 1), lock `i` with 1..999 whole BALN
 * and a lock-up period (0..24 months, with its 0.5x..1.5x multiplier) seeded per lock, made at
 * {@link SIM_BALN_LOCK_EPOCH}. Lock 0 holds plain SODA, lock 1 is staked (`xSodaAmount` = `stakedSodaAmount` =
 * `sodaAmount`), lock 2 is unstaking (a seeded `unstakingId`, a request for `sodaAmount` made 3 days after the
 * epoch, paying a seeded contract address).
 */
export function simBalnLocks(user: Address): SimBalnLock[] {
  const u = user.toLowerCase();
  const count = Number(pick(`${u}:baln:count`, 3n)) + 1;
  const none = { amount: 0n, startTime: 0n, to: zeroAddress as Address };
  return Array.from({ length: count }, (_, i) => {
    const balnAmount = (pick(`${u}:baln:${i}:amount`, 999n) + 1n) * 10n ** 18n;
    const [period, multiplier] = PERIODS[Number(pick(`${u}:baln:${i}:period`, 5n))];
    const sodaAmount = balnAmount * multiplier / 10_000n;
    const staked = i === 1 ? sodaAmount : 0n;
    const unstaking = i === 2;
    return {
      balnAmount,
      sodaAmount,
      unlockTime: SIM_BALN_LOCK_EPOCH + period,
      xSodaAmount: staked,
      unstakingId: unstaking ? pick(`${u}:baln:${i}:unstakingId`, 100_000n) + 1n : 0n,
      unstakeRequest: unstaking
        ? { amount: sodaAmount, startTime: SIM_BALN_LOCK_EPOCH + 3n * DAY, to: seededAddress("sim:balnSwap") }
        : none,
      stakedSodaAmount: staked,
    };
  });
}

const getDetailedUserLocks = balnSwapAbi[6];

/** `getDetailedUserLocks(address)`. */
export const balnLockReads: ReadHandlers = {
  [toFunctionSelector(getDetailedUserLocks)]: (_ctx, _to, data) => {
    const { args } = decodeOrRevert(() => decodeFunctionData({ abi: balnSwapAbi, data }));
    return encodeAbiParameters(getDetailedUserLocks.outputs, [simBalnLocks(args[0] as Address)]);
  },
};
