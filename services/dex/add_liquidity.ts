/**
 * `dexAddLiquidity`: mints a CL position owned by the sender's hub wallet (Permit2 approvals of the maxima, then
 * `modifyLiquidities` with CL_MINT_POSITION + SETTLE_PAIR, see `build_calls.ts`). The hub wallet must already hold
 * the currencies (deposit them first, e.g. with `dexDeposit`).
 *
 * @example Ticks in the wrong order fail before any I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import type { ServiceDeps } from "../deps/service_deps.ts";
 * import { dexAddLiquidity } from "./add_liquidity.ts";
 * const pool = {
 *   currency0: "0x00000000000000000000000000000000000000c0", currency1: "0x00000000000000000000000000000000000000c1",
 *   hooks: "0x0000000000000000000000000000000000000000", poolManager: "0x0000000000000000000000000000000000000001",
 *   fee: 3000, parameters: `0x${"0".repeat(58)}a0000`,
 * } as const;
 * const r = await dexAddLiquidity({ config: new ConfigService() } as ServiceDeps, {
 *   srcChainKey: "sonic", srcAddress: "0x1111111111111111111111111111111111111111", pool, tickLower: 10,
 *   tickUpper: -10, liquidity: 1n, amount0Max: 1n, amount1Max: 1n,
 * });
 * assert.ok(!r.ok && r.error.context.field === "tickLower");
 * ```
 * @module
 */
import type { ClientError } from "../../core/errors.ts";
import { err, type Result } from "../../core/result.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import { executeHubCalls, type HubWriteResult } from "../hub/execute_hub_calls.ts";
import { invalid } from "../hub/phase_error.ts";
import type { HubWriteOptions } from "../hub/send_evm_tx.ts";
import { checkParams, checkUint } from "./_validate.ts";
import { clContracts, prepareDexWrite } from "./_write.ts";
import { buildAddLiquidityCalls, type ClPoolKey } from "./build_calls.ts";
import { resolvePool } from "./pool_input.ts";
import type { DexSender } from "./position.ts";
import { U128 } from "./swap_quote.ts";

/** A mint. */
export interface DexAddLiquidityParams extends DexSender {
  /** A name of `dex.dexPools`, or a pool key. */
  pool: string | ClPoolKey;
  /** Lower tick (an integer below `tickUpper`). */
  tickLower: number;
  /** Upper tick. */
  tickUpper: number;
  /** Liquidity to mint, `0 < x <= 2^128 - 1`. */
  liquidity: bigint;
  /** Most currency0 to pay (uint128). */
  amount0Max: bigint;
  /** Most currency1 to pay (uint128). */
  amount1Max: bigint;
}

/**
 * Mints a position in `pool`.
 *
 * @param deps the service dependencies
 * @param params see {@link DexAddLiquidityParams}
 * @param options raw flag, wallet, relay timeout, signal @default {}
 * @returns the write result; failures: `VALIDATION_FAILED` (pool, ticks, deadline) / `INVALID_AMOUNT` (phase
 *   `validate`), then the `prepareHubAction` and `executeHubCalls` codes
 */
export async function dexAddLiquidity(
  deps: ServiceDeps,
  params: DexAddLiquidityParams,
  options: HubWriteOptions = {},
): Promise<Result<HubWriteResult, ClientError>> {
  const action = "addLiquidity";
  const p = checkParams(action, params);
  if (!p.ok) return p;
  const key = resolvePool(deps.config.instanceConfig.dex.dexPools, params.pool, action);
  if (!key.ok) return key;
  if (
    !Number.isInteger(params.tickLower) || !Number.isInteger(params.tickUpper) ||
    params.tickLower >= params.tickUpper
  ) {
    return err(
      invalid("VALIDATION_FAILED", action, "ticks must be integers with tickLower < tickUpper", {
        field: "tickLower",
      }),
    );
  }
  const liquidity = checkUint(action, "liquidity", params.liquidity, { min: 1n, max: U128 });
  if (!liquidity.ok) return liquidity;
  for (const field of ["amount0Max", "amount1Max"] as const) {
    const v = checkUint(action, field, params[field], { max: U128 });
    if (!v.ok) return v;
  }
  const start = await prepareDexWrite(deps, action, params);
  if (!start.ok) return start;
  const { sender, deadline } = start.value;
  const calls = buildAddLiquidityCalls({
    poolKey: key.value,
    tickLower: params.tickLower,
    tickUpper: params.tickUpper,
    liquidity: params.liquidity,
    amount0Max: params.amount0Max,
    amount1Max: params.amount1Max,
    owner: sender.hubWallet,
    deadline,
  }, clContracts(deps));
  return await executeHubCalls(deps, { ...sender, action, calls }, options);
}
