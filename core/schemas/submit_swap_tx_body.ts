/**
 * `toSubmitSwapTxBody`: the body of `POST /swaps/submit-tx` in the platform's form (its `SubmitSwapTxRequest`,
 * docs/wire_inventory.md#swaps-submit-tx): intent amounts and ids as decimal strings, `srcChain`/`dstChain` as JSON
 * numbers, `relayData` as the hub call payload hex (its address is the intent's creator, which the body carries).
 *
 * @example Encode a swap's submission
 * ```ts
 * import assert from "node:assert/strict";
 * import { toSubmitSwapTxBody } from "./submit_swap_tx_body.ts";
 * const body = toSubmitSwapTxBody({
 *   txHash: "0xab", srcChainKey: "0x2105.base", walletAddress: "0x01",
 *   intent: {
 *     intentId: 7n, creator: "0xc0", inputToken: "0x02", outputToken: "0x03", inputAmount: 1000n,
 *     minOutputAmount: 900n, deadline: 0n, allowPartialFill: false, srcChain: 30n, dstChain: 4n,
 *     srcAddress: "0x04", dstAddress: "0x05", solver: "0x00", data: "0x",
 *   },
 *   relayData: { address: "0xc0", payload: "0xdead" },
 * });
 * assert.ok(body.intent?.srcChain === 30 && body.intent.inputAmount === "1000" && body.relayData === "0xdead");
 * ```
 * @module
 */
import type {
  SubmitSwapTxBody,
  SubmitSwapTxIntentBody,
  SwapIntent,
  SwapsSubmitTxParams,
} from "./swaps_v2.ts";

/**
 * Encodes submit-tx parameters as the platform's `SubmitSwapTxRequest`. Absent optional fields stay absent.
 *
 * @param params validated submit-tx parameters (domain intent with bigints)
 * @returns the JSON-ready body
 * @example A bare submission
 * ```ts
 * import assert from "node:assert/strict";
 * import { toSubmitSwapTxBody } from "./submit_swap_tx_body.ts";
 * assert.deepEqual(toSubmitSwapTxBody({ txHash: "0xab", srcChainKey: "sonic" }), { txHash: "0xab", srcChainKey: "sonic" });
 * ```
 */
export function toSubmitSwapTxBody(params: SwapsSubmitTxParams): SubmitSwapTxBody {
  const { relayData, intent, walletAddress } = params;
  return {
    txHash: params.txHash,
    srcChainKey: params.srcChainKey,
    ...(walletAddress !== undefined ? { walletAddress } : {}),
    ...(intent !== undefined ? { intent: intentBody(intent) } : {}),
    ...(relayData !== undefined
      ? { relayData: typeof relayData === "string" ? relayData : relayData.payload }
      : {}),
  };
}

function intentBody(intent: SwapIntent): SubmitSwapTxIntentBody {
  return {
    intentId: intent.intentId.toString(),
    creator: intent.creator,
    inputToken: intent.inputToken,
    outputToken: intent.outputToken,
    inputAmount: intent.inputAmount.toString(),
    minOutputAmount: intent.minOutputAmount.toString(),
    deadline: intent.deadline.toString(),
    allowPartialFill: intent.allowPartialFill,
    // Relay chain ids are at most 1768124270 (ICON), far below 2^53.
    srcChain: Number(intent.srcChain),
    dstChain: Number(intent.dstChain),
    srcAddress: intent.srcAddress,
    dstAddress: intent.dstAddress,
    solver: intent.solver,
    data: intent.data,
  };
}
