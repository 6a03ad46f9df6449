/**
 * `DexService`: concentrated liquidity on the hub (PancakeSwap Infinity CL) for the pools of `dex.dexPools`
 * (packaged data lists names only; keys arrive with `initialize()` or an override): pool listing, position reads,
 * add/remove liquidity, swap quotes (CL quoter) and exact-input single-pool swaps (universal router). Writes are
 * messages (nothing deposited): the hub wallet must already hold the currencies it spends, and what it receives
 * stays in the hub wallet (send it on with the recovery service). The deadline defaults to the hub's latest block
 * time + 300 s.
 *
 * @example List the configured pools (no I/O)
 * ```ts
 * import assert from "node:assert/strict";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import type { HubServiceDeps } from "../hub/deps.ts";
 * import { DexService } from "./service.ts";
 * const dex = new DexService({ config: new ConfigService() } as HubServiceDeps);
 * assert.ok(typeof dex.getPools() === "object");
 * ```
 * @module
 */
import type { Address } from "viem";
import type { DexPoolKey } from "../../core/config/mod.ts";
import { describeValue } from "../../core/describe_value.ts";
import type { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { clPositionManagerAbi } from "../../chains/evm/abis/cl_position_manager.ts";
import type { HubServiceDeps } from "../hub/deps.ts";
import { executeHubCalls, type HubWriteResult, prepareHubAction } from "../hub/execute_hub_calls.ts";
import { inPhase, invalid } from "../hub/phase_error.ts";
import type { HubWriteOptions } from "../hub/send_evm_tx.ts";
import { buildAddLiquidityCalls, buildRemoveLiquidityCalls, type ClPoolKey } from "./build_calls.ts";
import { resolveDeadline } from "./deadline.ts";
import { toPoolKey } from "./pool_input.ts";
import { dexSwap, type DexSwapParams } from "./swap.ts";
import { type DexSwapQuote, type DexSwapQuoteParams, getDexSwapQuote, U128 } from "./swap_quote.ts";

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

/** Who acts. */
export interface DexSender {
  /** An EVM chain or the hub. */
  srcChainKey: string;
  /** The user's address there. */
  srcAddress: string;
  /** Unix seconds. @default the hub's latest block time + 300 */
  deadline?: bigint | undefined;
}

/** The dex service. */
export class DexService {
  readonly #deps: HubServiceDeps;

  /**
   * Creates the service (no I/O).
   *
   * @param deps the entry object's dependencies
   */
  constructor(deps: HubServiceDeps) {
    this.#deps = deps;
  }

  /** The configured pool keys by name (`dex.dexPools`), without I/O. */
  getPools(): Readonly<Record<string, DexPoolKey>> {
    return this.#deps.config.instanceConfig.dex.dexPools;
  }

  #cl() {
    const c = this.#deps.config.instanceConfig.dex.concentratedLiquidityConfig;
    return { clPositionManager: c.clPositionManager as Address, permit2: c.permit2 as Address };
  }

  /** The position `tokenId` (hub read of `positions(tokenId)`). */
  async getPosition(tokenId: bigint): Promise<Result<ClPosition, ClientError>> {
    if (typeof tokenId !== "bigint" || tokenId < 0n) {
      return err(
        invalid("VALIDATION_FAILED", "getPosition", "tokenId must be a bigint >= 0", { field: "tokenId" }),
      );
    }
    const r = await this.#deps.hub.readContract({
      address: this.#cl().clPositionManager,
      abi: clPositionManagerAbi,
      functionName: "positions",
      args: [tokenId],
    });
    if (!r.ok) return r;
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

  /** Mints a position in pool `pool` (a name of `dex.dexPools`) owned by the sender's hub wallet. */
  async addLiquidity(
    params: DexSender & {
      pool: string;
      tickLower: number;
      tickUpper: number;
      liquidity: bigint;
      amount0Max: bigint;
      amount1Max: bigint;
    },
    options: HubWriteOptions = {},
  ): Promise<Result<HubWriteResult, ClientError>> {
    const action = "addLiquidity";
    const key = Object.hasOwn(this.getPools(), params?.pool)
      ? toPoolKey(this.getPools()[params.pool])
      : undefined;
    if (key === undefined) {
      return err(
        invalid("VALIDATION_FAILED", action, `unknown or malformed pool ${describeValue(params?.pool)}`, {
          field: "pool",
        }),
      );
    }
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
    for (const field of ["liquidity", "amount0Max", "amount1Max"] as const) {
      const v = params[field];
      if (typeof v !== "bigint" || v < 0n || v > U128 || (field === "liquidity" && v === 0n)) {
        return err(invalid("INVALID_AMOUNT", action, `${field} must be a uint128`, { field }));
      }
    }
    const sender = await prepareHubAction(this.#deps, { action, ...params });
    if (!sender.ok) return sender;
    const deadline = await resolveDeadline(this.#deps, action, params.deadline);
    if (!deadline.ok) return deadline;
    const calls = buildAddLiquidityCalls({
      poolKey: key,
      tickLower: params.tickLower,
      tickUpper: params.tickUpper,
      liquidity: params.liquidity,
      amount0Max: params.amount0Max,
      amount1Max: params.amount1Max,
      owner: sender.value.hubWallet,
      deadline: deadline.value,
    }, this.#cl());
    return await executeHubCalls(this.#deps, { ...sender.value, action, calls }, options);
  }

  /** Removes `liquidity` from position `tokenId`; both currencies go to the sender's hub wallet. */
  async removeLiquidity(
    params: DexSender & {
      tokenId: bigint;
      liquidity: bigint;
      amount0Min?: bigint | undefined;
      amount1Min?: bigint | undefined;
    },
    options: HubWriteOptions = {},
  ): Promise<Result<HubWriteResult, ClientError>> {
    const action = "removeLiquidity";
    if (typeof params?.liquidity !== "bigint" || params.liquidity <= 0n || params.liquidity > U128) {
      return err(
        invalid("INVALID_AMOUNT", action, "liquidity must be a uint128 > 0", { field: "liquidity" }),
      );
    }
    const sender = await prepareHubAction(this.#deps, { action, ...params });
    if (!sender.ok) return sender;
    const position = await this.getPosition(params.tokenId);
    if (!position.ok) return err(inPhase(position.error, "lookup", action));
    const deadline = await resolveDeadline(this.#deps, action, params.deadline);
    if (!deadline.ok) return deadline;
    const calls = buildRemoveLiquidityCalls({
      tokenId: params.tokenId,
      liquidity: params.liquidity,
      amount0Min: params.amount0Min ?? 0n,
      amount1Min: params.amount1Min ?? 0n,
      currency0: position.value.poolKey.currency0,
      currency1: position.value.poolKey.currency1,
      recipient: sender.value.hubWallet,
      deadline: deadline.value,
    }, this.#cl().clPositionManager);
    return await executeHubCalls(this.#deps, { ...sender.value, action, calls }, options);
  }

  /**
   * Quotes an exact-input swap on one pool (hub `eth_call` of the CL quoter's `quoteExactInputSingle`).
   *
   * @param params pool (name or key), `zeroForOne` and/or `tokenIn`, `amountIn`
   * @returns the quote; failures: `VALIDATION_FAILED` / `UNSUPPORTED_TOKEN` / `INVALID_AMOUNT` (phase `validate`),
   *   `HTTP_REQUEST_FAILED` / `RESPONSE_VALIDATION_FAILED` (phase `lookup`)
   */
  getSwapQuote(params: DexSwapQuoteParams): Promise<Result<DexSwapQuote, ClientError>> {
    return getDexSwapQuote(this.#deps, params);
  }

  /**
   * Swaps `amountIn` of `tokenIn` in `pool` for at least `minAmountOut` of the other currency, run by the sender's
   * hub wallet (Permit2 approval of the router, then `router.execute` with the deadline); the output stays in the
   * hub wallet.
   *
   * @param params sender, pool, `tokenIn`, `amountIn`, `minAmountOut`, optional deadline
   * @param options raw flag, wallet, relay timeout, signal @default {}
   * @returns the write result (see {@link dexSwap} for the failure codes)
   */
  swap(params: DexSwapParams, options: HubWriteOptions = {}): Promise<Result<HubWriteResult, ClientError>> {
    return dexSwap(this.#deps, params, options);
  }
}
