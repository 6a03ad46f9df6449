/**
 * `dexSwapPath`: a multi-hop exact-input swap run by the sender's hub wallet (validate the path, resolve the sender
 * and deadline, build the Permit2 approvals and `router.execute` of CL_SWAP_EXACT_IN, send and relay with
 * `executeHubCalls`). The hub wallet must already hold `amountIn` of `tokenIn`; the output stays in the hub wallet.
 *
 * @example An empty path fails before any I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import type { ServiceDeps } from "../deps/service_deps.ts";
 * import { dexSwapPath } from "./swap_path.ts";
 * const deps = { config: new ConfigService() } as ServiceDeps;
 * const r = await dexSwapPath(deps, {
 *   srcChainKey: "sonic", srcAddress: "0x1111111111111111111111111111111111111111",
 *   tokenIn: "0x1111111111111111111111111111111111111111", path: [], amountIn: 1n, minAmountOut: 0n,
 * });
 * assert.ok(!r.ok && r.error.context.field === "path");
 * ```
 * @module
 */
import type { Address } from "viem";
import type { ClientError } from "../../core/errors.ts";
import { err, type Result } from "../../core/result.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import { executeHubCalls, type HubWriteResult } from "../hub/execute_hub_calls.ts";
import { invalid } from "../hub/phase_error.ts";
import type { HubWriteOptions } from "../hub/send_evm_tx.ts";
import type { ClPoolKey } from "./build_calls.ts";
import { buildSwapPathCalls } from "./build_swap_path_calls.ts";
import { clContracts, prepareDexWrite } from "./_write.ts";
import { validatePathInput } from "./swap_quote_path.ts";
import { U128 } from "./swap_quote.ts";

/** A dex multi-hop exact-input swap request. */
export interface DexSwapPathParams {
  /** The exact-input shape (the only one a path takes). @default "exactIn" */
  kind?: "exactIn" | undefined;
  /** An EVM chain or the hub. */
  srcChainKey: string;
  /** The user's address there. */
  srcAddress: string;
  /** The currency paid (a currency of the first pool; the zero address is the native coin). */
  tokenIn: string;
  /** Pools (names of `dex.dexPools` or keys), 1..8, in trading order. */
  path: readonly (string | ClPoolKey)[];
  /** Exact input, `0 < amountIn <= 2^128 - 1`. */
  amountIn: bigint;
  /** Minimum final output, `0 <= minAmountOut <= 2^128 - 1` (the router reverts below it). */
  minAmountOut: bigint;
  /** Unix seconds. @default the hub's latest block time + 300 */
  deadline?: bigint | undefined;
  /** Not used with a path (give `pool` or `path`). */
  pool?: undefined;
}

/**
 * The universal router of the active configuration.
 *
 * @param deps the configuration
 * @returns `dex.concentratedLiquidityConfig.router`
 */
export function swapRouter(deps: Pick<ServiceDeps, "config">): Address {
  return deps.config.instanceConfig.dex.concentratedLiquidityConfig.router as Address;
}

/**
 * Swaps `amountIn` of `tokenIn` along `path` for at least `minAmountOut` of the last pool's other currency.
 *
 * @param deps the service dependencies
 * @param params see {@link DexSwapPathParams}
 * @param options raw flag, wallet, relay timeout, signal @default {}
 * @returns the write result; failures: the `resolveSwapPath` codes, `INVALID_AMOUNT` (`amountIn`,
 *   `minAmountOut`; phase `validate`), the `prepareHubAction` and `executeHubCalls` codes
 */
export async function dexSwapPath(
  deps: ServiceDeps,
  params: DexSwapPathParams,
  options: HubWriteOptions = {},
): Promise<Result<HubWriteResult, ClientError>> {
  const action = "swap";
  const input = validatePathInput(deps, params, action);
  if (!input.ok) return input;
  const min = params.minAmountOut;
  if (typeof min !== "bigint" || min < 0n || min > U128) {
    return err(
      invalid("INVALID_AMOUNT", action, "minAmountOut must be a uint128", { field: "minAmountOut" }),
    );
  }
  const write = await prepareDexWrite(deps, action, params);
  if (!write.ok) return write;
  const calls = buildSwapPathCalls({
    currencyIn: input.value.tokenIn,
    path: input.value.pathKeys,
    amountIn: input.value.amountIn,
    minAmountOut: min,
    deadline: write.value.deadline,
  }, { router: swapRouter(deps), permit2: clContracts(deps).permit2 });
  if (!calls.ok) return calls;
  return await executeHubCalls(deps, { ...write.value.sender, action, calls: calls.value }, options);
}
