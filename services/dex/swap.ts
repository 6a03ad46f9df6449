/**
 * `dexSwap`: an exact-input single-pool swap run by the sender's hub wallet (resolve the sender, build the
 * Permit2 approvals and `router.execute`, send and relay with `executeHubCalls`). The hub wallet must already hold
 * `amountIn` of `tokenIn`; the output stays in the hub wallet.
 *
 * @example An unknown pool fails before any I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import type { ServiceDeps } from "../deps/service_deps.ts";
 * import { dexSwap } from "./swap.ts";
 * const deps = { config: new ConfigService() } as ServiceDeps;
 * const r = await dexSwap(deps, {
 *   srcChainKey: "sonic", srcAddress: "0x1111111111111111111111111111111111111111", pool: "NOPE",
 *   tokenIn: "0x1111111111111111111111111111111111111111", amountIn: 1n, minAmountOut: 0n,
 * });
 * assert.ok(!r.ok && r.error.context.phase === "validate" && r.error.context.field === "pool");
 * ```
 * @module
 */
import type { Address } from "viem";
import type { ClientError } from "../../core/errors.ts";
import { err, type Result } from "../../core/result.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import { executeHubCalls, type HubWriteResult, prepareHubAction } from "../hub/execute_hub_calls.ts";
import { invalid } from "../hub/phase_error.ts";
import type { HubWriteOptions } from "../hub/send_evm_tx.ts";
import type { ClPoolKey } from "./build_calls.ts";
import { buildSwapCalls } from "./build_swap_calls.ts";
import { resolveDeadline } from "./deadline.ts";
import { U128, validateSwapInput } from "./swap_quote.ts";

/** A dex exact-input single-pool swap request. */
export interface DexSwapParams {
  /** The exact-input shape. @default "exactIn" */
  kind?: "exactIn" | undefined;
  /** Not used on one pool (give `pool` or `path`). */
  path?: undefined;
  /** An EVM chain or the hub. */
  srcChainKey: string;
  /** The user's address there. */
  srcAddress: string;
  /** A name of `dex.dexPools`, or a pool key. */
  pool: string | ClPoolKey;
  /** The currency sold (currency0 or currency1 of the pool; the zero address is the native coin). */
  tokenIn: string;
  /** Exact input, `0 < amountIn <= 2^128 - 1`. */
  amountIn: bigint;
  /** Minimum output, `0 <= minAmountOut <= 2^128 - 1` (the router reverts below it). */
  minAmountOut: bigint;
  /** Unix seconds. @default the hub's latest block time + 300 */
  deadline?: bigint | undefined;
}

/**
 * Swaps `amountIn` of `tokenIn` in `pool` for at least `minAmountOut` of the other currency.
 *
 * @param deps the service dependencies
 * @param params see {@link DexSwapParams}
 * @param options raw flag, wallet, relay timeout, signal @default {}
 * @returns the write result; failures: `VALIDATION_FAILED` / `UNSUPPORTED_TOKEN` / `INVALID_AMOUNT` (phase
 *   `validate`), the `prepareHubAction` and `executeHubCalls` codes (phases `validate`, `lookup`,
 *   `intentCreation`, `submit`, `relay`)
 */
export async function dexSwap(
  deps: ServiceDeps,
  params: DexSwapParams,
  options: HubWriteOptions = {},
): Promise<Result<HubWriteResult, ClientError>> {
  const action = "swap";
  if (typeof params === "object" && params !== null && params.tokenIn === undefined) {
    return err(invalid("VALIDATION_FAILED", action, "tokenIn is required", { field: "tokenIn" }));
  }
  const input = validateSwapInput(deps, params, action);
  if (!input.ok) return input;
  const minAmountOut = params.minAmountOut;
  if (typeof minAmountOut !== "bigint" || minAmountOut < 0n || minAmountOut > U128) {
    return err(
      invalid("INVALID_AMOUNT", action, "minAmountOut must be a uint128", { field: "minAmountOut" }),
    );
  }
  const sender = await prepareHubAction(deps, {
    action,
    srcChainKey: params.srcChainKey,
    srcAddress: params.srcAddress,
  });
  if (!sender.ok) return sender;
  const deadline = await resolveDeadline(deps, action, params.deadline);
  if (!deadline.ok) return deadline;
  const cl = deps.config.instanceConfig.dex.concentratedLiquidityConfig;
  const calls = buildSwapCalls({
    poolKey: input.value.poolKey,
    zeroForOne: input.value.zeroForOne,
    amountIn: input.value.amountIn,
    minAmountOut,
    deadline: deadline.value,
  }, { router: cl.router as Address, permit2: cl.permit2 as Address });
  return await executeHubCalls(deps, { ...sender.value, action, calls }, options);
}
