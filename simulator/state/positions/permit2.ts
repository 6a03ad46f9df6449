/**
 * The Permit2 book of the positions store: the hub's Uniswap Permit2 `AllowanceTransfer` state, one packed
 * allowance `(amount uint160, expiration uint48, nonce uint48)` per owner, token and spender, as the deployed
 * contract keeps it (`src/AllowanceTransfer.sol`, `src/libraries/Allowance.sol`):
 * - `approve(token, spender, amount, expiration)` by `owner` sets amount and expiration and keeps the nonce; an
 *   expiration of `0` stores the block time (the allowance lasts that block only);
 * - `lockdown(approvals)` zeroes the amount of each of the caller's `(token, spender)` pairs;
 * - `invalidateNonces(token, spender, newNonce)` raises the nonce: the contract reverts when `newNonce` is not
 *   above the nonce (`InvalidNonce`) or more than `2^16 - 1` above it (`ExcessiveInvalidation`).
 * Signed permits (`permit`) are not applied: the simulator does not verify their EIP-712 signatures.
 *
 * @example Approve, then read the allowance back
 * ```ts
 * import assert from "node:assert/strict";
 * import { Permit2Book } from "./permit2.ts";
 * const book = new Permit2Book();
 * const owner = "0x1111111111111111111111111111111111111111";
 * const token = "0x2222222222222222222222222222222222222222";
 * const spender = "0x3333333333333333333333333333333333333333";
 * book.approve(owner, token, spender, 5n, 1_900_000_000, 1_800_000_000);
 * assert.deepEqual(book.allowance(owner, token, spender), { amount: 5n, expiration: 1_900_000_000, nonce: 0 });
 * ```
 * @module
 */

/** One packed allowance of Permit2. */
export interface Permit2Allowance {
  /** The allowed amount (uint160). */
  amount: bigint;
  /** When it expires (unix seconds, uint48). */
  expiration: number;
  /** The nonce of the owner's signed permits for this token and spender (uint48). */
  nonce: number;
}

const MAX_UINT160 = (1n << 160n) - 1n;
const MAX_UINT48 = 2 ** 48 - 1;
const MAX_NONCE_STEP = 2 ** 16 - 1;
const ZERO: Permit2Allowance = { amount: 0n, expiration: 0, nonce: 0 };

/** The key of one allowance: `{owner}:{token}:{spender}`, lowercase. */
export const permit2Key = (owner: string, token: string, spender: string): string =>
  `${owner}:${token}:${spender}`.toLowerCase();

/** The hub's Permit2 allowances changed by hub calls. */
export class Permit2Book {
  /** Allowances by {@link permit2Key}. */
  readonly allowances: Map<string, Permit2Allowance> = new Map();

  /** The allowance of `owner` for `spender` on `token` (zero when never set). */
  allowance(owner: string, token: string, spender: string): Permit2Allowance {
    return { ...(this.allowances.get(permit2Key(owner, token, spender)) ?? ZERO) };
  }

  /**
   * `approve(token, spender, amount, expiration)` sent by `owner` at `now` (unix seconds).
   *
   * @returns whether it applied (false for a value beyond the contract's types, where the ABI decode reverts)
   */
  approve(
    owner: string,
    token: string,
    spender: string,
    amount: bigint,
    expiration: number,
    now: number,
  ): boolean {
    if (amount < 0n || amount > MAX_UINT160 || !Number.isSafeInteger(expiration)) return false;
    if (expiration < 0 || expiration > MAX_UINT48) return false;
    const before = this.allowance(owner, token, spender);
    this.allowances.set(permit2Key(owner, token, spender), {
      amount,
      expiration: expiration === 0 ? now : expiration,
      nonce: before.nonce,
    });
    return true;
  }

  /** `lockdown(approvals)` sent by `owner`: each pair's amount becomes zero. */
  lockdown(owner: string, approvals: readonly { token: string; spender: string }[]): boolean {
    for (const { token, spender } of approvals) {
      const before = this.allowance(owner, token, spender);
      this.allowances.set(permit2Key(owner, token, spender), { ...before, amount: 0n });
    }
    return approvals.length > 0;
  }

  /**
   * `invalidateNonces(token, spender, newNonce)` sent by `owner`.
   *
   * @returns whether it applied (false where the contract reverts)
   */
  invalidateNonces(owner: string, token: string, spender: string, newNonce: number): boolean {
    const before = this.allowance(owner, token, spender);
    if (newNonce <= before.nonce || newNonce - before.nonce > MAX_NONCE_STEP) return false;
    this.allowances.set(permit2Key(owner, token, spender), { ...before, nonce: newNonce });
    return true;
  }

  /** Forgets every allowance. */
  clear(): void {
    this.allowances.clear();
  }
}
