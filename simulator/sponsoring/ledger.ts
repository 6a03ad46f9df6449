/**
 * The simulated Stellar ledger the sponsoring sub-app and its Horizon-like read share: accounts with native
 * balance, sequence, sponsorship counters and trustlines, plus the control moves tests use to walk an account
 * through the three states of docs/rules/sponsoring.md#account-states (activate, receive native units, add a
 * trustline).
 *
 * @example Fund an account
 * ```ts
 * import assert from "node:assert/strict";
 * import { createStellarLedger, fundAccount, openAccount } from "./ledger.ts";
 * const ledger = createStellarLedger();
 * openAccount(ledger, { accountId: "GA", nativeStroops: 0n, sequence: 1n, numSponsored: 2 });
 * assert.ok(fundAccount(ledger, "GA", 10n).ok);
 * ```
 * @module
 */
import { err, ok, type Result } from "../../core/result.ts";
import {
  type HorizonAccount,
  STELLAR_BASE_FEE_STROOPS,
  STELLAR_BASE_RESERVE_STROOPS,
  stroopsToAmount,
} from "../../core/schemas/sponsoring.ts";

/** A trustline of a simulated account. */
export interface SimTrustline {
  assetCode: string;
  assetIssuer: string;
  balanceStroops: bigint;
  /** The trustline's limit; `undefined` is the maximum ({@link MAX_TRUST_LIMIT_STROOPS}). */
  limitStroops?: bigint | undefined;
}

/** The largest trustline limit (int64 max), what a `changeTrust` without a limit sets. */
export const MAX_TRUST_LIMIT_STROOPS = (1n << 63n) - 1n;

/** A simulated Stellar account. */
export interface SimStellarAccount {
  accountId: string;
  sequence: bigint;
  nativeStroops: bigint;
  sellingLiabilitiesStroops: bigint;
  /** Reserves this account sponsors for others. */
  numSponsoring: number;
  /** Reserves of this account paid by a sponsor (2 for a sponsored activation). */
  numSponsored: number;
  trustlines: SimTrustline[];
}

/** The account ledger. */
export interface StellarLedger {
  accounts: Map<string, SimStellarAccount>;
}

/** A rejected ledger move: HTTP status, a Horizon-style result code and a message. */
export interface LedgerRejection {
  status: number;
  code: string;
  message: string;
}

/**
 * Creates an empty ledger.
 *
 * @example Empty
 * ```ts
 * import assert from "node:assert/strict";
 * import { createStellarLedger } from "./ledger.ts";
 * assert.ok(createStellarLedger().accounts.size === 0);
 * ```
 */
export function createStellarLedger(): StellarLedger {
  return { accounts: new Map() };
}

/** Fields of {@link openAccount}; omitted counters start at 0. */
export interface OpenAccountInput {
  accountId: string;
  nativeStroops: bigint;
  sequence: bigint;
  numSponsoring?: number | undefined;
  numSponsored?: number | undefined;
}

/** Adds (or replaces) an account. */
export function openAccount(ledger: StellarLedger, input: OpenAccountInput): SimStellarAccount {
  const account: SimStellarAccount = {
    accountId: input.accountId,
    sequence: input.sequence,
    nativeStroops: input.nativeStroops,
    sellingLiabilitiesStroops: 0n,
    numSponsoring: input.numSponsoring ?? 0,
    numSponsored: input.numSponsored ?? 0,
    trustlines: [],
  };
  ledger.accounts.set(input.accountId, account);
  return account;
}

/**
 * Native stroops an account can spend: balance minus its reserve requirement minus selling liabilities (floored
 * at 0).
 *
 * @example A sponsored account with 2 XLM
 * ```ts
 * import assert from "node:assert/strict";
 * import { createStellarLedger, openAccount, spendableStroops } from "./ledger.ts";
 * const a = openAccount(createStellarLedger(), { accountId: "GA", nativeStroops: 20_000_000n, sequence: 1n, numSponsored: 2 });
 * assert.ok(spendableStroops(a) === 20_000_000n);
 * ```
 */
export function spendableStroops(a: SimStellarAccount): bigint {
  const entries = 2n + BigInt(a.trustlines.length + a.numSponsoring - a.numSponsored);
  const spendable = a.nativeStroops - entries * STELLAR_BASE_RESERVE_STROOPS - a.sellingLiabilitiesStroops;
  return spendable > 0n ? spendable : 0n;
}

/**
 * Credits native units to an existing account (a payment landing). No trustline is needed for native units.
 *
 * @returns the new balance, or 404 `op_no_destination` / 400 `malformed`
 */
export function fundAccount(
  ledger: StellarLedger,
  accountId: string,
  stroops: bigint,
): Result<bigint, LedgerRejection> {
  if (stroops <= 0n) return err({ status: 400, code: "malformed", message: "amount must be positive" });
  const a = ledger.accounts.get(accountId);
  if (!a) {
    return err({ status: 404, code: "op_no_destination", message: `account ${accountId} does not exist` });
  }
  a.nativeStroops += stroops;
  return ok(a.nativeStroops);
}

