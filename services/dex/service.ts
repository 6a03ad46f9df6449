/**
 * `DexService`: concentrated liquidity on the hub (PancakeSwap Infinity CL) for the pools of `dex.dexPools`
 * (packaged data lists names only; keys arrive with `initialize()` or an override), and the pool currencies they
 * trade (stata tokens wrapping money-market vault tokens). Each operation lives in its own module:
 *
 * - assets: `deposit` / `withdraw` a spoke token into / out of a pool currency (`deposit.ts`, `withdraw.ts`),
 *   `isAllowanceValid` / `approve` / `getPoolToken` (`deposit_allowance.ts`), `getDeposit`, `getWrappedAmount` /
 *   `getUnwrappedAmount` (`asset_reads.ts`);
 * - liquidity: `addLiquidity` (mint), `increaseLiquidity`, `decreaseLiquidity`, `removeLiquidity`,
 *   `claimRewards`, `getPosition`, `getPoolData`;
 * - swaps: `getSwapQuote`, `swap`, each taking one of three request shapes (`swap_request.ts`): exact input on one
 *   pool (`pool`, the original shape), exact output on one pool (`kind: "exactOut"`, `pool`, `amountOut`,
 *   `amountInMaximum`), exact input along a path of pools (`path`).
 *
 * Liquidity and swap writes are messages (nothing deposited): the hub wallet must already hold what it spends, and
 * what it receives stays in the hub wallet (`withdraw` sends pool currencies on). Write deadlines default to the
 * hub's latest block time + 300 s.
 *
 * @example List the configured pools (no I/O)
 * ```ts
 * import assert from "node:assert/strict";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import type { ServiceDeps } from "../deps/service_deps.ts";
 * import { DexService } from "./service.ts";
 * const dex = new DexService({ config: new ConfigService() } as ServiceDeps);
 * assert.ok(typeof dex.getPools() === "object");
 * ```
 * @module
 */
import type { DexPoolKey } from "../../core/config/mod.ts";
import type { ClientError } from "../../core/errors.ts";
import type { Result } from "../../core/result.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import type { HubWriteResult } from "../hub/execute_hub_calls.ts";
import type { HubWriteOptions, SentEvmTx } from "../hub/send_evm_tx.ts";
import type { Address } from "viem";
import { dexAddLiquidity, type DexAddLiquidityParams } from "./add_liquidity.ts";
import { type DexDepositQuery, getDexDeposit, getUnwrappedAmount, getWrappedAmount } from "./asset_reads.ts";
import type { ClPoolKey } from "./build_calls.ts";
import { dexClaimRewards, type DexClaimRewardsParams } from "./claim_rewards.ts";
import { dexDecreaseLiquidity, type DexDecreaseLiquidityParams } from "./decrease_liquidity.ts";
import { dexDeposit, type DexDepositParams } from "./deposit.ts";
import { dexApprove, dexIsAllowanceValid, getDexPoolToken } from "./deposit_allowance.ts";
import { dexIncreaseLiquidity, type DexIncreaseLiquidityParams } from "./increase_liquidity.ts";
import { type DexPoolData, getDexPoolData } from "./pool_data.ts";
import { type ClPosition, getDexPosition } from "./position.ts";
import { dexRemoveLiquidity, type DexRemoveLiquidityParams } from "./remove_liquidity.ts";
import type { DexSwapQuote, DexSwapQuoteParams } from "./swap_quote.ts";
import type { DexSwapExactOutQuoteParams } from "./swap_quote_exact_out.ts";
import type { DexSwapPathQuote, DexSwapPathQuoteParams } from "./swap_quote_path.ts";
import {
  type DexSwapQuoteRequest,
  type DexSwapRequest,
  dexSwapRequest,
  quoteDexSwap,
} from "./swap_request.ts";
import { dexWithdraw, type DexWithdrawParams } from "./withdraw.ts";
import type { ContractCall } from "../../chains/hub/contract_calls.ts";
import type { BoundedOptions } from "../hub/bounded.ts";
import {
  type ClMintPositionEventLog,
  getMintPositionEvent,
  type MintPositionEventOptions,
} from "./mint_position_event.ts";
import { getAssetsForPool, isSodaAsXSodaInPool, type PoolSpokeAssets } from "./pool_assets.ts";
import { getPoolRewardConfig, type PoolRewardConfig } from "./pool_reward_config.ts";
import { permit2Approve } from "./permit2_approve.ts";

export type { ClPosition, DexSender } from "./position.ts";

