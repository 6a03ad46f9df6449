/**
 * The entry points behind `DexService.swap` and `DexService.getSwapQuote`: one discriminated request shape per
 * swap kind (see `swap_shape.ts`), dispatched to the exact-input single-pool, exact-output single-pool or multi-hop
 * exact-input module. A request without `kind` or `path` is the original exact-input single-pool call, unchanged.
 *
 * @example An unknown kind fails before any I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import type { ServiceDeps } from "../deps/service_deps.ts";
 * import { quoteDexSwap } from "./swap_request.ts";
 * const deps = { config: new ConfigService() } as ServiceDeps;
 * const r = await quoteDexSwap(deps, { kind: "both", pool: "P", amountIn: 1n } as never);
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED" && r.error.context.field === "kind");
 * ```
 * @module
 */
import type { ClientError } from "../../core/errors.ts";
import type { Result } from "../../core/result.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import type { HubWriteResult } from "../hub/execute_hub_calls.ts";
import type { HubWriteOptions } from "../hub/send_evm_tx.ts";
import { dexSwap, type DexSwapParams } from "./swap.ts";
import { dexSwapExactOut, type DexSwapExactOutParams } from "./swap_exact_out.ts";
import { dexSwapPath, type DexSwapPathParams } from "./swap_path.ts";
import { type DexSwapQuote, type DexSwapQuoteParams, getDexSwapQuote } from "./swap_quote.ts";
import { type DexSwapExactOutQuoteParams, getDexSwapExactOutQuote } from "./swap_quote_exact_out.ts";
import {
  type DexSwapPathQuote,
  type DexSwapPathQuoteParams,
  getDexSwapPathQuote,
} from "./swap_quote_path.ts";
import { swapShape } from "./swap_shape.ts";

/** Any swap request: exact input on one pool, exact output on one pool, or exact input along a path. */
export type DexSwapRequest = DexSwapParams | DexSwapExactOutParams | DexSwapPathParams;

/** Any quote request: exact input on one pool, exact output on one pool, or exact input along a path. */
export type DexSwapQuoteRequest = DexSwapQuoteParams | DexSwapExactOutQuoteParams | DexSwapPathQuoteParams;

/**
 * Runs a swap of any shape.
 *
 * @param deps the service dependencies
 * @param params see {@link DexSwapRequest}
 * @param options raw flag, wallet, relay timeout, signal @default {}
 * @returns the write result; failures: the `swapShape` codes, then those of `dexSwap`, `dexSwapExactOut` or
 *   `dexSwapPath`
 */
export async function dexSwapRequest(
  deps: ServiceDeps,
  params: DexSwapRequest,
  options: HubWriteOptions = {},
): Promise<Result<HubWriteResult, ClientError>> {
  const shape = swapShape(params, "swap");
  if (!shape.ok) return shape;
  if (shape.value === "exactOut") {
    return await dexSwapExactOut(deps, params as DexSwapExactOutParams, options);
  }
  if (shape.value === "path") return await dexSwapPath(deps, params as DexSwapPathParams, options);
  return await dexSwap(deps, params as DexSwapParams, options);
}

/**
 * Quotes a swap of any shape.
 *
 * @param deps configuration and hub provider
 * @param params see {@link DexSwapQuoteRequest}
 * @returns a {@link DexSwapQuote} (one pool) or a {@link DexSwapPathQuote} (a path); failures: the `swapShape`
 *   codes, then those of `getDexSwapQuote`, `getDexSwapExactOutQuote` or `getDexSwapPathQuote`
 */
export async function quoteDexSwap(
  deps: Pick<ServiceDeps, "config" | "hub">,
  params: DexSwapQuoteRequest,
): Promise<Result<DexSwapQuote | DexSwapPathQuote, ClientError>> {
  const shape = swapShape(params, "getSwapQuote");
  if (!shape.ok) return shape;
  if (shape.value === "exactOut") {
    return await getDexSwapExactOutQuote(deps, params as DexSwapExactOutQuoteParams);
  }
  if (shape.value === "path") return await getDexSwapPathQuote(deps, params as DexSwapPathQuoteParams);
  return await getDexSwapQuote(deps, params as DexSwapQuoteParams);
}
