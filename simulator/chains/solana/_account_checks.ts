/**
 * The account checks Anchor runs before a spoke instruction's handler, in the order of the instruction's
 * accounts (the programs' IDLs in the platform's 2.0 source): enough keys, signers signed, `mut` accounts
 * writable, PDAs derived from their seeds, fixed programs at their address. An absent optional account is the
 * program id itself (Anchor's client convention), read as "none".
 * @module
 */
import type { LegacyAccountMeta } from "./legacy_tx.ts";
import { type Checked, refuse } from "./_program_error.ts";

/** What one account slot must hold. */
export interface AccountRule {
  /** The IDL name (Anchor's error log names it). */
  name: string;
  /** The key it must be; `undefined` takes any key. */
  key?: string | undefined;
  /** How a wrong key fails. @default "ConstraintSeeds" */
  wrongKey?:
    | "ConstraintSeeds"
    | "ConstraintAddress"
    | "InvalidProgramId"
    | "AccountNotInitialized"
    | undefined;
  /** Must sign. */
  signer?: boolean | undefined;
  /** Must be writable. */
  writable?: boolean | undefined;
  /** May be absent (the program id in its slot). */
  optional?: boolean | undefined;
}

/**
 * Checks `keys` against `rules` (rules past the instruction's keys fail with `AccountNotEnoughKeys`).
 *
 * @param keys the instruction's accounts
 * @param rules one per slot, in order
 * @param programId the program (an optional slot holding it is absent)
 * @returns each slot's key (`undefined` for an absent optional one), or the first failure
 * @example Too few keys
 * ```ts
 * import assert from "node:assert/strict";
 * import { checkAccounts } from "./_account_checks.ts";
 * const r = checkAccounts([], [{ name: "signer", signer: true }], "11111111111111111111111111111111");
 * assert.ok(!r.ok && r.failure.name === "AccountNotEnoughKeys");
 * ```
 */
export function checkAccounts(
  keys: LegacyAccountMeta[],
  rules: AccountRule[],
  programId: string,
): Checked<(string | undefined)[]> {
  if (keys.length < rules.length) return refuse("AccountNotEnoughKeys");
  const failures = rules.map((rule, i) => {
    const meta = keys[i] as LegacyAccountMeta;
    if (rule.optional && meta.pubkey === programId) return undefined;
    if (rule.signer && !meta.isSigner) return refuse("AccountNotSigner", rule.name);
    if (rule.writable && !meta.isWritable) return refuse("ConstraintMut", rule.name);
    if (rule.key !== undefined && meta.pubkey !== rule.key) {
      return refuse(rule.wrongKey ?? "ConstraintSeeds", rule.name);
    }
    return undefined;
  });
  const failed = failures.find((f) => f !== undefined);
  if (failed !== undefined) return failed;
  return {
    ok: true,
    value: rules.map((rule, i) =>
      rule.optional && keys[i]?.pubkey === programId ? undefined : keys[i]?.pubkey
    ),
  };
}
