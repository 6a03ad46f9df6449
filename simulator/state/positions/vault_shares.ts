/**
 * The vault-share book of the positions store: shares of ERC-4626 vaults other than xSODA (leverage-yield
 * vaults) minted by `deposit(assets, receiver)` and burnt by `redeem(shares, receiver, owner)` in hub calls, 1:1
 * like every simulated vault (`simulator/chains/evm/hub_reads/vault.ts`). A holder's `balanceOf` on the vault reads the
 * seeded balance plus this delta, the vault's `totalAssets` / `totalSupply` the seeded total plus the vault's net
 * mint. A redeem beyond the balance changes nothing.
 *
 * @example Deposit then redeem
 * ```ts
 * import assert from "node:assert/strict";
 * import { VaultSharesBook } from "./vault_shares.ts";
 * const book = new VaultSharesBook();
 * const vault = "0x00000000000000000000000000000000000000b0";
 * const holder = "0x1111111111111111111111111111111111111111";
 * book.mint(vault, holder, 5n);
 * assert.ok(book.burn(vault, holder, 2n, 5n));
 * assert.equal(book.delta(vault, holder), 3n);
 * assert.equal(book.totalDelta(vault), 3n);
 * ```
 * @module
 */

const pair = (vault: string, holder: string): string => `${vault.toLowerCase()}:${holder.toLowerCase()}`;

/** Shares of ERC-4626 vaults changed by delivered calls. */
export class VaultSharesBook {
  /** Net shares by `{vault}:{holder}` (lowercase). */
  readonly shares: Map<string, bigint> = new Map();
  /** Net shares minted by lowercase vault. */
  readonly totals: Map<string, bigint> = new Map();

  /** The net change of `holder`'s shares of `vault`. */
  delta(vault: string, holder: string): bigint {
    return this.shares.get(pair(vault, holder)) ?? 0n;
  }

  /** Whether `holder`'s shares of `vault` changed. */
  has(vault: string, holder: string): boolean {
    return this.shares.has(pair(vault, holder));
  }

  /** The net shares minted by `vault`. */
  totalDelta(vault: string): bigint {
    return this.totals.get(vault.toLowerCase()) ?? 0n;
  }

  /** Mints `amount` shares of `vault` to `holder`. */
  mint(vault: string, holder: string, amount: bigint): boolean {
    if (amount <= 0n) return false;
    this.shares.set(pair(vault, holder), this.delta(vault, holder) + amount);
    this.totals.set(vault.toLowerCase(), this.totalDelta(vault) + amount);
    return true;
  }

  /**
   * Burns `amount` shares of `vault` held by `holder`, whose balance before is `balance`.
   *
   * @returns whether it applied (false on an overdraft)
   */
  burn(vault: string, holder: string, amount: bigint, balance: bigint): boolean {
    if (amount <= 0n || amount > balance) return false;
    this.shares.set(pair(vault, holder), this.delta(vault, holder) - amount);
    this.totals.set(vault.toLowerCase(), this.totalDelta(vault) - amount);
    return true;
  }

  /** Forgets every change. */
  clear(): void {
    this.shares.clear();
    this.totals.clear();
  }
}
