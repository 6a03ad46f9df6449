/**
 * The recovery service: stuck hub-wallet balances and their withdrawal to a spoke chain.
 *
 * @example Construct lazily (no I/O until a call)
 * ```ts
 * import assert from "node:assert/strict";
 * import { RecoveryService } from "./mod.ts";
 * assert.ok(typeof RecoveryService === "function");
 * ```
 * @module
 */
export { type HubAssetBalance, RecoveryService, type WithdrawHubAssetParams } from "./service.ts";
