/**
 * `decodeHubPayload`: what a hub call list does for the swap flow: the intent its `createIntent` call creates, if
 * any. The simulators of non-EVM spokes use it to learn the intent of a deposit (Stellar carries the payload in
 * full; Solana's split transaction gets it from the relayer's `data.payload`).
 *
 * @example Round trip with buildSpokeIntent
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildSpokeIntent } from "./build_spoke_intent.ts";
 * import { decodeHubPayload } from "./decode_hub_payload.ts";
 * const a = "0x1111111111111111111111111111111111111111";
 * const built = buildSpokeIntent({
 *   srcChainKey: "near", srcAddress: "alice.near", dstChainKey: "0x2105.base", dstAddress: a,
 *   hubInputToken: a, hubOutputToken: a, inputAmount: 5n, minOutputAmount: 1n, deadline: 0n,
 *   allowPartialFill: false, creator: a, intentsContract: a, intentId: 3n,
 * });
 * if (!built.ok) throw built.error;
 * const d = decodeHubPayload(built.value.payload);
 * assert.ok(d.ok && d.value?.intentHash === built.value.intentHash);
 * ```
 * @module
 */
import { type Hex, isHex, toFunctionSelector } from "viem";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { intentsAbi } from "../../core/abis/intents.ts";
import { decodeContractCalls } from "./contract_calls.ts";
import { decodeCreateIntentCalldata, getIntentHash, type Intent } from "./intent.ts";

const CREATE_INTENT = toFunctionSelector(intentsAbi[0]);

/** The intent a payload creates. */
export interface HubPayloadIntent {
  /** The intent. */
  intent: Intent;
  /** Its hash. */
  intentHash: Hex;
}

/**
 * Decodes a hub call list and finds its first `createIntent` call.
 *
 * @param payload the call list (hex)
 * @returns the intent (or `undefined` when the list creates none, e.g. a bridge deposit), or
 *   `VALIDATION_FAILED` when `payload` is not a call list or its createIntent call is malformed
 * @example Garbage
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeHubPayload } from "./decode_hub_payload.ts";
 * assert.ok(!decodeHubPayload("0x1234").ok);
 * ```
 */
export function decodeHubPayload(payload: string): Result<HubPayloadIntent | undefined, ClientError> {
  if (typeof payload !== "string" || !isHex(payload, { strict: true })) {
    return err(new ClientError("VALIDATION_FAILED", "Cannot decode hub payload: not hex", { context: {} }));
  }
  const calls = decodeContractCalls(payload);
  if (!calls.ok) return calls;
  const call = calls.value.find((c) => c.data.slice(0, 10).toLowerCase() === CREATE_INTENT);
  if (call === undefined) return ok(undefined);
  const intent = decodeCreateIntentCalldata(call.data);
  if (!intent.ok) return intent;
  return ok({ intent: intent.value, intentHash: getIntentHash(intent.value) });
}
