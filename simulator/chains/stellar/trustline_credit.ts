/**
 * The trustline rule of a classic-asset credit on Stellar: a token contract that wraps a classic asset (the
 * chain's `trustlineConfigs`) can pay a `G...` account only if the account exists and holds a trustline of that
 * asset with room for the amount (`limit - balance >= amount`); otherwise the asset contract's transfer traps, as
 * on the network (no account, `trustline missing`, `line full`). Contracts (`C...`) hold such balances without a
 * trustline, and tokens without a classic asset (XLM, Soroban-native tokens) need none.
 *
 * @example A credit to an account without the trustline is refused
 * ```ts
 * import assert from "node:assert/strict";
 * import { createStellarLedger, openAccount } from "../../sponsoring/ledger.ts";
 * import { classicCreditRefusal } from "./trustline_credit.ts";
 * const ledger = createStellarLedger();
 * openAccount(ledger, { accountId: "GA", nativeStroops: 100_000_000n, sequence: 1n });
 * const usdc = { assetCode: "USDC", contractId: "CUSDC", assetIssuer: "GI" };
 * const r = classicCreditRefusal(ledger, [usdc], { account: "GA", token: "CUSDC", amount: 1n });
 * assert.equal(r, "trustline missing");
 * ```
 * @module
 */
import type { StellarTrustlineConfig } from "../../../core/config_types/chain_config.ts";
import { MAX_TRUST_LIMIT_STROOPS, type StellarLedger } from "../../sponsoring/ledger.ts";

/** A credit of `amount` (the token's units: 7 decimals, stroops) of `token` to `account`. */
export interface ClassicCredit {
  /** The receiver (`G...` or `C...`). */
  account: string;
  /** The token contract. */
  token: string;
  /** The amount. */
  amount: bigint;
}

function lineOf(ledger: StellarLedger, configs: readonly StellarTrustlineConfig[], credit: ClassicCredit) {
  const asset = configs.find((c) => c.contractId.toLowerCase() === credit.token.toLowerCase());
  if (asset === undefined || !credit.account.startsWith("G")) return { asset: undefined };
  const account = ledger.accounts.get(credit.account);
  const line = account?.trustlines.find((t) =>
    t.assetCode === asset.assetCode && t.assetIssuer === asset.assetIssuer
  );
  return { asset, account, line };
}

/**
 * Why the network refuses the credit, or `undefined` when it takes it.
 *
 * @param ledger the accounts
 * @param configs the chain's classic assets
 * @param credit the credit
 * @returns `"account missing"`, `"trustline missing"`, `"line full"` or `undefined`
 */
export function classicCreditRefusal(
  ledger: StellarLedger,
  configs: readonly StellarTrustlineConfig[],
  credit: ClassicCredit,
): string | undefined {
  const { asset, account, line } = lineOf(ledger, configs, credit);
  if (asset === undefined) return undefined;
  if (account === undefined) return "account missing";
  if (line === undefined) return "trustline missing";
  const limit = line.limitStroops ?? MAX_TRUST_LIMIT_STROOPS;
  return limit - line.balanceStroops >= credit.amount ? undefined : "line full";
}

/**
 * Adds an accepted credit to the account's trustline balance (no-op for credits the rule does not cover).
 *
 * @param ledger the accounts
 * @param configs the chain's classic assets
 * @param credit the credit
 */
export function creditTrustline(
  ledger: StellarLedger,
  configs: readonly StellarTrustlineConfig[],
  credit: ClassicCredit,
): void {
  const { line } = lineOf(ledger, configs, credit);
  if (line !== undefined) line.balanceStroops += credit.amount;
}
