/**
 * `getDexSwapQuote`: the CL quoter's `quoteExactInputSingle` for one pool, read with a hub `eth_call`, decoded and
 * validated.
 *
 * @example Bad input fails before any I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import type { ServiceDeps } from "../deps/service_deps.ts";
 * import { getDexSwapQuote } from "./swap_quote.ts";
 * const deps = { config: new ConfigService() } as ServiceDeps;
 * const r = await getDexSwapQuote(deps, { pool: "NOPE", zeroForOne: true, amountIn: 1n });
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

/** The largest uint128 (router and quoter amounts). */
export const U128: bigint = (1n << 128n) - 1n;

/** A quote request: the pool, the direction (`zeroForOne` and/or `tokenIn`) and the exact input. */
export interface DexSwapQuoteParams {
  /** The exact-input shape. @default "exactIn" */
  kind?: "exactIn" | undefined;
  /** Not used on one pool (give `pool` or `path`). */
  path?: undefined;
  /** A name of `dex.dexPools`, or a pool key. */
  pool: string | ClPoolKey;
  /** Whether currency0 is sold. @default derived from tokenIn */
  zeroForOne?: boolean | undefined;
  /** The currency sold (currency0 or currency1 of the pool). @default derived from zeroForOne */
  tokenIn?: string | undefined;
  /** Exact input, `0 < amountIn <= 2^128 - 1`. */
  amountIn: bigint;
}

/** A quote. */
export interface DexSwapQuote extends SwapDirection {
  /** The pool. */
  poolKey: ClPoolKey;
  /** The exact input. */
  amountIn: bigint;
  /** The quoted output (uint128 range). */
  amountOut: bigint;
  /** The quoter's gas estimate of the swap. */
  gasEstimate: bigint;
}

/**
 * Validates the pool, direction and amount of a swap request.
 *
 * @param deps the configuration
 * @param params pool, `zeroForOne` / `tokenIn`, `amountIn`
 * @param action the operation, for error context
 * @returns the key and direction; failures (phase `validate`): `VALIDATION_FAILED`, `UNSUPPORTED_TOKEN`,
 *   `INVALID_AMOUNT`
 * @example A zero input
 * ```ts
 * import assert from "node:assert/strict";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import { validateSwapInput } from "./swap_quote.ts";
 * const config = new ConfigService({ dex: { dexPools: { P: {
 *   currency0: "0x00000000000000000000000000000000000000c0", currency1: "0x00000000000000000000000000000000000000c1",
 *   hooks: "0x0000000000000000000000000000000000000000", poolManager: "0x0000000000000000000000000000000000000001",
 *   fee: 3000, parameters: `0x${"0".repeat(58)}a0000`,
 * } } } });
 * const r = validateSwapInput({ config }, { pool: "P", zeroForOne: true, amountIn: 0n }, "swap");
 * assert.ok(!r.ok && r.error.code === "INVALID_AMOUNT");
 * ```
 */
export function validateSwapInput(
  deps: Pick<ServiceDeps, "config">,
  params: { pool?: unknown; zeroForOne?: unknown; tokenIn?: unknown; amountIn?: unknown } | undefined,
  action: string,
): Result<SwapDirection & { poolKey: ClPoolKey; amountIn: bigint }, ClientError> {
  if (typeof params !== "object" || params === null) {
    return err(invalid("VALIDATION_FAILED", action, "params must be an object", { field: "params" }));
  }
  const key = resolvePool(deps.config.instanceConfig.dex.dexPools, params.pool, action);
  if (!key.ok) return key;
  const direction = resolveDirection(key.value, params, action);
  if (!direction.ok) return direction;
  const amountIn = params.amountIn;
  if (typeof amountIn !== "bigint" || amountIn <= 0n || amountIn > U128) {
    return err(
      invalid("INVALID_AMOUNT", action, "amountIn must be a uint128 > 0", { field: "amountIn" }),
    );
  }
  return ok({ ...direction.value, poolKey: key.value, amountIn });
}

/**
 * Quotes an exact-input swap on one pool with the CL quoter (`dex.concentratedLiquidityConfig.clQuoter`).
 *
 * @param deps configuration and hub provider
 * @param params see {@link DexSwapQuoteParams}
 * @returns the quote; failures: the {@link validateSwapInput} codes (phase `validate`), the hub read's
 *   transport codes (`NETWORK_ERROR`, ...), `HTTP_REQUEST_FAILED` (a quoter revert, e.g. not enough
 *   liquidity) and `RESPONSE_VALIDATION_FAILED` (undecodable data or an amount out of the uint128 range),
 *   phase `lookup`
 */
export async function getDexSwapQuote(
  deps: Pick<ServiceDeps, "config" | "hub">,
  params: DexSwapQuoteParams,
): Promise<Result<DexSwapQuote, ClientError>> {
  const action = "getSwapQuote";
  const input = validateSwapInput(deps, params, action);
  if (!input.ok) return input;
  const { poolKey, zeroForOne, amountIn } = input.value;
  const quoter = deps.config.instanceConfig.dex.concentratedLiquidityConfig.clQuoter as Address;
  const r = await deps.hub.readContract({
    address: quoter,
    abi: clQuoterCallAbi,
    functionName: "quoteExactInputSingle",
    args: [{ poolKey, zeroForOne, exactAmount: amountIn, hookData: "0x" }],
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
  return ok({ ...input.value, amountOut, gasEstimate });
}
