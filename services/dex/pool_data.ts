/**
 * `getDexPoolData`: the state of a CL pool read from its pool manager (`poolKey.poolManager`) as the platform
 * SDK's `ClService.getPoolData` reads it: `getSlot0(poolId)` (sqrt price, tick, protocol and LP fees) and
 * `getLiquidity(poolId)` (in-range liquidity), decoded and range-checked. Token metadata, prices as objects and
 * hook reward configurations are left to the caller.
 *
 * @example An unknown pool name fails before any I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import type { ServiceDeps } from "../deps/service_deps.ts";
 * import { getDexPoolData } from "./pool_data.ts";
 * const r = await getDexPoolData({ config: new ConfigService() } as ServiceDeps, "NOPE");
 * assert.ok(!r.ok && r.error.context.field === "pool" && r.error.context.phase === "validate");
 * ```
 * @module
 */
import type { Hex } from "viem";
import { clPoolManagerAbi } from "../../core/abis/cl_pool_manager.ts";
import { ClientError, type ErrorContextFields } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import { inPhase } from "../hub/phase_error.ts";
import type { ClPoolKey } from "./build_calls.ts";
import { resolvePool } from "./pool_input.ts";
import { decodeClParameters, getDexPoolId } from "./pool_id.ts";

/** Ticks of CL pools lie in `[-887272, 887272]` (infinity-core `TickMath`). */
export const CL_MAX_TICK = 887272;

/** The state of a CL pool. */
export interface DexPoolData {
  /** `keccak256(abi.encode(poolKey))`. */
  poolId: Hex;
  /** The pool. */
  poolKey: ClPoolKey;
  /** Current sqrt price, Q64.96 (0: not initialized). */
  sqrtPriceX96: bigint;
  /** Current tick. */
  tick: number;
  /** Protocol fee (both directions packed, hundredths of a bip). */
  protocolFee: number;
  /** Current LP fee (hundredths of a bip). */
  lpFee: number;
  /** In-range liquidity. */
  liquidity: bigint;
  /** The pool key's fee tier. */
  feeTier: number;
  /** Tick spacing from the key's parameters. */
  tickSpacing: number;
  /** Hook registration bitmap from the key's parameters. */
  hooksBitmap: number;
  /** Whether the pool is initialized (`sqrtPriceX96 > 0`). */
  isActive: boolean;
}

const bad = (what: string, context: ErrorContextFields): ClientError =>
  new ClientError("RESPONSE_VALIDATION_FAILED", `Cannot getPoolData: ${what}`, {
    context: { ...(context as Readonly<Record<string, unknown>>), action: "getPoolData", phase: "lookup" },
  });

/**
 * Reads the state of `pool`.
 *
 * @param deps configuration and hub provider
 * @param pool a name of `dex.dexPools`, or a pool key
 * @returns the pool data; failures: `VALIDATION_FAILED` (`field: "pool"`, phase `validate`), the hub read's
 *   transport codes, `HTTP_REQUEST_FAILED` (revert) and `RESPONSE_VALIDATION_FAILED` (undecodable data, a
 *   sqrt price beyond uint160, a tick beyond +-887272, a fee beyond uint24, liquidity beyond uint128), phase
 *   `lookup`
 */
export async function getDexPoolData(
  deps: Pick<ServiceDeps, "config" | "hub">,
  pool: string | ClPoolKey,
): Promise<Result<DexPoolData, ClientError>> {
  const action = "getPoolData";
  const key = resolvePool(deps.config.instanceConfig.dex.dexPools, pool, action);
  if (!key.ok) return key;
  const poolKey = key.value;
  const poolId = getDexPoolId(poolKey);
  const [slot0, liquidity] = await Promise.all([
    deps.hub.readContract({
      address: poolKey.poolManager,
      abi: clPoolManagerAbi,
      functionName: "getSlot0",
      args: [poolId],
    }),
    deps.hub.readContract({
      address: poolKey.poolManager,
      abi: clPoolManagerAbi,
      functionName: "getLiquidity",
      args: [poolId],
    }),
  ]);
  if (!slot0.ok) return err(inPhase(slot0.error, "lookup", action));
  if (!liquidity.ok) return err(inPhase(liquidity.error, "lookup", action));
  const [sqrtPriceX96, tick, protocolFee, lpFee] = slot0.value;
  const context = { poolId, contract: poolKey.poolManager };
  if (sqrtPriceX96 < 0n || sqrtPriceX96 >= 1n << 160n) {
    return err(
      bad("sqrtPriceX96 exceeds uint160", {
        ...context,
        field: "sqrtPriceX96",
        value: sqrtPriceX96.toString(),
      }),
    );
  }
  if (!Number.isInteger(tick) || Math.abs(tick) > CL_MAX_TICK) {
    return err(bad("tick out of range", { ...context, field: "tick", value: tick }));
  }
  for (const [field, fee] of [["protocolFee", protocolFee], ["lpFee", lpFee]] as const) {
    if (!Number.isInteger(fee) || fee < 0 || fee > 0xffffff) {
      return err(bad(`${field} exceeds uint24`, { ...context, field, value: fee }));
    }
  }
  if (liquidity.value < 0n || liquidity.value >= 1n << 128n) {
    return err(
      bad("liquidity exceeds uint128", { ...context, field: "liquidity", value: liquidity.value.toString() }),
    );
  }
  return ok({
    poolId,
    poolKey,
    sqrtPriceX96,
    tick,
    protocolFee,
    lpFee,
    liquidity: liquidity.value,
    feeTier: poolKey.fee,
    ...decodeClParameters(poolKey.parameters),
    isActive: sqrtPriceX96 > 0n,
  });
}
