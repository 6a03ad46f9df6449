/**
 * `dexSwapExactOut`: an exact-output single-pool swap run by the sender's hub wallet (validate, resolve the sender
 * and deadline, build the Permit2 approvals of `amountInMaximum` and `router.execute`, send and relay with
 * `executeHubCalls`). The hub wallet must already hold `amountInMaximum` of `tokenIn`; the output and any unspent
 * input stay in the hub wallet.
 *
 * @example A zero output fails before any I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import type { ServiceDeps } from "../deps/service_deps.ts";
 * import { dexSwapExactOut } from "./swap_exact_out.ts";
 * const deps = { config: new ConfigService() } as ServiceDeps;
 * const r = await dexSwapExactOut(deps, {
 *   kind: "exactOut", srcChainKey: "sonic", srcAddress: "0x1111111111111111111111111111111111111111",
 *   pool: "NOPE", tokenIn: "0x1111111111111111111111111111111111111111", amountOut: 1n, amountInMaximum: 2n,
 * });
 * assert.ok(!r.ok && r.error.context.field === "pool");
 * ```
 * @module
 */
import type { ClientError } from "../../core/errors.ts";
import { err, type Result } from "../../core/result.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import { executeHubCalls, type HubWriteResult } from "../hub/execute_hub_calls.ts";
import { invalid } from "../hub/phase_error.ts";
import type { HubWriteOptions } from "../hub/send_evm_tx.ts";
import type { ClPoolKey } from "./build_calls.ts";
import { buildSwapExactOutCalls } from "./build_swap_exact_out_calls.ts";
import { clContracts, prepareDexWrite } from "./_write.ts";
import { swapRouter } from "./swap_path.ts";
import { validateExactOutInput } from "./swap_quote_exact_out.ts";
import { U128 } from "./swap_quote.ts";

/** A dex exact-output single-pool swap request. */
export interface DexSwapExactOutParams {
  /** Selects the exact-output shape. */
  kind: "exactOut";
  /** An EVM chain or the hub. */
  srcChainKey: string;
  /** The user's address there. */
  srcAddress: string;
  /** A name of `dex.dexPools`, or a pool key. */
  pool: string | ClPoolKey;
  /** The currency sold (currency0 or currency1 of the pool; the zero address is the native coin). */
  tokenIn: string;
  /** Exact output wanted, `0 < amountOut <= 2^128 - 1`. */
  amountOut: bigint;
  /** Most input paid, `0 < amountInMaximum <= 2^128 - 1` (the router reverts above it). */
  amountInMaximum: bigint;
  /** Unix seconds. @default the hub's latest block time + 300 */
  deadline?: bigint | undefined;
}

/**
 * Buys exactly `amountOut` of the other currency of `pool` for at most `amountInMaximum` of `tokenIn`.
 *
 * @param deps the service dependencies
 * @param params see {@link DexSwapExactOutParams}
 * @param options raw flag, wallet, relay timeout, signal @default {}
 * @returns the write result; failures: `VALIDATION_FAILED` / `UNSUPPORTED_TOKEN` / `INVALID_AMOUNT` (`amountOut`,
 *   `amountInMaximum`; phase `validate`), the `prepareHubAction` and `executeHubCalls` codes
 */
export async function dexSwapExactOut(
  deps: ServiceDeps,
  params: DexSwapExactOutParams,
  options: HubWriteOptions = {},
): Promise<Result<HubWriteResult, ClientError>> {
  const action = "swap";
  if (params.tokenIn === undefined) {
    return err(invalid("VALIDATION_FAILED", action, "tokenIn is required", { field: "tokenIn" }));
  }
  const input = validateExactOutInput(deps, params, action);
  if (!input.ok) return input;
  const max = params.amountInMaximum;
  if (typeof max !== "bigint" || max <= 0n || max > U128) {
    return err(
      invalid("INVALID_AMOUNT", action, "amountInMaximum must be a uint128 > 0", {
        field: "amountInMaximum",
      }),
    );
  }
  const write = await prepareDexWrite(deps, action, params);
  if (!write.ok) return write;
  const calls = buildSwapExactOutCalls({
    poolKey: input.value.poolKey,
    zeroForOne: input.value.zeroForOne,
    amountOut: input.value.amountOut,
    amountInMaximum: max,
    deadline: write.value.deadline,
  }, { router: swapRouter(deps), permit2: clContracts(deps).permit2 });
  if (!calls.ok) return calls;
  return await executeHubCalls(deps, { ...write.value.sender, action, calls: calls.value }, options);
}
