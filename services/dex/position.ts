/**
 * CL positions: the `DexSender` shape of every dex write and the position read (`positions(tokenId)` of the
 * position manager), also used by the writes that act on an existing position to learn its pool.
 *
 * @example A negative id fails before any I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import type { ServiceDeps } from "../deps/service_deps.ts";
 * import { getDexPosition } from "./position.ts";
 * const r = await getDexPosition({ config: new ConfigService() } as ServiceDeps, -1n);
 * assert.ok(!r.ok && r.error.context.field === "tokenId");
 * ```
 * @module
 */
import type { Address } from "viem";
import { clPositionManagerAbi } from "../../core/abis/cl_position_manager.ts";
import type { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import { inPhase } from "../hub/phase_error.ts";
import { checkTokenId } from "./_validate.ts";
import type { ClPoolKey } from "./build_calls.ts";

/** Who acts. */
export interface DexSender {
  /** An EVM chain, the hub, or a family whose adapter sends hub calls (Solana, Stellar). */
  srcChainKey: string;
  /** The user's address there. */
  srcAddress: string;
  /** Unix seconds. @default the hub's latest block time + 300 */
  deadline?: bigint | undefined;
}

/** A CL position read from the position manager. */
export interface ClPosition {
  /** The pool. */
  poolKey: ClPoolKey;
  /** Lower tick. */
  tickLower: number;
  /** Upper tick. */
  tickUpper: number;
  /** Liquidity. */
  liquidity: bigint;
  /** Fee growth of currency0 at the last update (Q128). */
  feeGrowthInside0LastX128: bigint;
  /** Fee growth of currency1 at the last update (Q128). */
  feeGrowthInside1LastX128: bigint;
  /** Subscriber (zero address: none). */
  subscriber: Address;
}

/**
 * Reads position `tokenId`.
 *
 * @param deps configuration (`dex.concentratedLiquidityConfig.clPositionManager`) and hub provider
 * @param tokenId the position id
 * @param action the operation, for error context @default "getPosition"
 * @returns the position; failures: `VALIDATION_FAILED` (`field: "tokenId"`, phase `validate`), read errors
 *   `HTTP_REQUEST_FAILED` / `RESPONSE_VALIDATION_FAILED` (phase `lookup`)
 */
export async function getDexPosition(
  deps: Pick<ServiceDeps, "config" | "hub">,
  tokenId: bigint,
  action = "getPosition",
): Promise<Result<ClPosition, ClientError>> {
  const id = checkTokenId(action, tokenId);
  if (!id.ok) return id;
  const r = await deps.hub.readContract({
    address: deps.config.instanceConfig.dex.concentratedLiquidityConfig.clPositionManager as Address,
    abi: clPositionManagerAbi,
    functionName: "positions",
    args: [id.value],
  });
  if (!r.ok) return err(inPhase(r.error, "lookup", action));
  const [poolKey, tickLower, tickUpper, liquidity, fee0, fee1, subscriber] = r.value;
  return ok({
    poolKey: { ...poolKey },
    tickLower,
    tickUpper,
    liquidity,
    feeGrowthInside0LastX128: fee0,
    feeGrowthInside1LastX128: fee1,
    subscriber,
  });
}
