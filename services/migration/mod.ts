/**
 * The migration service: ICX -> SODA from ICON and back (SODA -> ICX from the hub), BALN -> SODA from ICON with a
 * lock-up and the management of its locks (claim, stake, unstake, read), and the legacy -> new bnUSD migration.
 *
 * @example Encode the bnUSD migration offline
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildBnUSDMigrationCalls } from "./mod.ts";
 * const a = "0x1111111111111111111111111111111111111111" as const;
 * const calls = buildBnUSDMigrationCalls({ legacy: a, next: a, vault: a, amount: 1n, to: { hub: a } }, a);
 * assert.ok(calls[1].data.startsWith("0x47e7ef24"));
 * ```
 * @module
 */
export { MigrationService } from "./service.ts";
export { getAvailableIcxMigrationAmount } from "./icx_available.ts";
export { buildBnUSDMigrationCalls, migrateBnUSD, type MigrateBnUSDParams } from "./bnusd_migration.ts";
export {
  buildIcxMigrationCalls,
  ICX_MIGRATION_CHAIN_KEY,
  type MigrateIcxParams,
  migrateIcxToSoda,
} from "./icx_migration.ts";
export {
  buildRevertSodaToIcxCalls,
  ICX_REVERT_CHAIN_KEY,
  type IcxRevertContracts,
  revertAllowanceQuery,
  revertMigrateSodaToIcx,
  type RevertSodaToIcxParams,
  type RevertSodaToIcxResult,
} from "./icx_revert.ts";
export { buildBalnMigrationCalls, migrateBaln, type MigrateBalnParams } from "./baln_migration.ts";
export {
  BALN_LOCKUP_PERIODS,
  balnLockupMultiplier,
  type BalnLockupPeriod,
  calculateBalnSodaAmount,
} from "./baln_lockup.ts";
export { BALN_LOCK_ACTIONS, type BalnLockAction, buildBalnLockCall } from "./baln_lock_calls.ts";
export { type BalnLockParams, manageBalnLock } from "./baln_lock_write.ts";
export {
  type BalnLock,
  type BalnLocks,
  type BalnLocksDeps,
  type BalnLockUnstakeRequest,
  getBalnLocks,
} from "./baln_locks_read.ts";
export type { HubCallRawTx, HubCallResult, HubCallSlot } from "./hub_call.ts";
