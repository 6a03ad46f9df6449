/**
 * `decodeSpokeTx`: what a transaction did for the cross-chain flow, read from its calldata: an asset-manager
 * deposit, the intent its hub call list creates, a direct `createIntent`, a bridge transfer back to a spoke, a
 * connection `sendMessage` (the hub wallet and call list the relayer delivers).
 *
 * @example Decode a direct createIntent
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeCreateIntentCall, hashIntent } from "../../hub_abi/intent.ts";
 * import { decodeSpokeTx } from "./decode_spoke_tx.ts";
 * const z = "0x0000000000000000000000000000000000000000" as const;
 * const intent = {
 *   intentId: 1n, creator: z, inputToken: z, outputToken: z, inputAmount: 1n, minOutputAmount: 1n,
 *   deadline: 0n, allowPartialFill: false, srcChain: 146n, dstChain: 4n, srcAddress: z, dstAddress: z,
 *   solver: z, data: "0x" as const,
 * };
 * const d = decodeSpokeTx(z, encodeCreateIntentCall(intent), 1n);
 * assert.ok(d.intentHash === hashIntent(intent) && d.status === "success");
 * ```
 * @module
 */
import { type Address, type Hex, isAddressEqual, toFunctionSelector } from "viem";
import { assetManagerAbi } from "../../../core/abis/asset_manager.ts";
import { connectionAbi } from "../../../core/abis/connection.ts";
import { callDecoder } from "../../hub_abi/call_decoder.ts";
import { decodeHubCalls } from "../../hub_abi/hub_calls.ts";
import { CREATE_INTENT_SELECTOR, decodeCreateIntentCall, hashIntent } from "../../hub_abi/intent.ts";
import type { BridgeTransferRecord, SpokeTxRecord } from "./types.ts";

const TRANSFER = toFunctionSelector(assetManagerAbi[0]);
const CREATE_INTENT = CREATE_INTENT_SELECTOR;
const SEND_MESSAGE = toFunctionSelector(connectionAbi[0]);
const NATIVE: Address = "0x0000000000000000000000000000000000000000";
const decodeConnectionCall = callDecoder(connectionAbi);
const decodeAssetManagerCall = callDecoder(assetManagerAbi);

/** The part of a {@link SpokeTxRecord} read from calldata. */
export type DecodedSpokeTx = Pick<
  SpokeTxRecord,
  "status" | "revertReason" | "deposit" | "intent" | "intentHash" | "bridgeTransfer" | "message"
>;

/**
 * Decodes a transaction's effect on the flow. Never throws: unknown calls decode to `{status: "success"}` with
 * nothing else; a malformed asset-manager transfer, or a native deposit whose `value` differs from its amount
 * (or an ERC-20 deposit with a non-zero value), is `reverted`.
 *
 * @param to the contract called
 * @param data calldata
 * @param value native value sent
 * @returns the decoded effect
 * @example Unknown calls have no effect
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeSpokeTx } from "./decode_spoke_tx.ts";
 * const d = decodeSpokeTx("0x0000000000000000000000000000000000000001", "0xdeadbeef", 0n);
 * assert.ok(d.status === "success" && d.deposit === undefined);
 * ```
 */
export function decodeSpokeTx(_to: Address, data: Hex, value: bigint): DecodedSpokeTx {
  const selector = data.slice(0, 10).toLowerCase();
  if (selector === CREATE_INTENT) {
    const intent = decodeCreateIntentCall(data);
    if (intent === undefined) return { status: "reverted", revertReason: "malformed createIntent calldata" };
    return { status: "success", intent, intentHash: hashIntent(intent) };
  }
  if (selector === SEND_MESSAGE) return decodeMessage(data);
  if (selector !== TRANSFER) return { status: "success" };
  const deposit = decodeBridgeTransfer(data);
  if (deposit === undefined) {
    return { status: "reverted", revertReason: "malformed asset manager transfer calldata" };
  }
  const { token, to, amount, hubCalls } = deposit;
  const native = isAddressEqual(token, NATIVE);
  if (native && value !== amount) {
    return {
      status: "reverted",
      revertReason: `native deposit value ${value} differs from amount ${amount}`,
    };
  }
  if (!native && value !== 0n) {
    return { status: "reverted", revertReason: "token deposit sent a native value" };
  }
  const result: DecodedSpokeTx = { status: "success", deposit: { token, to, amount, hubCalls } };
  const calls = decodeHubCalls(hubCalls);
  if (calls === undefined) return result;
  for (const call of calls) {
    const callSelector = call.data.slice(0, 10).toLowerCase();
    if (callSelector === CREATE_INTENT && result.intent === undefined) {
      const intent = decodeCreateIntentCall(call.data);
      if (intent !== undefined) {
        result.intent = intent;
        result.intentHash = hashIntent(intent);
      }
    } else if (callSelector === TRANSFER) {
      const transfer = decodeBridgeTransfer(call.data);
      if (transfer !== undefined) {
        result.bridgeTransfer = { token: transfer.token, to: transfer.to, amount: transfer.amount };
      }
    }
  }
  return result;
}

/** A connection `sendMessage(dstChainId, dstAddress, payload)`: nothing moved, the call list travels. */
function decodeMessage(data: Hex): DecodedSpokeTx {
  const call = decodeConnectionCall(data);
  if (call === undefined) {
    return { status: "reverted", revertReason: "malformed connection sendMessage calldata" };
  }
  return { status: "success", message: { to: call.args[1], payload: call.args[2] } };
}

/** An asset-manager `transfer(token, to, amount, data)` (a spoke deposit, or the bridge leg in a call list). */
function decodeBridgeTransfer(data: Hex): (BridgeTransferRecord & { hubCalls: Hex }) | undefined {
  const call = decodeAssetManagerCall(data);
  if (call?.functionName !== "transfer") return undefined;
  const { args } = call;
  return { token: args[0], to: args[1], amount: args[2], hubCalls: args[3] };
}
