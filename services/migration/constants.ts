/**
 * Migration constants the package root exports: kept in a file that imports only the chain keys, so the root can
 * export them without making the migration service's code part of every app (the service loads on first use).
 *
 * @example ICX migrates from ICON; SODA reverts from the hub
 * ```ts
 * import assert from "node:assert/strict";
 * import { BALN_LOCK_ACTIONS, ICX_MIGRATION_CHAIN_KEY, ICX_REVERT_CHAIN_KEY } from "./constants.ts";
 * assert.equal(ICX_MIGRATION_CHAIN_KEY, "0x1.icon");
 * assert.equal(ICX_REVERT_CHAIN_KEY, "sonic");
 * assert.equal(BALN_LOCK_ACTIONS.length, 5);
 * ```
 * @module
 */
import { HUB_CHAIN_KEY } from "../../core/chains/mod.ts";

/** The only chain ICX migrates from. */
export const ICX_MIGRATION_CHAIN_KEY = "0x1.icon";

/** The only chain SODA -> ICX reverts from: the hub (`"sonic"`). */
export const ICX_REVERT_CHAIN_KEY: string = HUB_CHAIN_KEY;

/** The BALN swap contract's lock writes, by function name. */
export const BALN_LOCK_ACTIONS: readonly ["claim", "claimUnstaked", "stake", "unstake", "cancelUnstake"] = [
  "claim",
  "claimUnstaked",
  "stake",
  "unstake",
  "cancelUnstake",
];
