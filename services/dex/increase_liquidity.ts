/**
 * `dexIncreaseLiquidity`: adds liquidity to the existing position `tokenId` (the platform SDK's
 * `ClService.increaseLiquidity`), paid by the hub wallet that owns it: Permit2 approvals of the maxima, then
 * `modifyLiquidities` with CL_INCREASE_LIQUIDITY + SETTLE_PAIR (+ SWEEP for a native currency0), see
 * `build_liquidity_calls.ts`. The position's pool is read first.
 *
 * @example A liquidity beyond uint128 fails before any I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import type { ServiceDeps } from "../deps/service_deps.ts";
 * import { dexIncreaseLiquidity } from "./increase_liquidity.ts";
 * const r = await dexIncreaseLiquidity({} as ServiceDeps, {
 *   srcChainKey: "sonic", srcAddress: "0x1111111111111111111111111111111111111111", tokenId: 1n,
 *   liquidity: 1n << 128n, amount0Max: 1n, amount1Max: 1n,
 * });
 * assert.ok(!r.ok && r.error.code === "INVALID_AMOUNT" && r.error.context.field === "liquidity");
 * ```
 * @module
 */
import type { ClientError } from "../../core/errors.ts";
import type { Result } from "../../core/result.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import { executeHubCalls, type HubWriteResult } from "../hub/execute_hub_calls.ts";
import type { HubWriteOptions } from "../hub/send_evm_tx.ts";
import { checkParams, checkTokenId, checkUint } from "./_validate.ts";
import { clContracts, prepareDexWrite } from "./_write.ts";
import { buildIncreaseLiquidityCalls } from "./build_liquidity_calls.ts";
import { type DexSender, getDexPosition } from "./position.ts";
import { U128 } from "./swap_quote.ts";

/** An increase of an existing position. */
export interface DexIncreaseLiquidityParams extends DexSender {
  /** The position (owned by the sender's hub wallet). */
  tokenId: bigint;
  /** Liquidity to add, `0 < x <= 2^128 - 1`. */
  liquidity: bigint;
  /** Most currency0 to pay (uint128). */
  amount0Max: bigint;
  /** Most currency1 to pay (uint128). */
  amount1Max: bigint;
}

/**
 * Adds liquidity to a position.
 *
 * @param deps the service dependencies
 * @param params see {@link DexIncreaseLiquidityParams}
 * @param options raw flag, wallet, relay timeout, signal @default {}
 * @returns the write result; failures: `VALIDATION_FAILED` (`tokenId`, `deadline`) / `INVALID_AMOUNT` (phase
 *   `validate`), the `prepareHubAction` codes, the position read (phase `lookup`), the `executeHubCalls` codes
 */
export async function dexIncreaseLiquidity(
  deps: ServiceDeps,
  params: DexIncreaseLiquidityParams,
  options: HubWriteOptions = {},
): Promise<Result<HubWriteResult, ClientError>> {
  const action = "increaseLiquidity";
  const p = checkParams(action, params);
  if (!p.ok) return p;
  const id = checkTokenId(action, params.tokenId);
  if (!id.ok) return id;
  const liquidity = checkUint(action, "liquidity", params.liquidity, { min: 1n, max: U128 });
  if (!liquidity.ok) return liquidity;
  for (const field of ["amount0Max", "amount1Max"] as const) {
    const v = checkUint(action, field, params[field], { max: U128 });
    if (!v.ok) return v;
  }
  const start = await prepareDexWrite(deps, action, params);
  if (!start.ok) return start;
  const position = await getDexPosition(deps, id.value, action);
  if (!position.ok) return position;
  const calls = buildIncreaseLiquidityCalls({
    poolKey: position.value.poolKey,
    tokenId: id.value,
    liquidity: liquidity.value,
    amount0Max: params.amount0Max,
    amount1Max: params.amount1Max,
    recipient: start.value.sender.hubWallet,
    deadline: start.value.deadline,
  }, clContracts(deps));
  return await executeHubCalls(deps, { ...start.value.sender, action, calls }, options);
}
