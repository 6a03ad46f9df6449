/**
 * The leverage-yield service: vault registry, deposit (with the leverage-yield partner fee), withdraw, position.
 *
 * @example Encode a deposit offline
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildLeverageDepositCalls } from "./mod.ts";
 * const a = "0x1111111111111111111111111111111111111111" as const;
 * const calls = buildLeverageDepositCalls({ vault: a, asset: a, amount: 5n, fee: 1n, feeReceiver: a, hubWallet: a });
 * assert.ok(calls[2].data.startsWith("0x6e553f65"));
 * ```
 * @module
 */
export { buildLeverageDepositCalls, LeverageYieldService } from "./service.ts";
