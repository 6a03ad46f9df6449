/**
 * Pure builders of the BALN lock writes: after a BALN -> SODA migration (`baln_migration.ts`) the SODA sits in a
 * lock on the hub BALN swap contract, indexed per owner by `lockId`. The owner then calls, on that contract:
 *
 * - `claim(lockId)`: take the SODA of a lock whose `unlockTime` has passed;
 * - `stake(lockId)`: stake the lock's SODA as xSODA (it stays locked);
 * - `unstake(lockId)`: start unstaking the lock's xSODA (a staked-SODA unstake request, `unstakingId`);
 * - `cancelUnstake(lockId)`: cancel that request (back to staked);
 * - `claimUnstaked(lockId)`: take the SODA of a finished unstake request.
 *
 * Functions and argument (`uint256 lockId`) confirmed against icon-project/sodax-sdks
 * `packages/sdk/src/migration/BalnSwapService.ts` (`encodeClaim`, `encodeClaimUnstaked`, `encodeStake`,
 * `encodeUnstake`, `encodeCancelUnstake`) and the `balnSwap.abi.ts` of icon-project/sodax-frontend.
 *
 * @example Claim lock 0
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildBalnLockCall } from "./baln_lock_calls.ts";
 * const a = "0x1111111111111111111111111111111111111111" as const;
 * const call = buildBalnLockCall("claim", { balnSwap: a, lockId: 0n });
 * assert.ok(call.data.startsWith("0x379607f5") && call.address === a && call.value === 0n);
 * ```
 * @module
 */
import { type Address, encodeFunctionData } from "viem";
import { balnSwapAbi } from "../../core/abis/baln_swap.ts";
import type { ContractCall } from "../../chains/hub/contract_calls.ts";

import { BALN_LOCK_ACTIONS } from "./constants.ts";

export { BALN_LOCK_ACTIONS };

/** One of {@link BALN_LOCK_ACTIONS}. */
export type BalnLockAction = (typeof BALN_LOCK_ACTIONS)[number];

/**
 * The hub call of one lock write: `{action}(lockId)` on the BALN swap contract, no value.
 *
 * @param action the contract function, one of {@link BALN_LOCK_ACTIONS}
 * @param p the BALN swap contract (`hub.addresses.balnSwap`) and the lock id (`uint256`, the caller checks range)
 * @returns the call
 * @example Unstake lock 3
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildBalnLockCall } from "./baln_lock_calls.ts";
 * const a = "0x1111111111111111111111111111111111111111" as const;
 * const call = buildBalnLockCall("unstake", { balnSwap: a, lockId: 3n });
 * assert.equal(call.data, "0x2e17de78" + "3".padStart(64, "0"));
 * ```
 */
export function buildBalnLockCall(
  action: BalnLockAction,
  p: { balnSwap: Address; lockId: bigint },
): ContractCall {
  return {
    address: p.balnSwap,
    value: 0n,
    data: encodeFunctionData({ abi: balnSwapAbi, functionName: action, args: [p.lockId] }),
  };
}
