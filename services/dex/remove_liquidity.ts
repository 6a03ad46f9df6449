/**
 * `dexRemoveLiquidity`: removes liquidity from position `tokenId` with CL_DECREASE_LIQUIDITY + TAKE_PAIR (both
 * currencies to the hub wallet, see `build_calls.ts`). The position's pool is read first. `dexDecreaseLiquidity`
 * is the same operation in the platform SDK's encoding (CLOSE_CURRENCY pair).
 *
 * @example A zero liquidity fails before any I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import type { ServiceDeps } from "../deps/service_deps.ts";
 * import { dexRemoveLiquidity } from "./remove_liquidity.ts";
 * const r = await dexRemoveLiquidity({} as ServiceDeps, {
 *   srcChainKey: "sonic", srcAddress: "0x1111111111111111111111111111111111111111", tokenId: 1n, liquidity: 0n,
 * });
 * assert.ok(!r.ok && r.error.code === "INVALID_AMOUNT");
 * ```
 * @module
 */
import type { ClientError } from "../../core/errors.ts";
import type { Result } from "../../core/result.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import { executeHubCalls, type HubWriteResult } from "../hub/execute_hub_calls.ts";
import type { HubWriteOptions } from "../hub/send_evm_tx.ts";
import { checkDecrease } from "./_validate.ts";
import { clContracts, prepareDexWrite } from "./_write.ts";
import { buildRemoveLiquidityCalls } from "./build_calls.ts";
import type { DexDecreaseLiquidityParams } from "./decrease_liquidity.ts";
import { getDexPosition } from "./position.ts";

/** A liquidity removal: the same fields as a decrease (position, liquidity, minima). */
export type DexRemoveLiquidityParams = DexDecreaseLiquidityParams;

/**
 * Removes liquidity from a position.
 *
 * @param deps the service dependencies
 * @param params see {@link DexRemoveLiquidityParams}
 * @param options raw flag, wallet, relay timeout, signal @default {}
 * @returns the write result; failures: `INVALID_AMOUNT` / `VALIDATION_FAILED` (phase `validate`), the position
 *   read (phase `lookup`), then the `prepareHubAction` and `executeHubCalls` codes
 */
export async function dexRemoveLiquidity(
  deps: ServiceDeps,
  params: DexRemoveLiquidityParams,
  options: HubWriteOptions = {},
): Promise<Result<HubWriteResult, ClientError>> {
  const action = "removeLiquidity";
  const checked = checkDecrease(action, params);
  if (!checked.ok) return checked;
  const { tokenId, liquidity, amount0Min, amount1Min } = checked.value;
  const start = await prepareDexWrite(deps, action, params);
  if (!start.ok) return start;
  const position = await getDexPosition(deps, tokenId, action);
  if (!position.ok) return position;
  const calls = buildRemoveLiquidityCalls({
    tokenId,
    liquidity,
    amount0Min,
    amount1Min,
    currency0: position.value.poolKey.currency0,
    currency1: position.value.poolKey.currency1,
    recipient: start.value.sender.hubWallet,
    deadline: start.value.deadline,
  }, clContracts(deps).clPositionManager);
  return await executeHubCalls(deps, { ...start.value.sender, action, calls }, options);
}
