/**
 * The dex service: CL pools from the configuration, pool and position reads, deposits into and withdrawals from
 * the pool currencies, add / increase / decrease / remove liquidity, reward claims, swap quotes and swaps (exact
 * input or exact output on one pool, exact input along a path of pools), with the pure call-list builders behind
 * them.
 *
 * @example Encode a remove-liquidity call offline
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildRemoveLiquidityCalls } from "./mod.ts";
 * const a = "0x1111111111111111111111111111111111111111" as const;
 * const calls = buildRemoveLiquidityCalls({
 *   tokenId: 1n, liquidity: 1n, amount0Min: 0n, amount1Min: 0n, currency0: a, currency1: a, recipient: a, deadline: 1n,
 * }, a);
 * assert.ok(calls[0].data.startsWith("0xdd46508f"));
 * ```
 * @module
 */
export { type ClPosition, type DexSender, DexService } from "./service.ts";
export {
  buildAddLiquidityCalls,
  buildRemoveLiquidityCalls,
  type ClPoolKey,
  encodeClPayload,
} from "./build_calls.ts";
export {
  buildClaimRewardsCalls,
  buildDecreaseLiquidityCalls,
  buildIncreaseLiquidityCalls,
  type ClDecreaseLiquidity,
  type ClIncreaseLiquidity,
} from "./build_liquidity_calls.ts";
export {
  buildDexDepositCalls,
  buildDexWithdrawCalls,
  type DexDelivery,
  type DexHubAsset,
} from "./build_asset_calls.ts";
export { decodeClParameters, getDexPoolId } from "./pool_id.ts";
export { buildSwapCalls, type ClSwapExactInSingle, encodeSwapExactInSinglePlan } from "./build_swap_calls.ts";
export type { SwapDirection } from "./pool_input.ts";
export type { DexSwapQuote, DexSwapQuoteParams } from "./swap_quote.ts";
export type { DexSwapParams } from "./swap.ts";
export {
  buildSwapExactOutCalls,
  type ClSwapExactOutSingle,
  encodeSwapExactOutSinglePlan,
} from "./build_swap_exact_out_calls.ts";
export {
  buildSwapPathCalls,
  type ClPathKey,
  type ClSwapExactIn,
  encodeSwapExactInPlan,
  MAX_SWAP_PATH_HOPS,
} from "./build_swap_path_calls.ts";
export type { SwapContracts } from "./_swap_calls.ts";
export type { DexSwapQuoteRequest, DexSwapRequest } from "./swap_request.ts";
export type { DexSwapExactOutParams } from "./swap_exact_out.ts";
export type { DexSwapPathParams } from "./swap_path.ts";
export type { DexSwapExactOutQuoteParams } from "./swap_quote_exact_out.ts";
export type { DexSwapPathQuote, DexSwapPathQuoteParams } from "./swap_quote_path.ts";
export type { DexSwapHop } from "./swap_path_input.ts";
export type { DexAddLiquidityParams } from "./add_liquidity.ts";
export type { DexRemoveLiquidityParams } from "./remove_liquidity.ts";
export type { DexIncreaseLiquidityParams } from "./increase_liquidity.ts";
export type { DexDecreaseLiquidityParams } from "./decrease_liquidity.ts";
export type { DexClaimRewardsParams } from "./claim_rewards.ts";
export type { DexDepositParams } from "./deposit.ts";
export type { DexWithdrawParams } from "./withdraw.ts";
export type { DexDepositQuery } from "./asset_reads.ts";
export type { DexPoolData } from "./pool_data.ts";
export {
  type ClMintPositionEventLog,
  DEFAULT_MINT_EVENT_POLL_INTERVAL,
  DEFAULT_MINT_EVENT_TIMEOUT,
  getMintPositionEvent,
  type MintPositionEventOptions,
} from "./mint_position_event.ts";
export { getPoolRewardConfig, type PoolRewardConfig } from "./pool_reward_config.ts";
export { getAssetsForPool, isSodaAsXSodaInPool, type PoolSpokeAssets } from "./pool_assets.ts";
export { permit2Approve } from "./permit2_approve.ts";
export type { ClMaxAmounts, ClPriceToken } from "./cl_math.ts";
