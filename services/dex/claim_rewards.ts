/**
 * `dexClaimRewards`: collects the hook rewards and fees of position `tokenId` without changing it, as the platform
 * SDK's `ClService.claimRewards` does: a decrease of liquidity 0 with minima 0 (CL_DECREASE_LIQUIDITY +
 * CLOSE_CURRENCY x2), which makes the pool's hook account the position. Everything paid goes to the hub wallet
 * that owns it. The position is read first for its currencies.
 *
 * @example A string id fails before any I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import type { ServiceDeps } from "../deps/service_deps.ts";
 * import { dexClaimRewards } from "./claim_rewards.ts";
 * const r = await dexClaimRewards({} as ServiceDeps, {
 *   srcChainKey: "sonic", srcAddress: "0x1111111111111111111111111111111111111111", tokenId: "1" as never,
 * });
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED" && r.error.context.field === "tokenId");
 * ```
 * @module
 */
import type { ClientError } from "../../core/errors.ts";
import type { Result } from "../../core/result.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import { executeHubCalls, type HubWriteResult } from "../hub/execute_hub_calls.ts";
import type { HubWriteOptions } from "../hub/send_evm_tx.ts";
import { checkParams, checkTokenId } from "./_validate.ts";
import { clContracts, prepareDexWrite } from "./_write.ts";
import { buildClaimRewardsCalls } from "./build_liquidity_calls.ts";
import { type DexSender, getDexPosition } from "./position.ts";

/** A claim. */
export interface DexClaimRewardsParams extends DexSender {
  /** The position (owned by the sender's hub wallet). */
  tokenId: bigint;
}

/**
 * Claims the rewards and fees of a position.
 *
 * @param deps the service dependencies
 * @param params see {@link DexClaimRewardsParams}
 * @param options raw flag, wallet, relay timeout, signal @default {}
 * @returns the write result; failures: `VALIDATION_FAILED` (`tokenId`, `deadline`; phase `validate`), the
 *   `prepareHubAction` codes, the position read (phase `lookup`), the `executeHubCalls` codes
 */
export async function dexClaimRewards(
  deps: ServiceDeps,
  params: DexClaimRewardsParams,
  options: HubWriteOptions = {},
): Promise<Result<HubWriteResult, ClientError>> {
  const action = "claimRewards";
  const p = checkParams(action, params);
  if (!p.ok) return p;
  const id = checkTokenId(action, params.tokenId);
  if (!id.ok) return id;
  const start = await prepareDexWrite(deps, action, params);
  if (!start.ok) return start;
  const position = await getDexPosition(deps, id.value, action);
  if (!position.ok) return position;
  const calls = buildClaimRewardsCalls({
    tokenId: id.value,
    currency0: position.value.poolKey.currency0,
    currency1: position.value.poolKey.currency1,
    deadline: start.value.deadline,
  }, clContracts(deps).clPositionManager);
  return await executeHubCalls(deps, { ...start.value.sender, action, calls }, options);
}