import * as clMath from "./cl_math.ts";
import type { HubReadErrorCode, HubWriteErrorCode } from "../hub/error_codes.ts";
/** The dex service. Every method returns a Result and never throws; write options default to `{}`. */
export class DexService {
  readonly #deps: ServiceDeps;

  /**
   * Creates the service (no I/O).
   *
   * @param deps the entry object's dependencies
   */
  constructor(deps: ServiceDeps) {
    this.#deps = deps;
  }

  /** The configured pool keys by name (`dex.dexPools`), without I/O. */
  getPools(): Readonly<Record<string, DexPoolKey>> {
    return this.#deps.config.instanceConfig.dex.dexPools;
  }

  /** Pool state from its pool manager: `getSlot0` and `getLiquidity` of the pool id (see `pool_data.ts`). */
  getPoolData(pool: string | ClPoolKey): Promise<Result<DexPoolData, ClientError<HubReadErrorCode>>>;
  getPoolData(pool: string | ClPoolKey): Promise<Result<DexPoolData, ClientError>> {
    return getDexPoolData(this.#deps, pool);
  }

  /** The position `tokenId` (hub read of `positions(tokenId)`). */
  getPosition(tokenId: bigint): Promise<Result<ClPosition, ClientError<HubReadErrorCode>>>;
  getPosition(tokenId: bigint): Promise<Result<ClPosition, ClientError>> {
    return getDexPosition(this.#deps, tokenId);
  }

  /** The pool-currency balance of a user's hub wallet, in pool-currency shares (`AssetService.getDeposit`). */
  getDeposit(query: DexDepositQuery): Promise<Result<bigint, ClientError<HubReadErrorCode>>>;
  getDeposit(query: DexDepositQuery): Promise<Result<bigint, ClientError>> {
    return getDexDeposit(this.#deps, query);
  }

  /** Pool-currency shares worth `assetAmount` vault units (`poolToken.convertToShares`). */
  getWrappedAmount(
    poolToken: string,
    assetAmount: bigint,
  ): Promise<Result<bigint, ClientError<HubReadErrorCode>>>;
  getWrappedAmount(poolToken: string, assetAmount: bigint): Promise<Result<bigint, ClientError>> {
    return getWrappedAmount(this.#deps, poolToken, assetAmount);
  }

  /** Vault units that `shareAmount` pool-currency shares redeem for (`poolToken.convertToAssets`). */
  getUnwrappedAmount(
    poolToken: string,
    shareAmount: bigint,
  ): Promise<Result<bigint, ClientError<HubReadErrorCode>>>;
  getUnwrappedAmount(poolToken: string, shareAmount: bigint): Promise<Result<bigint, ClientError>> {
    return getUnwrappedAmount(this.#deps, poolToken, shareAmount);
  }

  /** The pool currency a token deposits into: its vault's stata token, or the vault token (`deposit_allowance.ts`). */
  getPoolToken(
    query: { chainKey: string; token: string },
  ): Promise<Result<Address, ClientError<HubReadErrorCode>>>;
  getPoolToken(query: { chainKey: string; token: string }): Promise<Result<Address, ClientError>> {
    return getDexPoolToken(this.#deps, query);
  }

  /** Whether the deposit is approved (asset manager of an EVM spoke, the hub wallet on the hub). */
  isAllowanceValid(params: DexDepositParams): Promise<Result<boolean, ClientError<HubReadErrorCode>>>;
  isAllowanceValid(params: DexDepositParams): Promise<Result<boolean, ClientError>> {
    return dexIsAllowanceValid(this.#deps, params);
  }

  /**
   * Approves the deposit spender for the deposit's amount (raw tx with `raw: true`); no relay.
   *
   * @param params the deposit
   * @param options raw flag, wallet, signal
   */
  approve(
    params: DexDepositParams,
    options?: HubWriteOptions,
  ): Promise<Result<SentEvmTx, ClientError<HubWriteErrorCode>>>;
  approve(params: DexDepositParams, options: HubWriteOptions = {}): Promise<Result<SentEvmTx, ClientError>> {
    return dexApprove(this.#deps, params, options);
  }

  /**
   * Deposits a spoke token and wraps it into a pool currency held by the sender's hub wallet (see `deposit.ts`).
   *
   * @param params source, token, amount, pool currency
   * @param options raw flag, wallet, relay timeout, signal
   */
  deposit(
    params: DexDepositParams,
    options?: HubWriteOptions,
  ): Promise<Result<HubWriteResult, ClientError<HubWriteErrorCode>>>;
  deposit(
    params: DexDepositParams,
    options: HubWriteOptions = {},
  ): Promise<Result<HubWriteResult, ClientError>> {
    return dexDeposit(this.#deps, params, options);
  }

  /**
   * Unwraps pool-currency shares of the sender's hub wallet and delivers the token (see `withdraw.ts`).
   *
   * @param params source, token to receive, shares, pool currency, optional destination
   * @param options raw flag, wallet, relay timeout, signal
   */
  withdraw(
    params: DexWithdrawParams,
    options?: HubWriteOptions,
  ): Promise<Result<HubWriteResult, ClientError<HubWriteErrorCode>>>;
  withdraw(
    params: DexWithdrawParams,
    options: HubWriteOptions = {},
  ): Promise<Result<HubWriteResult, ClientError>> {
    return dexWithdraw(this.#deps, params, options);
  }

  /**
   * Mints a position in `pool` owned by the sender's hub wallet (see `add_liquidity.ts`).
   *
   * @param params sender, pool, ticks, liquidity, maxima
   * @param options raw flag, wallet, relay timeout, signal
   */
  addLiquidity(
    params: DexAddLiquidityParams,
    options?: HubWriteOptions,
  ): Promise<Result<HubWriteResult, ClientError<HubWriteErrorCode>>>;
  addLiquidity(
    params: DexAddLiquidityParams,
    options: HubWriteOptions = {},
  ): Promise<Result<HubWriteResult, ClientError>> {
    return dexAddLiquidity(this.#deps, params, options);
  }

  /**
   * Adds liquidity to position `tokenId` (see `increase_liquidity.ts`).
   *
   * @param params sender, position, liquidity, maxima
   * @param options raw flag, wallet, relay timeout, signal
   */
  increaseLiquidity(
    params: DexIncreaseLiquidityParams,
    options?: HubWriteOptions,
  ): Promise<Result<HubWriteResult, ClientError<HubWriteErrorCode>>>;
  increaseLiquidity(
    params: DexIncreaseLiquidityParams,
    options: HubWriteOptions = {},
  ): Promise<Result<HubWriteResult, ClientError>> {
    return dexIncreaseLiquidity(this.#deps, params, options);
  }

  /**
   * Removes liquidity from position `tokenId` in the platform's encoding (see `decrease_liquidity.ts`).
   *
   * @param params sender, position, liquidity, optional minima
   * @param options raw flag, wallet, relay timeout, signal
   */
  decreaseLiquidity(
    params: DexDecreaseLiquidityParams,
    options?: HubWriteOptions,
  ): Promise<Result<HubWriteResult, ClientError<HubWriteErrorCode>>>;
  decreaseLiquidity(
    params: DexDecreaseLiquidityParams,
    options: HubWriteOptions = {},
  ): Promise<Result<HubWriteResult, ClientError>> {
    return dexDecreaseLiquidity(this.#deps, params, options);
  }

  /**
   * Removes `liquidity` from position `tokenId` with TAKE_PAIR to the hub wallet (see `remove_liquidity.ts`).
   *
   * @param params sender, position, liquidity, optional minima
   * @param options raw flag, wallet, relay timeout, signal
   */
  removeLiquidity(
    params: DexRemoveLiquidityParams,
    options?: HubWriteOptions,
  ): Promise<Result<HubWriteResult, ClientError<HubWriteErrorCode>>>;
  removeLiquidity(
    params: DexRemoveLiquidityParams,
    options: HubWriteOptions = {},
  ): Promise<Result<HubWriteResult, ClientError>> {
    return dexRemoveLiquidity(this.#deps, params, options);
  }

  /**
   * Claims the hook rewards and fees of position `tokenId` (a zero decrease; see `claim_rewards.ts`).
   *
   * @param params sender, position
   * @param options raw flag, wallet, relay timeout, signal
   */
  claimRewards(
    params: DexClaimRewardsParams,
    options?: HubWriteOptions,
  ): Promise<Result<HubWriteResult, ClientError<HubWriteErrorCode>>>;
  claimRewards(
    params: DexClaimRewardsParams,
    options: HubWriteOptions = {},
  ): Promise<Result<HubWriteResult, ClientError>> {
    return dexClaimRewards(this.#deps, params, options);
  }

  /**
   * Quotes a swap on one pool: exact input (`amountIn`; the quoter's `quoteExactInputSingle`) or, with
   * `kind: "exactOut"`, exact output (`amountOut`; `quoteExactOutputSingle`, the quote's `amountIn` is the input
   * needed).
   *
   * @param params pool (name or key), `zeroForOne` and/or `tokenIn`, `amountIn` or `kind: "exactOut"` + `amountOut`
   * @returns the quote; failures: `VALIDATION_FAILED` / `UNSUPPORTED_TOKEN` / `INVALID_AMOUNT` (phase `validate`),
   *   `HTTP_REQUEST_FAILED` / `RESPONSE_VALIDATION_FAILED` (phase `lookup`)
   */
  getSwapQuote(
    params: DexSwapQuoteParams | DexSwapExactOutQuoteParams,
  ): Promise<Result<DexSwapQuote, ClientError<HubReadErrorCode>>>;
  /**
   * Quotes an exact-input swap along a path of pools (the quoter's `quoteExactInput`).
   *
   * @param params `tokenIn`, `path` (pool names or keys), `amountIn`
   * @returns the quote with each hop; failures as for one pool, plus `VALIDATION_FAILED` `field: "path"`
   */
  getSwapQuote(
    params: DexSwapPathQuoteParams,
  ): Promise<Result<DexSwapPathQuote, ClientError<HubReadErrorCode>>>;
  getSwapQuote(params: DexSwapQuoteRequest): Promise<Result<DexSwapQuote | DexSwapPathQuote, ClientError>> {
    return quoteDexSwap(this.#deps, params);
  }

  /**
   * Swaps in the dex, run by the sender's hub wallet (Permit2 approval of the router, then `router.execute`); the
   * output stays in the hub wallet. Shapes: exact input on one pool (`pool`, `tokenIn`, `amountIn`,
   * `minAmountOut`), exact output on one pool (`kind: "exactOut"`, `pool`, `tokenIn`, `amountOut`,
   * `amountInMaximum`), exact input along a path (`path`, `tokenIn`, `amountIn`, `minAmountOut`).
   *
   * @param params sender, the shape's fields, optional deadline
   * @param options raw flag, wallet, relay timeout, signal
   */
  swap(
    params: DexSwapRequest,
    options?: HubWriteOptions,
  ): Promise<Result<HubWriteResult, ClientError<HubWriteErrorCode>>>;
  swap(params: DexSwapRequest, options: HubWriteOptions = {}): Promise<Result<HubWriteResult, ClientError>> {
    return dexSwapRequest(this.#deps, params, options);
  }

  /** The id of the position a hub tx minted (its `MintPosition` log; see `mint_position_event.ts`). */
  getMintPositionEvent(
    hubTxHash: string,
    options?: MintPositionEventOptions,
  ): Promise<Result<ClMintPositionEventLog, ClientError<HubReadErrorCode>>>;
  getMintPositionEvent(
    hubTxHash: string,
    options?: MintPositionEventOptions,
  ): Promise<Result<ClMintPositionEventLog, ClientError>> {
    return getMintPositionEvent(this.#deps, hubTxHash, options);
  }

  /** The reward configuration the pool's hook keeps (`hook.poolRewardConfigs(poolId)`). */
  getPoolRewardConfig(
    pool: string | ClPoolKey,
    options?: BoundedOptions,
  ): Promise<Result<PoolRewardConfig, ClientError<HubReadErrorCode>>>;
  getPoolRewardConfig(
    pool: string | ClPoolKey,
    options?: BoundedOptions,
  ): Promise<Result<PoolRewardConfig, ClientError>> {
    return getPoolRewardConfig(this.#deps, pool, options);
  }

  /**
   * The Permit2 approval calls of `token` for `contract` (pure; see `permit2_approve.ts`). Async where the
   * platform's is not: it loads with the dex service on first use, off a swap page (docs/browser.md#size).
   */
  permit2Approve(
    token: string,
    contract: string,
  ): Promise<Result<ContractCall[], ClientError<HubReadErrorCode>>>;
  permit2Approve(token: string, contract: string): Promise<Result<ContractCall[], ClientError>> {
    return Promise.resolve(permit2Approve(this.#deps.config, token, contract));
  }

  /** The spoke tokens of `srcChainKey` behind a pool's currencies (no I/O; async: loads on first use). */
  getAssetsForPool(
    srcChainKey: string,
    pool: string | ClPoolKey,
  ): Promise<Result<PoolSpokeAssets, ClientError<HubReadErrorCode>>>;
  getAssetsForPool(
    srcChainKey: string,
    pool: string | ClPoolKey,
  ): Promise<Result<PoolSpokeAssets, ClientError>> {
    return Promise.resolve(getAssetsForPool(this.#deps.config, srcChainKey, pool));
  }

  /**
   * Whether depositing `asset` into `poolToken` is SODA into xSODA (a stake; `deposit` refuses it). No I/O; async:
   * loads on first use.
   */
  isSodaAsXSodaInPool(
    query: { chainKey: string; asset: string; poolToken: string },
  ): Promise<Result<boolean, ClientError<HubReadErrorCode>>>;
  isSodaAsXSodaInPool(
    query: { chainKey: string; asset: string; poolToken: string },
  ): Promise<Result<boolean, ClientError>> {
    return Promise.resolve(isSodaAsXSodaInPool(this.#deps.config, query));
  }

  /** Liquidity of two amounts in a tick range (the platform's static `ClService.calculateLiquidityFromAmounts`). */
  calculateLiquidityFromAmounts(
    amount0: bigint,
    amount1: bigint,
    tickLower: bigint,
    tickUpper: bigint,
    currentTick: bigint,
  ): Promise<Result<bigint, ClientError<HubReadErrorCode>>>;
  calculateLiquidityFromAmounts(
    amount0: bigint,
    amount1: bigint,
    tickLower: bigint,
    tickUpper: bigint,
    currentTick: bigint,
  ): Promise<Result<bigint, ClientError>> {
    return Promise.resolve(
      clMath.calculateLiquidityFromAmounts(amount0, amount1, tickLower, tickUpper, currentTick),
    );
  }

  /** The token1 paired with `amount0` (the platform's static `ClService.calculateAmount1FromAmount0`). */
  calculateAmount1FromAmount0(
    amount0: bigint,
    tickLower: bigint,
    tickUpper: bigint,
    currentTick: bigint,
    sqrtPriceX96: bigint,
  ): Promise<Result<bigint, ClientError<HubReadErrorCode>>>;
  calculateAmount1FromAmount0(
    amount0: bigint,
    tickLower: bigint,
    tickUpper: bigint,
    currentTick: bigint,
    sqrtPriceX96: bigint,
  ): Promise<Result<bigint, ClientError>> {
    return Promise.resolve(
      clMath.calculateAmount1FromAmount0(amount0, tickLower, tickUpper, currentTick, sqrtPriceX96),
    );
  }

  /** The token0 paired with `amount1` (the platform's static `ClService.calculateAmount0FromAmount1`). */
  calculateAmount0FromAmount1(
    amount1: bigint,
    tickLower: bigint,
    tickUpper: bigint,
    currentTick: bigint,
    sqrtPriceX96: bigint,
  ): Promise<Result<bigint, ClientError<HubReadErrorCode>>>;
  calculateAmount0FromAmount1(
    amount1: bigint,
    tickLower: bigint,
    tickUpper: bigint,
    currentTick: bigint,
    sqrtPriceX96: bigint,
  ): Promise<Result<bigint, ClientError>> {
    return Promise.resolve(
      clMath.calculateAmount0FromAmount1(amount1, tickLower, tickUpper, currentTick, sqrtPriceX96),
    );
  }

  /** Worst-case maxima under slippage (the platform's static `ClService.calculateMaxAmountsForSlippage`). */
  calculateMaxAmountsForSlippage(
    liquidity: bigint,
    tickLower: bigint,
    tickUpper: bigint,
    currentTick: bigint,
    sqrtPriceX96: bigint,
    slippagePercent: number,
  ): Promise<Result<clMath.ClMaxAmounts, ClientError<HubReadErrorCode>>>;
  calculateMaxAmountsForSlippage(
    liquidity: bigint,
    tickLower: bigint,
    tickUpper: bigint,
    currentTick: bigint,
    sqrtPriceX96: bigint,
    slippagePercent: number,
  ): Promise<Result<clMath.ClMaxAmounts, ClientError>> {
    return Promise.resolve(
      clMath.calculateMaxAmountsForSlippage(
        liquidity,
        tickLower,
        tickUpper,
        currentTick,
        sqrtPriceX96,
        slippagePercent,
      ),
    );
  }

  /** The initializable tick nearest a price (the platform's static `ClService.priceToTick`). */
  priceToTick(
    price: number,
    token0: clMath.ClPriceToken,
    token1: clMath.ClPriceToken,
    tickSpacing: number,
  ): Promise<Result<bigint, ClientError<HubReadErrorCode>>>;
  priceToTick(
    price: number,
    token0: clMath.ClPriceToken,
    token1: clMath.ClPriceToken,
    tickSpacing: number,
  ): Promise<Result<bigint, ClientError>> {
    return Promise.resolve(clMath.priceToTick(price, token0, token1, tickSpacing));
  }
}
