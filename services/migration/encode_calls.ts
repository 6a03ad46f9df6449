/**
 * The single hub calls of the migration contracts, as the platform's `BalnSwapService` (`encodeSwap`,
 * `encodeClaim`, `encodeClaimUnstaked`, `encodeStake`, `encodeUnstake`, `encodeCancelUnstake`) and
 * `IcxMigrationService` (`encodeMigrate`, `encodeRevertMigration`) encode them: to the configured `balnSwap` /
 * `icxMigration` contract, value 0. Built by the same builders as the migration writes (the call after the
 * approval), each after checking its input; a Result, never a throw (`xswap.migration.*`).
 *
 * @example Claim a BALN lock
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeBalnLockAction } from "./encode_calls.ts";
 * const a = "0x1111111111111111111111111111111111111111";
 * const r = encodeBalnLockAction("claim", a, 3n);
 * assert.ok(r.ok && r.value.address === a);
 * ```
 * @module
 */
import type { Address } from "viem";
import type { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { ContractCall } from "../../chains/hub/contract_calls.ts";
import { checkCallArgs } from "../hub/check_call_args.ts";
import { invalid } from "../hub/phase_error.ts";
import { type BalnLockAction, buildBalnLockCall } from "./baln_lock_calls.ts";
import { BALN_LOCKUP_PERIODS } from "./baln_lockup.ts";
import { buildBalnMigrationCalls } from "./baln_migration.ts";
import { buildIcxMigrationCalls } from "./icx_migration.ts";
import { buildRevertSodaToIcxCalls } from "./icx_revert.ts";

const PERIODS: ReadonlySet<unknown> = new Set(Object.values(BALN_LOCKUP_PERIODS));

/**
 * `balnSwap.swap(amount, lockupPeriod, to, stake)` (the platform's `BalnSwapService.encodeSwap`).
 *
 * @param balnSwap the BALN swap contract
 * @param amount the BALN amount
 * @param lockupPeriod one of `BALN_LOCKUP_PERIODS` (seconds)
 * @param to who receives the SODA (a hub address)
 * @param stake whether to stake the lock
 * @returns the call; a failure naming the bad field
 * @example An unknown lock-up period
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeBalnSwap } from "./encode_calls.ts";
 * const a = "0x1111111111111111111111111111111111111111";
 * const r = encodeBalnSwap(a, 1n, 12, a, false);
 * assert.ok(!r.ok && r.error.context.field === "lockupPeriod");
 * ```
 */
export function encodeBalnSwap(
  balnSwap: string,
  amount: bigint,
  lockupPeriod: number,
  to: string,
  stake: boolean,
): Result<ContractCall, ClientError> {
  const bad = checkCallArgs("encodeSwap", { balnSwap, amount, to, stake }, {
    balnSwap: "address",
    amount: "uint256",
    to: "address",
    stake: "bool",
  });
  if (bad !== undefined) return err(bad);
  if (!PERIODS.has(lockupPeriod)) {
    return err(invalid("VALIDATION_FAILED", "encodeSwap", "lockupPeriod is not one of BALN_LOCKUP_PERIODS", {
      field: "lockupPeriod",
    }));
  }
  const [, swap] = buildBalnMigrationCalls({
    baln: balnSwap as Address,
    balnSwap: balnSwap as Address,
    amount,
    lockupPeriod,
    receiver: to as Address,
    stake,
  });
  return ok(swap!);
}

/**
 * `balnSwap.<action>(lockId)` for `claim`, `claimUnstaked`, `stake`, `unstake`, `cancelUnstake` (the platform's
 * `BalnSwapService.encodeClaim` ... `encodeCancelUnstake`).
 *
 * @param action the lock action
 * @param balnSwap the BALN swap contract
 * @param lockId the lock
 * @returns the call; a failure naming the bad field
 * @example A negative lock id
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeBalnLockAction } from "./encode_calls.ts";
 * const r = encodeBalnLockAction("stake", "0x1111111111111111111111111111111111111111", -1n);
 * assert.ok(!r.ok && r.error.context.field === "lockId");
 * ```
 */
export function encodeBalnLockAction(
  action: BalnLockAction,
  balnSwap: string,
  lockId: bigint,
): Result<ContractCall, ClientError> {
  const name = `encode${action[0]!.toUpperCase()}${action.slice(1)}`;
  const bad = checkCallArgs(name, { balnSwap, lockId }, { balnSwap: "address", lockId: "uint256" });
  if (bad !== undefined) return err(bad);
  return ok(buildBalnLockCall(action, { balnSwap: balnSwap as Address, lockId }));
}

/**
 * `icxMigration.swap(amount, to)` (the platform's `IcxMigrationService.encodeMigrate`).
 *
 * @param icxMigration the migration contract
 * @param amount the wICX amount
 * @param to who receives the SODA (a hub address)
 * @returns the call; a failure naming the bad field
 * @example Migrate
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeMigrate } from "./encode_calls.ts";
 * const a = "0x1111111111111111111111111111111111111111";
 * assert.ok(encodeMigrate(a, 1n, a).ok);
 * ```
 */
export function encodeMigrate(
  icxMigration: string,
  amount: bigint,
  to: string,
): Result<ContractCall, ClientError> {
  const bad = checkCallArgs("encodeMigrate", { icxMigration, amount, to }, {
    icxMigration: "address",
    amount: "uint256",
    to: "address",
  });
  if (bad !== undefined) return err(bad);
  const [, swap] = buildIcxMigrationCalls({
    wICX: icxMigration as Address,
    icxMigration: icxMigration as Address,
    amount,
    receiver: to as Address,
  });
  return ok(swap!);
}

/**
 * `icxMigration.reverseSwap(amount, to)` (the platform's `IcxMigrationService.encodeRevertMigration`).
 *
 * @param icxMigration the migration contract
 * @param amount the SODA amount
 * @param to who receives the wICX (a hub address)
 * @returns the call; a failure naming the bad field
 * @example Revert
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeRevertMigration } from "./encode_calls.ts";
 * const a = "0x1111111111111111111111111111111111111111";
 * assert.ok(encodeRevertMigration(a, 1n, a).ok);
 * ```
 */
export function encodeRevertMigration(
  icxMigration: string,
  amount: bigint,
  to: string,
): Result<ContractCall, ClientError> {
  const bad = checkCallArgs("encodeRevertMigration", { icxMigration, amount, to }, {
    icxMigration: "address",
    amount: "uint256",
    to: "address",
  });
  if (bad !== undefined) return err(bad);
  const a = icxMigration as Address;
  const [, reverseSwap] = buildRevertSodaToIcxCalls({
    soda: a,
    icxMigration: a,
    wICX: a,
    hubAssetManager: a,
    amount,
    hubWallet: to as Address,
    to: "0x",
  });
  return ok(reverseSwap!);
}
