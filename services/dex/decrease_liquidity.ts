/**
 * `dexDecreaseLiquidity`: removes liquidity from the existing position `tokenId` in the platform SDK's encoding
 * (`ClService.decreaseLiquidity`: CL_DECREASE_LIQUIDITY + CLOSE_CURRENCY x2, see `build_liquidity_calls.ts`);
 * both currencies and the accrued fees go to the hub wallet that owns the position. The position is read first:
 * its pool gives the currencies, and `liquidity` may not exceed what it holds.
 *
 * @example A missing tokenId fails before any I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import type { ServiceDeps } from "../deps/service_deps.ts";
 * import { dexDecreaseLiquidity } from "./decrease_liquidity.ts";
 * const r = await dexDecreaseLiquidity({} as ServiceDeps, {
 *   srcChainKey: "sonic", srcAddress: "0x1111111111111111111111111111111111111111", liquidity: 1n,
 * } as never);
 * assert.ok(!r.ok && r.error.context.field === "tokenId" && r.error.context.phase === "validate");
 * ```
 * @module
 */
import type { ClientError } from "../../core/errors.ts";
import { err, type Result } from "../../core/result.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import { executeHubCalls, type HubWriteResult } from "../hub/execute_hub_calls.ts";
import { invalid } from "../hub/phase_error.ts";
import type { HubWriteOptions } from "../hub/send_evm_tx.ts";
import { checkDecrease } from "./_validate.ts";
import { clContracts, prepareDexWrite } from "./_write.ts";
import { buildDecreaseLiquidityCalls } from "./build_liquidity_calls.ts";
import { type DexSender, getDexPosition } from "./position.ts";

/** A decrease of an existing position. */
export interface DexDecreaseLiquidityParams extends DexSender {
  /** The position (owned by the sender's hub wallet). */
  tokenId: bigint;
  /** Liquidity to remove, `0 < x <=` the position's liquidity. */
  liquidity: bigint;
  /** Least currency0 to receive (uint128). @default 0n */
  amount0Min?: bigint | undefined;
  /** Least currency1 to receive (uint128). @default 0n */
  amount1Min?: bigint | undefined;
}

/**
 * Removes liquidity from a position.
 *
 * @param deps the service dependencies
 * @param params see {@link DexDecreaseLiquidityParams}
 * @param options raw flag, wallet, relay timeout, signal @default {}
 * @returns the write result; failures: `VALIDATION_FAILED` / `INVALID_AMOUNT` (phase `validate`; `INVALID_AMOUNT`
 *   with `context.positionLiquidity` when `liquidity` exceeds the position), the `prepareHubAction` codes, the
 *   position read (phase `lookup`), the `executeHubCalls` codes
 */
export async function dexDecreaseLiquidity(
  deps: ServiceDeps,
  params: DexDecreaseLiquidityParams,
  options: HubWriteOptions = {},
): Promise<Result<HubWriteResult, ClientError>> {
  const action = "decreaseLiquidity";
  const checked = checkDecrease(action, params);
  if (!checked.ok) return checked;
  const { tokenId, liquidity, amount0Min, amount1Min } = checked.value;
  const start = await prepareDexWrite(deps, action, params);
  if (!start.ok) return start;
  const position = await getDexPosition(deps, tokenId, action);
  if (!position.ok) return position;
  if (liquidity > position.value.liquidity) {
    return err(
      invalid("INVALID_AMOUNT", action, "liquidity exceeds the position's liquidity", {
        field: "liquidity",
        positionLiquidity: position.value.liquidity.toString(),
      }),
    );
  }
  const calls = buildDecreaseLiquidityCalls({
    tokenId,
    liquidity,
    amount0Min,
    amount1Min,
    currency0: position.value.poolKey.currency0,
    currency1: position.value.poolKey.currency1,
    deadline: start.value.deadline,
  }, clContracts(deps).clPositionManager);
  return await executeHubCalls(deps, { ...start.value.sender, action, calls }, options);
}
