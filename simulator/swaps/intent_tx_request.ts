/**
 * The create-intent request of the simulated swaps API as its transaction builders take it, and what they build.
 *
 * @example A builder that refuses everything
 * ```ts
 * import assert from "node:assert/strict";
 * import { err } from "../../core/result.ts";
 * import type { SwapsIntentTxBuilder } from "./intent_tx_request.ts";
 * import { swapsError } from "./swaps_error.ts";
 * const refuse: SwapsIntentTxBuilder = () => err(swapsError("INTENT_CREATION_FAILED", "no"));
 * assert.ok(!refuse({} as never).ok);
 * ```
 * @module
 */
import type { SpokeChainKey } from "../../core/chains/chain_keys.ts";
import type { Result } from "../../core/result.ts";
import type { ChainTx, SwapIntent } from "../../core/schemas/swaps_v2.ts";
import type { SwapsError } from "./swaps_error.ts";
import type { SimSwapToken } from "./tokens.ts";

/** What a create-intent needs, validated by the app (known chains and tokens, fee computed). */
export interface SwapsIntentTxRequest {
  srcChainKey: SpokeChainKey;
  dstChainKey: SpokeChainKey;
  srcToken: SimSwapToken;
  dstToken: SimSwapToken;
  srcAddress: string;
  dstAddress: string;
  /** Gross input amount (approve and deposit use it; the intent carries `amount - feeAmount`). */
  amount: bigint;
  /** Partner fee taken from `amount`. */
  feeAmount: bigint;
  /** Fee receiver (a hub address), set when there is a fee. @default undefined */
  feeReceiver?: string | undefined;
  minOutputAmount: bigint;
  /** Unix seconds, `0n` for none. */
  deadline: bigint;
  allowPartialFill: boolean;
  /** A specific solver. @default undefined (any solver) */
  solver?: string | undefined;
  /** The intent id the app chose. */
  intentId: bigint;
}

/** An unsigned transaction with the intent it creates. */
export interface SwapsIntentTx {
  tx: ChainTx;
  intent: SwapIntent;
  /** `keccak256(abi.encode(intent))`. @default undefined */
  intentHash?: string | undefined;
}

/** Builds the create-intent transaction; failures become 400s carrying the error's code. */
export type SwapsIntentTxBuilder = (req: SwapsIntentTxRequest) => Result<SwapsIntentTx, SwapsError>;
