/**
 * `dexRemoveLiquidity`: removes liquidity from position `tokenId` with CL_DECREASE_LIQUIDITY + TAKE_PAIR (both
 * currencies to the hub wallet, see `build_calls.ts`). The position's pool is read first. `dexDecreaseLiquidity`
 * is the same operation in the platform SDK's encoding (CLOSE_CURRENCY pair).
 *
 * @example A zero liquidity fails before any I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import type { HubServiceDeps } from "../hub/deps.ts";
 * import { dexRemoveLiquidity } from "./remove_liquidity.ts";
 * const r = await dexRemoveLiquidity({} as HubServiceDeps, {
 *   srcChainKey: "sonic", srcAddress: "0x1111111111111111111111111111111111111111", tokenId: 1n, liquidity: 0n,
 * });
 * assert.ok(!r.ok && r.error.code === "INVALID_AMOUNT");
 * ```
 * @module
 */
import type { ClientError } from "../../core/errors.ts";
import type { Result } from "../../core/result.ts";
import type { HubServiceDeps } from "../hub/deps.ts";
import { executeHubCalls, type HubWriteResult } from "../hub/execute_hub_calls.ts";
import type { HubWriteOptions } from "../hub/send_evm_tx.ts";
import { checkParams, checkTokenId, checkUint } from "./_validate.ts";
import { clContracts, prepareDexWrite } from "./_write.ts";
import { buildRemoveLiquidityCalls } from "./build_calls.ts";
import { type DexSender, getDexPosition } from "./position.ts";
import { U128 } from "./swap_quote.ts";

/** A removal. */
export interface DexRemoveLiquidityParams extends DexSender {
  /** The position. */
  tokenId: bigint;
  /** Liquidity to remove, `0 < x <= 2^128 - 1`. */
  liquidity: bigint;
  /** Least currency0 to receive. @default 0n */
  amount0Min?: bigint | undefined;
  /** Least currency1 to receive. @default 0n */
  amount1Min?: bigint | undefined;
}

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
  deps: HubServiceDeps,
  params: DexRemoveLiquidityParams,
  options: HubWriteOptions = {},
): Promise<Result<HubWriteResult, ClientError>> {
  const action = "removeLiquidity";
  const p = checkParams(action, params);
  if (!p.ok) return p;
  const liquidity = checkUint(action, "liquidity", params.liquidity, { min: 1n, max: U128 });
  if (!liquidity.ok) return liquidity;
  const minima = [params.amount0Min ?? 0n, params.amount1Min ?? 0n] as const;
  for (const [i, v] of minima.entries()) {
    const r = checkUint(action, `amount${i}Min`, v, { max: U128 });
    if (!r.ok) return r;
  }
  const id = checkTokenId(action, params.tokenId);
  if (!id.ok) return id;
  const start = await prepareDexWrite(deps, action, params);
  if (!start.ok) return start;
  const position = await getDexPosition(deps, id.value, action);
  if (!position.ok) return position;
  const calls = buildRemoveLiquidityCalls({
    tokenId: id.value,
    liquidity: liquidity.value,
    amount0Min: minima[0],
    amount1Min: minima[1],
    currency0: position.value.poolKey.currency0,
    currency1: position.value.poolKey.currency1,
    recipient: start.value.sender.hubWallet,
    deadline: start.value.deadline,
  }, clContracts(deps).clPositionManager);
  return await executeHubCalls(deps, { ...start.value.sender, action, calls }, options);
}
