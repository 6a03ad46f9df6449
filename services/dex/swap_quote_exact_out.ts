/**
 * `getDexSwapExactOutQuote`: the CL quoter's `quoteExactOutputSingle` for one pool (the input needed for an exact
 * output), read with a hub `eth_call`, decoded and validated.
 *
 * @example Bad input fails before any I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import type { ServiceDeps } from "../deps/service_deps.ts";
 * import { getDexSwapExactOutQuote } from "./swap_quote_exact_out.ts";
 * const deps = { config: new ConfigService() } as ServiceDeps;
 * const r = await getDexSwapExactOutQuote(deps, { kind: "exactOut", pool: "NOPE", zeroForOne: true, amountOut: 1n });
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED" && r.error.context.field === "pool");
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
import { resolveDirection, resolvePool, type SwapDirection } from "./pool_input.ts";
import { type DexSwapQuote, U128 } from "./swap_quote.ts";

/** An exact-output quote request on one pool. */
export interface DexSwapExactOutQuoteParams {
  /** Selects the exact-output shape. */
  kind: "exactOut";
  /** A name of `dex.dexPools`, or a pool key. */
  pool: string | ClPoolKey;
  /** Whether currency0 is sold. @default derived from tokenIn */
  zeroForOne?: boolean | undefined;
  /** The currency sold (currency0 or currency1 of the pool). @default derived from zeroForOne */
  tokenIn?: string | undefined;
  /** Exact output wanted, `0 < amountOut <= 2^128 - 1`. */
  amountOut: bigint;
}

/**
 * Validates the pool, direction and output of an exact-output request.
 *
 * @param deps the configuration
 * @param params pool, `zeroForOne` / `tokenIn`, `amountOut`
 * @param action the operation, for error context
 * @returns the key, direction and output; failures (phase `validate`): `VALIDATION_FAILED`, `UNSUPPORTED_TOKEN`,
 *   `INVALID_AMOUNT` (`field: "amountOut"`)
 */
export function validateExactOutInput(
  deps: Pick<ServiceDeps, "config">,
  params: { pool?: unknown; zeroForOne?: unknown; tokenIn?: unknown; amountOut?: unknown },
  action: string,
): Result<SwapDirection & { poolKey: ClPoolKey; amountOut: bigint }, ClientError> {
  const key = resolvePool(deps.config.instanceConfig.dex.dexPools, params.pool, action);
  if (!key.ok) return key;
  const direction = resolveDirection(key.value, params, action);
  if (!direction.ok) return direction;
  const amountOut = params.amountOut;
  if (typeof amountOut !== "bigint" || amountOut <= 0n || amountOut > U128) {
    return err(invalid("INVALID_AMOUNT", action, "amountOut must be a uint128 > 0", { field: "amountOut" }));
  }
  return ok({ ...direction.value, poolKey: key.value, amountOut });
}

/**
 * Quotes the input an exact-output swap on one pool needs (`quoteExactOutputSingle` of
 * `dex.concentratedLiquidityConfig.clQuoter`).
 *
 * @param deps configuration and hub provider
 * @param params see {@link DexSwapExactOutQuoteParams}
 * @returns the quote (`amountIn` quoted, `amountOut` as asked); failures: the {@link validateExactOutInput}
 *   codes (phase `validate`), the hub read's transport codes, `HTTP_REQUEST_FAILED` (a quoter revert) and
 *   `RESPONSE_VALIDATION_FAILED` (undecodable data or an input beyond uint128), phase `lookup`
 */
export async function getDexSwapExactOutQuote(
  deps: Pick<ServiceDeps, "config" | "hub">,
  params: DexSwapExactOutQuoteParams,
): Promise<Result<DexSwapQuote, ClientError>> {
  const action = "getSwapQuote";
  const input = validateExactOutInput(deps, params, action);
  if (!input.ok) return input;
  const { poolKey, zeroForOne, amountOut } = input.value;
  const quoter = deps.config.instanceConfig.dex.concentratedLiquidityConfig.clQuoter as Address;
  const r = await deps.hub.readContract({
    address: quoter,
    abi: clQuoterCallAbi,
    functionName: "quoteExactOutputSingle",
    args: [{ poolKey, zeroForOne, exactAmount: amountOut, hookData: "0x" }],
  });
  if (!r.ok) return err(inPhase(r.error, "lookup", action));
  const [amountIn, gasEstimate] = r.value;
  if (amountIn > U128) {
    return err(
      new ClientError("RESPONSE_VALIDATION_FAILED", "Cannot getSwapQuote: quoted amount exceeds uint128", {
        context: { action, phase: "lookup", amountIn: amountIn.toString(), quoter },
      }),
    );
  }
  const { tokenIn, tokenOut } = input.value;
  return ok({ poolKey, zeroForOne, tokenIn, tokenOut, amountIn, amountOut, gasEstimate });
}
