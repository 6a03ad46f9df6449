/**
 * The backend's durable intent record of a hub intent (`GET /be/intent/tx/{hubTxHash}`): the intent, its hub
 * state (`remainingInput` = input minus the filled inputs) and one entry per fill; bigints as decimal strings.
 *
 * @example A record without fills
 * ```ts
 * import assert from "node:assert/strict";
 * import { toIntentRecordWire } from "./intent_record.ts";
 * const intent = {
 *   intentId: 1n, creator: "0x01", inputToken: "0x02", outputToken: "0x03", inputAmount: 100n, minOutputAmount: 90n,
 *   deadline: 0n, allowPartialFill: false, srcChain: 30n, dstChain: 146n, srcAddress: "0x04", dstAddress: "0x05",
 *   solver: "0x0000000000000000000000000000000000000000", data: "0x",
 * };
 * const rec = toIntentRecordWire({ hubTxHash: "0xaa", intentHash: "0xbb", intent, srcChainKey: "0x2105.base", srcTxHash: "0xcc", registeredAt: 0 }, []);
 * assert.ok(rec.intentState.remainingInput === "100" && rec.open);
 * ```
 * @module
 */
import type { LedgerFill, LedgerHubIntent } from "../state/types.ts";

/** The record as sent on the wire. */
export interface IntentRecordWire {
  intentHash: string;
  txHash: string;
  chainId: number;
  open: boolean;
  intent: Record<string, string | number | boolean>;
  intentState: { exists: boolean; remainingInput: string; receivedOutput: string; pendingPayment: boolean };
  fills: { fillTxHash: string; inputAmount: string; outputAmount: string; timestamp: number }[];
}

/**
 * Builds the wire record of a hub intent from its materialised fills. `open` is false once fully filled, once
 * the solver gave up, or once its creator cancelled it (the intents contract forgets a cancelled intent, so the
 * backend's orderbook no longer lists it). Fill `timestamp`s are UNIX seconds.
 *
 * @param hub the hub intent
 * @param fills its fills so far
 * @returns the record
 */
export function toIntentRecordWire(hub: LedgerHubIntent, fills: readonly LedgerFill[]): IntentRecordWire {
  const i = hub.intent;
  const filledInput = fills.reduce((n, f) => n + f.inputAmount, 0n);
  const receivedOutput = fills.reduce((n, f) => n + f.outputAmount, 0n);
  const remaining = i.inputAmount > filledInput ? i.inputAmount - filledInput : 0n;
  return {
    intentHash: hub.intentHash,
    txHash: hub.hubTxHash,
    chainId: 146,
    open: remaining > 0n && hub.execution?.failed !== true && hub.cancelled === undefined,
    intent: {
      intentId: i.intentId.toString(),
      creator: i.creator,
      inputToken: i.inputToken,
      outputToken: i.outputToken,
      inputAmount: i.inputAmount.toString(),
      minOutputAmount: i.minOutputAmount.toString(),
      deadline: i.deadline.toString(),
      allowPartialFill: i.allowPartialFill,
      srcChain: Number(i.srcChain),
      dstChain: Number(i.dstChain),
      srcAddress: i.srcAddress,
      dstAddress: i.dstAddress,
      solver: i.solver,
      data: i.data,
    },
    intentState: {
      exists: true,
      remainingInput: remaining.toString(),
      receivedOutput: receivedOutput.toString(),
      pendingPayment: false,
    },
    fills: fills.map((f) => ({
      fillTxHash: f.fillTxHash,
      inputAmount: f.inputAmount.toString(),
      outputAmount: f.outputAmount.toString(),
      timestamp: Math.floor(f.at / 1000),
    })),
  };
}
