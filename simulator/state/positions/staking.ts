/**
 * The staking book of the positions store: xSODA shares and unstake requests changed by delivered staking calls,
 * on top of the seeded reads (`simulator/chains/evm/hub_reads/staking.ts`: 1:1 shares, seeded requests per wallet).
 *
 * - `stakingRouter.stake(amount, to, minReceive)` and `xSoda.deposit(assets, receiver)` mint shares 1:1;
 *   `xSoda.redeem(shares, receiver, owner)` and the router's instant `unstake(amount, ...)` burn them (never below
 *   the seeded balance plus what was minted: an overdraft changes nothing).
 * - `stakedSoda.unstake(account, value)` opens a request with the next id and the hub tx's time as `startTime`.
 * - `stakedSoda.claim(id)` closes the caller's request once `minUnstakingPeriod` has passed on the simulator
 *   clock (earlier, it changes nothing, as the contract reverts); `cancelUnstakeRequest(id)` closes it at once.
 *   Seeded requests can be claimed or cancelled too.
 *
 * @example Unstake, then claim after the unstaking period
 * ```ts
 * import assert from "node:assert/strict";
 * import { StakingBook } from "./staking.ts";
 * const book = new StakingBook();
 * const wallet = "0x1111111111111111111111111111111111111111";
 * const id = book.openRequest(wallet, 5n, 1_000);
 * assert.equal(book.claim(wallet, id, 1_000 + 3600), false);
 * assert.equal(book.claim(wallet, id, 1_000 + 30 * 86_400), true);
 * ```
 * @module
 */
import { type Address, getAddress } from "viem";
import { SIM_STAKING_CONFIG, simUnstakeRequests } from "../seed/staking.ts";

/** One unstake request. */
export interface UnstakeRequest {
  /** Request id. */
  id: bigint;
  /** SODA amount (18 decimals). */
  amount: bigint;
  /** Opening time (unix seconds). */
  startTime: bigint;
  /** Who receives it. */
  to: Address;
}

/** First id of a request opened in the simulator (seeded ids stay below it). */
export const FIRST_SIM_REQUEST_ID = 10_000_000n;

const key = (a: string): string => a.toLowerCase();

/** xSODA shares and unstake requests changed by delivered staking calls. */
export class StakingBook {
  /** Shares minted (positive) or burnt (negative) per lowercase wallet. */
  readonly shares: Map<string, bigint> = new Map();
  /** Requests opened in the simulator per lowercase wallet. */
  readonly requests: Map<string, UnstakeRequest[]> = new Map();
  /** Seeded request ids closed per lowercase wallet. */
  readonly closed: Map<string, Set<bigint>> = new Map();
  /** Net shares minted overall (the vault's total assets and supply move with it). */
  totalDelta = 0n;
  /** The next request id. */
  nextId: bigint = FIRST_SIM_REQUEST_ID;

  /** Shares minted or burnt for `wallet`. */
  sharesDelta(wallet: string): bigint {
    return this.shares.get(key(wallet)) ?? 0n;
  }

  /** Mints `amount` shares to `wallet`. */
  mint(wallet: string, amount: bigint): boolean {
    if (amount <= 0n) return false;
    this.shares.set(key(wallet), this.sharesDelta(wallet) + amount);
    this.totalDelta += amount;
    return true;
  }

  /**
   * Burns `amount` shares of `wallet`, whose balance before is `balance` (seeded balance plus delta).
   *
   * @returns whether it applied (false on an overdraft)
   */
  burn(wallet: string, amount: bigint, balance: bigint): boolean {
    if (amount <= 0n || amount > balance) return false;
    this.shares.set(key(wallet), this.sharesDelta(wallet) - amount);
    this.totalDelta -= amount;
    return true;
  }

  /** Opens a request of `amount` for `wallet` at `now` (unix seconds); returns its id. */
  openRequest(wallet: string, amount: bigint, now: number): bigint {
    const id = this.nextId++;
    const list = this.requests.get(key(wallet)) ?? [];
    list.push({ id, amount, startTime: BigInt(Math.floor(now)), to: getAddress(wallet) });
    this.requests.set(key(wallet), list);
    return id;
  }

  /** The open requests of `wallet`: its seeded ones not closed, then those opened here. */
  openRequests(wallet: string): UnstakeRequest[] {
    const closed = this.closed.get(key(wallet));
    const seeded = simUnstakeRequests(getAddress(wallet))
      .filter((r) => !closed?.has(r.id))
      .map((r) => ({ id: r.id, ...r.request }));
    return [...seeded, ...(this.requests.get(key(wallet)) ?? [])];
  }

  /** Closes request `id` of `wallet` when `allowed` says so; returns the request closed. */
  #close(wallet: string, id: bigint, allowed: (r: UnstakeRequest) => boolean): UnstakeRequest | undefined {
    const request = this.openRequests(wallet).find((r) => r.id === id);
    if (request === undefined || !allowed(request)) return undefined;
    const own = this.requests.get(key(wallet)) ?? [];
    const i = own.findIndex((r) => r.id === id);
    if (i >= 0) own.splice(i, 1);
    else {
      const set = this.closed.get(key(wallet)) ?? new Set<bigint>();
      set.add(id);
      this.closed.set(key(wallet), set);
    }
    return request;
  }

  /**
   * `stakedSoda.claim(id)` by `wallet` at `now` (unix seconds): allowed once `minUnstakingPeriod` has passed.
   *
   * @returns whether it applied
   */
  claim(wallet: string, id: bigint, now: number): boolean {
    const at = BigInt(Math.floor(now));
    return this.#close(wallet, id, (r) => at >= r.startTime + SIM_STAKING_CONFIG.minUnstakingPeriod) !==
      undefined;
  }

  /**
   * `stakedSoda.cancelUnstakeRequest(id)` by `wallet`.
   *
   * @returns the cancelled request's amount, or `undefined` when there is no such request
   */
  cancel(wallet: string, id: bigint): bigint | undefined {
    return this.#close(wallet, id, () => true)?.amount;
  }

  /** Forgets every change. */
  clear(): void {
    this.shares.clear();
    this.requests.clear();
    this.closed.clear();
    this.totalDelta = 0n;
    this.nextId = FIRST_SIM_REQUEST_ID;
  }
}