/**
 * Adds a trustline paid by the account itself: one base reserve plus the base fee must be spendable.
 *
 * @returns the new subentry count, or 404 `op_no_source` / 400 `op_low_reserve` / 400 `op_already_exists`
 *
 * @example Not affordable at zero balance
 * ```ts
 * import assert from "node:assert/strict";
 * import { addTrustline, createStellarLedger, openAccount } from "./ledger.ts";
 * const ledger = createStellarLedger();
 * openAccount(ledger, { accountId: "GA", nativeStroops: 0n, sequence: 1n, numSponsored: 2 });
 * const r = addTrustline(ledger, "GA", { assetCode: "USDC", assetIssuer: "GB" });
 * assert.ok(!r.ok && r.error.code === "op_low_reserve");
 * ```
 */
export function addTrustline(
  ledger: StellarLedger,
  accountId: string,
  asset: { assetCode: string; assetIssuer: string },
): Result<number, LedgerRejection> {
  const a = ledger.accounts.get(accountId);
  if (!a) return err({ status: 404, code: "op_no_source", message: `account ${accountId} does not exist` });
  if (a.trustlines.some((t) => t.assetCode === asset.assetCode && t.assetIssuer === asset.assetIssuer)) {
    return err({ status: 400, code: "op_already_exists", message: "trustline already exists" });
  }
  if (spendableStroops(a) < STELLAR_BASE_RESERVE_STROOPS + STELLAR_BASE_FEE_STROOPS) {
    return err({
      status: 400,
      code: "op_low_reserve",
      message: "balance cannot cover the trustline reserve",
    });
  }
  a.nativeStroops -= STELLAR_BASE_FEE_STROOPS;
  a.sequence += 1n;
  a.trustlines.push({ ...asset, balanceStroops: 0n });
  return ok(a.trustlines.length);
}

/** The `changeTrust` operation's result codes (stellar-core's `ChangeTrustResultCode`, as Horizon names them). */
export type ChangeTrustCode =
  | "op_success"
  | "op_malformed"
  | "op_invalid_limit"
  | "op_low_reserve"
  | "op_self_not_allowed";

/**
 * Applies a `changeTrust` operation of `account` as stellar-core does: a new trustline (limit > 0) needs one
 * more base reserve (`op_low_reserve`); a limit below the balance is `op_invalid_limit`, and so is removing (limit
 * 0) a trustline that does not exist or still holds a balance; the issuer cannot trust its own asset
 * (`op_self_not_allowed`); a limit change updates the existing line. The fee and the sequence are the caller's.
 *
 * @param account the source account
 * @param asset the classic asset
 * @param limitStroops the new limit (0 removes the trustline)
 * @returns the result code; the account is changed only on `op_success`
 * @example A second changeTrust raises the limit
 * ```ts
 * import assert from "node:assert/strict";
 * import { changeTrust, createStellarLedger, openAccount } from "./ledger.ts";
 * const a = openAccount(createStellarLedger(), { accountId: "GA", nativeStroops: 100_000_000n, sequence: 1n });
 * const asset = { assetCode: "USDC", assetIssuer: "GB" };
 * assert.equal(changeTrust(a, asset, 10n), "op_success");
 * assert.equal(changeTrust(a, asset, 20n), "op_success");
 * assert.equal(a.trustlines.length, 1);
 * assert.equal(a.trustlines[0].limitStroops, 20n);
 * ```
 */
export function changeTrust(
  account: SimStellarAccount,
  asset: { assetCode: string; assetIssuer: string },
  limitStroops: bigint,
): ChangeTrustCode {
  if (limitStroops < 0n || limitStroops > MAX_TRUST_LIMIT_STROOPS) return "op_malformed";
  if (asset.assetIssuer === account.accountId) return "op_self_not_allowed";
  const index = account.trustlines.findIndex((t) =>
    t.assetCode === asset.assetCode && t.assetIssuer === asset.assetIssuer
  );
  const line = index < 0 ? undefined : account.trustlines[index];
  if (limitStroops === 0n) {
    if (line === undefined || line.balanceStroops > 0n) return "op_invalid_limit";
    account.trustlines.splice(index, 1);
    return "op_success";
  }
  if (line !== undefined) {
    if (limitStroops < line.balanceStroops) return "op_invalid_limit";
    line.limitStroops = limitStroops;
    return "op_success";
  }
  if (spendableStroops(account) < STELLAR_BASE_RESERVE_STROOPS) return "op_low_reserve";
  account.trustlines.push({ ...asset, balanceStroops: 0n, limitStroops });
  return "op_success";
}

/** Renders an account as Horizon's `GET /accounts/{id}` JSON subset (native balance line last, as Horizon). */
export function toHorizonAccount(a: SimStellarAccount): HorizonAccount {
  return {
    id: a.accountId,
    account_id: a.accountId,
    sequence: a.sequence.toString(),
    subentry_count: a.trustlines.length,
    num_sponsoring: a.numSponsoring,
    num_sponsored: a.numSponsored,
    balances: [
      ...a.trustlines.map((t) => ({
        asset_type: t.assetCode.length <= 4 ? "credit_alphanum4" : "credit_alphanum12",
        asset_code: t.assetCode,
        asset_issuer: t.assetIssuer,
        balance: stroopsToAmount(t.balanceStroops),
        limit: stroopsToAmount(t.limitStroops ?? MAX_TRUST_LIMIT_STROOPS),
        buying_liabilities: "0.0000000",
        selling_liabilities: "0.0000000",
      })),
      {
        asset_type: "native",
        balance: stroopsToAmount(a.nativeStroops),
        buying_liabilities: "0.0000000",
        selling_liabilities: stroopsToAmount(a.sellingLiabilitiesStroops),
      },
    ],
  };
}
