/**
 * The dex service: CL pools from the configuration, position reads, add and remove liquidity, swap quotes and
 * exact-input single-pool swaps.
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
export { buildSwapCalls, type ClSwapExactInSingle, encodeSwapExactInSinglePlan } from "./build_swap_calls.ts";
export type { SwapDirection } from "./pool_input.ts";
export type { DexSwapQuote, DexSwapQuoteParams } from "./swap_quote.ts";
export type { DexSwapParams } from "./swap.ts";
