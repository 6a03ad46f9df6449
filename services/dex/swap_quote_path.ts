/**
 * `getDexSwapPathQuote`: the CL quoter's `quoteExactInput` for a multi-hop exact-input swap, read with a hub
 * `eth_call`, decoded and validated.
 *
 * @example Bad input fails before any I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import type { ServiceDeps } from "../deps/service_deps.ts";
 * import { getDexSwapPathQuote } from "./swap_quote_path.ts";
 * const deps = { config: new ConfigService() } as ServiceDeps;
 * const r = await getDexSwapPathQuote(deps, { tokenIn: "0x1111111111111111111111111111111111111111", path: [], amountIn: 1n });
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED" && r.error.context.field === "path");
 * ```
 * @module
 */
import type { Address } from "viem";
import { clQuoterCallAbi } from "../../core/abis/cl_quoter.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import { inPhase, invalid } from "../hub/phase_error.ts";
import type { ClPoolKey } from "./build_calls.ts";
import { type DexSwapHop, type ResolvedSwapPath, resolveSwapPath } from "./swap_path_input.ts";
import { U128 } from "./swap_quote.ts";

/** A multi-hop exact-input quote request. */
export interface DexSwapPathQuoteParams {
  /** The exact-input shape (the only one a path takes). @default "exactIn" */
  kind?: "exactIn" | undefined;
  /** The currency paid (a currency of the first pool). */
  tokenIn: string;
  /** Pools (names of `dex.dexPools` or keys), 1..8, in trading order. */
  path: readonly (string | ClPoolKey)[];
  /** Exact input, `0 < amountIn <= 2^128 - 1`. */
  amountIn: bigint;
  /** Not used with a path (give `pool` or `path`). */
  pool?: undefined;
}

/** A multi-hop quote. */
export interface DexSwapPathQuote {
  /** The currency paid. */
  tokenIn: Address;
  /** The currency finally bought. */
  tokenOut: Address;
  /** The hops: pool and direction of each. */
  hops: DexSwapHop[];
  /** The exact input. */
  amountIn: bigint;
  /** The quoted final output (uint128 range). */
  amountOut: bigint;
  /** The quoter's gas estimate of the swap. */
  gasEstimate: bigint;
}

/**
 * Validates the path and input of a multi-hop exact-input request.
 *
 * @param deps the configuration
 * @param params `tokenIn`, `path`, `amountIn`
 * @param action the operation, for error context
 * @returns the path and input; failures (phase `validate`): the `resolveSwapPath` codes, `INVALID_AMOUNT`
 *   (`field: "amountIn"`)
 */
export function validatePathInput(
  deps: Pick<ServiceDeps, "config">,
  params: { tokenIn?: unknown; path?: unknown; amountIn?: unknown },
  action: string,
): Result<ResolvedSwapPath & { amountIn: bigint }, ClientError> {
  const path = resolveSwapPath(deps.config.instanceConfig.dex.dexPools, params.tokenIn, params.path, action);
  if (!path.ok) return path;
  const amountIn = params.amountIn;
  if (typeof amountIn !== "bigint" || amountIn <= 0n || amountIn > U128) {
    return err(invalid("INVALID_AMOUNT", action, "amountIn must be a uint128 > 0", { field: "amountIn" }));
  }
  return ok({ ...path.value, amountIn });
}

/**
 * Quotes a multi-hop exact-input swap (`quoteExactInput` of `dex.concentratedLiquidityConfig.clQuoter`).
 *
 * @param deps configuration and hub provider
 * @param params see {@link DexSwapPathQuoteParams}
 * @returns the quote; failures: the {@link validatePathInput} codes (phase `validate`), the hub read's
 *   transport codes, `HTTP_REQUEST_FAILED` (a quoter revert) and `RESPONSE_VALIDATION_FAILED` (undecodable
 *   data or an output beyond uint128), phase `lookup`
 */
export async function getDexSwapPathQuote(
  deps: Pick<ServiceDeps, "config" | "hub">,
  params: DexSwapPathQuoteParams,
): Promise<Result<DexSwapPathQuote, ClientError>> {
  const action = "getSwapQuote";
  const input = validatePathInput(deps, params, action);
  if (!input.ok) return input;
  const { tokenIn, tokenOut, hops, pathKeys, amountIn } = input.value;
  const quoter = deps.config.instanceConfig.dex.concentratedLiquidityConfig.clQuoter as Address;
  const r = await deps.hub.readContract({
    address: quoter,
    abi: clQuoterCallAbi,
    functionName: "quoteExactInput",
    args: [{ exactCurrency: tokenIn, path: pathKeys, exactAmount: amountIn }],
  });
  if (!r.ok) return err(inPhase(r.error, "lookup", action));
  const [amountOut, gasEstimate] = r.value;
  if (amountOut > U128) {
    return err(
      new ClientError("RESPONSE_VALIDATION_FAILED", "Cannot getSwapQuote: quoted amount exceeds uint128", {
        context: { action, phase: "lookup", amountOut: amountOut.toString(), quoter },
      }),
    );
  }
  return ok({ tokenIn, tokenOut, hops, amountIn, amountOut, gasEstimate });
}
